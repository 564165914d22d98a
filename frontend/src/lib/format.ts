/** Dates and small numbers as readers of a British magazine expect them. */

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The magazine's dates are London dates, for every reader and on the server alike (the server renders the public pages
 * and the browser takes them over: both must write the same date).
 */
const MAGAZINE_TIME_ZONE = 'Europe/London';

/** "22 November 2026" (magazine dates, en-GB long form, London time); '' when missing or invalid. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MAGAZINE_TIME_ZONE }) : '';
}

/** "22 Nov 2026" (tables and lists, London time); '' when missing or invalid. */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: MAGAZINE_TIME_ZONE }) : '';
}

/** "Sunday 22 November 2026" (today's date in headers). */
export function formatWeekdayDate(value: DateInput): string {
  const date = toDate(value);
  return date
    ? date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    : '';
}

/** "November 2026" (the dashboard's month badge). */
export function formatMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' }) : '';
}

/** "November 22, 2026" (journal and preview dates use the long US form). */
export function formatUsLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }) : '';
}

/** Reading time in minutes: character count divided by 1000, rounded up (at least 1). */
export function readingTimeMinutes(text: string | null | undefined): number {
  return Math.max(1, Math.ceil((text ?? '').length / 1000));
}
