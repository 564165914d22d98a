import { inspect } from 'node:util';

/** The external database did not answer at start; printed as its one-sentence message, never as a stack trace. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
  [inspect.custom](): string {
    return this.message;
  }
}

/** host:port of a DATABASE_URL, for messages: never its user name or password. */
export function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || new URLSearchParams(parsed.search).get('host') || 'localhost';
    return `${host}:${parsed.port || '5432'}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

/** Errors that a server still starting, restarting or not yet reachable gives: worth another attempt. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const STARTING_UP = new Set(['57P03', '53300']); // cannot_connect_now (starting up, shutting down, in recovery); too_many_connections
const transient = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return NETWORK_CODES.has(code ?? '') || STARTING_UP.has(code ?? '') || /timeout|terminated|ECONNREFUSED/i.test(message ?? '');
};
const reason = (error: unknown) => (error as { code?: string }).code ?? (error as Error).message ?? String(error);

type Client = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };

async function tryOnce(url: string): Promise<void> {
  const { default: pg } = (await import('pg' as string)) as { default: { Client: new (options: object) => Client } };
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  (client as unknown as { on(event: string, listener: () => void): void }).on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Waits until the PostgreSQL of DATABASE_URL answers, for up to `waitSeconds` (DATABASE_WAIT_SECONDS, default 30): a
 * database started together with the app (docker compose, a reboot) gets time to come up. Each failed attempt is one
 * warning naming host:port; when the time is up, or at once when the server answers with an error another attempt
 * will not change (a wrong password, a database that does not exist), a DatabaseUnreachableError says what to do.
 */
export async function waitForDatabase(
  url: string,
  waitSeconds: number,
  warn: (message: string) => void,
  attempt: (url: string) => Promise<void> = tryOnce,
): Promise<void> {
  const address = databaseAddress(url);
  const deadline = Date.now() + waitSeconds * 1000;
  for (let n = 1; ; n++) {
    try {
      await attempt(url);
      return;
    } catch (error) {
      if (!transient(error)) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${address} (DATABASE_URL) refused the connection: ${(error as Error).message ?? String(error)}; fix DATABASE_URL or the server, then start Flying@50 again.`,
        );
      }
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${address} (DATABASE_URL) did not answer within ${waitSeconds} s (${reason(error)}): start it or fix DATABASE_URL, then start Flying@50 again.`,
        );
      }
      warn(`PostgreSQL at ${address} (DATABASE_URL) does not answer (${reason(error)}, attempt ${n}); trying again for up to ${left} s more (DATABASE_WAIT_SECONDS)`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, Math.max(0, deadline - Date.now()))));
    }
  }
}
