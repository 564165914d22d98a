/**
 * Calendar days in a time zone: a member's own (their momentum, weekly summaries and the coach's dates) or
 * Europe/London (the editorial calendar: newsletter days, the coach's daily model budget). A day is a 'YYYY-MM-DD'
 * string; day arithmetic runs on those strings (UTC midnight stand-ins), so a clock change never makes a day 23 or 25
 * hours long in the figures.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone (at most a few hundred zones exist; building one costs far more than using it). */
const formatOf = (timeZone: string): Intl.DateTimeFormat => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
};

/** The calendar day of an instant in `timeZone` (an IANA name). */
export function dayIn(instant: Date, timeZone: string): string {
  return formatOf(timeZone).format(instant);
}

/** The London calendar day of an instant. */
export function londonDay(instant: Date): string {
  return dayIn(instant, 'Europe/London');
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: string): number {
  return asUtc(day).getUTCDay();
}

/** The Sunday that starts the week of `day` (weeks start on Sunday). */
export function weekStartOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** A day written the British way: '16 November 2026'. */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(asUtc(day));
}

/** The weekday name of a day: 'Sunday'. */
export function weekdayName(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }).format(asUtc(day));
}
