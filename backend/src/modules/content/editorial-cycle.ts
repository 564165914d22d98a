import { CALENDAR_DAYS } from '../../infrastructure/http/calendar-day.js';

/**
 * The six-week editorial cycle (docs/product.md#six-week-theme-cycle): week 1 starts on the anchor Monday 2025-07-14 and the
 * themes follow in a fixed order. The current week number is the whole weeks elapsed since the anchor,
 * modulo 6, plus 1. Days are calendar days in the editorial team's time zone (Europe/London).
 */
export const EDITORIAL_THEMES = [
  'Training & Performance',
  'Nutrition & Fueling',
  'Recovery & Health',
  'Mindset & Motivation',
  'Gear & Tech',
  'Racing & Strategy',
] as const;
export type EditorialTheme = (typeof EDITORIAL_THEMES)[number];

export const CYCLE_ANCHOR = '2025-07-14';
export const CYCLE_WEEKS = 6;
export const EDITORIAL_TIME_ZONE = 'Europe/London';

const DAY_MS = 86_400_000;

export interface CycleWeek {
  week: number;
  theme: EditorialTheme;
  /** Monday of the week (YYYY-MM-DD). */
  starts_on: string;
  /** Sunday of the week (YYYY-MM-DD). */
  ends_on: string;
}

export interface CyclePosition extends CycleWeek {
  /** Monday of week 1 of this cycle (YYYY-MM-DD). */
  cycle_starts_on: string;
  cycle_ends_on: string;
  /** The cycle's six weeks, week 1 first. */
  weeks: CycleWeek[];
}

/** The calendar date (YYYY-MM-DD) of an instant in the given time zone. */
export function calendarDate(at: Date, timeZone = EDITORIAL_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole weeks from the anchor Monday to the date (negative before the anchor). */
export function weeksSinceAnchor(isoDate: string): number {
  return Math.floor((dayNumber(isoDate) - dayNumber(CYCLE_ANCHOR)) / 7);
}

/**
 * The days the planner is asked about: `on` within the days the API takes (CALENDAR_DAYS, 2000-01-01 to 2100-12-31),
 * and no cycle before the one holding 2000-01-01. Far-off dates are typos; far enough off (past 9999, or cycles back
 * before year 1) they have no YYYY-MM-DD and PostgreSQL refuses the dates the query would compare.
 */
export const PLANNER_DAYS = CALENDAR_DAYS;

const cycleNumber = (isoDate: string) => Math.floor(weeksSinceAnchor(isoDate) / CYCLE_WEEKS);

/** How many cycles back from the one holding the date the planner may go: to the cycle holding PLANNER_DAYS.first. */
export function cyclesBackToFirstDay(isoDate: string): number {
  return cycleNumber(isoDate) - cycleNumber(PLANNER_DAYS.first);
}

/** Week number 1-6 of the cycle for a calendar date. */
export function cycleWeekOf(isoDate: string): number {
  const weeks = weeksSinceAnchor(isoDate);
  return (((weeks % CYCLE_WEEKS) + CYCLE_WEEKS) % CYCLE_WEEKS) + 1;
}

export function themeOfWeek(week: number): EditorialTheme {
  return EDITORIAL_THEMES[(week - 1) % CYCLE_WEEKS];
}

/** A suggested title per theme, shown on a week's card until the week has published content. */
export const SUGGESTED_TITLES: Record<EditorialTheme, string> = {
  'Training & Performance': 'Train smarter after 50: the sessions that still move the needle',
  'Nutrition & Fueling': 'Fuelling the masters athlete: what to eat before, during and after',
  'Recovery & Health': 'Recovery is training: sleep, mobility and rest days that work',
  'Mindset & Motivation': 'The masters mindset: staying motivated season after season',
  'Gear & Tech': 'Kit that earns its place: gear and tech worth having after 50',
  'Racing & Strategy': 'Race day, sorted: pacing and strategy for experienced athletes',
};

/** The six weeks of the cycle `cyclesAgo` cycles before the one the date falls in. */
export function cycleWeeksBefore(position: CyclePosition, cyclesAgo: number): CycleWeek[] {
  const shift = cyclesAgo * CYCLE_WEEKS * 7;
  return position.weeks.map((w) => ({ ...w, starts_on: isoOfDay(dayNumber(w.starts_on) - shift), ends_on: isoOfDay(dayNumber(w.ends_on) - shift) }));
}

export type WeekStatus = 'published' | 'missed' | 'not-started' | 'current' | 'suggested' | 'archived';

/**
 * A week card's status (docs/product.md#apple-news-planning): published when a published generation for the week was made inside
 * its cycle; archived (a style only) when only archived ones were; otherwise missed for a week that has
 * ended since planning began (`startedOn`: the day of the first generation; null when nothing was ever generated),
 * not-started for a week that ended before, current for the week containing today, suggested for a later week.
 * `today` is a calendar day.
 */
export function weekStatus(week: CycleWeek, today: string, made: { published: boolean; archived: boolean }, startedOn: string | null = week.starts_on): WeekStatus {
  if (made.published) return 'published';
  if (made.archived) return 'archived';
  if (week.ends_on < today) return startedOn !== null && week.ends_on >= startedOn ? 'missed' : 'not-started';
  if (week.starts_on <= today) return 'current';
  return 'suggested';
}

/** Where the date falls in the editorial cycle, with the dates of the whole cycle. */
export function cyclePosition(at: Date | string = new Date(), timeZone = EDITORIAL_TIME_ZONE): CyclePosition {
  const today = typeof at === 'string' ? at : calendarDate(at, timeZone);
  const week = cycleWeekOf(today);
  const weekStart = dayNumber(CYCLE_ANCHOR) + weeksSinceAnchor(today) * 7;
  const cycleStart = weekStart - (week - 1) * 7;
  const weeks: CycleWeek[] = Array.from({ length: CYCLE_WEEKS }, (_, i) => ({
    week: i + 1,
    theme: EDITORIAL_THEMES[i],
    starts_on: isoOfDay(cycleStart + i * 7),
    ends_on: isoOfDay(cycleStart + i * 7 + 6),
  }));
  return {
    ...weeks[week - 1],
    cycle_starts_on: isoOfDay(cycleStart),
    cycle_ends_on: isoOfDay(cycleStart + CYCLE_WEEKS * 7 - 1),
    weeks,
  };
}
