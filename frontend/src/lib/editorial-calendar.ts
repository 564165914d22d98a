/** Calendar days of the editorial team, who work in Europe/London (the six-week cycle counts their days). */

export const EDITORIAL_TIME_ZONE = 'Europe/London';

/** The calendar date (YYYY-MM-DD) of an instant in Europe/London; by default today by the browser's clock. */
export function editorialToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: EDITORIAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/**
 * A week's date range in en-GB: "14–20 July 2025", "28 July – 3 August 2025" or
 * "29 December 2025 – 4 January 2026". Dates are calendar days (YYYY-MM-DD), read without time zones.
 */
export function formatDateRange(startsOn: string, endsOn: string): string {
  const start = dayOf(startsOn);
  const end = dayOf(endsOn);
  const part = (date: Date, options: Intl.DateTimeFormatOptions) => date.toLocaleDateString('en-GB', { timeZone: 'UTC', ...options });
  const endText = part(end, { day: 'numeric', month: 'long', year: 'numeric' });
  if (start.getUTCFullYear() !== end.getUTCFullYear()) return `${part(start, { day: 'numeric', month: 'long', year: 'numeric' })} – ${endText}`;
  if (start.getUTCMonth() !== end.getUTCMonth()) return `${part(start, { day: 'numeric', month: 'long' })} – ${endText}`;
  return `${part(start, { day: 'numeric' })}–${endText}`;
}
