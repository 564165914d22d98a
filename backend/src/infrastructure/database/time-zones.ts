import type { EntityManager } from '@mikro-orm/postgresql';

/** The shape of an IANA time zone name ('Europe/London', 'America/Argentina/Buenos_Aires', 'UTC'): checked before the list. */
export const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

let known: Promise<Set<string>> | undefined;

/**
 * Whether `name` is a time zone both PostgreSQL (`at time zone`, its list read once per process) and this process's
 * Intl (the calendar days computed in Node) know, so a zone that passes never makes either fail.
 */
export async function isKnownTimeZone(em: EntityManager, name: string): Promise<boolean> {
  if (name === 'UTC') return true;
  if (!TIME_ZONE_SHAPE.test(name)) return false;
  known ??= em
    .fork()
    .execute<{ name: string }[]>('select name from pg_timezone_names')
    .then((rows) => new Set(rows.map((row) => row.name)))
    .catch((error: unknown) => {
      known = undefined;
      throw error;
    });
  if (!(await known).has(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
