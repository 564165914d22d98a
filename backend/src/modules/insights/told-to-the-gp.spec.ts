import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { breathlessSinceIllness } from './after-illness.js';
import { entryKind } from './entry-kind.js';
import { medicineStopped } from './medicines-stopped.js';
import { groundingWords, replyProblems } from './reply-checks.js';
import { ruleReply } from './rule-reply.js';
import { stressFracture } from './stress-fracture.js';

const now = new Date('2026-12-07T12:00:00Z');
const TONES = ['direct', 'encouraging', 'analytical'] as const;
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

/** What the rule-based reply sends to the GP or a physio that it used to answer with 'rest' or a steady session. */
describe('the rule-based reply to what needs the GP or a physio', () => {
  it('answers the cases in each tone, in words that pass the checks a model answer must pass', () => {
    const cases: Array<[string, RegExp]> = [
      // A stress fracture's signs: running stopped, seen this week (was 'rest and look after yourself first').
      ['Shin pain on the left, worse when I hop', /(?=[^]*(?:Stop running|stop running))(?=[^]*this week)/],
      // One diagnosed: time off the impact, the way back, the bones after 50.
      ['Stress fracture in my foot, in a boot for 6 weeks', /(?=[^]*six to eight weeks)(?=[^]*(?:bone density|DEXA))/],
      // Breathless since covid: the GP soon, easy meanwhile, 999's signs (was 'rest and look after yourself first').
      ['Feeling breathless on hills since covid', /(?=[^]*GP)(?=[^]*999)/],
      // Statins stopped by the member: the GP told (was a steady run).
      ['Stopped taking statins and feel much better on runs', /(?=[^]*GP)(?=[^]*(?:different dose|dose or agent))/],
      // A blood thinner stopped: today, and a stroke's signs.
      ['Came off my blood thinners, bruising too much', /(?=[^]*today)(?=[^]*999)/],
      // Dizzy on standing on blood-pressure tablets: the GP on the dose (was 'before your next hard session').
      ['Blood pressure tablets making me dizzy when I stand up after a swim', /(?=[^]*(?:blood pools|venous pooling))(?=[^]*dose)/],
    ];
    for (const [content, says] of cases) {
      for (const tone of TONES) {
        const text = reply(content, tone);
        expect([content, tone, text]).toEqual([content, tone, expect.stringMatching(says)]);
        expect([content, tone, replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords('', content)})]).toEqual([content, tone, []]);
      }
    }
  });

  it('tells a stress fracture suspected from one named or ruled out, and a medicine the member stopped from one the doctor stopped', () => {
    expect(stressFracture(e('Shin pain on the left, worse when I hop'))).toBe('suspected');
    expect(stressFracture(e('Tender spot on the bone of my foot after the long run'))).toBe('suspected');
    expect(stressFracture(e('Stress fracture in my foot, 6 weeks in a boot'))).toBe('diagnosed');
    expect(stressFracture(e('MRI ruled out a stress fracture, just shin splints'))).toBeNull();
    expect(stressFracture(e('Hopped off the bike at the lights, foot sore from the cleat'))).toBeNull();
    expect(medicineStopped(e('Stopped taking statins and feel much better on runs'))).toBe('other');
    expect(medicineStopped(e('Came off my blood thinners, bruising too much'))).toBe('thinner');
    expect(medicineStopped(e('GP stopped my statins, legs feel better'))).toBeNull();
    expect(breathlessSinceIllness(e('Breathless on the hills since covid'))).toBe(true);
    expect(breathlessSinceIllness(e('Breathless on the hill reps, legs burning'))).toBe(false);
  });

  it("takes sick and shaky on an empty stomach for the fuel run out, not a worry (was 'rest and look after yourself first')", () => {
    const content = 'Felt sick and shaky at the end of the long run, had no breakfast';
    expect(entryKind(e(content))).toBe('session');
    expect(reply(content)).toMatch(/(?=[^]*fasted)(?=[^]*longer than an hour)/);
  });

  it('answers ringing ears after a class, sleep lost to a late session, a big event at this age and goggles (were a steady ride, a note and "ask a club coach")', () => {
    const cases: Array<[string, RegExp]> = [
      ['Tinnitus louder after the spin class', /(?=[^]*earplugs)(?=[^]*(?:one ear|unilateral))(?=[^]*NHS 111)/],
      ["Can't sleep after evening sessions", /(?=[^]*two to three hours before bed)(?=[^]*caffeine)/],
      ['Thinking of doing an Ironman at 65, am I mad?', /(?=[^]*within reach)(?=[^]*(?:a year or more|12 months or more))(?=[^]*GP)/],
      ['Is a marathon at 70 realistic?', /within reach/],
      ['How do I stop my goggles fogging?', /(?=[^]*baby shampoo)(?=[^]*(?:never wipe|avoid wiping))/],
    ];
    for (const [content, says] of cases) {
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(says)]);
      expect(reply(content)).not.toMatch(/A steady session|club coach|Notes like this/);
    }
    // A thumb that makes gear changes hard calls no session hard; a headwind that made it hard does.
    expect(reply('Arthritis in my thumb makes gear changes hard')).not.toContain("You call it 'hard'");
    expect(reply('The headwind made it hard, 40 km ride')).toContain("You call it 'hard'");
  });

  it('answers knee pain by where it is, menopausal joint pain, sunburn and numb fingers in the cold (were "rest and look after yourself first" and steady rides)', () => {
    const cases: Array<[string, RegExp]> = [
      ['Knee pain on the outside after 20 km running', /(?=[^]*iliotibial)(?=[^]*(?:hip|hip-abductor))(?=[^]*(?:physio|Physiotherapy))/],
      ['Pain at the front of my knee going downstairs', /(?=[^]*(?:kneecap|patellofemoral))(?=[^]*wall sits)(?=[^]*(?:physio|Physiotherapy))/],
      ['Menopause joint pain making running hard', /(?=[^]*(?:menopaus))(?=[^]*HRT)(?=[^]*(?:hot, red or swollen))/],
      ['Sunburnt on the long ride, forgot sun cream', /(?=[^]*SPF 30)(?=[^]*NHS 111)/],
      ['Numb fingers on the bike in the cold, took ages to warm up', /(?=[^]*lobster mitts)(?=[^]*Raynaud)/],
    ];
    for (const [content, says] of cases) {
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(says)]);
      expect(reply(content)).not.toMatch(/A steady session|Rest and look after yourself first|Long sessions build/);
    }
    // A knee swollen keeps the swollen knee's answer; one a physio is looking after stays the physio's.
    expect(reply('Knee swollen at the front after the run')).toContain('no running on it for now');
    expect(reply('Knee still sore, physio says patellar tendon, allowed easy swimming')).not.toContain('kneecap joint');
  });

  it("calls 999 for a face gone odd with an arm gone numb, the stroke's signs together (was a steady ride)", () => {
    for (const content of ['Arm went numb during the ride and my face felt odd', 'Left hand numb on the bars and my face felt tingly', 'Smile went lopsided after the swim']) {
      expect([content, entryKind(e(content))]).toEqual([content, 'health']);
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/999[^]*stroke/)]);
    }
    // A hand numb on the bars alone is the bike's fit, not a stroke.
    expect(reply('Left hand numb on the bars after 3 hours')).not.toContain('stroke');
  });

  it('hears hopelessness with Samaritans beside the low spirits\' care, not the crisis reply, and not a question to a coach', () => {
    for (const content of ["Feeling really low, don't see the point of anything anymore", "What's the point of it all?"]) {
      for (const tone of TONES) {
        const text = reply(content, tone);
        expect([content, tone, text]).toEqual([content, tone, expect.stringMatching(/(?=[^]*116 123)(?=[^]*(?:Flat spells|Low spells|Low mood))/)]);
        expect(text).not.toMatch(/club coach|call 999/);
      }
    }
    expect(reply("Don't see the point of anything over 10 km at my age")).not.toContain('116 123');
  });

  it('sends lasting tiredness to the GP, and reads sleep, lost motivation, caring and a first race trained for as what they are', () => {
    for (const tone of TONES) expect(reply('Tired all the time lately, even after rest days', tone)).toMatch(/(?=[^]*GP)(?=[^]*(?:thyroid|hypothyroidism))/);
    // The hours slept are no session (was 'your 6-hour session').
    expect(reply('Coach says I need more sleep, I get 6 hours')).not.toContain('6-hour');
    expect(reply('Coach says I need more sleep, I get 6 hours')).toMatch(/Recovery leans on sleep/);
    // Motivation lost, with no session told, is low spirits, not 'your run'.
    expect(entryKind(e('Lost my running mojo'))).toBe('note');
    expect(reply('Lost my running mojo')).toMatch(/Low spells come to everyone/);
    // Caring for someone is the family's care, not a steady session.
    expect(reply('Struggling to fit training around caring for my mum')).toContain('Looking after someone you love comes first');
    // A first half marathon trained for is not yet done.
    expect(reply('Training for my first half marathon, week 4 of 12')).not.toMatch(/my first half marathon'|Write down what made it possible/);
  });

  it('answers feet numb on the bike, bruised ribs, a headache after a session, an ankle weak since a sprain and low iron (were steady sessions, notes and "let training wait")', () => {
    const cases: Array<[string, RegExp]> = [
      ['Pins and needles in my feet on long rides', /(?=[^]*(?:ball of the foot|metatarsal))(?=[^]*cleats?)(?=[^]*diabetes)/],
      ['Bruised ribs from the fall last week, can I swim?', /(?=[^]*three to six weeks)(?=[^]*(?:breathing deeply|deep breathing))(?=[^]*A&E)/],
      ['Headache after the long swim', /(?=[^]*goggles)(?=[^]*999)/],
      ['Ankle still weak after the sprain in June', /(?=[^]*(?:30 seconds))(?=[^]*(?:physio|physiotherapy))/],
      ['Blood test showed low iron, GP gave me tablets', /(?=[^]*vitamin C)(?=[^]*(?:tea, coffee))(?=[^]*repeat blood test)/],
    ];
    for (const [content, says] of cases) {
      for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(says)]);
      expect(reply(content)).not.toMatch(/A steady session|Notes like this|club coach|let training wait/);
    }
    // A headache from drinking too little keeps the drink's answer; a third place in the age category is congratulated.
    expect(reply('Headache all day after the long ride, drank hardly anything')).toMatch(/pale/);
    expect(reply('Park run in 28 mins, 3rd in my age category')).toContain("You mention '3rd in my age category'");
    // A drink before a race and stopping long runs before one are answered on their own topics (were the fuel's and 'ask a club coach').
    expect(reply('Can I drink alcohol the night before a race?')).toMatch(/one or two/);
    expect(reply('How many days before a marathon should I stop long runs?')).toMatch(/two to three/);
    // A thunderstorm gets where not to shelter (was a steady ride); weeks missed for travel are a return (was a note).
    for (const tone of TONES) expect(reply('Got caught in a thunderstorm on the bike', tone)).toMatch(/(?=[^]*(?:never under a tree|not under trees))(?=[^]*30 minutes)/);
    expect(reply('Missed three weeks with work travel')).toMatch(/keep the next few sessions short and easy|Welcome back/);
  });
});
