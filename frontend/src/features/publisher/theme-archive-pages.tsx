import { CalendarDays } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/router-links';
import { LoadError } from '../../components/ui/load-error';
import { MetaLine } from '../../components/ui/meta-line';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { articleCountText } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from '../not-found/not-found-page';
import { usePublisherAdmin } from './admin-kit';
import { ArticleCard } from './article-card';
import { adsFor, THEME_AD_PAGES, useActiveAds, type PublicArticle } from './publisher-api';
import { monthName, monthsTitle, monthTitle, numberedPageTitle, pageHref, useThemeMonthPage, useThemeMonths, useThemeNumberedPage, type NumberedPage } from './theme-archive-api';
import type { ThemePageConfig } from './theme-config';
import { ThemeSidebar } from './theme-sidebar';

/**
 * The theme page's address in this mode (/publisher/{theme}, or /admin/{theme} in admin mode): the archive's links
 * start from it, so staff browsing the archive stay in admin mode.
 */
function useThemeBase(config: ThemePageConfig): string {
  return useLocation().pathname.startsWith('/admin/') ? `/admin/${config.theme.slug}` : `/publisher/${config.theme.slug}`;
}

/** "Browse by month" and the way back to the theme page: under every list of the theme. */
export function ArchiveLinks({ config, front = true, months = true }: { config: ThemePageConfig; front?: boolean; months?: boolean }) {
  const base = useThemeBase(config);
  return (
    <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 font-sans text-base font-semibold">
      {months ? (
        <Link to={`${base}/archive`} className="inline-flex min-h-11 items-center gap-2 text-accent underline underline-offset-4 hover:text-accent-hover">
          <CalendarDays aria-hidden="true" className="size-5" />
          Browse by month
        </Link>
      ) : null}
      {front ? (
        <Link to={base} className="inline-flex min-h-11 items-center text-accent underline underline-offset-4 hover:text-accent-hover">
          {config.theme.label} front page
        </Link>
      ) : null}
    </p>
  );
}

/**
 * The frame of an archive page: a compact title band (not the 500 px hero: each page shows its articles at once, also
 * on a phone), the list, and the theme's sidebar. Reached inside the app (a page number, Back), the title takes focus
 * (app/route-focus.tsx).
 */
function ArchiveFrame({ config, title, detail, children }: { config: ThemePageConfig; title: string; detail?: ReactNode; children: ReactNode }) {
  const ads = useActiveAds();
  return (
    <>
      <section aria-labelledby="archive-title" className="bg-band text-on-band">
        <div className="container-page space-y-2 py-10">
          <p className="font-sans text-base font-bold tracking-[0.08em] uppercase">{config.theme.label}</p>
          <h1 id="archive-title" className="text-3xl text-white md:text-4xl">
            {title}
          </h1>
          {detail ? <p className="text-lg">{detail}</p> : null}
        </div>
      </section>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-10">{children}</div>
        <ThemeSidebar config={config} ads={adsFor(ads.data ?? [], THEME_AD_PAGES, 'square', [1, 2, 3])} />
      </div>
    </>
  );
}

/** A numbered page's articles: a grid of cards (a visitor's card opens the article in a new tab; an admin's the viewer). */
function ArticleGrid({ config, items, label }: { config: ThemePageConfig; items: PublicArticle[]; label: string }) {
  const admin = usePublisherAdmin();
  const [viewing, setViewing] = useState<PublicArticle | null>(null);
  return (
    <>
      <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard
              article={article}
              size="grid"
              headingLevel="h2"
              className="w-full"
              gradient={config.gradient}
              label={config.theme.label}
              newTab
              onOpen={admin ? setViewing : undefined}
              edit={config}
            />
          </li>
        ))}
      </ul>
      {admin ? <admin.ArticleViewer article={viewing} edit={config} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

/** What a numbered list shows while it loads, when it fails, or when the address names no page. */
function PageState({ query, config, children }: { query: { isPending: boolean; isError: boolean; data: NumberedPage | null | undefined; refetch: () => unknown }; config: ThemePageConfig; children: (page: NumberedPage) => ReactNode }) {
  if (query.isPending) return <Spinner label={config.loadingText} showLabel />;
  if (query.isError) return <LoadError message={`The ${config.theme.label.toLowerCase()} articles could not be loaded. Please try again.`} onRetry={() => query.refetch()} />;
  if (!query.data) return <NotFoundPage />;
  return children(query.data);
}

/** /publisher/{theme}?page=N (N from 2): the theme's articles N×12 back, with Newer/Older and the page numbers. */
export function ThemeNumberedPage({ config, page }: { config: ThemePageConfig; page: number }) {
  const query = useThemeNumberedPage(config.theme.slug, page);
  const base = useThemeBase(config);
  usePageTitle(query.data === null ? 'Page Not Found' : numberedPageTitle(config.theme.title, page));
  return (
    <PageState query={query} config={config}>
      {(data) => (
        <ArchiveFrame config={config} title={config.theme.title} detail={<MetaLine as="span" items={[`Page ${data.page} of ${data.page_count}`, `${articleCountText(data.total)}, newest first`]} />}>
          <ArticleGrid config={config} items={data.items} label={`${config.theme.label} articles, page ${data.page}`} />
          <Pagination label={`${config.theme.label} pages`} page={data.page} count={data.page_count} hrefOf={(n) => pageHref(base, n)} />
          <ArchiveLinks config={config} />
        </ArchiveFrame>
      )}
    </PageState>
  );
}

/** /publisher/{theme}/archive: every month with articles of the theme, newest first, grouped by year, with counts. */
export function ThemeMonthsPage({ config }: { config: ThemePageConfig }) {
  const query = useThemeMonths(config.theme.slug);
  const base = useThemeBase(config);
  usePageTitle(monthsTitle(config.theme.title));
  const years = new Map<string, Array<{ month: string; count: number }>>();
  for (const item of query.data?.months ?? []) years.set(item.month.slice(0, 4), [...(years.get(item.month.slice(0, 4)) ?? []), item]);
  return (
    <ArchiveFrame config={config} title={monthsTitle(config.theme.title)} detail={query.data ? `${articleCountText(query.data.total)} in ${query.data.months.length} ${query.data.months.length === 1 ? 'month' : 'months'}` : undefined}>
      {query.isPending ? (
        <Spinner label={config.loadingText} showLabel />
      ) : query.isError ? (
        <LoadError message="The months could not be loaded. Please try again." onRetry={() => query.refetch()} />
      ) : years.size === 0 ? (
        <div className="rounded-lg border border-line bg-surface p-10 text-center shadow-card">
          <h2 className="text-2xl">{config.emptyTitle}</h2>
          <p className="mt-2 text-lg text-muted">{config.emptyText}</p>
        </div>
      ) : (
        [...years].map(([year, months]) => (
          <section key={year} aria-labelledby={`year-${year}`}>
            <h2 id={`year-${year}`} className="section-title">
              {year}
            </h2>
            <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3">
              {months.map(({ month, count }) => (
                <li key={month}>
                  <Link
                    to={`${base}/archive/${month}`}
                    className="flex min-h-12 items-center justify-between gap-3 rounded-md border border-line bg-surface px-4 py-2 text-lg shadow-card hover:border-accent hover:text-accent"
                  >
                    <span>{monthName(month)}</span>
                    <span className="font-sans text-base text-muted">{articleCountText(count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <ArchiveLinks config={config} months={false} />
    </ArchiveFrame>
  );
}

/** /publisher/{theme}/archive/YYYY-MM?page=N: the month's articles, newest first, 12 a page. */
export function ThemeMonthPage({ config, month, page }: { config: ThemePageConfig; month: string; page: number }) {
  const query = useThemeMonthPage(config.theme.slug, month, page);
  const { pathname } = useLocation();
  const base = useThemeBase(config);
  usePageTitle(query.data === null ? 'Page Not Found' : monthTitle(config.theme.title, month, page));
  return (
    <PageState query={query} config={config}>
      {(data) => (
        <ArchiveFrame
          config={config}
          title={`${config.theme.title}: ${monthName(month)}`}
          detail={<MetaLine as="span" items={data.page_count > 1 ? [articleCountText(data.total), `page ${data.page} of ${data.page_count}, newest first`] : [`${articleCountText(data.total)}, newest first`]} />}
        >
          <ArticleGrid config={config} items={data.items} label={`${config.theme.label} articles of ${monthName(month)}`} />
          <Pagination label={`${monthName(month)} pages`} page={data.page} count={data.page_count} hrefOf={(n) => pageHref(pathname, n)} />
          <p className="text-center">
            <Link to={`${base}/archive`} className="inline-flex min-h-11 items-center text-lg font-semibold text-accent underline underline-offset-4">
              All months
            </Link>
          </p>
          <ArchiveLinks config={config} months={false} />
        </ArchiveFrame>
      )}
    </PageState>
  );
}
