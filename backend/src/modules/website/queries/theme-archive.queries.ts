import { BadRequestException, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EditorialTheme } from '../../content/index.js';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { SUMMARY_COLUMNS, type SummaryRow } from '../website-content-view.js';
import { summariesOf, THEME_PAGE_SIZE, type ArticleAudience, type ArticleSummary } from './article-lists.queries.js';

/**
 * A theme's archive (docs/magazine-ui.md, "Theme pages, numbered pages and the month archive"): numbered pages of
 * THEME_PAGE_SIZE articles newest first (page 1 is the theme page's own list), the months that have articles with their
 * counts, and each month's articles in numbered pages. Months are London months, as the magazine's dates.
 * A page costs one count (a row of website_theme_counts, or a month's range on the index) and one offset read of ids
 * on the theme's indexes, then 12 summaries by id: measured at 20,000 articles (3,333 a theme) in docs/operations.md,
 * "Theme archive at 20,000 articles".
 */

/** The most pages a theme's archive may have (12 × 99,999 articles); a bigger number is a 400, not a database read. */
export const PAGE_NUMBER_MAX = 99_999;
const PAGE_NUMBER = /^[1-9]\d{0,4}$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const BAD_PAGE = `page must be a whole number from 1 to ${PAGE_NUMBER_MAX}.`;
export const BAD_MONTH = 'month must be a year and a month, e.g. 2026-07.';
export const NO_SUCH_PAGE = 'This page of the archive does not exist.';
export const NO_SUCH_MONTH = 'This theme has no articles in that month.';
const LONDON = 'Europe/London';

/** A page number from an address (1 to PAGE_NUMBER_MAX, no leading zero), else undefined. */
export const pageNumberOf = (value: unknown): number | undefined => (typeof value === 'string' && PAGE_NUMBER.test(value) ? Number(value) : undefined);

/** `page` as a page number; anything else is a 400. */
export function parsePageNumber(page: string): number {
  const n = pageNumberOf(page);
  if (n === undefined) throw new BadRequestException(BAD_PAGE);
  return n;
}

/** A month from an address (YYYY-MM, from 1970 on), else undefined. */
export const monthOf = (value: unknown): string | undefined => {
  const match = typeof value === 'string' ? MONTH.exec(value) : null;
  return match && Number(match[1]) >= 1970 ? (value as string) : undefined;
};

/** `month` as a month; anything else is a 400. */
export function parseMonth(month: string): string {
  const m = monthOf(month);
  if (m === undefined) throw new BadRequestException(BAD_MONTH);
  return m;
}

/** A numbered page of a theme's articles (or of one month of them). */
export interface NumberedPage {
  items: ArticleSummary[];
  /** This page's number, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  page_count: number;
  /** How many articles the pages hold in all. */
  total: number;
  /** The month (YYYY-MM) of a month's pages. */
  month?: string;
}

export interface ThemeMonth {
  /** YYYY-MM, a London month. */
  month: string;
  count: number;
}

export interface ThemeMonths {
  months: ThemeMonth[];
  total: number;
}

interface PageOptions {
  theme: EditorialTheme;
  page: number;
  audience?: ArticleAudience;
}

const THEME_WHERE = `w.status = 'published' and website_theme(w.editorial_theme, w.category, w.title) = ?`;
/** The London month starting at ? (YYYY-MM-01) as instants: publish_date in [start, next month's start). */
const MONTH_WHERE = `w.publish_date >= (?::date)::timestamp at time zone '${LONDON}' and w.publish_date < ((?::date + interval '1 month')::timestamp at time zone '${LONDON}')`;

async function readNumberedPage(em: EntityManager, uploads: UploadService, options: PageOptions, total: number, where: string, params: unknown[], month?: string): Promise<NumberedPage> {
  const pageCount = Math.max(1, Math.ceil(total / THEME_PAGE_SIZE));
  if (options.page > pageCount) throw new NotFoundException(NO_SUCH_PAGE);
  const rows = total
    ? // The page's ids first (the index alone), then the summaries of those 12: the summary columns (a reading time
      // from the body's length, the theme) are computed for the page, not for every article it skips (at page 278 of
      // 3,333 articles: 15 ms instead of 174).
      await em.execute<SummaryRow[]>(
        `select ${SUMMARY_COLUMNS} from website_content w
           join (select w.id from website_content w where ${where} order by w.publish_date desc, w.id desc offset ? limit ?) p using (id)
          order by w.publish_date desc, w.id desc`,
        [...params, (options.page - 1) * THEME_PAGE_SIZE, THEME_PAGE_SIZE],
      )
    : [];
  return { items: await summariesOf(uploads, rows, options.audience), page: options.page, page_count: pageCount, total, ...(month ? { month } : {}) };
}

/** Page N of a theme's articles, newest first (page 1: the same articles as the theme page's first page). */
export class ThemeNumberedPageQuery {
  constructor(public readonly options: PageOptions) {}
}

@QueryHandler(ThemeNumberedPageQuery)
export class ThemeNumberedPageHandler implements IQueryHandler<ThemeNumberedPageQuery, NumberedPage> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ options }: ThemeNumberedPageQuery): Promise<NumberedPage> {
    const em = this.em.fork();
    // The count kept by triggers (Migration20261205100000_theme_counts): one row, whatever the archive's size.
    const [counted] = await em.execute<Array<{ published: number }>>(`select published from website_theme_counts where theme = ?`, [options.theme]);
    return readNumberedPage(em, this.uploads, options, Number(counted?.published ?? 0), THEME_WHERE, [options.theme]);
  }
}

/** The months that have published articles of a theme, newest first, with how many each has. */
export class ThemeMonthsQuery {
  constructor(public readonly theme: EditorialTheme) {}
}

@QueryHandler(ThemeMonthsQuery)
export class ThemeMonthsHandler implements IQueryHandler<ThemeMonthsQuery, ThemeMonths> {
  constructor(private readonly em: EntityManager) {}

  async execute({ theme }: ThemeMonthsQuery): Promise<ThemeMonths> {
    const rows = await this.em.fork().execute<Array<{ month: string; count: number | string }>>(
      `select to_char(w.publish_date at time zone '${LONDON}', 'YYYY-MM') as month, count(*) as count
         from website_content w where ${THEME_WHERE} group by 1 order by 1 desc`,
      [theme],
    );
    const months = rows.map((row) => ({ month: row.month, count: Number(row.count) }));
    return { months, total: months.reduce((sum, m) => sum + m.count, 0) };
  }
}

/** Page N of one month of a theme's articles, newest first; a month without articles is a 404. */
export class ThemeMonthPageQuery {
  constructor(public readonly options: PageOptions & { month: string }) {}
}

@QueryHandler(ThemeMonthPageQuery)
export class ThemeMonthPageHandler implements IQueryHandler<ThemeMonthPageQuery, NumberedPage> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ options }: ThemeMonthPageQuery): Promise<NumberedPage> {
    const em = this.em.fork();
    const start = `${options.month}-01`;
    const where = `${THEME_WHERE} and ${MONTH_WHERE}`;
    const params = [options.theme, start, start];
    const [counted] = await em.execute<Array<{ count: number | string }>>(`select count(*) as count from website_content w where ${where}`, params);
    const total = Number(counted?.count ?? 0);
    if (!total) throw new NotFoundException(NO_SUCH_MONTH);
    return readNumberedPage(em, this.uploads, options, total, where, params, options.month);
  }
}
