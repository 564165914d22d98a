/** When an earlier entry was written, as a reply says it ('earlier today', 'yesterday', 'on Tuesday'). Pure. */
import { addDays, longDay, weekdayName } from '../analytics/index.js';

/** What `writtenWhen` calls an entry written the same day (the month's figures are not said again then). */
export const SAME_DAY = 'earlier today';

/**
 * When the previous entry was written, seen from this entry's day (both 'YYYY-MM-DD' in the member's time zone):
 * 'earlier today', 'yesterday', 'on Tuesday' within the week before, else 'on 3 November 2026'.
 */
export function writtenWhen(entryDay: string, previousDay: string): string {
  if (previousDay >= entryDay) return SAME_DAY;
  if (previousDay === addDays(entryDay, -1)) return 'yesterday';
  if (previousDay > addDays(entryDay, -7)) return `on ${weekdayName(previousDay)}`;
  return `on ${longDay(previousDay)}`;
}
