import { applyDecorators } from '@nestjs/common';
import { ValidateBy } from 'class-validator';

/**
 * The calendar days the API takes (UTC or the editorial time zone alike): 2000-01-01 to 2100-12-31. Far-off dates are
 * typos; far enough off (past 9999, or before year 1) they have no YYYY-MM-DD and PostgreSQL refuses the dates a
 * query would compare, so they are refused with a 400 before anything is asked.
 */
export const CALENDAR_DAYS = { first: '2000-01-01', last: '2100-12-31' } as const;

/** A real day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDay = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar day from CALENDAR_DAYS.first to CALENDAR_DAYS.last. */
export const isDayInRange = (v: unknown): v is string => isCalendarDay(v) && v >= CALENDAR_DAYS.first && v <= CALENDAR_DAYS.last;

/** The 400 messages of a calendar-day field named `field`. */
export const calendarDayMessages = (field: string) => ({
  format: `${field} must be a calendar date (YYYY-MM-DD)`,
  range: `${field} must be a day from ${CALENDAR_DAYS.first} to ${CALENDAR_DAYS.last}`,
});

/**
 * A query or body field holding a calendar day (YYYY-MM-DD) from CALENDAR_DAYS.first to CALENDAR_DAYS.last: not a date
 * answers calendarDayMessages(field).format, a far-off one .range (the validation pipe stops at the first).
 */
export function CalendarDay(field: string): PropertyDecorator {
  const messages = calendarDayMessages(field);
  // applyDecorators registers them in this order, so the format is checked first.
  return applyDecorators(
    ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDay } }, { message: messages.format }),
    ValidateBy({ name: 'isDayInRange', validator: { validate: isDayInRange } }, { message: messages.range }),
  );
}
