import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PremiumItemsQuery, type PremiumItem } from '../../premium/index.js';
import type { JournalLibraryAnswer, LibraryAnswer, SavedReportView } from '../views.js';

interface SavedRow {
  id: number;
  saved_at: Date;
  premium_content_id: number;
  entry_id: number | null;
  entry_content: string | null;
  entry_created_at: Date | null;
}

/**
 * The member's saved reports with their premium content (premium's PremiumItemsQuery, one read for the list) and
 * linked entry, newest first. `entitled` (mayReadPremium): the report's text; without it (a member whose premium has
 * ended keeps the list) only the teaser, `locked: true`.
 */
export async function savedReports(em: EntityManager, queries: QueryBus, userId: number, entitled: boolean, where: { id?: number; linkedOnly?: boolean } = {}): Promise<SavedReportView[]> {
  const rows = await em.execute<SavedRow[]>(
    `select s.id, s.saved_at, s.premium_content_id, j.id as entry_id, j.content as entry_content, j.created_at as entry_created_at
       from saved_reports s
       left join journal_entries j on j.id = s.journal_entry_id and j.user_id = s.user_id
      where s.user_id = ? ${where.id ? 'and s.id = ?' : ''} ${where.linkedOnly ? 'and j.id is not null' : ''}
      order by s.saved_at desc, s.id desc`,
    where.id ? [userId, where.id] : [userId],
  );
  const items = await queries.execute<PremiumItemsQuery, Map<number, PremiumItem>>(new PremiumItemsQuery(rows.map((r) => Number(r.premium_content_id))));
  return rows.flatMap((r) => {
    const p = items.get(Number(r.premium_content_id));
    if (!p) return [];
    const view: SavedReportView = {
      id: r.id,
      saved_at: new Date(r.saved_at).toISOString(),
      premium_content: {
        id: p.id,
        topic: p.topic,
        editorial_theme: p.editorial_theme,
        editorial_week: p.editorial_week,
        subtitle: p.subtitle,
        apple_news_deck: p.apple_news_deck,
        long_form_article: entitled ? p.long_form_article : '',
        generated_images: entitled ? (p.generated_images ?? {}) : p.generated_images?.coverImage ? { coverImage: p.generated_images.coverImage } : {},
        locked: !entitled,
      },
      journal_entry: r.entry_id ? { id: r.entry_id, content: r.entry_content ?? '', created_at: new Date(r.entry_created_at!).toISOString() } : null,
    };
    return [view];
  });
}

export class LibraryQuery {
  constructor(public readonly userId: number, public readonly entitled: boolean) {}
}

@QueryHandler(LibraryQuery)
export class LibraryHandler implements IQueryHandler<LibraryQuery, LibraryAnswer> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId, entitled }: LibraryQuery): Promise<LibraryAnswer> {
    return { savedContent: await savedReports(this.em.fork(), this.queries, userId, entitled) };
  }
}

export class JournalLibraryQuery {
  constructor(public readonly userId: number, public readonly entitled: boolean) {}
}

@QueryHandler(JournalLibraryQuery)
export class JournalLibraryHandler implements IQueryHandler<JournalLibraryQuery, JournalLibraryAnswer> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId, entitled }: JournalLibraryQuery): Promise<JournalLibraryAnswer> {
    return { journalSavedReports: await savedReports(this.em.fork(), this.queries, userId, entitled, { linkedOnly: true }) };
  }
}
