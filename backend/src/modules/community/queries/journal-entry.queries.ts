import { NotFoundException } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../community-messages.js';
import type { EntryView } from '../views.js';
import { ENTRY_VIEW_SQL, INSIGHT_WINDOW_SQL, withReplies, type EntryDoc } from './journal.queries.js';

/**
 * One of the member's entries as the journal list shows it (with its coach reply once written), by id or by the key its
 * page sent it with; null when the member has no such entry. `em` must not be inside a transaction: the replies come
 * from a query on a connection of its own (see UpdateEntryHandler).
 */
export async function entryAsListed(em: EntityManager, queries: QueryBus, userId: number, by: { id: number } | { clientKey: string }): Promise<EntryView | null> {
  const [column, value] = 'id' in by ? ['j.id', by.id] : ['j.client_key', by.clientKey];
  const rows = await em.execute<EntryDoc[]>(
    `select j.id, row_to_json(v)::text as doc, ${INSIGHT_WINDOW_SQL} as insight_window
       from journal_entries j cross join lateral (${ENTRY_VIEW_SQL}) v where j.user_id = ? and ${column} = ?`,
    [userId, value],
  );
  if (!rows.length) return null;
  const [{ doc }] = await withReplies(queries, rows);
  return JSON.parse(doc) as EntryView;
}

export class JournalEntryQuery {
  constructor(public readonly userId: number, public readonly id: number) {}
}

/** One of the member's own entries (another member's: 404, as a missing one). */
@QueryHandler(JournalEntryQuery)
export class JournalEntryHandler implements IQueryHandler<JournalEntryQuery, EntryView> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId, id }: JournalEntryQuery): Promise<EntryView> {
    const entry = await entryAsListed(this.em.fork(), this.queries, userId, { id });
    if (!entry) throw new NotFoundException(MESSAGES.entryNotFound);
    return entry;
  }
}
