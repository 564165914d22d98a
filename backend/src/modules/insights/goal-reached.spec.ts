import { describe, expect, it } from '@jest/globals';
import { computeMomentum, type RecentEntry } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { goalReached, reachedBefore } from './goal-reached.js';
import { ruleReply } from './rule-reply.js';
import { weeklySummary } from './weekly-summary.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });
const reply = (content: string, goal: string, tone: 'direct' | 'encouraging' | 'analytical') =>
  ruleReply({ entry: { title: '', content }, goal, momentum: computeMomentum([day(0, content), day(2, 'Easy swim')], goal, now), tone, recommendations: [] });

/** The day the goal was for: its event done, in the entry's words. */
describe("an entry that says the goal's event is done", () => {
  it('is read from the event the goal names and a word for done', () => {
    const reached = (content: string, goal: string) => goalReached({ content }, goal);
    expect(reached('Finished the Berlin marathon in 4:12! So happy.', 'Finish the Berlin marathon under four and a half hours')).toBe(true);
    expect(reached('Completed the Dragon Ride today, 200 km.', 'Ride the Dragon Ride')).toBe(true);
    expect(reached('Did it! First 5k parkrun without walking, 34 minutes.', 'Run my first 5k without stopping')).toBe(true);
    expect(reached('First marathon done, never again (maybe).', 'Run a marathon')).toBe(true);
    // Not done: training for it, another event, a race to come, not finished, a goal kept up rather than reached once.
    expect(reached('Finished my long run, marathon training going well.', 'Run a marathon')).toBe(false);
    expect(reached('Finished my first half marathon!', 'Run a marathon')).toBe(false);
    expect(reached('Finished the London marathon.', 'Finish the Berlin marathon')).toBe(false);
    expect(reached('Marathon tomorrow, bib collected, nervous.', 'Run a marathon')).toBe(false);
    expect(reached("Didn't finish the marathon, pulled out at 30 km with cramp.", 'Run a marathon')).toBe(false);
    expect(reached('parkrun done, 27:30.', 'Run a parkrun every week')).toBe(false);
    expect(reached('Finished the marathon.', 'Swim a mile without stopping by summer')).toBe(false);
    expect(reached('Finished a coastal ride, windy.', 'Cycle the Coast to Coast')).toBe(false);
    expect(reached('Finished sprint intervals, triathlon is six weeks away.', 'Complete a sprint triathlon by June')).toBe(false);
    expect(reached('Finished the sprint triathlon, 1:38!', 'Complete a sprint triathlon by June')).toBe(true);
    expect(reached('Completed the Coast to Coast in three days!', 'Cycle the Coast to Coast')).toBe(true);
  });

  it("is not a beginner programme's week done, though the programme is named after the goal's distance", () => {
    expect(goalReached({ content: 'Week 4 of Couch to 5K done, three runs this week.' }, 'Run my first 5k')).toBe(false);
    expect(goalReached({ content: 'C25K week 9 done!' }, 'Run my first 5k')).toBe(false);
    expect(goalReached({ content: 'Did it! First 5k, 34 minutes.' }, 'Run my first 5k')).toBe(true);
    // 'Did my first 10k race' is the goal's event done, and its 10 km the session's distance.
    expect(goalReached({ content: 'Did my first 10k race today at 58 years old! 1:02:15' }, 'Run a 10k')).toBe(true);
    expect(reply('Did my first 10k race today at 58 years old! 1:02:15', 'Run a 10k', 'direct')).toContain('10 km run in 1:02:15');
  });

  it('gets congratulations, the rest it needs and the next goal, not "keep your goal in view"', () => {
    const text = reply('Finished the Berlin marathon in 4:12! So happy, legs wrecked.', 'Finish the Berlin marathon under four and a half hours', 'encouraging');
    // The goal had a time to beat, and the entry gives the time: it is said to be met.
    expect(text).toContain('4:12 is inside the 4:30 your goal asked for: goal reached.');
    // Without the time, whether it was met is not claimed; outside it, the event is done all the same.
    const untimed = reply('Finished the Berlin marathon! So happy, legs wrecked.', 'Finish the Berlin marathon under four and a half hours', 'encouraging');
    expect(untimed).toContain('This was the day your goal was for, and you finished it.');
    expect(untimed).not.toContain('goal reached');
    expect(reply('Finished the Berlin marathon in 4:41!', 'Finish the Berlin marathon under four and a half hours', 'direct')).toContain(
      'You finished the event your goal was for, in 4:41 against the 4:30 you aimed at.',
    );
    expect(text).toContain('a week or two of easy days and good sleep');
    expect(text).toContain('Your goal, "Finish the Berlin marathon under four and a half hours", is reached');
    expect(untimed).toContain('The event your goal, "Finish the Berlin marathon under four and a half hours", was for is behind you now');
    expect(text).toContain("A next step: take the easy days first, then set your next goal with 'Archive & Set New Goal'");
    expect(text).not.toMatch(/keeps your goal|in view|Note what made it possible/);
    const short = reply('Did it! First 5k parkrun without walking, 34 minutes.', 'Run my first 5k without stopping', 'direct');
    expect(short).toContain('You finished the event your goal was for: goal reached. Well done. Give yourself a few easy days before anything hard.');
    expect(reply('Completed the Dragon Ride today, 200 km.', 'Ride the Dragon Ride', 'analytical')).toContain(
      'Goal ("Ride the Dragon Ride"): its event is done, so goal alignment measures nothing new from here.',
    );
  });

  it('leads the weekly summary, with rest and the next goal as the focus', () => {
    let id = 0;
    const entry = (iso: string, content: string): RecentEntry => ({ id: ++id, title: '', content, tags: [], is_private: false, entry_type: 'journal', created_at: new Date(iso) });
    const week = [entry('2026-11-16T08:00:00Z', 'Easy shakeout jog.'), entry('2026-11-19T14:00:00Z', 'Completed the Dragon Ride! 200 km, brutal climbs.'), entry('2026-11-21T09:00:00Z', 'Legs heavy, short walk.')];
    const end = new Date('2026-11-21T23:59:59Z');
    const goal = 'Ride the Dragon Ride';
    const [, insight, focus] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal, momentum: computeMomentum(week, goal, end), tone: 'encouraging', timeZone: 'Europe/London' }).split('\n\n');
    expect(insight).toBe(
      'Key insight: on Thursday you finished the event your goal, "Ride the Dragon Ride", was for ("Completed the Dragon Ride! 200 km, brutal climbs"). That is what the weeks before it were for; let the easy days that follow do their work before anything hard.',
    );
    expect(focus).toMatch(/^Next week's focus: take the easy days first, then set your next goal with 'Archive & Set New Goal'/);
  });

  it('is congratulated once: a goal kept after its event is done is reminded of that day, and asked for the next goal', () => {
    let id = 0;
    const entry = (iso: string, content: string): RecentEntry => ({ id: ++id, title: '', content, tags: [], is_private: false, entry_type: 'journal', created_at: new Date(iso) });
    const goal = 'Run my first 5k';
    const setAt = new Date('2026-11-01T09:00:00Z');
    const first = entry('2026-11-14T10:00:00Z', 'Did it! First 5k, 33 minutes.');
    const again = entry('2026-11-21T10:00:00Z', 'Another 5k done, 31 minutes.');
    const entries = [entry('2026-11-10T10:00:00Z', '5k done? Not yet, walked twice.'), first, again];
    // The first entry since the goal was set that reached it, when it came before the one replied to.
    const activity = { recent: entries, goal, goalSetAt: setAt, goalReachedAt: null };
    expect(reachedBefore(activity, again)).toEqual(first.created_at);
    expect(reachedBefore(activity, first)).toBeUndefined();
    // Reached under an earlier goal (before this one was set): nothing reached yet.
    expect(reachedBefore({ ...activity, goalSetAt: new Date('2026-11-15T00:00:00Z') }, again)).toBeUndefined();
    expect(reachedBefore({ ...activity, goal: null }, again)).toBeUndefined();
    // Reached long ago, as stored (no entry of it among those loaded), or earlier than the first loaded one: that day.
    const stored = new Date('2026-09-20T10:00:00Z');
    expect(reachedBefore({ ...activity, recent: [again], goalReachedAt: stored }, again)).toEqual(stored);
    expect(reachedBefore({ ...activity, goalReachedAt: stored }, again)).toEqual(stored);
    // The entry that reached it, replied to again, still reached it first.
    expect(reachedBefore({ ...activity, goalReachedAt: first.created_at }, first)).toBeUndefined();

    const m = computeMomentum(entries, goal, now);
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: again, goal, goalReachedOn: 'on Saturday', momentum: m, tone, recommendations: [] });
      expect(text).not.toMatch(/goal reached|the day your goal was for|Goal event completed|behind you now|take the easy days first/);
      expect(text).toContain("'Archive & Set New Goal'");
      expect(text).toContain('on Saturday');
    }
    expect(ruleReply({ entry: again, goal, goalReachedOn: 'on Saturday', momentum: m, tone: 'encouraging', recommendations: [] })).toContain(
      'You reached your goal, "Run my first 5k", on Saturday. When you are ready, set the next one with \'Archive & Set New Goal\', so your entries have something new to aim at.',
    );

    // The weekly summary of a later week says so instead of 'you finished the event' again.
    const week = [again, entry('2026-11-19T10:00:00Z', 'Easy 5k jog.')];
    const end = new Date('2026-11-21T23:59:59Z');
    const [, insight, focus] = weeklySummary({ weekStart: '2026-11-15', entries: week, goal, goalReachedAt: first.created_at, momentum: computeMomentum(entries, goal, end), tone: 'direct', timeZone: 'Europe/London' }).split('\n\n');
    expect(insight).toBe(
      'Key insight: you finished the event your goal, "Run my first 5k", was for on 14 November 2026, and it is still your goal. Set the next one with \'Archive & Set New Goal\', so the weeks ahead have something new to aim at.',
    );
    expect(focus).not.toMatch(/take the easy days first|aimed squarely at your goal|connect to it/);
  });

  it('reads a multisport race done as a session of its sports, not of the one named after it', () => {
    expect(entryFacts({ content: 'Finished the sprint triathlon, 1:38! Swim was chaos.' })).toMatchObject({ sport: 'swim', others: ['ride', 'run'], duration: null });
    expect(entryFacts({ content: 'My first duathlon, loved it.' })).toMatchObject({ sport: 'run', others: ['ride'] });
    // Training for one, or one still to come, is the session it names.
    expect(entryFacts({ content: 'Triathlon training: 40 min turbo.' })).toMatchObject({ sport: 'ride', others: [] });
    expect(entryFacts({ content: 'Triathlon in six weeks, easy swim 1,500 m.' })).toMatchObject({ sport: 'swim', others: [], distance: '1,500 m' });
  });

  it('reads running in water as aqua jogging, which trains a runner\'s goal', () => {
    expect(entryFacts({ content: 'Aqua jogging 40 minutes in the deep end.' })).toMatchObject({ sport: 'aqua', others: [], duration: '40 minutes' });
    expect(entryFacts({ content: 'Pool running, 30 min.' })).toMatchObject({ sport: 'aqua' });
    const text = reply('Aqua jogging 40 minutes in the deep end, calf fine in the water.', 'Run the Great North Run', 'encouraging');
    expect(text).toContain('your 40-minute aqua jogging session. Aqua jogging is a clever way to keep your running fitness');
    expect(text).toContain('Your aqua jogging session is training for your goal, "Run the Great North Run"');
  });
});
