import { formatLongDate, formatShortDate, formatUsLongDate } from '../../lib/format';

const FORMS = { long: formatLongDate, us: formatUsLongDate, short: formatShortDate } as const;

/**
 * A day the reader sees ('22 November 2026'; the journal's 'November 22, 2026' with `form="us"`; the staff screens'
 * '22 Nov 2026' with `form="short"`) in a <time> element,
 * its day and month tied by a no-break space: where a line wraps (a phone, large text) the year may go to the next line,
 * but the day never ends a line alone ('30' ended the byline's line and 'November 2026' began the next, on every article
 * page at 390 px). Nothing when the value is missing or not a date.
 */
export function DateText({ value, form = 'long', className }: { value: string | null | undefined; form?: keyof typeof FORMS; className?: string }) {
  const text = FORMS[form](value);
  return text && value ? (
    <time dateTime={value} className={className}>
      {text.replace(' ', '\u00a0')}
    </time>
  ) : null;
}
