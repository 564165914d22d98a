import { NotFoundException } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import type { ListCursor, ListPage } from '../../../infrastructure/http/list-paging.js';
import { PremiumItemsQuery, PublishedCardsQuery, type PremiumCard, type PremiumItem } from '../../premium/index.js';
import { MESSAGES } from '../community-messages.js';
import { ENTRY_EXCERPT_CHARS, type SavedReportSummary, type SavedReportView } from '../views.js';

interface SavedRow {
  id: number;
  saved_at: Date;
  premium_content_id: number;
  entry_id: number | null;
  entry_content: string | null;
  entry_created_at: Date | null;
}

/**
 * Saved reports of the member whole (one, by id: the Library's reader, and a save's answer) with their premium content
 * (premium's PremiumItemsQuery) and linked entry, newest first. `entitled` (mayReadPremium): the report's text; without it (a member whose premium has
 * ended keeps the list) only the teaser, `locked: true`.
 */
export async function savedReports(em: EntityManager, queries: QueryBus, userId: number, entitled: boolean, where: { id?: number } = {}): Promise<SavedReportView[]> {
  const rows = await em.execute<SavedRow[]>(
    `select s.id, s.saved_at, s.premium_content_id, j.id as entry_id, j.content as entry_content, j.created_at as entry_created_at
       from saved_reports s
       left join journal_entries j on j.id = s.journal_entry_id and j.user_id = s.user_id
      where s.user_id = ? ${where.id ? 'and s.id = ?' : ''}
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
        tldr_summary: entitled ? p.tldr_summary : '',
        generated_images: entitled ? (p.generated_images ?? {}) : p.generated_images?.coverImage ? { coverImage: p.generated_images.coverImage } : {},
        image_alts: entitled ? p.image_alts : p.image_alts.coverImage ? { coverImage: p.image_alts.coverImage } : {},
        locked: !entitled,
      },
      journal_entry: r.entry_id ? { id: r.entry_id, content: r.entry_content ?? '', created_at: new Date(r.entry_created_at!).toISOString() } : null,
    };
    return [view];
  });
}

interface SummaryRow {
  id: number;
  saved_at: Date;
  premium_content_id: number;
  entry_id: number | null;
  entry_excerpt: string | null;
  entry_created_at: Date | null;
  theme: string | null;
}

/**
 * One page of the member's Library, newest saved first on (saved_at, id) (saved_reports_user_saved_index): summaries
 * only, what a card shows (premium's PublishedCardsQuery: no report text; the linked entry's first words), and on the
 * first page how many the member has saved (an exact count: one member's library). `linkedOnly`: the reports linked to
 * one of the member's entries; `theme`: the reports of one theme (saved_reports.theme, saved_reports_user_theme_index);
 * `contentId`: that premium item's saved report alone (saved_reports_user_content_unique), or none. A saved report
 * whose item is no longer published drops out of its page.
 */
/** What a Library page lists (LibraryPageQuery). */
export interface LibraryFilter {
  linkedOnly?: boolean;
  theme?: string;
  contentId?: number;
}

export class LibraryPageQuery {
  constructor(
    public readonly userId: number,
    public readonly entitled: boolean,
    public readonly limit: number,
    public readonly before: ListCursor | undefined,
    public readonly filter: LibraryFilter = {},
  ) {}
}

@QueryHandler(LibraryPageQuery)
export class LibraryPageHandler implements IQueryHandler<LibraryPageQuery, ListPage<SavedReportSummary>> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId, entitled, limit, before, filter }: LibraryPageQuery): Promise<ListPage<SavedReportSummary>> {
    const em = this.em.fork();
    const from = `from saved_reports s left join journal_entries j on j.id = s.journal_entry_id and j.user_id = s.user_id`;
    const where = [
      { sql: 's.user_id = ?', params: [userId] as unknown[] },
      ...(filter.theme ? [{ sql: 's.theme = ?', params: [filter.theme] }] : []),
      ...(filter.contentId ? [{ sql: 's.premium_content_id = ?', params: [filter.contentId] }] : []),
      ...(filter.linkedOnly ? [{ sql: 'j.id is not null', params: [] }] : []),
    ];
    const page = await keysetPage<SummaryRow, SummaryRow>(
      em,
      {
        select: `s.id, s.saved_at, s.premium_content_id, s.theme, j.id as entry_id, j.created_at as entry_created_at,
          left(btrim(regexp_replace(j.content, '\\s+', ' ', 'g')), ${ENTRY_EXCERPT_CHARS + 1}) as entry_excerpt`,
        from,
        where,
        at: 's.saved_at',
        id: 's.id',
        map: (row) => row,
        count: async () => {
          const [{ n }] = await em.execute<Array<{ n: string }>>(`select count(*) as n ${from} where ${where.map((c) => c.sql).join(' and ')}`, where.flatMap((c) => c.params));
          return Number(n);
        },
      },
      limit,
      before,
    );
    const cards = await this.queries.execute<PublishedCardsQuery, Map<number, PremiumCard>>(new PublishedCardsQuery(page.items.map((r) => Number(r.premium_content_id))));
    const items = page.items.flatMap((r): SavedReportSummary[] => {
      const card = cards.get(Number(r.premium_content_id));
      if (!card) return [];
      const { cover_image: _cover, ...content } = card;
      return [
        {
          id: r.id,
          saved_at: new Date(r.saved_at).toISOString(),
          premium_content: { ...content, theme: r.theme, locked: !entitled },
          journal_entry: r.entry_id ? { id: r.entry_id, excerpt: r.entry_excerpt ?? '', created_at: new Date(r.entry_created_at!).toISOString() } : null,
        },
      ];
    });
    return { ...page, items };
  }
}

/** One saved report of the member, whole (report text when entitled, the linked entry's text); another's is 404. */
export class SavedReportQuery {
  constructor(public readonly userId: number, public readonly entitled: boolean, public readonly id: number) {}
}

@QueryHandler(SavedReportQuery)
export class SavedReportHandler implements IQueryHandler<SavedReportQuery, SavedReportView> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId, entitled, id }: SavedReportQuery): Promise<SavedReportView> {
    const [report] = await savedReports(this.em.fork(), this.queries, userId, entitled, { id });
    if (!report) throw new NotFoundException(MESSAGES.savedNotFound);
    return report;
  }
}
