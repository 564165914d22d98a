import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EditorialTheme } from '../../content/index.js';
import { searchTsquery, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import { SUMMARY_COLUMNS, toStaffSummary, type StaffArticleSummary, type SummaryRow } from '../website-content-view.js';

/** Which of the articles that are not deleted a staff list holds. */
export interface StaffWebsiteFilter {
  theme?: EditorialTheme;
  /** Search words (title and deck, each word the start of a word). */
  q?: string;
}

/**
 * The conditions of a filter over `website_content w`. A search whose words are all stop words ("the", "for") would
 * match everything: it is left out (asked of PostgreSQL, whose dictionary knows them), so the one it keeps is on the GIN
 * index.
 */
async function staffWebsiteWhere(em: EntityManager, filter: StaffWebsiteFilter): Promise<{ where: Array<{ sql: string; params: unknown[] }>; searched: boolean }> {
  const where = [{ sql: `w.status <> 'archived'`, params: [] as unknown[] }];
  if (filter.theme) where.push({ sql: 'website_theme(w.editorial_theme, w.category, w.title) = ?', params: [filter.theme] });
  const query = searchTsquery(filter.q ?? '');
  if (query) {
    const [{ n }] = await em.execute<Array<{ n: number }>>(`select numnode(to_tsquery('english', ?)) as n`, [query]);
    if (Number(n) > 0) where.push({ sql: `w.staff_search_vector @@ to_tsquery('english', ?)`, params: [query] });
  }
  return { where, searched: where.length > (filter.theme ? 2 : 1) };
}

/**
 * The articles that are not deleted, of one theme or all, from website_theme_counts (kept by statement triggers,
 * Migration20261215000000_staff_counts): one small read at any archive size.
 */
async function listedCount(em: EntityManager, theme: EditorialTheme | undefined): Promise<number> {
  const [{ n }] = await em.execute<Array<{ n: string | null }>>(
    `select sum(listed) as n from website_theme_counts${theme ? ' where theme = ?' : ''}`,
    theme ? [theme] : [],
  );
  return Number(n ?? 0);
}

/** A page of the staff's article list: summaries (no body) newest first on (created_at, id). */
export class StaffWebsitePageQuery {
  constructor(public readonly filter: StaffWebsiteFilter, public readonly limit: number, public readonly before?: ListCursor) {}
}

/**
 * Keyset paging on (created_at, id) with the partial indexes of Migration20261207000000_staff_lists; the count (first
 * page only) comes from website_theme_counts, or, for a search, from a count query over the same filter.
 */
@QueryHandler(StaffWebsitePageQuery)
export class StaffWebsitePageHandler implements IQueryHandler<StaffWebsitePageQuery, ListPage<StaffArticleSummary>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter, limit, before }: StaffWebsitePageQuery): Promise<ListPage<StaffArticleSummary>> {
    const em = this.em.fork();
    const { where, searched } = await staffWebsiteWhere(em, filter);
    const count = searched ? undefined : () => listedCount(em, filter.theme);
    const list = { select: SUMMARY_COLUMNS, from: 'from website_content w', where, at: 'w.created_at', id: 'w.id', map: toStaffSummary, count };
    return keysetPage<SummaryRow, StaffArticleSummary>(em, list, limit, before);
  }
}
