/**
 * The Momentum tab's figures, computed from the member's own entries (spec §9). Pure functions
 * of the entries, the goal text and "now" (no DOM, no React), unit-tested in momentum.test.ts.
 * Days and weeks are counted in the reader's local time; weeks start on Sunday.
 */

export interface MomentumEntry {
  title?: string | null;
  content: string;
  created_at: string;
  entry_type?: string;
}

/** Every figure looks at the last 30 days (today and the 29 days before it). */
export const MOMENTUM_WINDOW_DAYS = 30;
export const WEEKS_SHOWN = 4;

/** Words that mark a hard session. */
export const EFFORT_KEYWORDS = [
  'hard',
  'tough',
  'pushed',
  'challenging',
  'struggled',
  'difficult',
  'intense',
  'exhausted',
  'breakthrough',
] as const;

/** Words that mark a milestone. */
export const MILESTONE_KEYWORDS = [
  'pb',
  'personal best',
  'pr',
  'personal record',
  'breakthrough',
  'milestone',
  'achievement',
  'completed',
  'finished',
  'race',
  'event',
  'new record',
  'faster',
  'stronger',
] as const;

/** Midnight (local time) of the day of `date`. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Midnight (local time) of the Sunday that starts the week of `date`. */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - day.getDay());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

function entryDate(entry: MomentumEntry): Date | null {
  const date = new Date(entry.created_at);
  return Number.isNaN(date.getTime()) ? null : date;
}

function entryText(entry: MomentumEntry): string {
  return `${entry.title ?? ''} ${entry.content}`.toLowerCase();
}

/** The member's own writing: weekly summaries are the coach's, so they are left out. */
export function memberEntries<T extends MomentumEntry>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.entry_type !== 'weekly_summary');
}

/**
 * Entries written in the 30-day window ending today (today counts as one of the 30 days). An entry
 * stamped a little after "now" (the server's clock ahead of the reader's) still counts.
 */
export function recentEntries<T extends MomentumEntry>(entries: readonly T[], now: Date): T[] {
  const from = addDays(startOfDay(now), -(MOMENTUM_WINDOW_DAYS - 1));
  return memberEntries(entries).filter((entry) => {
    const date = entryDate(entry);
    return date !== null && date >= from;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const keywordPatterns = new Map<string, RegExp>();

/**
 * Whether the text uses the keyword as a word (case-insensitive). A few plain endings count too
 * ('races', 'harder', 'pushed'), but a keyword inside another word does not ('pr' in 'progress',
 * 'event' in 'eventually'). Several-word keywords allow any spacing between the words.
 */
export function containsKeyword(text: string, keyword: string): boolean {
  let pattern = keywordPatterns.get(keyword);
  if (!pattern) {
    const body = keyword.trim().toLowerCase().split(/\s+/).map(escapeRegExp).join('\\s+');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?:s|es|d|ed|er|est)?(?![\\p{L}\\p{N}])`, 'iu');
    keywordPatterns.set(keyword, pattern);
  }
  return pattern.test(text);
}

/** The first keyword of the list that the entry uses, or undefined. */
export function matchedKeyword(entry: MomentumEntry, keywords: readonly string[]): string | undefined {
  const text = entryText(entry);
  return keywords.find((keyword) => containsKeyword(text, keyword));
}

export interface Consistency {
  /** Days with at least one entry, of the last 30. */
  activeDays: number;
  /** activeDays / 30 as a whole percent. */
  percent: number;
}

/** Consistency score: the share of the last 30 days with at least one entry. */
export function consistency(entries: readonly MomentumEntry[], now: Date): Consistency {
  const days = new Set<string>();
  for (const entry of recentEntries(entries, now)) {
    const date = entryDate(entry);
    if (date) days.add(dayKey(date));
  }
  return { activeDays: days.size, percent: Math.round((days.size / MOMENTUM_WINDOW_DAYS) * 100) };
}

/** Whether any entry was written in the week starting at `weekStart`. */
function hasEntryInWeek(dates: readonly Date[], weekStart: Date): boolean {
  const weekEnd = addDays(weekStart, 7);
  return dates.some((date) => date >= weekStart && date < weekEnd);
}

/**
 * Weekly streak: how many weeks in a row, counting back from the current week (weeks start on
 * Sunday), have at least one entry. A current week without an entry gives 0.
 */
export function weeklyStreak(entries: readonly MomentumEntry[], now: Date): number {
  const dates = memberEntries(entries)
    .map(entryDate)
    .filter((date): date is Date => date !== null);
  let streak = 0;
  let weekStart = startOfWeek(now);
  while (hasEntryInWeek(dates, weekStart)) {
    streak += 1;
    weekStart = addDays(weekStart, -7);
  }
  return streak;
}

export interface WeekCount {
  /** The Sunday the week starts on (local midnight). */
  weekStart: Date;
  count: number;
}

/** Entries per week for the last 4 weeks (the current week last), weeks starting on Sunday. */
export function weeklyEntries(entries: readonly MomentumEntry[], now: Date, weeks = WEEKS_SHOWN): WeekCount[] {
  const dates = memberEntries(entries)
    .map(entryDate)
    .filter((date): date is Date => date !== null);
  const current = startOfWeek(now);
  const result: WeekCount[] = [];
  for (let index = weeks - 1; index >= 0; index -= 1) {
    const weekStart = addDays(current, -7 * index);
    const weekEnd = addDays(weekStart, 7);
    result.push({ weekStart, count: dates.filter((date) => date >= weekStart && date < weekEnd).length });
  }
  return result;
}

/** Effort sessions: entries of the last 30 days that describe a hard session. */
export function effortSessions<T extends MomentumEntry>(entries: readonly T[], now: Date): T[] {
  return recentEntries(entries, now).filter((entry) => matchedKeyword(entry, EFFORT_KEYWORDS) !== undefined);
}

/** The words of a goal that count for alignment: longer than 3 letters, lower case, no repeats. */
export function goalWords(goal: string | null | undefined): string[] {
  const words = (goal ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 3);
  return [...new Set(words)];
}

export interface GoalAlignment {
  /** Whole percent of the last 30 days' entries that mention a goal word; null without a goal word. */
  percent: number | null;
  aligned: number;
  total: number;
  words: string[];
}

/** Goal alignment: the share of the last 30 days' entries that use any goal word longer than 3 letters. */
export function goalAlignment(entries: readonly MomentumEntry[], goal: string | null | undefined, now: Date): GoalAlignment {
  const words = goalWords(goal);
  const recent = recentEntries(entries, now);
  if (!words.length) return { percent: null, aligned: 0, total: recent.length, words };
  const aligned = recent.filter((entry) => {
    const text = entryText(entry);
    return words.some((word) => text.includes(word));
  }).length;
  return {
    percent: recent.length ? Math.round((aligned / recent.length) * 100) : 0,
    aligned,
    total: recent.length,
    words,
  };
}

export interface Milestone<T extends MomentumEntry = MomentumEntry> {
  entry: T;
  keyword: string;
}

/** Milestones: entries of the last 30 days that mention a personal best, a race, a finish and so on. */
export function milestones<T extends MomentumEntry>(entries: readonly T[], now: Date): Array<Milestone<T>> {
  const found: Array<Milestone<T>> = [];
  for (const entry of recentEntries(entries, now)) {
    const keyword = matchedKeyword(entry, MILESTONE_KEYWORDS);
    if (keyword) found.push({ entry, keyword });
  }
  return found;
}

export type Tier = 'high' | 'good' | 'building' | 'start';

/** Which tier a figure falls in, given its three thresholds (highest first). */
function tierOf(value: number, [high, good, building]: readonly [number, number, number]): Tier {
  if (value >= high) return 'high';
  if (value >= good) return 'good';
  if (value >= building) return 'building';
  return 'start';
}

export const CONSISTENCY_TIERS = [70, 50, 30] as const;
export const EFFORT_TIERS = [10, 5, 1] as const;
export const ALIGNMENT_TIERS = [80, 60, 40] as const;
export const MILESTONE_TIERS = [3, 1] as const;

export function consistencyMessage(percent: number): string {
  switch (tierOf(percent, CONSISTENCY_TIERS)) {
    case 'high':
      return 'Outstanding consistency. Journaling most days is building a habit that lasts.';
    case 'good':
      return 'Good rhythm. You are journaling on more than half of your days.';
    case 'building':
      return 'A solid base. A few more short entries each week will lift this quickly.';
    default:
      return 'Every entry counts. Try a few lines after each session to build momentum.';
  }
}

export function effortMessage(count: number): string {
  switch (tierOf(count, EFFORT_TIERS)) {
    case 'high':
      return 'Plenty of hard work this month. Make sure recovery gets the same attention.';
    case 'good':
      return 'A healthy number of demanding sessions. Keep balancing them with easier days.';
    case 'building':
      return 'You have pushed yourself recently. Note how you felt afterwards to learn what works.';
    default:
      return 'No hard sessions mentioned yet. Describe how tough a session felt to track your effort.';
  }
}

export function alignmentMessage(percent: number | null): string {
  if (percent === null) return 'Set a goal to see how closely your training follows it.';
  switch (tierOf(percent, ALIGNMENT_TIERS)) {
    case 'high':
      return 'Your entries stay firmly on your goal.';
    case 'good':
      return 'Most of your entries connect to your goal.';
    case 'building':
      return 'Some entries connect to your goal. Mention it when a session moves you towards it.';
    default:
      return 'Few entries mention your goal yet. Writing about it keeps it in view.';
  }
}

export function milestoneMessage(count: number): string {
  if (count >= MILESTONE_TIERS[0]) return 'A month full of milestones. Well done.';
  if (count >= MILESTONE_TIERS[1]) return 'You have a milestone to celebrate this month.';
  return 'No milestones yet this month. Personal bests, finishes and races will show here.';
}

export interface Momentum<T extends MomentumEntry = MomentumEntry> {
  consistency: Consistency;
  streak: number;
  weeks: WeekCount[];
  effort: T[];
  alignment: GoalAlignment;
  milestones: Array<Milestone<T>>;
  /** How many of the member's entries fall in the 30-day window. */
  recentCount: number;
}

/** All the Momentum figures at once. */
export function computeMomentum<T extends MomentumEntry>(entries: readonly T[], goal: string | null | undefined, now: Date): Momentum<T> {
  return {
    consistency: consistency(entries, now),
    streak: weeklyStreak(entries, now),
    weeks: weeklyEntries(entries, now),
    effort: effortSessions(entries, now),
    alignment: goalAlignment(entries, goal, now),
    milestones: milestones(entries, now),
    recentCount: recentEntries(entries, now).length,
  };
}
