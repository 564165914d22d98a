import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EditorialTheme } from '../../content/index.js';
import { searchTsquery, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import { SUMMARY_COLUMNS, toStaffSummary, type StaffArticleSummary, type SummaryRow } from '../website-content-view.js';

/** Which of the articles that are not deleted a staff list holds. */
export interface StaffWebsiteFilter {
  theme?: EditorialTheme;
  /**
   * Search words (title, deck, description and body, each word the start of a word; a lone number is also an id), or an
   * article's address: its slug, a link to it (…/article/<slug or id>) or "#<id>".
   */
  q?: string;
}

/** The article an address pasted in the search names ("#1942", a slug, a link to /article/…), or null for words. */
export function articleAddress(q: string): { id: number } | { slug: string } | null {
  const text = q.trim();
  const hash = /^#(\d{1,9})$/.exec(text);
  if (hash) return { id: Number(hash[1]) };
  const link = /\/article\/([^/?#\s]+)/i.exec(text);
  if (link && !/\s/.test(text)) {
    let part = link[1];
    try {
      part = decodeURIComponent(part);
    } catch {
      // A malformed escape: looked for as it is.
    }
    return /^\d{1,9}$/.test(part) ? { id: Number(part) } : { slug: part.toLowerCase() };
  }
  return /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u.test(text) ? { slug: text.toLowerCase() } : null;
}

/** The id of the article (not deleted) an address names, by its slug or one it had before a rename; null if none. */
async function addressedArticle(em: EntityManager, q: string): Promise<number | null> {
  const address = articleAddress(q);
  if (!address) return null;
  const [row] =
    'id' in address
      ? await em.execute<Array<{ id: number }>>(`select id from website_content where id = ? and status <> 'archived'`, [address.id])
      : await em.execute<Array<{ id: number }>>(
          `select w.id from website_content w
            where w.status <> 'archived' and (w.slug = ? or w.id = (select h.article_id from website_slug_history h where h.slug = ?))
            order by w.slug = ? desc limit 1`,
          [address.slug, address.slug, address.slug],
        );
  return row ? Number(row.id) : null;
}

/**
 * The conditions of a filter over `website_content w`. The words are looked for in the magazine's search vector (title,
 * deck, description and body: website_content_search_idx, the GIN index the public search reads), so an editor finds an
 * article by a word of its text. A search whose words are all stop words ("the", "for") would match everything: it is
 * left out (asked of PostgreSQL, whose dictionary knows them), so the one it keeps is on the GIN index. A lone number is
 * also an article's id (either condition on its index).
 */
async function staffWebsiteWhere(em: EntityManager, filter: StaffWebsiteFilter): Promise<{ where: Array<{ sql: string; params: unknown[] }>; searched: boolean }> {
  const where = [{ sql: `w.status <> 'archived'`, params: [] as unknown[] }];
  if (filter.theme) where.push({ sql: 'website_theme(w.editorial_theme, w.category, w.title) = ?', params: [filter.theme] });
  const q = filter.q ?? '';
  const query = searchTsquery(q);
  if (query) {
    const [{ n }] = await em.execute<Array<{ n: number }>>(`select numnode(to_tsquery('english', ?)) as n`, [query]);
    const id = /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : null;
    if (Number(n) > 0 && id !== null) where.push({ sql: `(w.search_vector @@ to_tsquery('english', ?) or w.id = ?)`, params: [query, id] });
    else if (Number(n) > 0) where.push({ sql: `w.search_vector @@ to_tsquery('english', ?)`, params: [query] });
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
    const list = { select: SUMMARY_COLUMNS, from: 'from website_content w', at: 'w.created_at', id: 'w.id', map: toStaffSummary };
    // An address pasted (a slug, a link, "#1942") answers its article alone, whatever the theme.
    const addressed = filter.q ? await addressedArticle(em, filter.q) : null;
    if (addressed !== null) return keysetPage<SummaryRow, StaffArticleSummary>(em, { ...list, where: [{ sql: 'w.id = ?', params: [addressed] }] }, limit, before);
    const { where, searched } = await staffWebsiteWhere(em, filter);
    const count = searched ? undefined : () => listedCount(em, filter.theme);
    return keysetPage<SummaryRow, StaffArticleSummary>(em, { ...list, where, count }, limit, before);
  }
}
