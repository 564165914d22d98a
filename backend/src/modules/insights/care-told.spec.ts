import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { hasWarningSigns } from './care-sentences.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-06T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('what the member was told, and what they did instead', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it("an episode of atrial fibrillation is a warning sign, never 'a steady session' or a rest day", () => {
    for (const text of ['Had an AF episode during the swim, settled after 10 minutes', 'Atrial fibrillation episode last night, no training today', 'Went into AF on the ride, stopped']) {
      expect(hasWarningSigns(e(text))).toBe(true);
      expect(reply(text)).toContain('Please have your doctor check it before your next hard session');
      expect(reply(text)).not.toMatch(/steady session|Rest days are part of training/);
    }
    // The condition known and managed is no episode.
    expect(hasWarningSigns(e('I have AF, cardiologist happy for me to exercise, easy 5 km'))).toBe(false);
  });

  it("a high reading the GP has seen, with exercise advised, is not 'let the training wait'", () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const answer = reply('Blood pressure 150/95 at the GP, told to keep exercising', tone);
      expect(answer).not.toMatch(/let (?:the )?training wait/);
      expect(answer).toMatch(/heavy lifting/);
    }
    expect(reply('Blood pressure 150/95 at the GP, told to keep exercising')).toContain('your GP wants you exercising');
    expect(reply('GP told me to keep walking, bone density scan showed osteopenia')).toContain('For your bones');
  });

  it("a pain with another activity instead is told that gentle movement helps (was 'rest while it lasts')", () => {
    expect(reply('Arthritis in both knees flaring, did 30 min on the cross trainer instead')).toContain('The cross trainer is a good choice');
    expect(reply('Hip pain, did a gentle swim instead of the run')).toContain('The swimming is a good choice');
    for (const text of ['Arthritis in both knees flaring, did 30 min on the cross trainer instead', 'Hip pain, did a gentle swim instead of the run']) {
      expect(reply(text)).not.toContain('rest while it lasts');
    }
    // A joint swollen and hot is seen today, whatever was done instead.
    expect(reply('Knee swollen and hot, did a walk instead')).toContain('needs seeing today');
    expect(reply('Knee swollen and hot, can only walk')).toContain('needs seeing today');
  });
});

describe('rehab done, a walked parkrun and a near fall', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string) => ruleReply({ entry: e(content), goal: null, momentum, tone: 'encouraging', recommendations: [] });

  it("the physio's exercises written with their sets are treatment done (was 'let the training wait')", () => {
    expect(reply('Physio exercises for my achilles, 3 x 15 heel drops')).toContain('Well done for doing the exercises');
    expect(reply('Physio exercises 3 x 10, knee still very painful and swollen')).not.toContain('Well done for doing the exercises');
  });

  it("a parkrun walked is a 5 km walk (was 'your 5 km run')", () => {
    expect(reply('Did parkrun with my wife, walked it together in 45 minutes')).toContain('your 5 km walk in 45 minutes');
    expect(reply('Parkwalk this morning, 48 minutes')).toContain('your 5 km walk in 48 minutes');
    expect(reply('Parkrun 26:41, walked the hill')).toContain('5 km run in 26:41');
  });

  it("a fall nearly had is no fall (was 'I am glad you got home. Falls are worth taking seriously')", () => {
    expect(reply('Ran 8 km in the dark with a head torch, nearly tripped on a kerb')).not.toContain('Falls are worth taking seriously');
    expect(reply('Ran 8 km in the dark with a head torch, nearly tripped on a kerb')).toContain('head torch');
    expect(reply('Slipped and nearly fell on the ice, 5 km walk')).toContain('staying on your feet');
    // A fall with a graze: the wound's first aid and the fall's watch.
    const grazed = reply('Tripped on a root and fell, grazed knee, 10 km trail run');
    expect(grazed).toContain('press on it with a clean pad for 10 minutes');
    expect(grazed).toContain('After a fall, keep an eye too on any pain or swelling in a wrist, hip or shoulder');
  });
});

describe('long Covid, and a pelvic floor not great', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it("long Covid is paced, judged over the next two days (was 'rest while it lasts')", () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const answer = reply('Long covid, managed a 15 minute walk without crashing', tone);
      expect(answer).toMatch(/24 to 48 hours|24-48 hours/);
      expect(answer).not.toContain('rest while it lasts');
    }
    expect(reply('Post-viral fatigue still, rest day')).toContain('fatigue after a virus');
    // Warning signs first.
    expect(reply('Long covid and chest pain on the walk')).toContain('999');
  });

  it("leaking told beside a pelvic floor 'not great' is answered (was 'a steady session')", () => {
    for (const text of ['Bit of leaking on the run again, pelvic floor not great', 'Pelvic floor playing up on the downhills, 8 km']) {
      expect(reply(text)).toContain('pelvic floor exercises');
      expect(reply(text)).not.toContain('steady session');
    }
    expect(reply('No leaking today, pelvic floor exercises working')).not.toContain('very treatable');
  });
});

describe('a pain asked about that has its own care', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string) => ruleReply({ entry: e(content), goal: null, momentum, tone: 'encouraging', recommendations: [] });

  it("gets that care, not the general rule for pain (was 'mild pain, around 3 out of 10')", () => {
    expect(reply('How do I stop my knees hurting on downhills?')).toContain('the thighs work as brakes');
    expect(reply('How do I stop my knees hurting on downhills?')).not.toContain('3 out of 10');
    expect(reply('My knee aches after runs, what should I do?')).toContain('3 out of 10');
  });
});
