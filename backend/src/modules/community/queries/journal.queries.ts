import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../../infrastructure/database/prepared-query.js';

export class ListEntriesQuery {
  constructor(public readonly userId: number) {}
}

/** An answer already serialised as JSON text (the controller sends it as it is). */
export class JsonText {
  constructor(public readonly json: string) {}
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The member's entries as the JSON array of EntryView (views.ts), newest first, built by PostgreSQL in one prepared
 * statement on the (user_id, created_at desc, id desc) index: no entity hydration, no Date objects, no
 * JSON.stringify. Dates are ISO strings in UTC with milliseconds, as Date#toISOString writes them.
 */
const LIST_ENTRIES_SQL = `select '[' || coalesce(string_agg(row_to_json(v)::text, ',' order by j.created_at desc, j.id desc), '') || ']' as json
  from journal_entries j
  cross join lateral (select j.id, j.title, j.content, j.tags, j.image_url, j.is_private, j.entry_type,
    to_char(j.created_at at time zone 'UTC', ${ISO}) as created_at, to_char(j.updated_at at time zone 'UTC', ${ISO}) as updated_at,
    '[]'::json as "aiResponses") v
  where j.user_id = $1`;

/** The member's own entries, newest first. */
@QueryHandler(ListEntriesQuery)
export class ListEntriesHandler implements IQueryHandler<ListEntriesQuery, JsonText> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListEntriesQuery): Promise<JsonText> {
    const [row] = await preparedQuery<{ json: string }>(this.em, 'f50_journal_entries', LIST_ENTRIES_SQL, [userId]);
    return new JsonText(row.json);
  }
}
