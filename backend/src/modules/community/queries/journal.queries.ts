import type { QueryBus } from '@nestjs/cqrs';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * One entry's own fields as EntryView (views.ts) without its coach replies, for `journal_entries j`; row_to_json of it
 * is the entry's JSON, which `withReplies` completes. Dates are ISO strings in UTC with milliseconds.
 */
export const ENTRY_VIEW_SQL = `select j.id, j.title, j.content, j.tags, j.image_url, j.is_private, j.entry_type,
    to_char(j.created_at at time zone 'UTC', ${ISO}) as created_at, to_char(j.updated_at at time zone 'UTC', ${ISO}) as updated_at`;

/**
 * Whether the entry's reply is awaited while it has none: entries of the last two days (the insights backstop writes
 * every reply within that window; older entries written before the insights engine existed are not waited for), never
 * weekly summaries.
 */
export const INSIGHT_WINDOW_SQL = `(j.entry_type <> 'weekly_summary' and j.created_at > now() - interval '2 days')`;

/**
 * The coach replies of entries as the journal shows them: per entry id that has any, the JSON array of its InsightView
 * (views.ts), recommendations of premium items still published only. Declared here and answered by the insights module,
 * which owns the replies (community cannot ask insights directly: insights reads the entries).
 */
export class EntryRepliesQuery {
  constructor(public readonly entryIds: readonly number[]) {}
}

/** The ids of the member's entries whose coach reply is pinned (answered by the insights module, like EntryRepliesQuery). */
export class PinnedEntriesQuery {
  constructor(public readonly userId: number) {}
}

/** An entry's JSON from ENTRY_VIEW_SQL (`doc`) and its INSIGHT_WINDOW_SQL. */
export interface EntryDoc {
  id: number;
  doc: string;
  insight_window: boolean;
}

/**
 * Completes entries' JSON with their coach replies (one EntryRepliesQuery for all of them) and `insight_pending` (in
 * the window and no reply yet), in EntryView's order of fields: no query per entry.
 */
export async function withReplies<T extends EntryDoc>(queries: QueryBus, rows: readonly T[]): Promise<T[]> {
  if (!rows.length) return [];
  const replies = await queries.execute<EntryRepliesQuery, Map<number, string>>(new EntryRepliesQuery(rows.map((row) => Number(row.id))));
  return rows.map((row) => {
    const answered = replies.get(Number(row.id));
    return { ...row, doc: `${row.doc.slice(0, -1)},"aiResponses":${answered ?? '[]'},"insight_pending":${Boolean(row.insight_window) && !answered}}` };
  });
}
