import { BadRequestException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../../content/index.js';
import {
  SUMMARY_COLUMNS,
  toReaderSummary,
  toStaffSummary,
  withImageWidths,
  type ReaderArticleSummary,
  type StaffArticleSummary,
  type SummaryRow,
  type Unsized,
} from '../website-content-view.js';

/** Articles per page of a list when the caller does not say, and the most it may ask for. */
export const PAGE_DEFAULT = 24;
export const PAGE_MAX = 50;
/** The newest published articles on /api/website-content/latest; featured articles on /api/website-content/featured. */
/** 14: the home page's hero, FEATURED (6) and Most-Read (3) may leave out 10 of them and LATEST still has its 4. */
export const LATEST_LIMIT = 14;
export const FEATURED_LIMIT = 12;
/** The articles of a theme's page, and of each page of its cursor list. */
export const THEME_PAGE_SIZE = 12;
/** Related articles under an article (same theme, newest first). */
export const RELATED_LIMIT = 3;

/** Whose view of each article a list holds: the reader's (public reads) or the staff summary (staff reading them). */
export type ArticleAudience = 'reader' | 'staff';
export type ArticleSummary = ReaderArticleSummary | StaffArticleSummary;

/** The summaries of a page's rows, the reader's or the staff's, with their pictures' widths (one batch for the page). */
export function summariesOf(uploads: UploadService, rows: SummaryRow[], audience: ArticleAudience = 'reader'): Promise<ArticleSummary[]> {
  const map: (row: SummaryRow) => Unsized<ArticleSummary> = audience === 'staff' ? toStaffSummary : toReaderSummary;
  return withImageWidths(uploads, rows.map(map));
}

/** A position in the newest-first order: the (publish date, id) of the last article read. */
export interface ArticleCursor {
  publishedAt: string;
  id: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)_(\d{1,10})$/;
export const BAD_CURSOR =
  'before must be the published_at and id of the last article read, joined by "_" (e.g. 2026-11-23T10:00:00.000Z_42).';
export const BAD_LIMIT = `limit must be a whole number from 1 to ${PAGE_MAX}.`;

export const cursorOf = (article: Pick<ArticleSummary, 'published_at' | 'id'>): string => `${article.published_at}_${article.id}`;

/** `before` as a cursor (undefined when absent); anything else than a cursor is a 400. */
export function parseCursor(before: string | undefined): ArticleCursor | undefined {
  if (before === undefined) return undefined;
  const match = CURSOR.exec(before);
  const id = Number(match?.[2]);
  if (!match || Number.isNaN(Date.parse(match[1])) || id < 1 || id > 2_147_483_647) throw new BadRequestException(BAD_CURSOR);
  return { publishedAt: new Date(match[1]).toISOString(), id };
}

/** `limit` as a page size (PAGE_DEFAULT when absent); anything else than 1 to PAGE_MAX is a 400. */
export function parseLimit(limit: string | undefined): number {
  if (limit === undefined) return PAGE_DEFAULT;
  const n = /^\d{1,3}$/.test(limit) ? Number(limit) : NaN;
  if (!(n >= 1 && n <= PAGE_MAX)) throw new BadRequestException(BAD_LIMIT);
  return n;
}

/** One page of a list: its articles and the cursor of the next page (null on the last one). */
export interface ArticlePage {
  items: ArticleSummary[];
  next_cursor: string | null;
}

export interface ArticlePageOptions {
  featured?: boolean;
  theme?: EditorialTheme;
  before?: ArticleCursor;
  limit: number;
  audience?: ArticleAudience;
}

/**
 * A page of published articles newest first (publish date, then id), from the cursor on: every list of the magazine.
 * Keyset paging on the indexes of Migration20261204000000_magazine_lists, so a page costs the same at any depth, and
 * articles published between two pages move no article from one page to the next (no duplicates, no gaps).
 */
async function readPage(em: EntityManager, uploads: UploadService, options: ArticlePageOptions): Promise<ArticlePage> {
  const where = [`w.status = 'published'`];
  const params: unknown[] = [];
  if (options.featured) where.push('w.is_featured');
  if (options.theme) {
    where.push('website_theme(w.editorial_theme, w.category, w.title) = ?');
    params.push(options.theme);
  }
  if (options.before) {
    where.push('(w.publish_date, w.id) < (?::timestamptz, ?)');
    params.push(options.before.publishedAt, options.before.id);
  }
  const rows = await em.fork().execute<SummaryRow[]>(
    `select ${SUMMARY_COLUMNS} from website_content w where ${where.join(' and ')} order by w.publish_date desc, w.id desc limit ?`,
    [...params, options.limit + 1],
  );
  const items = await summariesOf(uploads, rows.slice(0, options.limit), options.audience);
  return { items, next_cursor: rows.length > options.limit ? cursorOf(items[items.length - 1]) : null };
}

/** A page of a list with the cursor of the next (theme pages). */
export class ArticlePageQuery {
  constructor(public readonly options: ArticlePageOptions) {}
}

@QueryHandler(ArticlePageQuery)
export class ArticlePageHandler implements IQueryHandler<ArticlePageQuery, ArticlePage> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  execute({ options }: ArticlePageQuery): Promise<ArticlePage> {
    return readPage(this.em, this.uploads, options);
  }
}

/** A page of a list as a plain array (the spec's routes: publisher articles, featured, latest). */
export class ArticleListQuery {
  constructor(public readonly options: ArticlePageOptions) {}
}

@QueryHandler(ArticleListQuery)
export class ArticleListHandler implements IQueryHandler<ArticleListQuery, ArticleSummary[]> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ options }: ArticleListQuery): Promise<ArticleSummary[]> {
    return (await readPage(this.em, this.uploads, options)).items;
  }
}

export class RelatedArticlesQuery {
  constructor(public readonly id: number, public readonly limit = RELATED_LIMIT) {}
}

/**
 * A few published articles of the article's theme (newest first, itself left out); none when it has no theme or is not
 * published (a draft or an archived article is unknown to readers: its related list would tell them it exists, and its theme).
 */
@QueryHandler(RelatedArticlesQuery)
export class RelatedArticlesHandler implements IQueryHandler<RelatedArticlesQuery, ReaderArticleSummary[]> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ id, limit }: RelatedArticlesQuery): Promise<ReaderArticleSummary[]> {
    const rows = await this.em.fork().execute<SummaryRow[]>(
      `select ${SUMMARY_COLUMNS} from website_content w
        where w.status = 'published' and w.id <> ?
          and website_theme(w.editorial_theme, w.category, w.title) =
              (select website_theme(a.editorial_theme, a.category, a.title) from website_content a where a.id = ? and a.status = 'published')
        order by w.publish_date desc, w.id desc limit ?`,
      [id, id, limit],
    );
    return withImageWidths(this.uploads, rows.map(toReaderSummary));
  }
}

/**
 * The summaries of published articles by id, in the order of `ids` (most-read, hero), without their pictures' widths:
 * the caller adds them (withImageWidths) to the ones it shows, once.
 */
export async function summariesByIds(em: EntityManager, ids: number[], audience: ArticleAudience = 'reader'): Promise<Array<Unsized<ArticleSummary>>> {
  if (!ids.length) return [];
  const rows = await em.execute<SummaryRow[]>(`select ${SUMMARY_COLUMNS} from website_content w where w.id in (?) and w.status = 'published'`, [ids]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const map: (row: SummaryRow) => Unsized<ArticleSummary> = audience === 'staff' ? toStaffSummary : toReaderSummary;
  return ids.flatMap((id) => (byId.has(id) ? [map(byId.get(id)!)] : []));
}

export class WebsiteThemeCountsQuery {}

export interface WebsiteThemeCounts {
  counts: Record<EditorialTheme, number>;
  /** The same counts as docs/product.md#magazine-home, in cycle order. */
  themes: Array<{ theme: EditorialTheme; count: number }>;
  unmatched: number;
  total: number;
}

/**
 * Published articles per theme (docs/product.md#website-articles: website counts published items only), from website_theme_counts: six rows
 * kept by triggers on website_content (Migration20261205100000_theme_counts), whatever the archive's size.
 */
@QueryHandler(WebsiteThemeCountsQuery)
export class WebsiteThemeCountsHandler implements IQueryHandler<WebsiteThemeCountsQuery, WebsiteThemeCounts> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<WebsiteThemeCounts> {
    const rows = await this.em.fork().execute<Array<{ theme: string | null; count: string | number }>>(
      `select nullif(theme, '') as theme, published as count from website_theme_counts where published <> 0`,
    );
    const counts = Object.fromEntries(EDITORIAL_THEMES.map((t) => [t, 0])) as Record<EditorialTheme, number>;
    let unmatched = 0;
    for (const row of rows) {
      if (row.theme && Object.hasOwn(counts, row.theme)) counts[row.theme as EditorialTheme] = Number(row.count);
      else unmatched += Number(row.count);
    }
    const total = EDITORIAL_THEMES.reduce((sum, t) => sum + counts[t], unmatched);
    return { counts, themes: EDITORIAL_THEMES.map((theme) => ({ theme, count: counts[theme] })), unmatched, total };
  }
}
