/**
 * The six-week editorial cycle (spec 1 §4, §9): week 1 starts on the anchor Monday 2025-07-14 and the
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

/** Week number 1-6 of the cycle for a calendar date. */
export function cycleWeekOf(isoDate: string): number {
  const weeks = weeksSinceAnchor(isoDate);
  return (((weeks % CYCLE_WEEKS) + CYCLE_WEEKS) % CYCLE_WEEKS) + 1;
}

export function themeOfWeek(week: number): EditorialTheme {
  return EDITORIAL_THEMES[(week - 1) % CYCLE_WEEKS];
}

/** Where the date falls in the editorial cycle, with the dates of the whole cycle. */
export function cyclePosition(at: Date = new Date(), timeZone = EDITORIAL_TIME_ZONE): CyclePosition {
  const today = calendarDate(at, timeZone);
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
