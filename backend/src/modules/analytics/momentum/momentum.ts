/**
 * The momentum figures of docs/product.md#momentum, computed once on the server (GET /api/community/momentum, the rule-based coach
 * replies and the weekly summaries all use these functions). Pure: entries, the active goal's text and "now" in,
 * figures out. Days and weeks are calendar days in the member's time zone (calendar.ts); weeks start on Sunday.
 */
import { contentWords } from '../text/stop-words.js';
import { addDays, dayIn, weekStartOf } from './calendar.js';

export interface MomentumEntry {
  title?: string | null;
  content: string;
  created_at: Date;
  entry_type?: string;
}

/** Every figure looks at the last 30 days: the member's today and the 29 days before it. */
export const WINDOW_DAYS = 30;
export const WEEKS_SHOWN = 4;

export const EFFORT_KEYWORDS = ['hard', 'tough', 'pushed', 'challenging', 'struggled', 'difficult', 'intense', 'exhausted', 'breakthrough'] as const;
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

export const CONSISTENCY_TIERS = [70, 50, 30] as const;
export const EFFORT_TIERS = [10, 5, 1] as const;
export const ALIGNMENT_TIERS = [80, 60, 40] as const;
export const MILESTONE_TIERS = [3, 1] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();

/**
 * Whether the text uses the keyword as a word, case-insensitively: 'PB' and 'race' count, 'pr' in 'progress' and
 * 'event' in 'eventually' do not. Plain endings count ('races', 'harder'); several-word keywords allow any spacing.
 */
export function containsKeyword(text: string, keyword: string): boolean {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    const body = keyword.trim().toLowerCase().split(/\s+/).map(escapeRegExp).join('\\s+');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?:s|es|d|ed|er|est)?(?![\\p{L}\\p{N}])`, 'iu');
    patterns.set(keyword, pattern);
  }
  return pattern.test(text);
}

export const entryText = (entry: Pick<MomentumEntry, 'title' | 'content'>) => `${entry.title ?? ''} ${entry.content}`;

/** The keywords of the list that the entry uses, in list order. */
export function keywordsIn(entry: Pick<MomentumEntry, 'title' | 'content'>, keywords: readonly string[]): string[] {
  const text = entryText(entry);
  return keywords.filter((keyword) => containsKeyword(text, keyword));
}

/** Units of time: 'under 2 hours' is no goal word an entry's '5 hours' of sleep or '40 minutes' of anything shares. */
const TIME_UNITS: ReadonlySet<string> = new Set(['hour', 'hours', 'minute', 'minutes', 'mins', 'second', 'seconds', 'secs']);

/**
 * The words of a goal that count for alignment: longer than 3 letters, lower case, no stop-words ("under", "this") or
 * units of time, no repeats. A bare number is no word of letters: 'Run 1000 km this year' has none ('1000' is in no
 * entry that runs towards it), 'London Marathon 2027' two.
 */
export function goalWords(goal: string | null | undefined): string[] {
  return contentWords(goal).filter((word) => !TIME_UNITS.has(word) && !/^\p{N}+$/u.test(word));
}

/** The goal words an entry uses (as whole words or word beginnings: 'marathon' in 'marathons'). */
export function goalWordsIn(entry: Pick<MomentumEntry, 'title' | 'content'>, words: readonly string[]): string[] {
  const text = entryText(entry).toLowerCase();
  return words.filter((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}`, 'u').test(text));
}

/** The member's own writing: weekly summaries are the coach's, so they never count. */
export const memberEntries = <T extends MomentumEntry>(entries: readonly T[]): T[] => entries.filter((e) => e.entry_type !== 'weekly_summary');

/** Entries of the 30-day window ending today; one stamped after "now" (clocks a little apart) still counts. */
export function recentEntries<T extends MomentumEntry>(entries: readonly T[], now: Date, timeZone: string): T[] {
  const from = addDays(dayIn(now, timeZone), -(WINDOW_DAYS - 1));
  return memberEntries(entries).filter((entry) => dayIn(entry.created_at, timeZone) >= from);
}

export type Tier = 'high' | 'good' | 'building' | 'start';

export function tierOf(value: number, thresholds: readonly number[]): Tier {
  const names: Tier[] = thresholds.length === 3 ? ['high', 'good', 'building'] : ['high', 'building'];
  const index = thresholds.findIndex((threshold) => value >= threshold);
  return index < 0 ? 'start' : names[index];
}

export const MESSAGES = {
  consistency: {
    high: 'Outstanding consistency: you have written on most days this month, and that habit is what turns training into progress.',
    good: 'A steady rhythm: you are writing on more than half of your days. A short note after each session will lift it further.',
    building: 'A base to build on: a few more short entries each week will show you patterns you cannot see yet.',
    start: 'Every entry counts. A few lines after each session will start to show how your training is really going.',
  },
  effort: {
    high: 'Plenty of hard sessions this month. Give recovery the same attention, or the work will not pay off.',
    good: 'A healthy number of demanding sessions. Keep them apart with easier days so each one counts.',
    building: 'You have pushed yourself recently. Note how you felt the day after to learn what your body absorbs well.',
    start: 'No hard sessions mentioned yet. Say how tough a session felt, so your effort can be tracked.',
  },
  alignment: {
    high: 'Your entries stay firmly on your goal.',
    good: 'Most of your entries connect to your goal.',
    building: 'Some entries connect to your goal. Mention it when a session moves you towards it.',
    start: 'Few entries mention your goal yet. Writing about it keeps it in view.',
    none: 'Set a goal to see how closely your training follows it.',
    // A goal set in short words only ('Run a 5k'): alignment looks for words longer than 3 letters, and it has none.
    unmeasured: "Alignment looks for your goal's words longer than 3 letters, and your goal has none yet. Add one, such as the event's name.",
  },
  milestones: {
    high: 'A month full of milestones: personal bests, finishes and races worth remembering.',
    building: 'You have a milestone to mark this month. Note what made it possible, so you can repeat it.',
    start: 'No milestones yet this month. Personal bests, finishes and races will show here.',
  },
} as const;

export interface WeekCount {
  /** The Sunday that starts the week, 'YYYY-MM-DD'. */
  week_start: string;
  count: number;
}

export interface Momentum {
  window_days: number;
  consistency_score: number;
  /** Days of the window with at least one entry. */
  active_days: number;
  weekly_streak: number;
  weekly_entries: WeekCount[];
  effort_sessions: number;
  goal_alignment: number;
  /** Whether the member has an active goal. */
  has_goal: boolean;
  /**
   * The goal's words alignment looks for (goalWords: longer than 3 letters, no stop-words), in the goal's order. Empty
   * without a goal, or with one in short words only ('Run a 5k'): then goal_alignment is 0 and means nothing.
   */
  goal_words: string[];
  milestones: number;
  total_entries: number;
  messages: { consistency: string; effort: string; alignment: string; milestones: string };
}

/**
 * All the figures. `entries` are the member's entries (at least those of the last 30 days; older ones only count
 * for the streak); `olderDays` adds days (in `timeZone`) with entries before those given (the streak looks back further
 * than 30 days without loading old texts). `timeZone` is the member's (IANA name); days and weeks are theirs.
 */
export function computeMomentum(
  entries: readonly MomentumEntry[],
  goal: string | null | undefined,
  now: Date,
  olderDays: readonly string[] = [],
  timeZone = 'Europe/London',
): Momentum {
  const day = (entry: MomentumEntry) => dayIn(entry.created_at, timeZone);
  const today = dayIn(now, timeZone);
  const recent = recentEntries(entries, now, timeZone);
  const days = new Set(recent.map(day));
  const consistency = Math.min(100, Math.round((days.size / WINDOW_DAYS) * 100));

  const allDays = [...memberEntries(entries).map(day), ...olderDays];
  const weeks = new Map<string, number>();
  for (const day of allDays) weeks.set(weekStartOf(day), (weeks.get(weekStartOf(day)) ?? 0) + 1);
  const thisWeek = weekStartOf(today);
  let streak = 0;
  for (let week = thisWeek; weeks.has(week); week = addDays(week, -7)) streak += 1;

  const counted = new Map<string, number>();
  for (const entry of memberEntries(entries)) {
    const week = weekStartOf(day(entry));
    counted.set(week, (counted.get(week) ?? 0) + 1);
  }
  const weekly: WeekCount[] = [];
  for (let i = WEEKS_SHOWN - 1; i >= 0; i -= 1) {
    const week = addDays(thisWeek, -7 * i);
    weekly.push({ week_start: week, count: counted.get(week) ?? 0 });
  }

  const effort = recent.filter((entry) => keywordsIn(entry, EFFORT_KEYWORDS).length > 0).length;
  const words = goalWords(goal);
  const aligned = recent.filter((entry) => goalWordsIn(entry, words).length > 0).length;
  const alignment = words.length && recent.length ? Math.round((aligned / recent.length) * 100) : 0;
  const milestones = recent.filter((entry) => keywordsIn(entry, MILESTONE_KEYWORDS).length > 0).length;

  return {
    window_days: WINDOW_DAYS,
    consistency_score: consistency,
    active_days: days.size,
    weekly_streak: streak,
    weekly_entries: weekly,
    effort_sessions: effort,
    goal_alignment: alignment,
    has_goal: !!goal?.trim(),
    goal_words: words,
    milestones,
    total_entries: recent.length,
    messages: {
      consistency: MESSAGES.consistency[tierOf(consistency, CONSISTENCY_TIERS)],
      effort: MESSAGES.effort[tierOf(effort, EFFORT_TIERS)],
      alignment: words.length ? MESSAGES.alignment[tierOf(alignment, ALIGNMENT_TIERS)] : goal?.trim() ? MESSAGES.alignment.unmeasured : MESSAGES.alignment.none,
      milestones: MESSAGES.milestones[tierOf(milestones, MILESTONE_TIERS) as 'high' | 'building' | 'start'],
    },
  };
}
