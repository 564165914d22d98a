/**
 * How the Momentum tab draws the figures of GET /api/community/momentum (the server works them out;
 * nothing is computed from entries here). Pure functions, unit-tested in momentum-view.test.ts.
 */

/** docs/product.md#momentum: the thresholds each figure's message changes at, lowest first. */
export const TIERS = {
  consistency: [30, 50, 70],
  effort: [1, 5, 10],
  alignment: [40, 60, 80],
  milestones: [1, 3],
} as const;

/** The next tier above a value, and how far away it is; null once the top tier is reached. */
export function nextTier(value: number, tiers: readonly number[]): { at: number; toGo: number } | null {
  const at = tiers.find((tier) => tier > value);
  return at === undefined ? null : { at, toGo: at - value };
}

/** A percentage clamped to 0..100 (a bad figure never draws outside its chart). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** The circumference of a ring of radius r, and the dash that fills `percent` of it. */
export function ringDash(percent: number, radius: number): { circumference: number; filled: number } {
  const circumference = 2 * Math.PI * radius;
  return { circumference, filled: (clampPercent(percent) / 100) * circumference };
}

/** 'YYYY-MM-DD' read as a calendar day (no time zone shift). */
function calendarDay(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** '2 Nov' for a week starting on 2 November. */
export function shortDay(isoDay: string): string {
  const date = calendarDay(isoDay);
  return date ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }) : isoDay;
}

/** The label under a week's bar: this week, last week, else the Sunday it starts on. */
export function weekLabel(weekStart: string, index: number, total: number): string {
  if (index === total - 1) return 'This week';
  if (index === total - 2) return 'Last week';
  return `w/c ${shortDay(weekStart)}`;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const entries = (count: number) => plural(count, 'entry', 'entries');

/** A weekly chart in words, for screen readers: the entries per week, or what `title` names with each week's `valueText`. */
export function weeklySummary(weeks: ReadonlyArray<{ week_start: string; count: number }>, title = 'Entries per week', valueText: (count: number) => string = entries): string {
  if (!weeks.length) return 'No weeks to show.';
  const parts = weeks.map((week, index) => `${weekLabel(week.week_start, index, weeks.length).replace('w/c', 'week starting')}: ${valueText(week.count)}`);
  return `${title}, oldest first. ${parts.join('; ')}.`;
}

/** A distance as the momentum tab writes it: '18.5 km', '1,200 miles', '1 mile', '2,250 m', '1,650 yards'. */
export const distanceText = (value: number, unit: string) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} ${value === 1 ? unit.replace(/s$/, '') : unit}`;

/** Bar heights (0..maxHeight) scaled to the busiest week; an empty week keeps a sliver so its place shows. */
export function barHeights(counts: readonly number[], maxHeight: number, sliver = 4): number[] {
  const busiest = Math.max(1, ...counts);
  return counts.map((count) => (count > 0 ? Math.max(sliver, (count / busiest) * maxHeight) : sliver));
}

/** The days of the window with an entry, from the consistency percent. */
export function activeDays(consistencyScore: number, windowDays: number): number {
  return Math.round((clampPercent(consistencyScore) / 100) * windowDays);
}
