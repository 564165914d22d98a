import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../lib/api-client';
import { errorStatus } from '../../lib/api';
import type { ThemeSlug } from '../../lib/themes';
import type { PublicArticle } from './publisher-api';

/**
 * A theme's archive (docs/magazine-ui.md, "Numbered pages and the month archive"): numbered pages of 12 articles
 * (/publisher/{theme}?page=N; page 1 is the theme page), the months with articles (/publisher/{theme}/archive) and a
 * month's numbered pages (/publisher/{theme}/archive/YYYY-MM?page=N). Each answer is null when the address names no
 * page (past the last page, a month without articles), so the server and the browser draw the same 'Page Not Found'.
 */

/** A numbered page (GET /api/publisher/themes/{theme}/pages/{page}, or a month's). */
export interface NumberedPage {
  items: PublicArticle[];
  page: number;
  page_count: number;
  total: number;
  month?: string;
}

export interface ThemeMonths {
  months: Array<{ month: string; count: number }>;
  total: number;
}

/** Articles per numbered page (the server's THEME_PAGE_SIZE: the theme page's first page holds as many). */
export const ARCHIVE_PAGE_SIZE = 12;

const PAGE_NUMBER = /^[1-9]\d{0,4}$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** ?page=N as a page number: 1 when absent, undefined when it names no page (the server's rule, pageNumberOf). */
export function pageParam(value: string | null): number | undefined {
  if (value === null) return 1;
  return PAGE_NUMBER.test(value) ? Number(value) : undefined;
}

/** A month from an address (YYYY-MM from 1970 on), else undefined. */
export function monthParam(value: string | undefined): string | undefined {
  const match = value ? MONTH.exec(value) : null;
  return match && Number(match[1]) >= 1970 ? value : undefined;
}

/** "July 2026" for 2026-07. */
export function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 15)).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The address of page `n` of a paged page (page 1: the page itself). */
export function pageHref(pathname: string, n: number): string {
  return n > 1 ? `${pathname}?page=${n}` : pathname;
}

/** The titles of the archive's pages (the document title, and the server's: app/server-pages.ts), from the theme's title. */
export const numberedPageTitle = (theme: string, page: number) => `${theme}: page ${page}`;
export const monthsTitle = (theme: string) => `${theme}: browse by month`;
export const monthTitle = (theme: string, month: string, page: number) => `${theme}: ${monthName(month)}${page > 1 ? `, page ${page}` : ''}`;

export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(total / ARCHIVE_PAGE_SIZE));

export const themePageKey = (theme: ThemeSlug, page: number) => ['/api/publisher/themes', theme, 'pages', String(page)] as const;
export const themeMonthsKey = (theme: ThemeSlug) => ['/api/publisher/themes', theme, 'months'] as const;
export const themeMonthPageKey = (theme: ThemeSlug, month: string, page: number) =>
  ['/api/publisher/themes', theme, 'months', month, 'pages', String(page)] as const;

/** The answer, or null on a 404 (no such page). */
async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export function useThemeNumberedPage(theme: ThemeSlug, page: number) {
  return useQuery({
    queryKey: themePageKey(theme, page),
    queryFn: () =>
      orNullOn404(answer(api.GET('/api/publisher/themes/{theme}/pages/{page}', { params: { path: { theme, page } } })) as Promise<NumberedPage>),
  });
}

export function useThemeMonths(theme: ThemeSlug) {
  return useQuery({
    queryKey: themeMonthsKey(theme),
    queryFn: () => answer(api.GET('/api/publisher/themes/{theme}/months', { params: { path: { theme } } })) as Promise<ThemeMonths>,
  });
}

export function useThemeMonthPage(theme: ThemeSlug, month: string, page: number) {
  return useQuery({
    queryKey: themeMonthPageKey(theme, month, page),
    queryFn: () =>
      orNullOn404(
        answer(api.GET('/api/publisher/themes/{theme}/months/{month}/pages/{page}', { params: { path: { theme, month, page } } })) as Promise<NumberedPage>,
      ),
  });
}
