import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { ruleReply } from './rule-reply.js';
import { entryKind } from './entry-kind.js';
import { asksOnly, questionIn, questionTopic, questionTopicIn } from './questions.js';
import { groundingWords, replyProblems } from './reply-checks.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });

/** Questions over-50 athletes ask, each answered on its own topic: a cold morning is no cold, creatine at 62 no question of age. */
const NEW_TOPICS: Array<[string, string]> = [
  ['Can I still do intervals with a stent', 'heart'],
  ['How do I stop getting cramp at night after long rides', 'cramp'],
  ['How long should I taper for a half marathon', 'taper'],
  ['Should I be taking creatine at 62', 'creatine'],
  ['Are fish oil supplements worth it', 'supplement'],
  ['Do I need a rest week, been training 6 weeks straight', 'lighterWeek'],
  ['How often should I have a recovery week', 'lighterWeek'],
  ['How much protein do I need after 50', 'protein'],
  ["What's a good warm up for a cold morning run", 'warmup'],
  ['Is swimming enough for bone health', 'bones'],
  ['Does swimming help my osteoporosis', 'bones'],
  ['Diagnosed with osteopenia, should I stop running', 'thinBones'],
  ['Is running ok with osteoporosis', 'thinBones'],
  ['Any tips for blisters on long walks', 'feet'],
];

describe('a question in an entry', () => {
  const momentum = computeMomentum([day(0, 'Easy run'), day(2, 'Easy swim'), day(9, 'Long run')], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging', goal: string | null = null) =>
    ruleReply({ entry: { title: '', content }, goal, momentum, tone, recommendations: [] });

  it('is found by its question mark or by how it opens, and its topic read', () => {
    expect(questionIn({ content: 'Should I run with a cold?' })).toBe('Should I run with a cold');
    expect(questionIn({ content: '10k in 55 min, legs good. Should I go longer next week' })).toBe('Should I go longer next week');
    expect(questionIn({ content: 'Easy 5 km run by the river.' })).toBeNull();
    expect(asksOnly({ content: 'What should I eat before a long ride?' })).toBe(true);
    expect(asksOnly({ content: 'Did 10k today. What do you think?' })).toBe(false);
    expect(questionTopic('Should I run with a cold')).toBe('illness');
    expect(questionTopic('Is it ok to swim with a sore shoulder')).toBe('pain');
    expect(questionTopic('How many rest days should I take at 62')).toBe('rest');
    expect(questionTopic('Should I go longer next week')).toBe('build');
    expect(questionTopic('What shoes do you recommend for wide feet')).toBe('shoes');
    expect(questionTopic('What should I eat before a long ride')).toBe('fuel');
    expect(questionTopic('Is zone 2 training worth it')).toBe('heartRate');
    expect(questionTopic('Should I stretch on a rest day')).toBe('mobility');
    expect(questionTopic('Am I too old to start running at 68')).toBe('start');
    expect(questionTopic('Ran 10k, getting slower every year, is it my age')).toBe('age');
    expect(questionTopic('Any tips for running in the dark')).toBe('dark');
    expect(questionTopic('How do I breathe properly when swimming front crawl')).toBe('swimBreath');
    expect(questionTopic('How do I stop my legs sinking')).toBe('other');
    for (const [question, topic] of NEW_TOPICS) expect([question, questionTopic(question)]).toEqual([question, topic]);
    // A question that points back ('is that right') is about what its sentence says before it.
    expect(questionTopicIn({ content: 'Ran 10k in 58:30 but my watch says recovery 48 hours, is that right at 63?' })).toBe('rest');
    expect(questionTopicIn({ content: 'Knee a bit sore after the run, is that normal?' })).toBe('pain');
    expect(questionTopicIn({ content: 'Is it ok to swim with a sore shoulder?' })).toBe('pain');
    expect(questionTopicIn({ content: 'Easy 5 km run by the river.' })).toBeNull();
    // A question asked with a session's figures is a session's entry, answered in its reply.
    expect(asksOnly({ content: 'Ran 10k, getting slower every year, is it my age?' })).toBe(false);
  });

  it("answers running with thinning bones as a reason to keep moving (was 'swimming and cycling do little for your bones')", () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      for (const question of ['Diagnosed with osteopenia, should I stop running?', 'Is running ok with osteoporosis?']) {
        expect(reply(question, tone)).toMatch(/keep moving|indication for continued exercise/);
        expect(reply(question, tone)).not.toMatch(/do little for your bones|little effect on bone/);
      }
      expect(reply('Does swimming help my osteoporosis?', tone)).toMatch(/do little for your bones|little effect on bone/);
    }
  });

  it('answers creatine with its dose beside strength work, and a lighter week with how often and how much lighter', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      expect(reply('Should I take creatine at 62?', tone)).toMatch(/3(?: to |-)5 g/);
      const week = reply('Do I need a rest week? Been training 6 weeks straight.', tone);
      expect(week).toMatch(/third or fourth week|every 3-4 weeks/);
      expect(week).not.toContain('Rest days are part of training, not a gap in it');
    }
  });

  it('that only asks is no session, rest day or worry logged: it is asked, and answered', () => {
    expect(entryKind({ title: '', content: 'What should I eat before a long ride?' })).toBe('note');
    expect(entryKind({ title: '', content: 'How many rest days should I take at 62?' })).toBe('note');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const cold = reply('Should I run with a cold?', tone);
      expect(cold).toMatch(/^You ask: "Should I run with a cold\?" /);
      expect(cold).toContain('neck');
      expect(cold).not.toMatch(/rest while it lasts|is logged/);
      const rest = reply('How many rest days should I take at 62?', tone);
      expect(rest).toMatch(/one full rest day (a|per) week/);
      expect(rest).not.toMatch(/this day counts|Rest day logged|planned rest belongs/);
      const fuel = reply('What should I eat before a long ride?', tone);
      expect(fuel).toMatch(/30[- ]t?o?[- ]?60 g/);
      expect(fuel).not.toMatch(/your ride|is logged/);
      expect(reply('Is it ok to swim with a sore shoulder?', tone)).toMatch(/3 ?(out of 10|\/10)/);
      expect(reply('What should my max heart rate be at 67?', tone)).toContain('220 minus');
      expect(reply('What shoes do you recommend for wide feet?', tone)).toContain('2E');
      // Breathing in the pool is answered (was 'ask a club coach'): out under water, roll to breathe, a lesson helps.
      expect(reply('How do I breathe properly when swimming front crawl?', tone)).toMatch(/(?=[^]*under water)(?=[^]*(?:lesson|coaching))/);
      expect(reply('How do I stop my legs sinking?', tone)).toMatch(/club coach/);
    }
  });

  it('after a session is answered when the reply can answer it, and warning signs come before any answer', () => {
    const longer = reply('10k in 55 min, legs good. Should I go longer next week?', 'direct', 'Run a half marathon');
    expect(longer).toContain('your 10 km run in 55 minutes');
    expect(longer).toContain('ten per cent a week');
    // A question the rules cannot answer leaves the session's own advice.
    const plain = reply('Did 10k today. What do you think?');
    expect(plain).toContain('Your 10 km run is logged');
    expect(plain).not.toContain('club coach');
    // One the rules cannot answer after a session is not passed over: who can answer it.
    const sinking = reply('Swim 1500m, 32:10, felt smooth. Q: how do I stop my legs sinking?');
    expect(sinking).toContain('Your 1500 m swim in 32:10 is logged');
    expect(sinking).toContain('As for "how do I stop my legs sinking?", that is a good one for a club coach or a lesson');
    // So does a rest day's.
    expect(reply('Rest day. Should I stretch?')).toContain('30 seconds');
    const chest = reply('Is chest pain on hills normal?');
    expect(chest).toContain('call 999');
    expect(chest).not.toMatch(/3 out of 10/);
    // A professional's advice stands over the rule of thumb.
    expect(reply('Physio says rest 2 weeks, can I swim?')).toContain("Follow your physio's advice");
  });
  it('is answered in words that pass the checks a model answer must pass (no diagnosis, British spelling)', () => {
    const asked = ['Should I run with a cold?', 'Is it ok to swim with a sore shoulder?', 'How many rest days should I take at 62?', 'Should I go longer next week?', 'What shoes do you recommend for wide feet?', 'What should I eat before a long ride?', 'Is zone 2 training worth it?', 'Should I stretch on rest days?', 'Am I too old to start running at 68?', 'Am I getting slower because of my age?', 'Any tips for running in the dark?', 'Is 25 km a week enough for a marathon?', ...NEW_TOPICS.map(([question]) => `${question}?`)];
    for (const content of asked) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const problems = replyProblems({ reply: reply(content, tone), recommendations: [] }, { candidateIds: [], grounding: groundingWords('', content) });
        expect([content, tone, problems.filter((problem) => !/words/.test(problem))]).toEqual([content, tone, []]);
      }
    }
  });

  it('answers whether a high heart rate is dangerous about that reading, in a sentence after it, and a warning sign with it as one', () => {
    const entry = { title: '', content: "Heart rate monitor said 185 max on the hill, I'm 66. Is that dangerous?" };
    expect(questionTopicIn(entry)).toBe('heartRate');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = reply(entry.content, tone);
      expect(text).toMatch(/wrist sensors|optical wrist sensors/);
      expect(text).toMatch(/doctor|medical check/);
      expect(text).not.toMatch(/steady session/i);
    }
    expect(reply('HR hit 190 on the climb and I felt dizzy. Is that dangerous?')).toContain('999');
  });

  it('answers a reading doubted or out of reach for an easy session about the sensor: a count by hand, the GP if the heart raced', () => {
    const doubted = ['Heart rate said 210 on an easy jog, watch glitch?', 'HR showed 192 on an easy jog, is that right?', 'Garmin says my heart rate was 204 walking the dog. Can that be true?', 'Is my wrist heart rate accurate? It read 178 on a gentle spin'];
    for (const content of doubted) {
      expect([content, questionTopicIn({ title: '', content })]).toEqual([content, 'heartRate']);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect([content, tone, /cadence/.test(text), /15 seconds|15-second/.test(text), /GP/.test(text), /999/.test(text)]).toEqual([content, tone, true, true, true, true]);
        expect(text).not.toMatch(/your own maximum|zone 2 is|Noting \d+ bpm|\d+ bpm is worth noting|Heart rate \d+ bpm: log it/i);
      }
    }
    // A peak asked about is still about maximums; an easy run's heart rate asked about is still about zones.
    expect(reply("Heart rate monitor said 185 max on the hill, I'm 66. Is that dangerous?")).toMatch(/your own maximum/);
    expect(reply('Heart rate 150 on an easy run, is that too high for zone 2?')).not.toMatch(/15 seconds/);
  });

  it('answers a check before training, a low resting heart rate, arthritis, injuries that recur, saddle sores, the dark and a first race', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['Should I get a heart check before starting marathon training at 63?', 'checkup', /sensible idea before a big step up/],
      ['My resting heart rate is 48, is that too low?', 'restingHr', /sign of a fit heart/],
      ['Can I train with arthritis in my hip?', 'arthritis', /movement is a treatment for arthritis/],
      ['I keep getting calf strains, what am I doing wrong?', 'recurring', /injuries that keep coming back/],
      ['Best way to avoid a saddle sore on a multi-day ride?', 'saddle', /chamois cream/],
      ['Any tips for running in the dark safely?', 'dark', /lights front and back/],
      ["What's a good first triathlon for someone my age?", 'firstRace', /pool-based sprint/],
      ['Why am I so slow on hills compared to last year?', 'age', /about 1% a year after 50/],
      // Whether a week's volume is enough for a race (was 'ask a club coach').
      ['Is 25 km a week enough for a marathon?', 'raceVolume', /long run that grows to 28 to 32 km/],
      ['Marathon in April, currently running 30 km a week, is that enough?', 'raceVolume', /ten per cent a week/],
      // Were 'ask a club coach' and, for the heat, the training zones.
      ['How do I stop getting a stitch?', 'stitch', /breathe out fully as the opposite foot lands/],
      ['Is swimming enough exercise on its own?', 'bones', /do little for your bones/],
      ['Is cycling enough to keep fit at 70?', 'bones', /strength training twice a week/],
      ['Why is my heart rate higher on hot days?', 'heatHeartRate', /10 to 20 beats more for the same pace is normal/],
      // Were 'ask a club coach'.
      ['Coach says I should do strides, what are they?', 'strides', /15 to 20 seconds building smoothly/],
      ['Can I run while on antibiotics?', 'antibiotics', /(?=[^]*quinolones)(?=[^]*Achilles)/],
      ['Knee arthroscopy in 2 weeks, should I keep cycling until then?', 'beforeOp', /people who go in stronger/],
      ['Is it safe to run with a hernia?', 'hernia', /(?=[^]*heavy lifting)(?=[^]*A&E)/],
    ];
    for (const [question, topic, answer] of cases) {
      expect(questionTopicIn({ title: '', content: question })).toBe(topic);
      expect(reply(question, 'encouraging')).toMatch(answer);
    }
    // Training with diabetes (was 'ask a club coach'): either type, lows planned for, feet checked.
    for (const question of ['Diagnosed with type 2 diabetes, can I keep running?', "I'm diabetic, is it safe to do long rides?"]) {
      expect(questionTopicIn({ title: '', content: question })).toBe('diabetes');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([question, tone, reply(question, tone)]).toEqual([question, tone, expect.stringMatching(/(?=[^]*sulfonylurea)(?=[^]*feet)/)]);
    }
    // A hernia repaired is the surgeon's, no hernia's answer; an operation weeks behind the member is a return.
    expect(questionTopic('Hernia repair 3 weeks ago, when can I run?')).not.toBe('hernia');
    expect(reply('Hernia op done 6 weeks ago, first run')).toContain('Welcome back');
    // Stitches in a wound are no stitch in the side.
    expect(questionTopic('Had stitches in my knee after the fall, when can I run?')).not.toBe('stitch');
    // A resting heart rate gone up is no question of a low one: the heat, fatigue or a cold coming, and when it is the
    // GP's (were the training zones, 'ask a club coach' and a worry's 'rest while it lasts').
    expect(questionTopic('Resting HR up 8 beats this week, should I rest')).toBe('restingHrUp');
    for (const question of ['Resting heart rate higher in this hot weather?', 'My resting HR is higher in the heat, is that normal?', 'Is it normal for resting heart rate to go up in summer?', 'Resting heart rate up 8 beats this week, should I worry?']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        expect([question, tone, reply(question, tone)]).toEqual([question, tone, expect.stringMatching(/(?=[^]*10-14|[^]*10 to 14)(?=[^]*GP)/)]);
        expect(reply(question, tone)).not.toMatch(/220 minus your age|club coach|rest while it lasts/);
      }
    }
    // How easy an easy run is: the talk test, not the age's slowing (was 'about 1% a year after 50').
    for (const question of ['What is a good pace for an easy run at 60?', 'How slow should my easy runs be?']) {
      expect(questionTopicIn({ title: '', content: question })).toBe('easyPace');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([question, tone, reply(question, tone)]).toEqual([question, tone, expect.stringMatching(/(?=[^]*full sentences)(?=[^]*60 to 90 seconds|[^]*60-90 s)/)]);
    }
    expect(questionTopic('How slow should my easy rides be')).not.toBe('easyPace');
    // When to start again after an operation: the surgical team's dates, a rough guide, the wound's signs (was 'ask a
    // club coach'); not after an eye operation (its own care) nor on a new joint (running itself is the surgeon's call).
    for (const question of ['Hernia repair 3 weeks ago, when can I run?', 'Had my gallbladder out 4 weeks ago, when can I start running again?', 'Knee op 3 weeks ago, when can I run?']) {
      expect(questionTopicIn({ title: '', content: question })).toBe('afterOp');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([question, tone, reply(question, tone)]).toEqual([question, tone, expect.stringMatching(/(?=[^]*surg)(?=[^]*(?:keyhole|laparoscopic))(?=[^]*same.day)/)]);
    }
    expect(reply('Cataract op on Monday, when can I swim?', 'encouraging')).toMatch(/eye (?:team|unit)/);
    expect(reply('Had my knee replaced 6 months ago, when can I start running?', 'encouraging')).toContain('Whether to run on a replaced joint');
    // 'Hard to do' says nothing of the session's effort.
    expect(reply('Coach says I need to slow down my easy runs. Hard to do!', 'encouraging')).not.toContain("You call it 'hard'");
  });
});
