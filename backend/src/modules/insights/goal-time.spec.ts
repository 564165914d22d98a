import { describe, expect, it } from '@jest/globals';
import { computeMomentum, type RecentEntry } from '../analytics/index.js';
import { ruleReply } from './rule-reply.js';
import { weeklySummary } from './weekly-summary.js';
import { goalReached } from './goal-reached.js';
import { clockOf } from './clock.js';
import { eventTime, goalDistance, goalTimeTarget, timeAgainstGoal } from './goal-time.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string): RecentEntry => ({ id: n, title: '', content, tags: [], is_private: false, entry_type: 'journal', created_at: new Date(now.getTime() - n * 86_400_000) });

describe("a goal's time to beat", () => {
  it('is read from the goal in figures, clocks or words, in hours for a race over an hour long and minutes for a shorter one', () => {
    expect(goalTimeTarget('Run a sub-30 parkrun')).toEqual({ km: 5, seconds: 1800, sports: ['run'] });
    expect(goalTimeTarget('Sub-45 10k at 55')).toMatchObject({ km: 10, seconds: 2700 });
    expect(goalTimeTarget('Run a sub-4 marathon')).toMatchObject({ km: 42.2, seconds: 14400 });
    expect(goalTimeTarget('Finish the Berlin marathon under four and a half hours')).toMatchObject({ km: 42.2, seconds: 16200 });
    expect(goalTimeTarget('Run a half marathon under 2 hours')).toMatchObject({ km: 21.1, seconds: 7200 });
    expect(goalTimeTarget('Half marathon under 1:55')).toMatchObject({ km: 21.1, seconds: 6900 });
    expect(goalTimeTarget('5k in under 24:30')).toMatchObject({ km: 5, seconds: 1470 });
    expect(goalTimeTarget('Run 10 miles under 1:30')).toMatchObject({ km: 16.1, seconds: 5400 });
    expect(goalTimeTarget('Run my first 5k')).toBeNull();
    expect(goalTimeTarget('Swim a mile under 40 minutes')).toEqual({ km: 1.609344, seconds: 2400, sports: ['swim'] });
  });

  it('is read for a ride, a swim or a walk of a distance, with a time to do it in, and met only by a session of that sport', () => {
    expect(goalTimeTarget('Ride 100 km in under 4 hours')).toEqual({ km: 100, seconds: 14400, sports: ['ride'] });
    expect(goalTimeTarget('Swim a mile in 40 minutes')).toEqual({ km: 1.609344, seconds: 2400, sports: ['swim'] });
    expect(goalTimeTarget('Swim 1500 m in under 30 min')).toEqual({ km: 1.5, seconds: 1800, sports: ['swim'] });
    expect(goalTimeTarget('Sportive 160 km under 7 hours')).toEqual({ km: 160, seconds: 25200, sports: ['ride'] });
    expect(goalTimeTarget('Walk 10 km in 1:40')).toEqual({ km: 10, seconds: 6000, sports: ['walk'] });
    expect(goalTimeTarget('Lose 5 kg and run a sub-25 5k')).toEqual({ km: 5, seconds: 1500, sports: ['run'] });
    // A year is no time to do it in, and a distance with no time is a distance to cover.
    expect(goalTimeTarget('Run a marathon in 2027')).toBeNull();
    expect(goalTimeTarget('Ride 100 km')).toBeNull();
    const ride = 'Ride 100 km in under 4 hours';
    expect(timeAgainstGoal({ content: 'Rode 102 km today in 3:52, tired but happy' }, ride)).toEqual({ time: 13920, target: 14400 });
    expect(goalReached({ content: 'Rode 102 km today in 3:52, tired but happy' }, ride)).toBe(true);
    expect(goalReached({ content: '100 km ride, 4:20, windy' }, ride)).toBe(false);
    expect(timeAgainstGoal({ content: 'Ran 100 km in 3:50' }, ride)).toBeNull();
    const swim = 'Swim a mile in 40 minutes';
    expect(goalReached({ content: 'Open water swim, a mile in 38:30' }, swim)).toBe(true);
    expect(timeAgainstGoal({ content: 'Swam 1 mile in 42 minutes' }, swim)).toEqual({ time: 2520, target: 2400 });
  });

  it("is met by the entry's time for the goal's event (its name or its distance), and only by a run of it", () => {
    expect(eventTime({ content: 'Parkrun today, 29:50' }, 5)).toBe(1790);
    expect(eventTime({ content: '5 km in 28 minutes' }, 5)).toBe(1680);
    expect(eventTime({ content: '8 km in 45 minutes' }, 5)).toBeNull();
    expect(eventTime({ content: 'Half marathon in 1:58:30' }, 21.1)).toBe(7110);
    expect(eventTime({ content: 'Rode 5 km in 12 minutes' }, 5)).toBeNull();
    expect(timeAgainstGoal({ content: 'Parkrun 31:10, windy' }, 'Run a sub-30 parkrun')).toEqual({ time: 1870, target: 1800 });
    expect(clockOf(1790)).toBe('29:50');
    expect(clockOf(16200)).toBe('4:30');
    expect(clockOf(7110)).toBe('1:58:30');
  });

  it('reaches a goal on an event run any week only when the time beats it, and says how far off when it does not', () => {
    const goal = 'Run a sub-30 parkrun';
    expect(goalReached({ content: 'Parkrun today, 29:50, first time under 30 since my hip replacement!' }, goal)).toBe(true);
    expect(goalReached({ content: 'Parkrun done, 31:10' }, goal)).toBe(false);
    // Done, with no time: not known to be reached.
    expect(goalReached({ content: 'Parkrun done!' }, goal)).toBe(false);
    // Whatever else the goal says, and without a word for done.
    expect(goalReached({ content: 'Parkrun 24:59' }, 'Sub 25 parkrun before I turn 60')).toBe(true);
    expect(goalReached({ content: 'Parkrun done!' }, 'Sub 25 parkrun before I turn 60')).toBe(false);
    expect(goalReached({ content: '10 mile race 1:28:40' }, 'Run 10 miles under 1:30')).toBe(true);
    const momentum = computeMomentum([day(0, 'Parkrun'), day(2, 'Easy run'), day(9, 'Long run')], goal, now);
    const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
      ruleReply({ entry: { title: '', content }, goal, momentum, tone, recommendations: [] });
    const met = reply('Parkrun today, 29:50, first time under 30 since my hip replacement!');
    expect(met).toContain('29:50 is inside the 30:00 your goal asked for: goal reached.');
    expect(met).toContain('Your goal, "Run a sub-30 parkrun", is reached');
    // The goal reached comes before a return's caution.
    expect(met).not.toContain('Welcome back');
    expect(reply('Parkrun 31:10, windy', 'direct')).toContain('31:10 against your target of 30:00: 1:10 to find.');
    const week = [day(3, 'Easy 5 km run'), day(2, 'Rest day'), day(1, 'Parkrun today, 29:50!')];
    const [, insight] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal, momentum: computeMomentum(week, goal, now), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(insight).toMatch(/^Key insight: on \w+day you reached your goal, "Run a sub-30 parkrun", in 29:50 \("Parkrun today, 29:50"\)\./);
  });
  it('reads a distance to cover in one session, reached by a session of its sport that covers it, and says how much of it a shorter one did', () => {
    expect(goalDistance('Ride 100 km')).toBe(100);
    expect(goalDistance('Swim a mile non-stop')).toBeCloseTo(1.609);
    expect(goalDistance('Walk 10 miles by Easter')).toBeCloseTo(16.09);
    // A race's name, a time goal or a total is no distance to cover in one session.
    expect(goalDistance('Run a 5k')).toBeNull();
    expect(goalDistance('Run a sub-30 parkrun')).toBeNull();
    expect(goalDistance('Run 1000 km this year')).toBeNull();
    expect(goalReached({ content: 'Rode 104 km today!' }, 'Ride 100 km')).toBe(true);
    expect(goalReached({ content: 'Swam 1650m non-stop!' }, 'Swim a mile non-stop')).toBe(true);
    expect(goalReached({ content: 'Ran 104 km over the week' }, 'Ride 100 km')).toBe(false);
    expect(goalReached({ content: 'Easy 5k round the park' }, 'Run a 5k')).toBe(false);
    const momentum = computeMomentum([day(0, 'Ride'), day(2, 'Easy ride'), day(9, 'Long ride')], 'Ride 100 km', now);
    const reply = (content: string) => ruleReply({ entry: { title: '', content }, goal: 'Ride 100 km', momentum, tone: 'direct', recommendations: [] });
    expect(reply('Rode 104 km today!')).toContain('That covers the distance your goal asked for: goal reached.');
    expect(reply('Rode 104 km today!')).toContain('Your goal, "Ride 100 km", is reached.');
    expect(reply('Cycled to the coast and back, 70 km')).toContain('That is 70% of the distance your goal asks for.');
  });
});
