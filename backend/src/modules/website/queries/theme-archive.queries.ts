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
 * A page costs the theme's months with their counts (website_theme_month_counts, kept by the website module), one read
 * of ids on the theme's index that skips at most a month's articles, then 12 summaries by id, whatever the archive
 * holds: measured in docs/operations.md, "Theme archive at 100,000 articles".
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

/** The London month's end as an instant: publish_date before the start of the month after ? (YYYY-MM-01). */
const BEFORE_MONTH_END = `w.publish_date < ((?::date + interval '1 month')::timestamp at time zone '${LONDON}')`;

/**
 * The theme's months with their published articles, newest first: its rows of website_theme_month_counts (kept by
 * triggers, Migration20270106200000_theme_month_counts), a hundred or so whatever the archive holds.
 */
async function monthsOf(em: EntityManager, theme: EditorialTheme): Promise<ThemeMonth[]> {
  const rows = await em.execute<Array<{ month: string; published: number }>>(
    `select month, published from website_theme_month_counts where theme = ? and published > 0 order by month desc`,
    [theme],
  );
  return rows.map((row) => ({ month: row.month, count: Number(row.published) }));
}

/**
 * One numbered page: `skip` articles into `where` (newest first), THEME_PAGE_SIZE of them. The page's ids first (the
 * index alone), then the summaries of those 12: the summary columns (a reading time from the body's length, the theme)
 * are computed for the page, not for every article it skips.
 */
async function readNumberedPage(em: EntityManager, uploads: UploadService, options: PageOptions, total: number, where: string, params: unknown[], skip: number, month?: string): Promise<NumberedPage> {
  const pageCount = Math.max(1, Math.ceil(total / THEME_PAGE_SIZE));
  if (options.page > pageCount) throw new NotFoundException(NO_SUCH_PAGE);
  const rows = total
    ? await em.execute<SummaryRow[]>(
        `select ${SUMMARY_COLUMNS} from website_content w
           join (select w.id from website_content w where ${where} order by w.publish_date desc, w.id desc offset ? limit ?) p using (id)
          order by w.publish_date desc, w.id desc`,
        [...params, skip, THEME_PAGE_SIZE],
      )
    : [];
  return { items: await summariesOf(uploads, rows, options.audience), page: options.page, page_count: pageCount, total, ...(month ? { month } : {}) };
}

export class ThemeNumberedPageQuery {
  constructor(public readonly options: PageOptions) {}
}

/**
 * Page N of a theme's articles. The months' counts say which month the page starts in and how far into it, so the
 * read starts at that month's end on the theme's index and skips at most a month's articles: page 1,389 of 16,667
 * costs what page 1 does.
 */
@QueryHandler(ThemeNumberedPageQuery)
export class ThemeNumberedPageHandler implements IQueryHandler<ThemeNumberedPageQuery, NumberedPage> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

  async execute({ options }: ThemeNumberedPageQuery): Promise<NumberedPage> {
    const em = this.em.fork();
    const months = await monthsOf(em, options.theme);
    const total = months.reduce((sum, m) => sum + m.count, 0);
    // The month the page's first article is in, and how many of that month's articles come before it.
    let skip = (options.page - 1) * THEME_PAGE_SIZE;
    let start: ThemeMonth | undefined;
    for (const month of months) {
      if (skip < month.count) {
        start = month;
        break;
      }
      skip -= month.count;
    }
    if (!start) return readNumberedPage(em, this.uploads, options, total, THEME_WHERE, [options.theme], 0);
    return readNumberedPage(em, this.uploads, options, total, `${THEME_WHERE} and ${BEFORE_MONTH_END}`, [options.theme, `${start.month}-01`], skip);
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
    const months = await monthsOf(this.em.fork(), theme);
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
    const [counted] = await em.execute<Array<{ published: number }>>(
      `select published from website_theme_month_counts where theme = ? and month = ?`,
      [options.theme, options.month],
    );
    const total = Number(counted?.published ?? 0);
    if (!total) throw new NotFoundException(NO_SUCH_MONTH);
    return readNumberedPage(em, this.uploads, options, total, where, params, (options.page - 1) * THEME_PAGE_SIZE, options.month);
  }
}
