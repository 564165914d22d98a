import { describe, expect, it } from '@jest/globals';
import {
  alignmentMessage,
  computeMomentum,
  consistency,
  consistencyMessage,
  containsKeyword,
  effortMessage,
  effortSessions,
  goalAlignment,
  goalWords,
  milestoneMessage,
  milestones,
  recentEntries,
  startOfWeek,
  weeklyEntries,
  weeklyStreak,
  type MomentumEntry,
} from './momentum';

// Wednesday 18 November 2026, 15:00 local time. Its week started on Sunday 15 November.
const NOW = new Date(2026, 10, 18, 15, 0);

/** An entry written `daysAgo` days before NOW's day, at 09:00 local time. */
function entry(daysAgo: number, content = 'Easy run', extra: Partial<MomentumEntry> = {}): MomentumEntry {
  const date = new Date(2026, 10, 18 - daysAgo, 9, 0);
  return { title: null, content, created_at: date.toISOString(), entry_type: 'journal', ...extra };
}

describe('startOfWeek', () => {
  it('starts weeks on Sunday at local midnight', () => {
    expect(startOfWeek(NOW)).toEqual(new Date(2026, 10, 15));
    expect(startOfWeek(new Date(2026, 10, 15, 0, 0))).toEqual(new Date(2026, 10, 15));
    expect(startOfWeek(new Date(2026, 10, 14, 23, 59))).toEqual(new Date(2026, 10, 8));
  });
});

describe('recentEntries', () => {
  it('keeps the last 30 days (today included) and leaves out weekly summaries', () => {
    const entries = [entry(0), entry(29), entry(30), entry(3, 'Summary', { entry_type: 'weekly_summary' })];
    expect(recentEntries(entries, NOW)).toEqual([entries[0], entries[1]]);
  });

  it("still counts an entry stamped just after the reader's clock", () => {
    const ahead = { content: 'Just written', created_at: new Date(NOW.getTime() + 5000).toISOString() };
    expect(recentEntries([ahead], NOW)).toEqual([ahead]);
    expect(weeklyStreak([ahead], NOW)).toBe(1);
  });
});

describe('consistency', () => {
  it('is the share of the last 30 days with an entry, counting each day once', () => {
    const entries = [entry(0), entry(0, 'Second entry today'), entry(1), entry(2), entry(10), entry(40)];
    expect(consistency(entries, NOW)).toEqual({ activeDays: 4, percent: 13 });
  });

  it('is 0 with no entries and 100 when every day has one', () => {
    expect(consistency([], NOW)).toEqual({ activeDays: 0, percent: 0 });
    const everyDay = Array.from({ length: 30 }, (_, day) => entry(day));
    expect(consistency(everyDay, NOW).percent).toBe(100);
  });
});

describe('weeklyStreak', () => {
  it('counts consecutive weeks with entries back from the current week', () => {
    // This week (Wed), last week (Sat 14th), the week before (Sun 1st... no: Mon 2nd), then a gap.
    const entries = [entry(0), entry(4), entry(16), entry(30)];
    // Weeks: 15-21 Nov (entry 0), 8-14 (entry 4 = 14 Nov), 1-7 (entry 16 = 2 Nov), 25-31 Oct (none: entry 30 = 19 Oct).
    expect(weeklyStreak(entries, NOW)).toBe(3);
  });

  it('is 0 when the current week has no entry yet', () => {
    expect(weeklyStreak([entry(4), entry(10)], NOW)).toBe(0);
  });

  it('treats Sunday as the first day of the week', () => {
    const sunday = new Date(2026, 10, 15, 8, 0);
    const saturday = new Date(2026, 10, 14, 20, 0);
    const entries = [{ content: 'Long ride', created_at: sunday.toISOString() }, { content: 'Swim', created_at: saturday.toISOString() }];
    expect(weeklyStreak(entries, NOW)).toBe(2);
    expect(weeklyStreak([entries[1]], NOW)).toBe(0);
  });
});

describe('weeklyEntries', () => {
  it('gives the last four weeks, oldest first, current week last', () => {
    const entries = [entry(0), entry(1), entry(3), entry(5), entry(20), entry(26), entry(40)];
    const weeks = weeklyEntries(entries, NOW);
    expect(weeks.map((week) => week.weekStart)).toEqual([
      new Date(2026, 9, 25),
      new Date(2026, 10, 1),
      new Date(2026, 10, 8),
      new Date(2026, 10, 15),
    ]);
    // entry(0), (1), (3) = 18, 17, 15 Nov; entry(5) = 13 Nov; entry(20) = 29 Oct; entry(26) = 23 Oct (outside).
    expect(weeks.map((week) => week.count)).toEqual([1, 0, 1, 3]);
  });
});

describe('containsKeyword', () => {
  it('matches whole words and simple endings, case-insensitively', () => {
    expect(containsKeyword('Set a new PB today!', 'pb')).toBe(true);
    expect(containsKeyword('Two races this month', 'race')).toBe(true);
    expect(containsKeyword('The intervals felt harder than usual', 'hard')).toBe(true);
    expect(containsKeyword('Personal   best on the hill', 'personal best')).toBe(true);
  });

  it('does not match a keyword inside another word', () => {
    expect(containsKeyword('Steady progress this week', 'pr')).toBe(false);
    expect(containsKeyword('Eventually I found my rhythm', 'event')).toBe(false);
    expect(containsKeyword('I could hardly walk', 'hard')).toBe(false);
  });
});

describe('effortSessions', () => {
  it('finds recent entries describing hard sessions', () => {
    const entries = [
      entry(0, 'Tough hill reps, really pushed it'),
      entry(2, 'Easy spin'),
      entry(5, 'Felt exhausted after the swim'),
      entry(45, 'Hard session long ago'),
      entry(1, 'Recovery walk', { title: 'An intense week' }),
    ];
    expect(effortSessions(entries, NOW).map((item) => item.content)).toEqual([
      'Tough hill reps, really pushed it',
      'Felt exhausted after the swim',
      'Recovery walk',
    ]);
  });
});

describe('goalAlignment', () => {
  it('uses goal words longer than three letters', () => {
    expect(goalWords('Run a sub-4 Marathon in the spring, run well')).toEqual(['marathon', 'spring', 'well']);
  });

  it('is the percent of recent entries that mention any goal word', () => {
    const entries = [
      entry(0, 'Marathon pace run'),
      entry(1, 'Spring is coming'),
      entry(2, 'Swim drills'),
      entry(3, 'Yoga'),
      entry(50, 'Marathon long ago'),
    ];
    expect(goalAlignment(entries, 'Run a sub-4 marathon in spring', NOW)).toEqual({
      percent: 50,
      aligned: 2,
      total: 4,
      words: ['marathon', 'spring'],
    });
  });

  it('has no percent without a goal, and 0 without recent entries', () => {
    expect(goalAlignment([entry(0)], null, NOW).percent).toBeNull();
    expect(goalAlignment([entry(0)], 'Go far', NOW).percent).toBeNull();
    expect(goalAlignment([], 'Finish the Ironman', NOW).percent).toBe(0);
  });
});

describe('milestones', () => {
  it('finds recent entries with milestone words and names the word', () => {
    const entries = [
      entry(0, 'New personal best over 10k!'),
      entry(1, 'Completed my first sprint triathlon'),
      entry(2, 'Steady progress'),
      entry(3, 'Felt stronger on the climbs'),
      entry(60, 'Finished a marathon'),
    ];
    expect(milestones(entries, NOW).map((found) => found.keyword)).toEqual(['personal best', 'completed', 'stronger']);
  });
});

describe('messages', () => {
  it('follow the tiers of the spec', () => {
    expect(consistencyMessage(70)).not.toBe(consistencyMessage(69));
    expect(consistencyMessage(50)).not.toBe(consistencyMessage(49));
    expect(consistencyMessage(30)).not.toBe(consistencyMessage(29));
    expect(effortMessage(10)).not.toBe(effortMessage(9));
    expect(effortMessage(5)).not.toBe(effortMessage(4));
    expect(effortMessage(1)).not.toBe(effortMessage(0));
    expect(alignmentMessage(80)).not.toBe(alignmentMessage(79));
    expect(alignmentMessage(60)).not.toBe(alignmentMessage(59));
    expect(alignmentMessage(40)).not.toBe(alignmentMessage(39));
    expect(alignmentMessage(null)).toContain('Set a goal');
    expect(milestoneMessage(3)).not.toBe(milestoneMessage(2));
    expect(milestoneMessage(1)).not.toBe(milestoneMessage(0));
  });
});

describe('computeMomentum', () => {
  it('puts every figure together', () => {
    const entries = [entry(0, 'Hard marathon session, new PB'), entry(8, 'Easy'), entry(3, 'Week in review', { entry_type: 'weekly_summary' })];
    const momentum = computeMomentum(entries, 'Marathon in April', NOW);
    expect(momentum.recentCount).toBe(2);
    expect(momentum.consistency.activeDays).toBe(2);
    expect(momentum.streak).toBe(2);
    expect(momentum.effort).toHaveLength(1);
    expect(momentum.alignment.percent).toBe(50);
    expect(momentum.milestones).toHaveLength(1);
    expect(momentum.weeks.map((week) => week.count)).toEqual([0, 0, 1, 1]);
  });
});
