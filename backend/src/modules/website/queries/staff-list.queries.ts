import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EditorialTheme } from '../../content/index.js';
import { pageOf, searchTsquery, SECTION_CURSOR_PREFIX, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';
import { countUpTo, keysetFromWhere, keysetPage, keysetRows, type KeysetList } from '../../../infrastructure/database/keyset-page.js';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { SUMMARY_COLUMNS, toStaffSummary, withImageWidths, type StaffArticleSummary, type SummaryRow, type Unsized } from '../website-content-view.js';
import { SEARCH_CONFIG } from './search-sql.js';

/** Which of the articles that are not deleted a staff list holds. */
export interface StaffWebsiteFilter {
  theme?: EditorialTheme;
  /**
   * Search words (title, deck, description and body, each word the start of a word; a lone number is also an id), or an
   * article's address: its slug, a link to it (…/article/<slug or id>) or "#<id>".
   */
  q?: string;
  /** Only the articles with this status (absent: every status but deleted). */
  status?: 'draft' | 'scheduled' | 'published';
  /** The oldest shown day first (absent: the newest first); see STAFF_LIST_DAY. */
  oldestFirst?: boolean;
}

/**
 * The day a row of the staff list shows (the dashboard's websiteItemDay) and the list's order: a published article's
 * publish date, else the day it was written (drafts and scheduled ones: their badge gives the publish time). Written
 * as the indexes of Migration20270130300000_staff_list_shown_day hold it, so the planner reads them in order.
 */
export const STAFF_LIST_DAY = `(case when w.status = 'published' then coalesce(w.publish_date, w.created_at) else w.created_at end)`;

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

type Condition = { sql: string; params: unknown[] };

/**
 * The conditions of a filter over `website_content w`, and for a search the condition of its title matches. The words
 * are looked for in the magazine's search vector (title, deck, description and body: website_content_search_idx, the
 * GIN index the public search reads), so an editor finds an article by a word of its text; the title matches are those
 * whose title holds every word (title_search_vector, the title's own GIN index: the same lexemes as the search vector's
 * title, so they are a part of the matches). A search whose words are all stop words ("the", "for") would match
 * everything: it is left out (asked of PostgreSQL, whose dictionary knows them), so the one it keeps is on the GIN
 * index. A lone number is also an article's id (either condition on its index), counted as a title match.
 */
async function staffWebsiteWhere(em: EntityManager, filter: StaffWebsiteFilter): Promise<{ where: Condition[]; titled: Condition | null }> {
  const where: Condition[] = [{ sql: `w.status <> 'archived'`, params: [] }];
  if (filter.theme) where.push({ sql: 'website_theme(w.editorial_theme, w.category, w.title) = ?', params: [filter.theme] });
  // A status: its rows from website_content_published_order (status, publish_date, id) when few have it (drafts, scheduled),
  // or website_content_staff_day_order read in order when most do (published), as the planner finds cheaper.
  if (filter.status) where.push({ sql: 'w.status = ?', params: [filter.status] });
  const q = filter.q ?? '';
  const query = searchTsquery(q);
  if (query) {
    const [{ n }] = await em.execute<Array<{ n: number }>>(`select numnode(to_tsquery('${SEARCH_CONFIG}', ?)) as n`, [query]);
    const id = /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : null;
    if (Number(n) > 0 && id !== null) {
      where.push({ sql: `(w.search_vector @@ to_tsquery('${SEARCH_CONFIG}', ?) or w.id = ?)`, params: [query, id] });
      return { where, titled: { sql: `(w.title_search_vector @@ to_tsquery('${SEARCH_CONFIG}', ?) or w.id = ?)`, params: [query, id] } };
    }
    if (Number(n) > 0) {
      where.push({ sql: `w.search_vector @@ to_tsquery('${SEARCH_CONFIG}', ?)`, params: [query] });
      return { where, titled: { sql: `w.title_search_vector @@ to_tsquery('${SEARCH_CONFIG}', ?)`, params: [query] } };
    }
  }
  return { where, titled: null };
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

/** A page of the staff's article list: summaries (no body) newest (or oldest) first on (STAFF_LIST_DAY, id); a search's title matches first. */
export class StaffWebsitePageQuery {
  constructor(public readonly filter: StaffWebsiteFilter, public readonly limit: number, public readonly before?: ListCursor) {}
}

type List = KeysetList<SummaryRow, Unsized<StaffArticleSummary>>;

/**
 * A search's page: the articles whose title holds every word first, then the other matches, each section keyset-paged
 * on (STAFF_LIST_DAY, id) on its own GIN index, so a page costs what the plain search costs (no rank over every match). A
 * cursor inside the title section carries SECTION_CURSOR_PREFIX; the page where that section ends is filled from the
 * start of the other one (and when it ends exactly on a page, the next page starts after its last title match, which
 * reads no title match and so the other section from its start). The first page counts every match, up to COUNT_MAX.
 */
async function searchPage(em: EntityManager, list: List, titled: Condition, limit: number, before: ListCursor | undefined): Promise<ListPage<Unsized<StaffArticleSummary>>> {
  const others: List = { ...list, where: [...list.where, { sql: `not ${titled.sql}`, params: titled.params }] };
  const total = before ? { total: null } : await countUpTo(em, keysetFromWhere(list), list.where.flatMap((c) => c.params), { throughIndex: true });
  if (before && !before.firstSection) return { ...pageOf(await keysetRows(em, others, limit + 1, before), limit, list.map, null), ...total };
  const titles = await keysetRows(em, { ...list, where: [...list.where, titled] }, limit + 1, before);
  const sectionCursor = (row: { cursor_at: string; id: number | string }) => `${SECTION_CURSOR_PREFIX}${row.cursor_at}_${Number(row.id)}`;
  if (titles.length > limit) {
    const page = pageOf(titles, limit, list.map, null);
    return { ...page, next_cursor: sectionCursor(titles[limit - 1]), ...total };
  }
  const room = limit - titles.length;
  const rest = await keysetRows(em, others, room + 1, undefined);
  const kept = rest.slice(0, room);
  const next = rest.length > room ? (room === 0 ? sectionCursor(titles[titles.length - 1]) : `${kept[room - 1].cursor_at}_${Number(kept[room - 1].id)}`) : null;
  return { items: [...titles, ...kept].map(list.map), next_cursor: next, ...total };
}

/**
 * Keyset paging on (STAFF_LIST_DAY, id) with the partial indexes of Migration20270130300000_staff_list_shown_day; the count (first
 * page only) comes from website_theme_counts, or, for a search or a status, from a count query over the same filter.
 */
@QueryHandler(StaffWebsitePageQuery)
export class StaffWebsitePageHandler implements IQueryHandler<StaffWebsitePageQuery, ListPage<StaffArticleSummary>> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  /** The page with its pictures' widths (one batch for the page). */
  async execute(query: StaffWebsitePageQuery): Promise<ListPage<StaffArticleSummary>> {
    const page = await this.read(query);
    return { ...page, items: await withImageWidths(this.uploads, page.items) };
  }

  private async read({ filter, limit, before }: StaffWebsitePageQuery): Promise<ListPage<Unsized<StaffArticleSummary>>> {
    const em = this.em.fork();
    const list: List = { select: SUMMARY_COLUMNS, from: 'from website_content w', where: [], at: STAFF_LIST_DAY, id: 'w.id', map: toStaffSummary, oldestFirst: filter.oldestFirst };
    // An address pasted (a slug, a link, "#1942") answers its article alone, whatever the theme.
    const addressed = filter.q ? await addressedArticle(em, filter.q) : null;
    if (addressed !== null) return keysetPage(em, { ...list, where: [{ sql: 'w.id = ?', params: [addressed] }] }, limit, before && { at: before.at, id: before.id });
    const { where, titled } = await staffWebsiteWhere(em, filter);
    if (titled) return searchPage(em, { ...list, where }, titled, limit, before);
    return keysetPage(em, { ...list, where, count: filter.status ? undefined : () => listedCount(em, filter.theme) }, limit, before);
  }
}
