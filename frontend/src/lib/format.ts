/** Who the magazine's articles are by, in every byline (home hero, theme pages, articles). */
export const MAGAZINE_TEAM = 'the Flying@50 team';

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

/**
 * "22 November 2026" (magazine dates, en-GB long form, London time; a member's own dates in `timeZone`, their profile's
 * zone); '' when missing or invalid.
 */
export function formatLongDate(value: DateInput, timeZone = MAGAZINE_TIME_ZONE): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }) : '';
}

/** "22 Nov 2026" (tables and lists, London time); '' when missing or invalid. */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: MAGAZINE_TIME_ZONE }) : '';
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: MAGAZINE_TIME_ZONE,
});

/**
 * "23 Nov 2026, 18:00" (London time): the one date-and-time form of the staff screens (toasts, cards, revisions, the
 * audit log, API keys); '' when missing or invalid.
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : '';
}

/** London's offset from UTC in minutes at an instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: MAGAZINE_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/**
 * The instant a London wall-clock time names ("2026-11-23T18:00" from a datetime-local field, whatever the browser's
 * own time zone), or null when it is not a time.
 */
export function londonTimeToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1);
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  let at = asUtc - londonOffsetMinutes(asUtc) * 60_000;
  at = asUtc - londonOffsetMinutes(at) * 60_000;
  return Number.isNaN(at) ? null : new Date(at);
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

/**
 * A theme's published articles in words (the same count on the home page, the theme page and the dashboard). Here, not
 * beside the home page's theme directory: the theme pages would download the directory with it.
 */
export function articleCountText(count: number): string {
  return count === 1 ? '1 article' : `${count} articles`;
}
