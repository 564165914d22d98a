import { describe, expect, it } from '@jest/globals';
import { computeMomentum, MESSAGES } from '../analytics/index.js';
import { groundingWords, replyProblems } from './reply-checks.js';
import { quoteOf, ruleReply } from './rule-reply.js';
import { writtenWhen } from './written-when.js';
import { entryKind } from './entry-kind.js';

/** The title community stores for an untitled entry (its first words, cut at 60 characters with '…'). */
const madeTitle = (content: string) => (content.length <= 60 ? content : `${content.slice(0, 60).replace(/ \S*$/, '')}…`);

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });

describe('the rule-based reply', () => {
  const entry = { title: 'Hill repeats', content: 'Eight hard hill repeats for the marathon.' };
  const momentum = computeMomentum([day(0, entry.content), day(2, 'Easy swim'), day(9, 'Long run')], 'Marathon in spring', now);

  it('refers to the entry, the goal and the figures, and says why for its next step and its reading', () => {
    const text = ruleReply({ entry, goal: 'Marathon in spring', momentum, tone: 'encouraging', recommendations: [{ topic: 'Hill strength', reason: 'Your entry mentions hills.' }] });
    expect(text).toContain('"Hill repeats"');
    expect(text).toContain("'hard'");
    expect(text).toMatch(/You mention 'marathon'|you mention 'marathon'|Mentioning 'marathon'/);
    expect(text).toContain('"Marathon in spring"');
    expect(text).toContain('3 of the last 30 days (10%)');
    expect(text).not.toContain(MESSAGES.consistency.start); // the next step says it already
    const busier = computeMomentum(Array.from({ length: 10 }, (_, i) => day(i, 'Easy run')), 'Marathon in spring', now);
    expect(ruleReply({ entry, goal: null, momentum: busier, tone: 'direct', recommendations: [] })).toContain(MESSAGES.consistency.building);
    expect(text).toMatch(/A next step: .* because /);
    expect(text).toContain('Suggested reading: "Hill strength". Your entry mentions hills.');
    expect(text.split('\n\n')).toHaveLength(4);
    // It passes the same checks as a model answer (except length: it can be short).
    const problems = replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords(entry.title, entry.content) });
    expect(problems).toEqual([]);
  });

  it('refers back to the previous entry, and calls two hard sessions in a row what they are', () => {
    const previous = { title: 'Tempo', content: 'Tough tempo run.', when: 'on Tuesday' };
    expect(ruleReply({ entry, previous, goal: null, momentum, tone: 'direct', recommendations: [] })).toContain(
      'Your previous entry, "Tempo" on Tuesday, was hard too: two in a row means the next one should be easy.',
    );
    expect(ruleReply({ entry, previous: { ...previous, content: 'Easy jog.' }, goal: null, momentum, tone: 'analytical', recommendations: [] })).toContain(
      'Previous entry: "Tempo" on Tuesday.',
    );
  });

  it('does not tell a member who just did hill repeats to add a harder session, nor count them as 0 hard sessions in words', () => {
    // 'repeats' is not one of the effort words the hard-session count looks for: the count stays 0.
    const repeats = { title: '', content: 'Hill repeats, 6 x 90 seconds up the long drag.' };
    // Ten days of entries (past the lowest consistency tier, whose next step is to write more often).
    const calm = computeMomentum([day(0, repeats.content), ...Array.from({ length: 9 }, (_, i) => day(i + 1, 'Easy swim'))], null, now);
    expect(calm.effort_sessions).toBe(0);
    for (const tone of ['direct', 'encouraging'] as const) {
      const text = ruleReply({ entry: repeats, goal: null, momentum: calm, tone, recommendations: [] });
      expect(text).not.toContain('0 hard sessions');
      expect(text).not.toContain('include one harder session');
      expect(text).toMatch(/with a streak of \d+ weeks?\. /);
    }
    // The analytical tone lists every figure; a steady entry is still offered a harder session.
    expect(ruleReply({ entry: repeats, goal: null, momentum: calm, tone: 'analytical', recommendations: [] })).toContain('0 hard sessions');
    const steady = { title: '', content: 'Easy 5 km jog by the river.' };
    expect(ruleReply({ entry: steady, goal: null, momentum: calm, tone: 'direct', recommendations: [] })).toMatch(/include one harder session this week|make one session this week a little faster or hillier/);
  });

  it("does not call a session hard that the entry says was not ('Not a hard session at all')", () => {
    const easy = { title: '', content: 'Not a hard session at all, just an easy spin on the bike for an hour.' };
    const text = ruleReply({ entry: easy, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).not.toContain("You call it 'hard'");
    expect(text).toContain('ride');
    const hard = ruleReply({ entry: { title: '', content: 'Not easy: a hard ride into the wind.' }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(hard).toContain("You call it 'hard'");
  });

  it('answers a night of poor sleep as a sleep note, not as a steady session', () => {
    const sleep = { title: '', content: 'Slept badly, only about 5 hours, woke at 3am and could not get back to sleep. Feeling groggy.' };
    const text = ruleReply({ entry: sleep, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).not.toMatch(/steady session|is logged/);
  });

  it('changes wording with the tone, not the facts', () => {
    const direct = ruleReply({ entry, goal: null, momentum, tone: 'direct', recommendations: [] });
    const analytical = ruleReply({ entry, goal: null, momentum, tone: 'analytical', recommendations: [] });
    expect(direct).toContain('Next:');
    expect(direct).toContain('You have no active goal.');
    expect(analytical).toContain('Last 30 days: consistency 10% (3 of 30 days)');
    expect(analytical).toContain('Recommendation:');
  });

  it('quotes the title, or the first words of an untitled chat message', () => {
    expect(quoteOf({ title: '', content: 'One two three four five six seven eight nine ten eleven twelve.' })).toBe('One two three four five six seven eight nine ten…');
    expect(quoteOf({ title: '', content: 'Short note.' })).toBe('Short note');
    expect(quoteOf({ title: 'Hill reps.', content: 'Six of them.' })).toBe('Hill reps');
    expect(quoteOf({ title: 'A'.repeat(90), content: 'Long title.' })).toBe(`${'A'.repeat(79)}…`);
  });

  it("quotes a chat message by the title made from its words, without its stop (which ran into the sentence's comma)", () => {
    const swim = 'Easy 40 minute swim, working on bilateral breathing.';
    expect(quoteOf({ title: madeTitle(swim), content: swim })).toBe('Easy 40 minute swim, working on bilateral breathing');
    const long = 'Felt tired today and skipped the hills, but the easy spin along the river was lovely in the sun.';
    expect(quoteOf({ title: madeTitle(long), content: long })).toBe('Felt tired today and skipped the hills, but the easy spin…');
    const text = ruleReply({ entry: { title: madeTitle(swim), content: swim }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).not.toMatch(/[.,]"[.,]/);
  });

  it('calls intervals and repeats structured work with an easy day after, not a steady session', () => {
    for (const content of ['Track: 6 x 400m with 90 seconds rest.', 'Hill repeats on the towpath bridge.', 'Tempo ride along the coast.']) {
      const text = ruleReply({ entry: { title: madeTitle(content), content }, goal: null, momentum, tone: 'direct', recommendations: [] });
      expect([content, text]).toEqual([content, expect.stringContaining('Structured work like this is what moves your fitness on.')]);
      expect(text).not.toMatch(/steady session/i);
    }
    const swim = ruleReply({ entry: { title: 'Swim', content: 'Easy 40 minute swim.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(swim).toContain('A steady session.');
  });

  it('says a health worry once in the words of a chat message, and does not call a rest day a logged session', () => {
    const knee = "Knee is sore after yesterday's run, taking a rest day.";
    const worry = ruleReply({ entry: { title: madeTitle(knee), content: knee }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(worry.split('Knee is sore').length).toBe(2);
    expect(worry).toContain('Thank you for mentioning the niggle');
    const rest = "Rest day after yesterday's long run.";
    const resting = ruleReply({ entry: { title: madeTitle(rest), content: rest }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(resting).not.toMatch(/your run|run is logged/i);
    expect(resting).toContain('A rest day is part of training');
  });

  it('repeats the entry\'s sport and numbers, and suggests an easy day in the same sport', () => {
    const run = { title: '', content: 'Tough 10km run in 52:10, 5:13/km, heart rate 151 bpm.' };
    const text = ruleReply({ entry: run, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).toContain('10 km run in 52:10 at 5:13 per km, heart rate 151 bpm');
    expect(text).toContain("'tough'");
    expect(text).toContain('an easy jog or a walk');
    expect(text).toContain('5:13 per km at 151 bpm');
    const swim = ruleReply({ entry: { title: 'Pool', content: 'Hard 1500m swim.' }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(swim).toContain('1500 m swim');
    expect(swim).toContain('an easy swim');
  });

  it('opens differently for different entries, and the same way for the same entry', () => {
    const entries = ['Easy 5k jog.', 'Rode 40 km with the club.', 'Swam 30 lengths.', 'Walked the dog for an hour.', 'Gym session, squats.', 'Yoga class.'];
    const openings = entries.map((content) => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone: 'direct', recommendations: [] }).split(/(?<=\.)\s/)[0]);
    const shapes = new Set(openings.map((o) => o.replace(/"[^"]*"/g, 'Q').replace(/your .*/i, 'your S')));
    expect(shapes.size).toBeGreaterThan(1);
    const again = ruleReply({ entry: { title: '', content: entries[0] }, goal: null, momentum, tone: 'direct', recommendations: [] });
    expect(again.startsWith(openings[0])).toBe(true);
  });

  it('matches the goal on its content words, never on stop-words', () => {
    const entry = { title: '', content: 'Swam under the bridge and this felt easy.' };
    const goal = 'Run a marathon under four hours this year';
    const text = ruleReply({ entry, goal, momentum: computeMomentum([day(0, entry.content)], goal, now), tone: 'encouraging', recommendations: [] });
    expect(text).not.toMatch(/'under'|'this'/);
    expect(text).toContain('This entry does not mention your goal');
    const marathon = { title: '', content: 'Marathon training: 18 miles, steady.' };
    expect(ruleReply({ entry: marathon, goal, momentum, tone: 'encouraging', recommendations: [] })).toMatch(/you mention 'marathon'|Mentioning 'marathon'/);
  });

  it('does not repeat the month in figures after an entry written earlier the same day, except in the analytical tone', () => {
    const short = { title: '', content: 'Quick stretch after work.' };
    const earlier = { title: 'Easy swim', content: 'Easy swim, 30 minutes.', when: writtenWhen('2026-11-22', '2026-11-22') };
    const yesterday = { ...earlier, when: writtenWhen('2026-11-22', '2026-11-21') };
    const weeksAgo = { ...earlier, when: writtenWhen('2026-11-22', '2026-11-03') };
    const full = ruleReply({ entry: short, previous: weeksAgo, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(full).toContain('Looking at the last month, you have written on 3 of the last 30 days (10%)');
    expect(ruleReply({ entry: short, previous: yesterday, goal: null, momentum, tone: 'encouraging', recommendations: [] })).toContain('you have written on 3 of the last 30 days (10%)');
    const again = ruleReply({ entry: short, previous: earlier, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(again).not.toContain('Looking at the last month');
    expect(again).toContain('Your month stands where it did earlier today: 3 of the last 30 days written, with a streak of');
    expect(ruleReply({ entry: short, previous: earlier, goal: null, momentum, tone: 'direct', recommendations: [] })).toContain(
      "The month's figures are as they were earlier today: 3 of the last 30 days written.",
    );
    expect(ruleReply({ entry: short, previous: earlier, goal: null, momentum, tone: 'analytical', recommendations: [] })).toContain('Last 30 days: consistency 10%');
    expect(replyProblems({ reply: again, recommendations: [] }, { candidateIds: [], grounding: groundingWords(short.title, short.content) })).toEqual([]);
  });

  it("calls the previous entry's day what it is for the member: earlier today, yesterday, the weekday, then the date", () => {
    expect(writtenWhen('2026-11-22', '2026-11-22')).toBe('earlier today');
    expect(writtenWhen('2026-11-22', '2026-11-21')).toBe('yesterday');
    expect(writtenWhen('2026-11-22', '2026-11-17')).toBe('on Tuesday');
    expect(writtenWhen('2026-11-22', '2026-11-10')).toBe('on 10 November 2026');
    const previous = { title: 'Tempo', content: 'Easy jog.', when: writtenWhen('2026-11-22', '2026-11-22') };
    expect(ruleReply({ entry, previous, goal: null, momentum, tone: 'encouraging', recommendations: [] })).toContain(
      'It follows your previous entry, "Tempo" earlier today, so the week is taking shape.',
    );
  });

  const checked = (text: string, e: { title: string; content: string }) =>
    replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords(e.title, e.content) });
  const tones = ['direct', 'encouraging', 'analytical'] as const;

  it('affirms a rest day as part of training, never as a steady session', () => {
    const rest = { title: '', content: 'Rest day. Just stretching and a walk.' };
    for (const tone of tones) {
      const text = ruleReply({ entry: rest, previous: { title: 'Hills', content: 'Hard hills.', when: 'yesterday' }, goal: 'Marathon in spring', momentum, tone, recommendations: [] });
      expect(text).toMatch(/rest (day|days) (is|are) part of training|Rest day logged/i);
      expect(text).not.toMatch(/steady session|taking shape|base that harder work/i);
      expect(text).toContain('"Hills" yesterday');
      expect(checked(text, rest)).toEqual([]);
    }
  });

  it('answers a health worry with care and the doctor, without a diagnosis or a training push', () => {
    const worry = { title: '', content: 'Worried about my heart rate: resting heart rate has been 10 beats higher all week. Doctor appointment on Friday' };
    const cold = { title: 'Ill', content: 'Caught a cold, feeling rough.' };
    for (const tone of tones) {
      for (const entry of [worry, cold]) {
        const text = ruleReply({ entry, goal: 'Marathon in spring', momentum, tone, recommendations: [] });
        expect(text).toMatch(/doctor/);
        expect(text).not.toMatch(/steady session|taking shape|harder session|plan one session|aimed squarely|benchmark|fitness growing/i);
        expect(checked(text, entry)).toEqual([]);
      }
      expect(ruleReply({ entry: worry, goal: null, momentum, tone, recommendations: [] })).toMatch(/follow your doctor's advice/i);
      expect(ruleReply({ entry: cold, goal: null, momentum, tone, recommendations: [] })).toContain('"Ill": "Caught a cold, feeling rough"');
      // A goal word in a niggle ('sore after the ride') is no link to praise: the goal waits.
      const niggle = { title: '', content: "Hip a bit sore after yesterday's ride, going to rest it." };
      const goalParagraph = ruleReply({ entry: niggle, goal: 'Ride the Dragon Ride sportive in June', momentum, tone, recommendations: [] }).split('\n\n')[1];
      expect(goalParagraph).not.toMatch(/ties in|you mention|keeps your goal|shares/i);
      expect(goalParagraph).toMatch(/look after yourself|health comes first/);
    }
  });

  it('says of a note without a session that it is a note, not a steady session', () => {
    const note = { title: '', content: 'Grumpy about the weather, the garden is a bog.' };
    const text = ruleReply({ entry: note, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).not.toMatch(/steady session/);
    expect(text).toContain('Notes like this');
    // New shoes get how to start in them.
    const shoes = ruleReply({ entry: { title: '', content: 'New trainers arrived, grumpy about the weather.' }, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(shoes).toContain('Give new shoes a few short, easy sessions before a long one');
  });

  it('answers a note about poor sleep or a stressful time with an easy next session, in every tone', () => {
    const sleep = { title: '', content: 'Slept badly, feeling flat and grumpy about the weather.' };
    const stress = { title: '', content: 'Work is hectic this week, deadlines everywhere.' };
    for (const tone of tones) {
      const tired = ruleReply({ entry: sleep, goal: null, momentum, tone, recommendations: [] });
      expect(tired).toMatch(/next session should be easy|Keep the next session easy|keep the next session easy/);
      expect(tired).not.toMatch(/Notes like this|steady session/);
      expect(checked(tired, sleep)).toEqual([]);
      const busy = ruleReply({ entry: stress, goal: null, momentum, tone, recommendations: [] });
      expect(busy).toMatch(/short, easy sessions|Keep sessions short and easy/);
      expect(checked(busy, stress)).toEqual([]);
    }
  });

  it('repeats the session without an interval taken for its time', () => {
    const ride = { title: '', content: 'Rode 85 km, fuelled every 30 minutes with gels, felt strong' };
    const text = ruleReply({ entry: ride, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).toContain('85 km ride');
    expect(text).not.toContain('in 30 minutes');
  });
  it('reads a structured session in parts as a whole: no warm-up for its length, no repeats in a tempo run', () => {
    const warmUp = { title: '', content: '15-min warm-up + 5×4 min intervals on the bike, legs heavy.' };
    const text = ruleReply({ entry: warmUp, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).not.toContain('15 minutes');
    expect(text).toContain('Harder, structured work like this');
    const tempo = { title: '', content: 'Run: 3 km easy, then 20 minutes at 5:55/km, tempo.' };
    const tempoText = ruleReply({ entry: tempo, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(tempoText).not.toMatch(/3 km run in 20 minutes|repeats/);
  });

  it('reads differently across a month of daily entries: the figures without the tier message after yesterday, varied steps', () => {
    const goal = 'Run a half marathon in spring';
    // A member who writes most days: the good consistency tier, whose message the Momentum tab shows.
    const days = Array.from({ length: 20 }, (_, n) => day(n, `Easy run number ${n}, 8 km by the river, building for the half marathon.`));
    const month = computeMomentum(days, goal, now);
    expect(month.messages.consistency).not.toBe('');
    const replies = days.map(({ content }, n) => {
      const entry = { title: `Run ${n}`, content };
      const previous = { title: `Run ${n + 1}`, content: days[n + 1]?.content ?? 'Rest.', when: 'yesterday' };
      return ruleReply({ entry, previous, goal, momentum: month, tone: 'encouraging', recommendations: [] }).split('\n\n');
    });
    // The tier's message (read in the first reply of the week) is not said again each day.
    expect(replies.filter((paragraphs) => paragraphs.join(' ').includes(month.messages.consistency))).toEqual([]);
    // The month's paragraph opens in more than one way, and the next step is not the same sentence every day.
    const leads = new Set(replies.map((paragraphs) => paragraphs[2].split(' you have written')[0]));
    expect(leads.size).toBeGreaterThan(1);
    const steps = new Set(replies.map((paragraphs) => paragraphs[2].split('A next step: ')[1]));
    expect(steps.size).toBeGreaterThan(1);
    // The goal's sentence, too, is said in two ways.
    expect(new Set(replies.map((paragraphs) => paragraphs[1].slice(0, 12))).size).toBe(2);
    // Every one still passes the checks a model's answer must pass.
    for (const [n, paragraphs] of replies.entries()) {
      expect(replyProblems({ reply: paragraphs.join('\n\n'), recommendations: [] }, { candidateIds: [], grounding: groundingWords(`Run ${n}`, days[n].content) })).toEqual([]);
    }
    // After a week or more without an entry, the whole paragraph with the tier's message again.
    const back = ruleReply({ entry: { title: 'Back', content: 'Easy run, 8 km.' }, previous: { title: 'Run', content: 'Run.', when: 'on 3 November 2026' }, goal, momentum: month, tone: 'encouraging', recommendations: [] });
    expect(back).toContain(`Looking at the last month, you have written on ${month.active_days} of the last 30 days`);
    expect(back).toContain(month.messages.consistency);
  });

  it("starts the month with a member's only entry of the last 30 days instead of measuring it ('1 of the last 30 days (3%)')", () => {
    const first = { title: 'First run', content: 'Easy run, 5 km, felt fine.' };
    const alone = computeMomentum([day(0, first.content)], null, now);
    const encouraging = ruleReply({ entry: first, goal: null, momentum: alone, tone: 'encouraging', recommendations: [] });
    expect(encouraging).toContain('This is your first entry of the last 30 days, so your month starts here. A next step: ');
    expect(encouraging).not.toContain('of the last 30 days (');
    expect(ruleReply({ entry: first, goal: null, momentum: alone, tone: 'direct', recommendations: [] })).toContain('This is your only entry of the last 30 days, so your figures start from here.');
    // The analytical tone lists every figure, and an entry with others in the month is measured as before.
    expect(ruleReply({ entry: first, goal: null, momentum: alone, tone: 'analytical', recommendations: [] })).toContain('consistency 3% (1 of 30 days)');
    expect(ruleReply({ entry, goal: null, momentum, tone: 'encouraging', recommendations: [] })).toContain('3 of the last 30 days (10%)');
    // A second entry that day: the month started earlier today (not '1 of the last 30 days written').
    const second = { title: 'Swim', content: 'Swim 1 km, easy.' };
    const sameDay = { ...first, when: writtenWhen('2026-11-22', '2026-11-22') };
    expect(ruleReply({ entry: second, previous: sameDay, goal: null, momentum: alone, tone: 'encouraging', recommendations: [] })).toContain('Your month started earlier today, and this entry adds to that first day.');
    expect(ruleReply({ entry: second, previous: sameDay, goal: null, momentum: alone, tone: 'direct', recommendations: [] })).toContain('Your figures started earlier today; this entry adds to the same day.');
    const problems = replyProblems({ reply: encouraging, recommendations: [] }, { candidateIds: [], grounding: groundingWords(first.title, first.content) });
    expect(problems).toEqual([]);
  });

  it('answers low spirits with care, on a day without a session or one given a miss', () => {
    for (const content of ["Feeling low since my wife's operation, couldn't face training.", 'Lost my mojo this week, nothing planned.']) {
      for (const tone of tones) {
        const text = ruleReply({ entry: { title: '', content }, goal: 'Marathon in spring', momentum, tone, recommendations: [] });
        expect(text).toMatch(/short, (easy|enjoyable)/i);
        expect(text).toMatch(/doctor/);
        expect(text).not.toMatch(/Rest days are part of training|steady session|Notes like this|aimed squarely|give one session|harder session/);
        expect(text).toMatch(/will keep while you look after yourself|can wait while you look after yourself|health comes first/);
        expect(checked(text, { title: '', content })).toEqual([]);
      }
    }
  });

  it('welcomes a member back after an illness or time off with an easy start, not as a worry of today', () => {
    const back = { title: '', content: 'Back from two weeks off with covid. Easy 3 km jog, felt ok.' };
    for (const tone of tones) {
      const text = ruleReply({ entry: back, goal: null, momentum, tone, recommendations: [] });
      expect(text).toMatch(/short(,| and) easy/);
      expect(text).not.toMatch(/rest while it lasts|see your doctor/);
      // Nor, after steady weeks, a harder session next.
      const steady = computeMomentum(Array.from({ length: 20 }, (_, n) => day(n, 'Easy run, 5 km.')), null, now);
      expect(ruleReply({ entry: back, goal: null, momentum: steady, tone, recommendations: [] })).not.toMatch(/harder|faster or hillier/);
    }
    // A worry of today is still one.
    expect(entryKind({ title: '', content: 'Caught covid, feeling rough.' })).toBe('health');
    expect(entryKind({ title: '', content: 'Back after the knee injury but it still hurts on the stairs.' })).toBe('health');
  });

  it('treats a race finished or a first as the milestone it is, not as a steady session', () => {
    const race = { title: '', content: 'Half marathon done! 1:58:40, first time under two hours at 57.' };
    const text = ruleReply({ entry: race, goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).toContain("You mention 'half marathon done' and 'first time', and that is worth recording properly.");
    expect(text).not.toContain('steady session');
  });

  it("quotes an untitled entry's first ten words, and a number's unit with it", () => {
    expect(quoteOf({ title: '', content: 'Too windy for the bike so I ran instead, 7 km easy.' })).toBe('Too windy for the bike so I ran instead, 7 km…');
    expect(quoteOf({ title: '', content: 'One two three four five six seven eight nine ten eleven.' })).toBe('One two three four five six seven eight nine ten…');
    expect(quoteOf({ title: '', content: 'One two three four five six seven eight nine 10' })).toBe('One two three four five six seven eight nine 10');
  });

  it('says the goal advice once: when the next step is to aim a session at the goal, the goal paragraph does not ask it too', () => {
    const goal = 'Run a half marathon in spring';
    const swims = Array.from({ length: 14 }, (_, n) => day(n, 'Swim 40 minutes steady, felt good.'));
    const month = computeMomentum(swims, goal, now);
    const entry = { title: '', content: 'Swim 40 minutes steady, felt good.' };
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry, goal, momentum: month, tone, recommendations: [] });
      expect(text).toMatch(/aimed squarely at your goal|give one session this week to your goal/);
      expect(text).not.toContain('Say how each session moves you towards it');
    }
    // With the goal in many entries and another figure to mend, the goal paragraph's advice stays.
    const mixed = computeMomentum([...swims.slice(0, 4), ...Array.from({ length: 4 }, (_, n) => day(n + 4, 'Half marathon pace run.'))], goal, now);
    expect(ruleReply({ entry, goal, momentum: { ...mixed, goal_alignment: 45 }, tone: 'direct', recommendations: [] })).toContain('Say how each session moves you towards it');
  });

  it('answers a fall with what to watch for over the next days, not as a steady session', () => {
    const fall = { title: '', content: 'Slipped on ice during my run and fell, grazed hands, otherwise fine. Walked home.' };
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: fall, goal: 'Run the Chester marathon in October', momentum, tone, recommendations: [] });
      expect(text).toMatch(/wrist/);
      expect(text).toMatch(/head/);
      expect(text).not.toMatch(/steady session|harder session/);
    }
  });

  it('answers warning signs during exercise with a doctor before the next hard session and the emergency number, not "rest while it lasts"', () => {
    for (const content of ['Felt dizzy at the top of the hill, stopped and sat down for 5 minutes, then walked home.', 'Chest tightness on the climb, eased when I stopped.', 'Nearly fainted after the intervals, had to lie down.', 'Easy 5k but chest felt tight on the hill', 'Ride 30 km, tight chest on the climb, eased off', 'Heart was racing for a few minutes after the hill, weird', 'Swim 1 km, short of breath more than usual', 'Run 6 km, pain in my left arm and jaw near the end', 'Heart felt fluttery during the tempo', 'Hot yoga 60 min, felt a bit faint at the end']) {
      expect(entryKind({ title: '', content })).toBe('health');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = ruleReply({ entry: { title: '', content }, goal: 'Run the Chester marathon in October', momentum, tone, recommendations: [] });
        expect(text).toContain('call 999 (or your local emergency number)');
        expect(text).not.toMatch(/rest while it lasts|steady session|harder session/);
      }
    }
    expect(entryKind({ title: '', content: 'Lovely 10 km run, not faint-hearted at all.' })).toBe('session');
  });

  it('answers a change of medicine with effort by feel for now, not as a worry to rest', () => {
    const entry = { title: '', content: 'Blood pressure meds changed, HR monitor reading lower. 5 km easy.' };
    expect(entryKind(entry)).toBe('session');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry, goal: 'Run a half marathon at 60', momentum, tone, recommendations: [] });
      expect(text).toMatch(/talk/);
      expect(text).toMatch(/pharmacist/);
      expect(text).not.toMatch(/rest while it lasts|steady session/);
    }
    // A worry besides the change is still one.
    expect(entryKind({ title: '', content: 'Started new tablets, and my knee hurts after the run.' })).toBe('health');
  });
});
