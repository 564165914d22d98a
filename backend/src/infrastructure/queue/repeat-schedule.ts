/**
 * When a repeated job runs: every `everyMs`, `offsetMs` past each whole interval counted from midnight UTC
 * (`{ every: HOUR, offset: 7 * MINUTE }` runs at 00:07, 01:07, ...). Both drivers follow it: Bull as a cron expression
 * with seconds (cronOf), the in-process driver on timers (nextRunAt).
 */

/** The cron fields from seconds up to hours: how many seconds one unit is, and how many units make the next. */
const FIELDS = [
  { seconds: 1, range: 60 },
  { seconds: 60, range: 60 },
  { seconds: 3600, range: 24 },
] as const;

/**
 * Refuses a schedule that cron cannot say or that drifts against the clock: `everyMs` must be whole seconds dividing a
 * minute, whole minutes dividing an hour, or whole hours dividing a day; `offsetMs` whole seconds, at least 0 and less
 * than `everyMs`. Answers the field `everyMs` steps in (0 seconds, 1 minutes, 2 hours) and its step.
 */
export function checkSchedule(everyMs: number, offsetMs = 0): { field: number; step: number } {
  const schedule = `every ${everyMs} ms, offset ${offsetMs} ms`;
  if (!Number.isInteger(offsetMs) || offsetMs < 0 || offsetMs >= everyMs) {
    throw new Error(`Repeated job (${schedule}): the offset must be at least 0 and less than the interval`);
  }
  if (offsetMs % 1000 !== 0) throw new Error(`Repeated job (${schedule}): the offset must be whole seconds`);
  const every = everyMs / 1000;
  const field = FIELDS.findIndex(({ seconds, range }) => Number.isInteger(every / seconds) && range % (every / seconds) === 0);
  if (!Number.isInteger(every) || field < 0) {
    throw new Error(`Repeated job (${schedule}): the interval must be whole seconds dividing a minute, whole minutes dividing an hour, or whole hours dividing a day`);
  }
  return { field, step: every / FIELDS[field].seconds };
}

/**
 * The schedule as a six-field cron expression with seconds, read in UTC: every minute at second 20 is
 * `20 * * * * *`, every hour at 7 min 30 s is `30 7 * * * *`, every 15 minutes from 2 min past is `0 2-59/15 * * * *`.
 */
export function cronOf(everyMs: number, offsetMs = 0): string {
  const { field, step } = checkSchedule(everyMs, offsetMs);
  const offset = offsetMs / 1000;
  const fields = FIELDS.map(({ seconds, range }, index) => {
    const at = Math.floor(offset / seconds) % range;
    if (index < field) return String(at);
    if (index > field) return '*';
    if (step === range) return String(at);
    return step === 1 ? '*' : `${at}-${range - 1}/${step}`;
  });
  return [...fields, '*', '*', '*'].join(' ');
}

/** The first run strictly after `now` (ms since the epoch): `offsetMs` past a whole `everyMs` since the epoch. */
export function nextRunAt(now: number, everyMs: number, offsetMs = 0): number {
  return Math.floor((now - offsetMs) / everyMs) * everyMs + everyMs + offsetMs;
}
