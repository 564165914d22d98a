import type { TestApp } from './test-app.js';

/**
 * Tables that background work writes whatever the requests: sessions and limits (every request), the outbox relay and
 * the event consumers (activities, coach replies and their recommendations and versions, for entries made earlier),
 * and the newsletter's minute tick (the week's digest record once its moment has passed).
 */
const WRITTEN_IN_THE_BACKGROUND = ['sessions', 'rate_limits', 'mikro_orm_migrations', 'outbox_events', 'activities', 'ai_responses', 'ai_recommendations', 'reply_versions', 'newsletter_sends', 'newsletter_deliveries'];

/**
 * A digest of every application table but those written in the background, to prove that a refused call wrote
 * nothing (compare one taken before with one after). One statement for all tables: a round trip a table made the
 * authorization matrix's 1,600 digests most of its time.
 */
export function tableDigest(t: TestApp): () => Promise<string> {
  let statement: Promise<string> | undefined;
  return async () => {
    statement ??= (async () => {
      const tables = await t.sql<{ table_name: string }>(
        `select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and not (table_name = any($1)) order by table_name`,
        [WRITTEN_IN_THE_BACKGROUND],
      );
      const digests = tables
        .map(({ table_name }) => `select '${table_name}' as t, md5(coalesce(string_agg(to_jsonb(x)::text, '|' order by to_jsonb(x)::text), '')) as h from "${table_name}" x`)
        .join(' union all ');
      return `select t, h from (${digests}) d order by t`;
    })();
    const rows = await t.sql<{ t: string; h: string }>(await statement);
    return rows.map((row) => `${row.t}:${row.h}`).join(',');
  };
}
