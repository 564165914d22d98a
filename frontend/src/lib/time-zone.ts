/** The browser's time zone (an IANA name such as 'Europe/London'), or UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every time zone the browser knows, sorted, with `current` in it even when the browser's list lacks it (UTC in some). */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', current])].sort((a, b) => a.localeCompare(b));
}

/** A zone name as people read it: 'America/New_York' → 'America / New York'. */
export const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ').replaceAll('/', ' / ');
