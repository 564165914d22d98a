import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { JournalEntrySchema } from '../entities/journal-entry.entity.js';
import { toEntryView, type EntryView } from '../views.js';

export class ListEntriesQuery {
  constructor(public readonly userId: number) {}
}

/** The member's own entries, newest first. */
@QueryHandler(ListEntriesQuery)
export class ListEntriesHandler implements IQueryHandler<ListEntriesQuery, EntryView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListEntriesQuery): Promise<EntryView[]> {
    const rows = await this.em.fork().find(JournalEntrySchema, { user_id: userId }, { orderBy: { created_at: 'desc', id: 'desc' } });
    return rows.map(toEntryView);
  }
}
