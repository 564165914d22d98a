import { describe, expect, it } from '@jest/globals';
import { addDays, londonDay, weekStartOf } from './calendar.js';
import { computeMomentum, containsKeyword, goalWords, MESSAGES, tierOf, type MomentumEntry } from './momentum.js';

const at = (iso: string, content = 'Easy run.', extra: Partial<MomentumEntry> = {}): MomentumEntry => ({ content, created_at: new Date(iso), ...extra });

describe('London calendar days', () => {
  it('puts instants on the London day: BST in summer, GMT in winter, around midnight and both clock changes', () => {
    expect(londonDay(new Date('2026-07-04T22:59:00Z'))).toBe('2026-07-04'); // 23:59 BST Saturday
    expect(londonDay(new Date('2026-07-04T23:00:00Z'))).toBe('2026-07-05'); // 00:00 BST Sunday
    expect(londonDay(new Date('2026-01-10T23:59:00Z'))).toBe('2026-01-10'); // 23:59 GMT Saturday
    expect(londonDay(new Date('2026-01-11T00:00:00Z'))).toBe('2026-01-11');
    expect(londonDay(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29'); // 00:30 GMT, clocks go forward at 01:00 UTC
    expect(londonDay(new Date('2026-03-28T23:59:00Z'))).toBe('2026-03-28');
    expect(londonDay(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25'); // 00:30 BST Sunday, clocks go back at 01:00 UTC
    expect(londonDay(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25'); // 23:30 GMT
  });

  it('starts weeks on Sunday', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekStartOf('2026-11-28')).toBe('2026-11-22'); // Saturday
    expect(weekStartOf('2026-11-21')).toBe('2026-11-15');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});

describe('consistency score', () => {
  it('is the days with entries in the last 30 (today included) as a whole percent', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const entries = [at('2026-11-22T08:00:00Z'), at('2026-11-22T09:00:00Z'), at('2026-11-20T08:00:00Z'), at('2026-11-01T08:00:00Z')];
    expect(computeMomentum(entries, null, now)).toMatchObject({ consistency_score: 10, total_entries: 4 });
  });

  it('counts the window on London days: 00:30 BST on the first day is in, 23:30 BST the day before is out', () => {
    const now = new Date('2026-11-22T10:00:00Z'); // window 24 October .. 22 November
    const inside = at('2026-10-23T23:30:00Z'); // 00:30 BST 24 October
    const outside = at('2026-10-23T22:30:00Z'); // 23:30 BST 23 October
    expect(computeMomentum([inside, outside], null, now)).toMatchObject({ total_entries: 1, consistency_score: 3 });
  });

  it('reaches 100 with an entry every day and leaves weekly summaries out', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const daily = Array.from({ length: 30 }, (_, i) => at(`${addDays('2026-11-22', -i)}T12:00:00Z`));
    const summary = at('2026-10-01T12:00:00Z', 'Weekly summary', { entry_type: 'weekly_summary' });
    expect(computeMomentum([...daily, summary], null, now)).toMatchObject({ consistency_score: 100, total_entries: 30 });
    expect(computeMomentum([at('2026-11-22T09:00:00Z', 'Summary', { entry_type: 'weekly_summary' })], null, now).total_entries).toBe(0);
  });
});

describe('weekly streak and weekly entries', () => {
  it('counts weeks in a row from the current one (Sunday start); a current week without an entry gives 0', () => {
    const now = new Date('2026-11-25T12:00:00Z'); // Wednesday; week of 22 November
    const entries = [at('2026-11-22T09:00:00Z'), at('2026-11-21T09:00:00Z'), at('2026-11-10T09:00:00Z')];
    expect(computeMomentum(entries, null, now).weekly_streak).toBe(3); // weeks of 22, 15 and 8 November
    expect(computeMomentum([at('2026-11-21T09:00:00Z')], null, now).weekly_streak).toBe(0);
    const gap = [at('2026-11-23T09:00:00Z'), at('2026-11-03T09:00:00Z')];
    expect(computeMomentum(gap, null, now).weekly_streak).toBe(1);
  });

  it('looks back further than 30 days through older days', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const older = Array.from({ length: 8 }, (_, i) => addDays('2026-11-11', -7 * i));
    expect(computeMomentum([at('2026-11-24T09:00:00Z'), at('2026-11-17T09:00:00Z')], null, now, older).weekly_streak).toBe(10);
  });

  it('places Saturday 23:59 and Sunday 00:00 London time in different weeks, in summer and winter', () => {
    const summerNow = new Date('2026-07-05T12:00:00Z'); // Sunday 5 July
    expect(computeMomentum([at('2026-07-04T22:59:00Z')], null, summerNow).weekly_streak).toBe(0); // Saturday 23:59 BST
    expect(computeMomentum([at('2026-07-04T23:00:00Z')], null, summerNow).weekly_streak).toBe(1); // Sunday 00:00 BST
    const winterNow = new Date('2026-01-11T12:00:00Z'); // Sunday 11 January
    expect(computeMomentum([at('2026-01-10T23:59:00Z')], null, winterNow).weekly_streak).toBe(0);
    expect(computeMomentum([at('2026-01-11T00:00:00Z')], null, winterNow).weekly_streak).toBe(1);
  });

  it("counts days and weeks in the member's time zone", () => {
    const now = new Date('2026-11-29T18:00:00Z'); // Sunday 29 November in London and in New York
    const saturdayEvening = at('2026-11-29T01:00:00Z'); // Saturday 20:00 in New York, Sunday 01:00 in London
    expect(computeMomentum([saturdayEvening], null, now, [], 'Europe/London').weekly_streak).toBe(1);
    expect(computeMomentum([saturdayEvening], null, now, [], 'America/New_York').weekly_streak).toBe(0);
    expect(computeMomentum([saturdayEvening], null, now, [], 'America/New_York').weekly_entries.at(-2)).toEqual({ week_start: '2026-11-22', count: 1 });
    // Saturday noon and Sunday 00:30 in London are Saturday 07:00 and 19:30 in New York: two days in London, one in New York.
    expect(computeMomentum([at('2026-11-28T12:00:00Z'), at('2026-11-29T00:30:00Z')], null, now, [], 'Europe/London').consistency_score).toBe(7); // 2 days
    expect(computeMomentum([at('2026-11-28T12:00:00Z'), at('2026-11-29T00:30:00Z')], null, now, [], 'America/New_York').consistency_score).toBe(3); // 1 day
  });

  it('counts the clock-change Sundays in their own week', () => {
    // 25 October 2026: clocks go back at 01:00 UTC. 00:30 BST Sunday is 23:30 UTC Saturday.
    const now = new Date('2026-10-27T12:00:00Z');
    const m = computeMomentum([at('2026-10-24T23:30:00Z'), at('2026-10-24T22:30:00Z')], null, now);
    expect(m.weekly_entries.slice(-2)).toEqual([
      { week_start: '2026-10-18', count: 1 },
      { week_start: '2026-10-25', count: 1 },
    ]);
    // 29 March 2026: clocks go forward at 01:00 UTC; 00:30 UTC is 00:30 GMT Sunday.
    const spring = computeMomentum([at('2026-03-29T00:30:00Z'), at('2026-03-28T23:59:00Z')], null, new Date('2026-03-30T12:00:00Z'));
    expect(spring.weekly_entries.slice(-2)).toEqual([
      { week_start: '2026-03-22', count: 1 },
      { week_start: '2026-03-29', count: 1 },
    ]);
  });

  it('gives 4 weeks, oldest first, each starting on a Sunday, with empty weeks as 0', () => {
    const now = new Date('2026-11-28T21:00:00Z'); // Saturday
    const m = computeMomentum([at('2026-11-28T20:00:00Z'), at('2026-11-28T21:00:00Z'), at('2026-11-03T09:00:00Z')], null, now);
    expect(m.weekly_entries).toEqual([
      { week_start: '2026-11-01', count: 1 },
      { week_start: '2026-11-08', count: 0 },
      { week_start: '2026-11-15', count: 0 },
      { week_start: '2026-11-22', count: 2 },
    ]);
  });
});

describe('effort sessions, milestones and goal alignment', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('counts entries of the window that use an effort word as a word', () => {
    const entries = [
      at('2026-11-20T09:00:00Z', 'Really HARD intervals.'),
      at('2026-11-19T09:00:00Z', 'I pushed the last climb and struggled.'), // one entry, two words
      at('2026-11-18T09:00:00Z', 'Hardly any wind today.'),
      at('2026-11-17T09:00:00Z', 'Breakthrough on the track.'),
      at('2026-09-01T09:00:00Z', 'Tough session, but long ago.'),
    ];
    expect(computeMomentum(entries, null, now).effort_sessions).toBe(3);
  });

  it('counts milestone entries; pr and event only as words', () => {
    expect(containsKeyword('New PB at parkrun', 'pb')).toBe(true);
    expect(containsKeyword('Good progress', 'pr')).toBe(false);
    expect(containsKeyword('Eventually it rained', 'event')).toBe(false);
    expect(containsKeyword('Two races this month', 'race')).toBe(true);
    expect(containsKeyword('A personal   best', 'personal best')).toBe(true);
    const entries = [
      at('2026-11-20T09:00:00Z', 'Set a new PB.'),
      at('2026-11-19T09:00:00Z', 'Good progress, eventually.'),
      at('2026-11-18T09:00:00Z', 'Finished my first sprint triathlon.'),
      at('2026-11-17T09:00:00Z', 'Felt stronger on the hills.'),
    ];
    expect(computeMomentum(entries, null, now).milestones).toBe(3);
  });

  it('gives the share of recent entries using a goal word longer than 3 letters; 0 without a goal', () => {
    const goal = 'Run the London marathon in 4 hrs';
    const entries = [
      at('2026-11-20T09:00:00Z', 'Marathon pace for 10 miles.'),
      at('2026-11-19T09:00:00Z', 'Easy swim.'),
      at('2026-11-18T09:00:00Z', 'Recovery spin.', { title: 'London loop' }),
      at('2026-11-17T09:00:00Z', 'Run club.'), // 'run' is only 3 letters
    ];
    expect(computeMomentum(entries, goal, now)).toMatchObject({ goal_alignment: 50, has_goal: true });
    expect(computeMomentum(entries, null, now)).toMatchObject({ goal_alignment: 0, has_goal: false, messages: { alignment: MESSAGES.alignment.none } });
    expect(computeMomentum([], goal, now).goal_alignment).toBe(0);
  });

  it('counts no unit of time as a goal word: the hours slept are not the goal of a marathon under 4 hours', () => {
    const entries = [at('2026-11-20T09:00:00Z', 'Slept badly, 5 hours.'), at('2026-11-19T09:00:00Z', 'Easy 40 minutes.')];
    expect(computeMomentum(entries, 'Half marathon under 2 hours, 90 minutes of training a day', now).goal_alignment).toBe(0);
  });
});

describe('message tiers', () => {
  it('switches at the spec thresholds', () => {
    expect([70, 69, 50, 49, 30, 29].map((v) => tierOf(v, [70, 50, 30]))).toEqual(['high', 'good', 'good', 'building', 'building', 'start']);
    expect([10, 9, 5, 4, 1, 0].map((v) => tierOf(v, [10, 5, 1]))).toEqual(['high', 'good', 'good', 'building', 'building', 'start']);
    expect([80, 79, 60, 59, 40, 39].map((v) => tierOf(v, [80, 60, 40]))).toEqual(['high', 'good', 'good', 'building', 'building', 'start']);
    expect([3, 2, 1, 0].map((v) => tierOf(v, [3, 1]))).toEqual(['high', 'building', 'building', 'start']);
  });

  it('answers the message of each figure', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const entries = Array.from({ length: 21 }, (_, i) => at(`${addDays('2026-11-22', -i)}T12:00:00Z`, 'Hard tempo, new PB on the marathon course.'));
    const m = computeMomentum(entries, 'Marathon in spring', now);
    expect(m).toMatchObject({ consistency_score: 70, effort_sessions: 21, goal_alignment: 100, milestones: 21 });
    expect(m.messages).toEqual({
      consistency: MESSAGES.consistency.high,
      effort: MESSAGES.effort.high,
      alignment: MESSAGES.alignment.high,
      milestones: MESSAGES.milestones.high,
    });
    expect(computeMomentum([], null, now).messages).toEqual({
      consistency: MESSAGES.consistency.start,
      effort: MESSAGES.effort.start,
      alignment: MESSAGES.alignment.none,
      milestones: MESSAGES.milestones.start,
    });
  });
});

describe('goalWords', () => {
  it('leaves out bare numbers: no entry running towards 1000 km says 1000, nor a race its year', () => {
    expect(goalWords('Run 1000 km this year')).toEqual([]);
    expect(goalWords('London Marathon 2027 under 4 hours')).toEqual(['london', 'marathon']);
    expect(goalWords('Ride the 100km sportive')).toEqual(['ride', '100km', 'sportive']);
  });
});
