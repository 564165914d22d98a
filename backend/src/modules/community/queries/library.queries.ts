import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PremiumImages } from '../../premium/index.js';
import type { JournalLibraryAnswer, LibraryAnswer, SavedReportView } from '../views.js';

interface SavedRow {
  id: number;
  saved_at: Date;
  content_id: number;
  topic: string;
  editorial_theme: string | null;
  editorial_week: number | null;
  subtitle: string | null;
  apple_news_deck: string;
  long_form_article: string;
  generated_images: PremiumImages;
  entry_id: number | null;
  entry_content: string | null;
  entry_created_at: Date | null;
}

/** The member's saved reports with their premium content and linked entry, newest first. */
export async function savedReports(em: EntityManager, userId: number, where: { id?: number; linkedOnly?: boolean } = {}): Promise<SavedReportView[]> {
  const rows = await em.execute<SavedRow[]>(
    `select s.id, s.saved_at, p.id as content_id, p.topic, p.editorial_theme, p.editorial_week, p.subtitle, p.apple_news_deck,
            p.long_form_article, p.generated_images, j.id as entry_id, j.content as entry_content, j.created_at as entry_created_at
       from saved_reports s
       join premium_content p on p.id = s.premium_content_id
       left join journal_entries j on j.id = s.journal_entry_id and j.user_id = s.user_id
      where s.user_id = ? ${where.id ? 'and s.id = ?' : ''} ${where.linkedOnly ? 'and j.id is not null' : ''}
      order by s.saved_at desc, s.id desc`,
    where.id ? [userId, where.id] : [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    saved_at: new Date(r.saved_at).toISOString(),
    premium_content: {
      id: r.content_id,
      topic: r.topic,
      editorial_theme: r.editorial_theme,
      editorial_week: r.editorial_week,
      subtitle: r.subtitle,
      apple_news_deck: r.apple_news_deck,
      long_form_article: r.long_form_article,
      generated_images: r.generated_images ?? {},
    },
    journal_entry: r.entry_id ? { id: r.entry_id, content: r.entry_content ?? '', created_at: new Date(r.entry_created_at!).toISOString() } : null,
  }));
}

export class LibraryQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(LibraryQuery)
export class LibraryHandler implements IQueryHandler<LibraryQuery, LibraryAnswer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: LibraryQuery): Promise<LibraryAnswer> {
    return { savedContent: await savedReports(this.em.fork(), userId) };
  }
}

export class JournalLibraryQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(JournalLibraryQuery)
export class JournalLibraryHandler implements IQueryHandler<JournalLibraryQuery, JournalLibraryAnswer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: JournalLibraryQuery): Promise<JournalLibraryAnswer> {
    return { journalSavedReports: await savedReports(this.em.fork(), userId, { linkedOnly: true }) };
  }
}
