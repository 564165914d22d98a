import { describe, expect, it } from '@jest/globals';
import { sessionKm, yearGoalIn, yearProgress, yearSoFarSentence } from './year-progress.js';

const LONDON = 'Europe/London';
const setAt = new Date('2027-01-02T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('yearGoalIn: a goal that sets a distance for a year', () => {
  it.each([
    ['Run 1000 km in 2027', { amount: 1000, unit: 'km', sport: 'run', year: 2027 }],
    ['Ride 5,000 miles this year', { amount: 5000, unit: 'miles', sport: 'ride', year: 2027 }],
    ['Aiming for 3000 miles on the bike this year', { amount: 3000, unit: 'miles', sport: 'ride', year: 2027 }],
    ['Swim 100 km next year', { amount: 100, unit: 'km', sport: 'swim', year: 2028 }],
    ['Log 2,000 km this year', { amount: 2000, unit: 'km', sport: null, year: 2027 }],
    ['Log 2000 km in 2031', { amount: 2000, unit: 'km', sport: null, year: 2031 }],
    ['Ride 2026 miles in 2026', { amount: 2026, unit: 'miles', sport: 'ride', year: 2026 }],
    // A pool's metres or yards: a swimmer's year, whether or not the goal says swim.
    ['Swim 150,000 m this year', { amount: 150000, unit: 'm', sport: 'swim', year: 2027 }],
    ['Log 200,000 metres in 2027', { amount: 200000, unit: 'm', sport: 'swim', year: 2027 }],
    ['Swim 100,000 yards next year', { amount: 100000, unit: 'yards', sport: 'swim', year: 2028 }],
    // The year named first, and 'on the bike' wherever it is said.
    ['Target for 2028: run 1000 km', { amount: 1000, unit: 'km', sport: 'run', year: 2028 }],
    ['My goal this year is 1000 miles of running', { amount: 1000, unit: 'miles', sport: 'run', year: 2027 }],
    ["Next year's goal: swim 150,000 m", { amount: 150000, unit: 'm', sport: 'swim', year: 2028 }],
    ['1000 miles in 2027 on the bike', { amount: 1000, unit: 'miles', sport: 'ride', year: 2027 }],
  ])('%s', (goal, expected) => {
    expect(yearGoalIn(goal, setAt, at('2027-06-01T12:00:00Z'), LONDON)).toEqual(expected);
  });

  it("'in a year' is the present one", () => {
    expect(yearGoalIn('Cycle 4000 km in a year', setAt, at('2028-03-01T12:00:00Z'), LONDON)?.year).toBe(2028);
  });

  it('the year a goal was set is the member’s: 31 December at 23:30 in London is 1 January in Auckland', () => {
    expect(yearGoalIn('Run 1000 km this year', at('2026-12-31T23:30:00Z'), at('2027-01-05T00:00:00Z'), LONDON)?.year).toBe(2026);
    expect(yearGoalIn('Run 1000 km this year', at('2026-12-31T23:30:00Z'), at('2027-01-05T00:00:00Z'), 'Pacific/Auckland')?.year).toBe(2027);
  });

  it.each(['Run a sub-2 half marathon in spring', 'Run 10 km without stopping', 'Break 50 minutes for 10k this year', 'Run a 10k this year', 'Swim 20 km this year', 'Swim 3,800 m in 2027', 'Swim 10,000 m this year'])('no year distance: %s', (goal) => {
    expect(yearGoalIn(goal, setAt, setAt, LONDON)).toBeNull();
  });
});

describe('sessionKm: what an entry adds to the year', () => {
  const goal = 'Run 1000 km in 2027';
  it.each([
    ['Easy 8 km along the canal, legs heavy', 'run', 8],
    ['Parkrun in 27:40, a minute faster than last month', 'run', 5],
    ['Long ride 85 km with the club', 'run', 0],
    ['Long ride 85 km with the club', null, 85],
    ['Saturday 60 km ride, Sunday 15 km run', 'run', 15],
    ['Saturday 60 km ride, Sunday 15 km run', null, 75],
    ['Going to run 20 km on Sunday, nervous about it', 'run', 0],
    ['Recovery week: 20 km total', 'run', 0],
    ['Should I run 30 km this weekend?', 'run', 0],
    ['Hoping to ride 100 km next month', null, 0],
    ['Ran 12 km this morning, going to rest tomorrow', 'run', 12],
    // A recovery session's own distance counts; the rest between repeats does not.
    ['Ran 6 km recovery', 'run', 6],
    ['Easy 6 km recovery run, legs heavy', 'run', 6],
    ['Did a 5 mile recovery run', 'run', 5 * 1.609344],
    ['Rode 30 km recovery spin', null, 30],
    ['Intervals: 8 x 400m with 200m recovery', 'run', 0],
    ['Track: 5 x 1 km, 400m jog recovery', 'run', 0],
    ['Hill reps with 200m recovery, 8 km in all', 'run', 8],
    ['10 km run, 2 km recovery walk after', 'run', 10],
    // A session of several sports counts each sport's part.
    ['Brick session: 40 km bike, 8 km run', 'run', 8],
    ['Brick session: 40 km bike, 8 km run', null, 48],
    ['Sprint tri: 750m swim in 14:20, 20 km bike, 5 km run', 'swim', 0.75],
    ['Swam 1.5 km then cycled 40 km', 'ride', 40],
    ['Ran 5 km, then 30 min strength', 'run', 5],
    ['Ran 5 miles and walked 2 miles', 'walk', 2 * 1.609344],
    ['Ran 5 miles and walked 2 miles', null, 7 * 1.609344],
    ['Swam 2 km and then ran 5 km', 'swim', 2],
    ['Cycled 20 km to the pool, swam 1 km, cycled home', null, 21],
    ['Cycled 20 km to the pool, swam 1 km, cycled home', 'ride', 20],
    ['Saturday 60.5 km ride, Sunday 15.2 km run', 'run', 15.2],
    ['Swim 1km, ran 10km and cycled 50km this week', null, 0],
    ['Two runs, 8 km and 12 km', null, 0],
    // A timed marathon or half is its distance; one to come is not.
    ['Marathon done! 4:12:30', 'run', 42.2],
    ['Half marathon done! 1:58', 'run', 21.1],
    ['Marathon next Sunday! Hoping for 4:30', 'run', 0],
  ] as const)('%s (%s)', (content, sport, km) => {
    expect(sessionKm({ title: '', content }, sport, goal)).toBeCloseTo(km, 6);
  });
});

describe('yearProgress', () => {
  const goal = yearGoalIn('Run 1000 km in 2027', setAt, setAt, LONDON)!;
  const entries = [
    { content: 'Easy 8 km, felt good', created_at: at('2027-01-03T08:00:00Z') },
    { content: 'Long run 21 km, hilly', created_at: at('2027-01-10T08:00:00Z') },
    { content: 'Easy 10 km', created_at: at('2026-12-31T10:00:00Z') },
    { content: 'Rest day, stretched', created_at: at('2027-01-11T08:00:00Z') },
  ];

  it("adds the year's sessions and measures them against an even pace", () => {
    // 12 January 2027: day 12 of 365, so an even pace is at 1000 × 12 / 365 ≈ 33 km; 29 km is 4 behind.
    const progress = yearProgress(goal, 'Run 1000 km in 2027', entries, at('2027-01-12T12:00:00Z'), LONDON);
    expect(progress).toMatchObject({ done: 29, entries: 2, expected: 33, days_left: 353 });
    expect(progress.weekly_needed).toBe(Math.ceil((1000 - 29) / (354 / 7)));
    expect(progress.message).toBe(`4 km behind an even pace. About ${progress.weekly_needed} km a week from now gets you to 1,000 km by 31 December.`);
  });

  it('in miles when the goal is', () => {
    const miles = yearGoalIn('Run 500 miles in 2027', setAt, setAt, LONDON)!;
    expect(yearProgress(miles, 'Run 500 miles in 2027', [{ content: 'Ran 16.1 km', created_at: at('2027-02-01T08:00:00Z') }], at('2027-02-02T12:00:00Z'), LONDON).done).toBe(10);
  });

  it("in a pool's metres or yards, whole, from swims written in either (and in km)", () => {
    const pool = yearGoalIn('Swim 150,000 m in 2027', setAt, setAt, LONDON)!;
    const swims = [
      { content: 'Swam 2,000 m, mostly front crawl', created_at: at('2027-01-04T08:00:00Z') },
      { content: 'Open water swim 1.5 km', created_at: at('2027-01-08T08:00:00Z') },
      { content: 'Swam 1,650 yards at the club', created_at: at('2027-01-11T08:00:00Z') },
      { content: 'Easy 8 km run', created_at: at('2027-01-11T09:00:00Z') },
    ];
    // 12 January: an even pace is at 150,000 × 12 / 365 ≈ 4,932 m; 2,000 + 1,500 + 1,509 = 5,009 m is 77 ahead, within a day's share (411 m).
    const progress = yearProgress(pool, 'Swim 150,000 m in 2027', swims, at('2027-01-12T12:00:00Z'), LONDON);
    expect(progress).toMatchObject({ done: 5009, entries: 3, expected: 4932 });
    expect(progress.weekly_needed).toBe(Math.ceil((150000 - 5009) / (354 / 7)));
    expect(progress.message).toBe(`Right on pace. About ${progress.weekly_needed.toLocaleString('en-GB')} m a week from now gets you to 150,000 m by 31 December.`);
    const yards = yearGoalIn('Swim 100,000 yards in 2027', setAt, setAt, LONDON)!;
    expect(yearProgress(yards, 'Swim 100,000 yards in 2027', swims, at('2027-01-12T12:00:00Z'), LONDON).done).toBe(5478);
    expect(yearProgress(pool, 'Swim 150,000 m in 2027', [], at('2027-01-12T12:00:00Z'), LONDON).message).toBe(
      'No swims with a distance in your entries yet this year. Write the distance when you log a session and it counts here.',
    );
  });

  it('before the year starts and after it ends', () => {
    expect(yearProgress(goal, 'Run 1000 km in 2027', [], at('2026-12-20T12:00:00Z'), LONDON)).toMatchObject({
      done: 0,
      expected: 0,
      days_left: 365,
      message: 'Your target starts on 1 January 2027: about 20 km a week gets you there.',
    });
    expect(yearProgress(goal, 'Run 1000 km in 2027', entries, at('2028-01-03T12:00:00Z'), LONDON)).toMatchObject({
      done: 29,
      expected: 1000,
      days_left: 0,
      weekly_needed: 0,
      message: '2027 ended at 29 km of 1,000 km. Set a new goal for this year when you are ready.',
    });
  });

  it('a week more than twice the usual one to catch up is said to be no plan', () => {
    const late = [{ content: 'Easy 8 km', created_at: at('2027-12-01T08:00:00Z') }];
    expect(yearProgress(goal, 'Run 1000 km in 2027', late, at('2027-12-06T12:00:00Z'), LONDON).message).toBe(
      "924 km behind an even pace. Reaching 1,000 km by 31 December would take about 268 km a week, more than twice the year's usual 19 km: build up steadily rather than chase it, and carry the habit into next year's target.",
    );
  });

  it('the last days of the year are counted in days, and 31 December is no year ended', () => {
    const late = [{ content: 'Easy 8 km', created_at: at('2027-12-01T08:00:00Z') }];
    expect(yearProgress(goal, 'Run 1000 km in 2027', late, at('2027-12-31T12:00:00Z'), LONDON)).toMatchObject({
      days_left: 0,
      weekly_needed: 0,
      message: '992 km behind an even pace: 992 km to go on the last day of 2027.',
    });
    expect(yearProgress(goal, 'Run 1000 km in 2027', late, at('2027-12-28T12:00:00Z'), LONDON).message).toBe('984 km behind an even pace: 992 km to go in the last 4 days of 2027.');
  });

  it('reached, on pace, and nothing counted yet', () => {
    const big = [{ content: 'Ran 1000 km in one go, obviously not', created_at: at('2027-03-01T08:00:00Z') }];
    expect(yearProgress(goal, 'Run 1000 km in 2027', big, at('2027-03-02T12:00:00Z'), LONDON).message).toBe('Target reached: 1,000 km of 1,000 km. Well done.');
    const even = [{ content: 'Long run 33 km', created_at: at('2027-01-05T08:00:00Z') }];
    expect(yearProgress(goal, 'Run 1000 km in 2027', even, at('2027-01-12T12:00:00Z'), LONDON).message).toMatch(/^Right on pace\. About \d+ km a week/);
    expect(yearProgress(goal, 'Run 1000 km in 2027', [], at('2027-01-12T12:00:00Z'), LONDON).message).toBe(
      'No runs with a distance in your entries yet this year. Write the distance when you log a session and it counts here.',
    );
  });
});

describe("yearSoFarSentence: the weekly summary's line", () => {
  const goal = yearGoalIn('Run 1000 km in 2027', setAt, setAt, LONDON)!;
  it.each([
    [412, 460, '2027 so far: 412 km of 1,000 km, 48 km behind an even pace.'],
    [460, 460, '2027 so far: 460 km of 1,000 km, right on pace.'],
    [500.5, 460, '2027 so far: 500.5 km of 1,000 km, 40.5 km ahead of an even pace.'],
    [1003, 800, '2027 so far: 1,003 km of 1,000 km, the target reached.'],
  ])('%s done, %s expected', (done, expected, sentence) => {
    expect(yearSoFarSentence({ goal, done, expected })).toBe(sentence);
  });

  it("in a pool's metres", () => {
    const pool = yearGoalIn('Swim 150,000 m in 2027', setAt, setAt, LONDON)!;
    expect(yearSoFarSentence({ goal: pool, done: 41250, expected: 45000 })).toBe('2027 so far: 41,250 m of 150,000 m, 3,750 m behind an even pace.');
  });
});
