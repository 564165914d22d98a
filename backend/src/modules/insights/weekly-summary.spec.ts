import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import type { RecentEntry } from '../analytics/index.js';
import { summaryTitle, weeklySummary } from './weekly-summary.js';

let id = 0;
const entry = (iso: string, title: string, content: string, tags: string[] = []): RecentEntry => ({
  id: ++id,
  title,
  content,
  tags,
  is_private: false,
  entry_type: 'journal',
  created_at: new Date(iso),
});

describe('weekly summary', () => {
  const end = new Date('2026-11-21T23:59:59Z'); // Saturday night (GMT)

  it('is titled with the British date of the week’s Sunday', () => {
    expect(summaryTitle('2026-11-15')).toBe('Weekly summary: week of 15 November 2026');
  });

  it("counts each sport's part of a session of several, with its distance", () => {
    const week = [
      entry('2026-11-16T08:00:00Z', 'Brick', 'Brick session: 40 km bike, 8 km run'),
      entry('2026-11-18T08:00:00Z', 'Swim', 'Swam 1.5 km then cycled 40 km'),
      entry('2026-11-20T08:00:00Z', 'Easy', 'Easy 6 km recovery run'),
      entry('2026-11-21T08:00:00Z', 'Gym', 'Ran 5 km, then 30 min strength'),
    ];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(text.split('\n\n')[0]).toContain('Among them: 3 runs (19 km), 2 rides (80 km), a swim (1.5 km) and a strength session.');
  });

  it("adds the main sport's rise on the week before after the sports, when there is one", () => {
    const week = [entry('2026-11-16T08:00:00Z', 'Long', 'Ran 28 km, slow and steady.')];
    const rise = 'Running came to 28 km, 56% more than the week before (18 km): most coaches suggest adding no more than about 10% a week.';
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London', weekOnWeek: rise });
    expect(text.split('\n\n')[0]).toContain(`Among them: a run (28 km). ${rise} `);
  });

  it('says which days and tags, and turns a week of hard sessions into a recovery insight and focus', () => {
    const week = [
      entry('2026-11-15T08:00:00Z', 'Hills', 'Hard hill reps.', ['Training']),
      entry('2026-11-17T08:00:00Z', 'Track', 'Tough intervals.', ['Training']),
      entry('2026-11-21T23:30:00Z', 'Swim', 'Intense swim set.', ['Recovery']), // 23:30 GMT Saturday
    ];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' });
    const [patterns, insight, focus] = text.split('\n\n');
    expect(patterns).toBe(
      // 'Hard hill reps' names no sport: the sports are of the sessions that name one.
      'Training patterns: you wrote 3 entries on 3 days (Sunday, Tuesday and Saturday). Among them: a run and a swim. Most were tagged Training (2) and Recovery (1). 3 entries described a hard session, and none marked a milestone.',
    );
    expect(insight).toMatch(/^Key insight: more than half of this week's entries describe hard sessions\./);
    expect(focus).toMatch(/^Next week's focus: .* because /);
    // Written at the week's end, the step is for the week ahead: 'next week', not 'this week' (the one just summed up).
    expect(focus).not.toMatch(/(session|sessions|days) this week/);
    expect(focus).toMatch(/next week|this week's pattern/);
  });

  it("says 'Some were tagged' when only a few entries carry a tag", () => {
    const week = [entry('2026-11-16T08:00:00Z', '', 'Easy run.', ['Training']), entry('2026-11-17T08:00:00Z', '', 'Swim.'), entry('2026-11-18T08:00:00Z', '', 'Walk.')];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(text).toContain('Some were tagged Training (1).');
  });

  it('makes a race finished or a first the key insight, as the replies name it', () => {
    const week = [entry('2026-11-16T08:00:00Z', '', 'Easy run, 6 km.'), entry('2026-11-21T10:00:00Z', 'Half marathon done', '1:58:40, first time under two hours.')];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'encouraging', timeZone: 'Europe/London' });
    expect(text).toContain('1 entry marked a milestone');
    expect(text).toContain('Key insight: "Half marathon done" stands out this week.');
  });

  it('makes a worry or a niggle of the week its key insight; the last entry of the week, it leads the focus too', () => {
    const knee = entry('2026-11-18T08:00:00Z', 'Hill reps', 'Six hill reps, felt strong. Knee a bit stiff after.');
    const later = [entry('2026-11-16T08:00:00Z', 'PB', 'New personal best at parkrun!'), knee];
    const last = weeklySummary({ weekStart: '2026-11-15', entries: later, goal: null, momentum: computeMomentum(later, null, end), tone: 'direct', timeZone: 'Europe/London' });
    const [, insight, focus] = last.split('\n\n');
    expect(insight).toBe(
      'Key insight: on Wednesday you wrote about how you are ("Hill reps"); it is the last thing you wrote this week, so let it lead the plan. Check how it feels before any harder session, and see a physio if it has not settled.',
    );
    expect(focus).toMatch(/^Next week's focus: put your health first/);
    const after = [knee, entry('2026-11-20T08:00:00Z', 'Easy spin', 'Easy spin, all fine.')];
    const [, afterInsight, afterFocus] = weeklySummary({ weekStart: '2026-11-15', entries: after, goal: null, momentum: computeMomentum(after, null, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(afterInsight).toContain('more entries followed it, so note how it has been since');
    expect(afterFocus).not.toMatch(/health first/);
  });

  it('points at goal drift when few entries mention the goal', () => {
    const week = [entry('2026-11-16T08:00:00Z', 'Swim', 'Easy swim.'), entry('2026-11-18T08:00:00Z', 'Bike', 'Easy spin.')];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: 'Marathon in April', momentum: computeMomentum(week, 'Marathon in April', end), tone: 'encouraging', timeZone: 'Europe/London' });
    expect(text).toContain('Key insight: none of this week\'s 2 entries mentioned your goal, "Marathon in April".');
  });

  it("counts sessions of the goal's sport as training for it, while asking for the goal to be named", () => {
    const goal = 'Ride the Dragon Ride';
    const rides = [entry('2026-11-16T08:00:00Z', '', 'Easy spin on the turbo, 45 minutes.'), entry('2026-11-18T08:00:00Z', '', 'Cycled 60 km with the club.')];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: rides, goal, momentum: computeMomentum(rides, goal, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(text).toContain('Key insight: none of this week\'s 2 entries named your goal, "Ride the Dragon Ride", though both trained for it.');
    expect(text).not.toContain('easy to drift into');
    const mixed = [...rides, entry('2026-11-19T08:00:00Z', '', 'Easy swim.')];
    expect(weeklySummary({ weekStart: '2026-11-15', entries: mixed, goal, momentum: computeMomentum(mixed, goal, end), tone: 'direct', timeZone: 'Europe/London' })).toContain(
      'none of this week\'s 3 entries named your goal, "Ride the Dragon Ride", though 2 trained for it.',
    );
  });

  it('marks no milestone for a race still to come, and does for the race run', () => {
    const eve = [entry('2026-11-20T18:00:00Z', '', 'Race day tomorrow, feeling nervous. Kit laid out.')];
    const before = weeklySummary({ weekStart: '2026-11-15', entries: eve, goal: null, momentum: computeMomentum(eve, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(before).toContain('none marked a milestone');
    const done = [...eve, entry('2026-11-21T12:00:00Z', '', 'Race done! Finished the county 10k in 48:10.')];
    const after = weeklySummary({ weekStart: '2026-11-15', entries: done, goal: null, momentum: computeMomentum(done, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(after).toContain('1 entry marked a milestone');
    expect(after).toContain('Key insight: "Race done! Finished the county 10k in 48:10" stands out this week.');
  });

  it('lets low spirits in the last entry of the week lead, with care and no training task', () => {
    const week = [entry('2026-11-15T08:00:00Z', '', 'Swim 1 km.'), entry('2026-11-21T08:00:00Z', '', 'Feeling low this week, skipped everything.')];
    const [, insight, focus] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'analytical', timeZone: 'Europe/London' }).split('\n\n');
    expect(insight).toBe('Key insight: on Saturday you wrote that you were feeling low ("Feeling low this week, skipped everything"), the last thing you wrote this week. How you feel comes before any figure: the training will keep.');
    expect(focus).toContain("Next week's focus: one short, easy session you enjoy");
    expect(focus).not.toMatch(/write a few lines|harder session/);
    // Followed by a session, the week is summed up as usual.
    const after = [...week, entry('2026-11-21T18:00:00Z', '', 'Easy swim with a friend, felt better.')];
    expect(weeklySummary({ weekStart: '2026-11-15', entries: after, goal: null, momentum: computeMomentum(after, null, end), tone: 'direct', timeZone: 'Europe/London' })).not.toContain('feeling low');
  });

  it('names the sports of the week, most first, a brick as each of its sports', () => {
    const week = [
      entry('2026-11-15T08:00:00Z', '', 'Cycled 60 km with the club.'),
      entry('2026-11-16T08:00:00Z', '', 'Gym: squats and deadlifts.'),
      entry('2026-11-18T08:00:00Z', '', 'Brick: 30 km ride then 5 km run.'),
      entry('2026-11-19T08:00:00Z', '', 'Rest day, slept well.'),
    ];
    const [patterns] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(patterns).toContain('(Sunday, Monday, Wednesday and Thursday). Among them: 2 rides (90 km), a strength session and a run (5 km).');
    const notes = [entry('2026-11-19T08:00:00Z', '', 'Rest day, slept well.')];
    expect(weeklySummary({ weekStart: '2026-11-15', entries: notes, goal: null, momentum: computeMomentum(notes, null, end), tone: 'direct', timeZone: 'Europe/London' })).not.toContain('Among them');
  });

  it("adds a sport's distance when every session of it gave one, in its own unit or else in km", () => {
    const week = [
      entry('2026-11-15T08:00:00Z', '', 'Ran 6 miles.'),
      entry('2026-11-16T08:00:00Z', '', 'Ran 10 km.'),
      entry('2026-11-17T08:00:00Z', '', 'Swim 1,500 m.'),
      entry('2026-11-18T08:00:00Z', '', 'Swam 1500m.'),
      entry('2026-11-19T08:00:00Z', '', 'Rode 20 miles.'),
      entry('2026-11-20T08:00:00Z', '', 'Easy walk.'),
    ];
    const [patterns] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(patterns).toContain('Among them: 2 runs (19.7 km), 2 swims (3,000 m), a ride (20 miles) and a walk.');
  });

  it('counts each of several sessions written in one entry, without a distance', () => {
    const week = [entry('2026-11-15T08:00:00Z', '', 'Swam twice and rode three times this week.'), entry('2026-11-20T08:00:00Z', '', 'Ran 10 km.')];
    const [patterns] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(patterns).toContain('Among them: 3 rides, 2 swims and a run (10 km).');
  });

  it("counts a session measured but named by no sport as the goal's one sport of distance", () => {
    const week = [entry('2026-11-16T08:00:00Z', '', 'Easy 8 km, legs fine'), entry('2026-11-18T08:00:00Z', '', 'Long run 20 km')];
    const summary = (goal: string) => weeklySummary({ weekStart: '2026-11-15', entries: week, goal, momentum: computeMomentum(week, goal, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n')[0];
    expect(summary('Run the Manchester Marathon in under 4 hours')).toContain('Among them: 2 runs (28 km).');
    expect(summary('Finish an Olympic triathlon')).toContain('Among them: a run (20 km).');
  });

  it('counts sessions written on days named apart each with its own distance', () => {
    const week = [entry('2026-11-16T08:00:00Z', '', 'Saturday 60 km ride, Sunday 15 km run'), entry('2026-11-18T08:00:00Z', '', 'Easy 5 km run')];
    const [patterns] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(patterns).toContain('Among them: 2 runs (20 km) and a ride (60 km).');
  });

  it('asks a member who wrote most days for no more entries, and says the goal once, in the insight or the focus', () => {
    const week = ['Easy 8 km, legs fine.', 'Strength session: squats and lunges.', 'Intervals 6 x 800m, tough.', 'Rest day.', 'Long run 24 km, 2:35.', 'Parkrun 26:10 with my daughter.'].map((text, n) =>
      entry(`2026-11-${15 + n}T08:00:00Z`, '', text),
    );
    const goal = 'Run the Chester marathon in October';
    const [, insight, focus] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal, momentum: computeMomentum(week, goal, end), tone: 'encouraging', timeZone: 'Europe/London' }).split('\n\n');
    expect(insight).toContain('named your goal');
    expect(focus).not.toMatch(/a few lines after every session|short entry after each session|your goal/);
  });

  it('tells a week that ends back in training after a worry to build back gently, not to see a doctor it has seen', () => {
    const week = ['Pool 1500m, 35 min.', 'Knee sore after stairs, skipped the gym.', 'Knee still sore, physio Thursday.', 'Physio says patellar tendon, allowed easy swimming.'].map((text, n) =>
      entry(`2026-11-${15 + n}T08:00:00Z`, '', text),
    );
    const goal = 'Swim 1 mile open water';
    const [, insight, focus] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal, momentum: computeMomentum(week, goal, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(insight).toBe(
      'Key insight: on Tuesday you wrote about how you are ("Knee still sore, physio Thursday"), and on Wednesday you were back ("Physio says patellar tendon, allowed easy swimming"). Build back gently: short, easy sessions before anything harder, and stop if it flares again.',
    );
    expect(focus).not.toMatch(/harder|faster|hillier|your goal/);
    expect(focus).toBe(
      "Next week's focus: build back over the next two or three weeks. Keep the sessions short and easy, add a little only when the day after feels normal, and write a line after each on how it felt.",
    );
    // 'Physio says I can jog again' is back too.
    const jog = ['Calf still sore, resting.', 'Physio says I can jog again, 15 min easy, calf fine.'].map((text, n) => entry(`2026-11-${15 + n}T08:00:00Z`, '', text));
    const [, back] = weeklySummary({ weekStart: '2026-11-15', entries: jog, goal, momentum: computeMomentum(jog, goal, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(back).toContain('Build back gently');
  });

  it("makes a heart-rate limit set by the member's doctor the key insight, and asks for nothing harder", () => {
    const week = ['Cardiologist says keep HR under 130. Easy 40 min ride.', 'Pilates class.', 'Easy 30 min ride under 130 bpm.'].map((text, n) => entry(`2026-11-${15 + n}T08:00:00Z`, '', text));
    const goal = 'Ride the Fred Whitton';
    const [patterns, insight, focus] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal, momentum: computeMomentum(week, goal, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(patterns).toContain('Among them: 2 rides and a Pilates session.');
    expect(insight).toBe(
      'Key insight: on Sunday you wrote of your cardiologist\'s heart-rate limit of 130 bpm ("Cardiologist says keep HR under 130. Easy 40 min ride"). It comes before any plan: keep each session under it, slowing right down on hills, and tell them of any dizziness, breathlessness or chest discomfort.',
    );
    expect(focus).not.toMatch(/harder|faster|hillier/);
  });

  it('wishes a birthday in the week happy, by its age, rather than asking what made it possible', () => {
    const week = ['Aqua aerobics class.', 'Walking football, scored twice.', 'Turned 70 today! Gentle walk with the family.'].map((text, n) => entry(`2026-11-${15 + n}T08:00:00Z`, '', text));
    const goal = 'Stay active and healthy';
    const [patterns, insight] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal, momentum: computeMomentum(week, goal, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(patterns).toContain('Among them: an aqua aerobics class, a match and a walk.');
    expect(insight).toBe('Key insight: on Tuesday you turned 70 ("Turned 70 today! Gentle walk with the family"). Happy birthday! A week of training like this one is what keeps the years ahead active and strong.');
  });
  it("makes a weight goal's weigh-ins, and good news of the member's health, the key insight", () => {
    const goal = 'Lose 5 kg and get fitter';
    const week = [
      entry('2026-11-15T08:00:00Z', '', 'Brisk walk 40 min'),
      entry('2026-11-17T08:00:00Z', '', 'Weighed in at 84 kg'),
      entry('2026-11-19T08:00:00Z', '', 'Swim 30 min'),
      entry('2026-11-21T08:00:00Z', '', 'Weighed in at 83.2 kg, down 0.8 kg this week'),
    ];
    const [, insight] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal, momentum: computeMomentum(week, goal, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(insight).toBe(
      'Key insight: you weighed in at 84 kg on Tuesday and 83.2 kg on Saturday, 0.8 kg down: your goal, "Lose 5 kg and get fitter", in its own figures. Judge the trend over weeks, not days; water alone moves it a kilo either way.',
    );
    const news = [entry('2026-11-16T08:00:00Z', '', 'Walk 30 min'), entry('2026-11-18T08:00:00Z', '', 'Blood pressure down to 128/80, GP pleased')];
    const [, good] = weeklySummary({ weekStart: '2026-11-15', entries: news, goal: null, momentum: computeMomentum(news, null, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(good).toBe('Key insight: on Wednesday you had good news ("Blood pressure down to 128/80, GP pleased"). Your training is part of that: keep the routine that brought it, and keep the check-ups.');
  });

  it('connects a bonk with the fuelling that followed it: the lesson learned', () => {
    const week = [
      entry('2026-11-17T18:00:00Z', '', 'Long ride 80 km, bonked at 65 km, crawled home.'),
      entry('2026-11-19T08:00:00Z', '', 'Easy 5 km run.'),
      entry('2026-11-21T12:00:00Z', '', 'Long ride 90 km, a gel every 30 minutes, no bonk this time!'),
    ];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(text).toContain('Key insight: on Tuesday you ran out of fuel ("Long ride 80 km, bonked at 65 km, crawled home"), and on Saturday you ate as you went');
    expect(text).toContain('That is the lesson learned: on anything over an hour, eat early and regularly');
    // Fuel before the bonk is no lesson learned from it.
    const before = [week[2], { ...week[0], created_at: new Date('2026-11-21T18:00:00Z') }];
    const other = weeklySummary({ weekStart: '2026-11-15', entries: before, goal: null, momentum: computeMomentum(before, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(other).not.toContain('lesson learned');
  });

  it('keeps a niggle written after a session as the week\'s key insight, with a physio if it stays', () => {
    const week = [entry('2026-11-17T18:00:00Z', '', 'Turbo 45 min, knee niggle.'), entry('2026-11-19T08:00:00Z', '', 'Easy spin 30 min.')];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(text).toContain('Key insight: on Tuesday you wrote about how you are ("Turbo 45 min, knee niggle")');
    expect(text).toContain('see a physio if it has not settled');
    // So does a muscle that went mid-session: a strain is a physio's.
    const strained = [entry('2026-11-17T18:00:00Z', '', 'Easy 5 km run.'), entry('2026-11-19T08:00:00Z', '', 'Tried to run but calf went at 2 km, walked home.')];
    const strain = weeklySummary({ weekStart: '2026-11-15', entries: strained, goal: null, momentum: computeMomentum(strained, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(strain).toContain('see a physio if it has not settled');
  });

  it('names poor sleep on two days or more as the key insight', () => {
    const week = [
      entry('2026-11-17T18:00:00Z', '', 'Rest day, couldnt sleep, 4 hours'),
      entry('2026-11-18T18:00:00Z', '', 'Struggled on the 10 km, no sleep again'),
      entry('2026-11-20T08:00:00Z', '', 'Easy 5 km run.'),
    ];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(text).toContain('Key insight: you wrote of poor sleep on Tuesday and Wednesday ("Struggled on the 10 km, no sleep again"). Sleep is when training turns into fitness');
    // One bad night is no pattern.
    const once = weeklySummary({ weekStart: '2026-11-15', entries: week.slice(1), goal: null, momentum: computeMomentum(week.slice(1), null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(once).not.toContain('poor sleep on');
  });

  it('counts a race finished as a milestone and hard, structured work as hard, and puts muscle aches on a statin to the GP first', () => {
    const week = [
      entry('2026-11-15T08:00:00Z', '', 'Half marathon this morning, 2:05, pleased with that at 58.'),
      entry('2026-11-17T08:00:00Z', '', 'Easy 20 min jog, legs still heavy.'),
      entry('2026-11-20T08:00:00Z', '', 'Hill reps 8 x 90 s on the local hill, jog down recovery. Calves tight now.'),
    ];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: week, goal: null, momentum: computeMomentum(week, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(text).toContain('2 entries described a hard session, and 1 entry marked a milestone.');
    expect(text).toContain('Key insight: "Half marathon this morning, 2:05, pleased with that at 58" stands out this week.');
    expect(text).not.toMatch(/harder session/);
    const statin = [...week, entry('2026-11-18T08:00:00Z', '', 'On statins now and my legs ache on every run. Is it the tablets?')];
    const withStatin = weeklySummary({ weekStart: '2026-11-15', entries: statin, goal: null, momentum: computeMomentum(statin, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(withStatin).toContain('Key insight: on Wednesday you wrote of muscle aches on a statin');
    expect(withStatin).toContain('do not stop taking it on your own');
    const urgent = [...week, entry('2026-11-21T08:00:00Z', '', 'Left arm went numb and my speech felt odd for a few minutes after the swim, fine now.')];
    const withUrgent = weeklySummary({ weekStart: '2026-11-15', entries: urgent, goal: null, momentum: computeMomentum(urgent, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(withUrgent).toContain('Key insight: on Saturday you wrote of signs that need a doctor straight away');
  });

  it('leads with a loss told this week, and with signs for a doctor before any figure', () => {
    const grief = [
      entry('2026-11-15T08:00:00Z', '', "Lost my dog last week, haven't felt like running since."),
      entry('2026-11-18T08:00:00Z', '', 'Easy 3 km walk, first time out.'),
    ];
    const text = weeklySummary({ weekStart: '2026-11-15', entries: grief, goal: null, momentum: computeMomentum(grief, null, end), tone: 'encouraging', timeZone: 'Europe/London' });
    expect(text).toContain('Key insight: on Sunday you wrote of your loss');
    expect(text).toContain("Next week's focus: whatever feels manageable");
    expect(text).not.toContain('stands out this week');
    const heart = [
      entry('2026-11-15T08:00:00Z', '', 'Tachycardia episode last night, 180 bpm at rest for 20 minutes, then stopped.'),
      entry('2026-11-17T08:00:00Z', '', 'Easy 5 km run.'),
    ];
    const signs = weeklySummary({ weekStart: '2026-11-15', entries: heart, goal: null, momentum: computeMomentum(heart, null, end), tone: 'direct', timeZone: 'Europe/London' });
    expect(signs).toContain('you wrote of signs your doctor should check');
    expect(signs).toContain('call 999');
    expect(signs).toContain('put your health first');
    const thirst = [
      entry('2026-11-16T08:00:00Z', '', 'Always thirsty lately and up three times a night to pee.'),
      entry('2026-11-18T08:00:00Z', '', 'Ride 40 km steady.'),
    ];
    const diabetes = weeklySummary({ weekStart: '2026-11-15', entries: thirst, goal: null, momentum: computeMomentum(thirst, null, end), tone: 'encouraging', timeZone: 'Europe/London' });
    expect(diabetes).toContain('Key insight: on Monday you wrote of signs that together can mean diabetes');
    expect(diabetes).toContain("a GP's blood test checks it");
    expect(diabetes).not.toContain('999');
    expect(diabetes).toContain('put your health first');
  });
});
