import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/router-links';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { MetaLine } from '../../components/ui/meta-line';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { articleCountText, MAGAZINE_TEAM } from '../../lib/format';
import { responsiveImage } from '../../lib/responsive-image';
import { useImageFailure } from '../../lib/use-image-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { AdSlot } from './ad-slot';
import { Pagination } from '../../components/ui/pagination';
import { NotFoundPage } from '../not-found/not-found-page';
import { monthParam, pageHref, pageParam, themePageKey, useThemeNumberedPage } from './theme-archive-api';
import { ArchiveLinks, ThemeMonthPage, ThemeMonthsPage, ThemeNumberedPage } from './theme-archive-pages';
import { ThemeSidebar } from './theme-sidebar';
import { usePublisherAdmin } from './admin-kit';
import { ArticleCard } from './article-card';
import { adsFor, articleDate, THEME_AD_PAGES, useActiveAds, useFeaturedArticles, useThemeCounts, useThemeHero, type PublicArticle, type ThemeHero } from './publisher-api';
import { heroTitle, type ThemePageConfig } from './theme-config';
import { PhotoCredit } from './photo-credit';
import { DEFAULT_HERO_IMAGE } from './theme-look';
import { DateText } from '../../components/ui/date-text';


/** The hero picture: the saved one, else the featured (or newest) article's, else the default image. */
export function heroImage(hero: ThemeHero | undefined, lead: PublicArticle | undefined): string {
  return (hero?.is_active && hero.custom_image_url) || lead?.featured_image || DEFAULT_HERO_IMAGE;
}

function ThemeHeroSection({ config, hero, lead }: { config: ThemePageConfig; hero: ThemeHero | undefined; lead: PublicArticle | undefined }) {
  const admin = usePublisherAdmin();
  const title = heroTitle(config, hero);
  const wanted = heroImage(hero, lead);
  const { failed, imgProps } = useImageFailure(wanted);
  const src = failed ? DEFAULT_HERO_IMAGE : wanted;
  // An uploaded picture (/uploads/...) comes with its real width, the saved hero's as the lead article's, so its srcset
  // names only widths it has (responsiveImage); a Pexels photo's width is null (Pexels resizes to each width asked).
  const width = src === hero?.custom_image_url ? hero.custom_image_width : src === lead?.featured_image ? lead.featured_image_width : undefined;
  const date = lead ? articleDate(lead) : null;
  // The stock photo's credit, whichever picture is shown (the saved hero's, else the lead article's).
  const credit = src === hero?.custom_image_url ? hero.custom_image_credit : src === lead?.featured_image ? lead.featured_image_credit : null;
  return (
    <section aria-labelledby="theme-hero-title" className="relative isolate flex min-h-[500px] overflow-hidden bg-band">
      <img {...responsiveImage(src, '100vw', width)} alt="" fetchPriority="high" {...imgProps} className="absolute inset-0 -z-10 size-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/60" />
      <div className="container-page flex flex-col justify-end gap-4 py-12">
        {admin ? (
          <admin.ThemeHeroTitle config={config} title={title} hero={hero} />
        ) : (
          <h1 id="theme-hero-title" className="max-w-4xl text-4xl text-white md:text-5xl">
            {title}
          </h1>
        )}
        <MetaLine
          className="text-lg text-on-band"
          items={[`By ${MAGAZINE_TEAM}`, date ? <DateText value={date} /> : 'Latest', config.theme.label]}
        />
        {credit ? <PhotoCredit credit={credit} onDark /> : null}
        {admin ? <admin.ThemeHeroImage config={config} title={title} hero={hero} /> : null}
      </div>
    </section>
  );
}

/** LATEST: first large, second narrow, third and fourth half width. */
const TOP_SPANS = ['lg:col-span-8', 'lg:col-span-4', 'lg:col-span-6', 'lg:col-span-6'];
const TOP_SIZES = ['large', 'narrow', 'half', 'half'] as const;

/**
 * One of the six theme pages, driven by its configuration. Public at /publisher/{theme}; inside the
 * admin-mode route (/admin/{theme}) the admin tools come from the PublisherAdminContext.
 */
export function ThemePage({ config }: { config: ThemePageConfig }) {
  const admin = usePublisherAdmin();
  const { theme } = config;
  usePageTitle(admin ? `${theme.title} (admin mode)` : theme.title);
  // Page 1 of the theme's numbered pages: its first 12 articles and how many pages follow, from one answer.
  const articles = useThemeNumberedPage(theme.slug, 1);
  const list = articles.data?.items ?? [];
  const client = useQueryClient();
  const { pathname } = useLocation();
  const featured = useFeaturedArticles();
  const hero = useThemeHero(theme.slug);
  const counts = useThemeCounts();
  const count = counts.data?.[theme.slug];
  const ads = useActiveAds();
  const [viewing, setViewing] = useState<PublicArticle | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const pageCount = articles.data?.page_count ?? 1;

  const lead = (featured.data ?? []).find((article) => article.theme === theme.title) ?? list[0];
  const top = list.slice(0, 4);
  const more = list.slice(4);
  const featuredAd = adsFor(ads.data ?? [], THEME_AD_PAGES, 'featured')[0];
  const squareAds = adsFor(ads.data ?? [], THEME_AD_PAGES, 'square', [1, 2, 3]);
  const cardProps = {
    gradient: config.gradient,
    label: theme.label,
    newTab: true,
    onOpen: admin ? setViewing : undefined,
    edit: config,
  };

  const refresh = async () => {
    setRefreshing(true);
    await client.refetchQueries({ queryKey: themePageKey(theme.slug, 1) });
    setRefreshing(false);
    toast({ title: 'Cache Refreshed', description: `The latest ${theme.label.toLowerCase()} articles have been loaded.` });
  };

  return (
    <>
      <ThemeHeroSection config={config} hero={hero.data} lead={lead} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-14">
          <section aria-labelledby="latest-heading">
            <div className="section-title flex flex-wrap items-center justify-between gap-3">
              <h2 id="latest-heading" className="font-sans text-lg font-extrabold tracking-[0.08em]">
                {config.latestTitle}
              </h2>
              {count !== undefined ? <p className="mr-auto font-sans text-base font-semibold text-muted">{articleCountText(count)}</p> : null}
              <Button variant="secondary" size="sm" onClick={refresh} busy={refreshing || articles.isPending}>
                <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
                Refresh
              </Button>
            </div>
            {articles.isPending ? (
              <Spinner label={config.loadingText} showLabel />
            ) : articles.isError ? (
              <LoadError message={`The ${theme.label.toLowerCase()} articles could not be loaded. Please try again.`} onRetry={() => articles.refetch()} />
            ) : list.length === 0 ? (
              <div className="rounded-lg border border-line bg-surface p-10 text-center shadow-card">
                <h3 className="text-2xl">{config.emptyTitle}</h3>
                <p className="mt-2 text-lg text-muted">{config.emptyText}</p>
              </div>
            ) : (
              <ul className="grid gap-6 lg:grid-cols-12">
                {top.map((article, index) => (
                  <li key={article.id} className={cn('flex', TOP_SPANS[index])}>
                    <ArticleCard article={article} size={TOP_SIZES[index]} showDescription={index === 0} className="w-full" {...cardProps} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {featuredAd ? (
            <AdSlot ad={featuredAd} />
          ) : (
            <section aria-labelledby="theme-journal-promo" className="rounded-lg border border-line bg-sunken p-8">
              <h2 id="theme-journal-promo" className="text-2xl">
                Write it down, get an answer
              </h2>
              <p className="mt-2 text-lg text-muted">Keep your training journal in My Insights and get instant insights on every entry.</p>
              <Link to="/community/auth" className={buttonClasses('primary', 'md', 'mt-4')}>
                Get Instant Insights
              </Link>
            </section>
          )}

          {more.length ? (
            <section aria-labelledby="more-heading">
              <h2 id="more-heading" className="section-title">
                {config.moreTitle}
              </h2>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {more.map((article) => (
                  <li key={article.id} className="flex">
                    <ArticleCard article={article} size="grid" className="w-full" {...cardProps} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {list.length ? (
            <div className="space-y-6">
              <Pagination label={`${theme.label} pages`} page={1} count={pageCount} hrefOf={(n) => pageHref(pathname, n)} nextText={`Older ${theme.label.toLowerCase()} articles`} />
              <ArchiveLinks config={config} front={false} />
            </div>
          ) : null}
        </div>
        <ThemeSidebar config={config} ads={squareAds} />
      </div>
      {admin ? <admin.ArticleViewer article={viewing} edit={config} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

/**
 * The theme page of `config` (its page N with ?page=N, from 2: docs/magazine-ui.md); keyed by theme and page, so going
 * from one to another starts the page afresh. A page number that names no page shows 'Page Not Found'.
 */
export function ThemePageOf({ config }: { config: ThemePageConfig }) {
  const page = pageParam(useSearchParams()[0].get('page'));
  const { slug } = config.theme;
  if (page === undefined) return <NotFoundPage />;
  if (page > 1) return <ThemeNumberedPage key={`${slug}:${page}`} config={config} page={page} />;
  return <ThemePage key={slug} config={config} />;
}

/** The month archive of a theme (/publisher/{theme}/archive), or one month of it (/archive/YYYY-MM?page=N). */
function ThemeArchiveOf({ config, month }: { config: ThemePageConfig; month: string | undefined }) {
  const page = pageParam(useSearchParams()[0].get('page'));
  const { slug } = config.theme;
  if (month === undefined) return <ThemeMonthsPage key={slug} config={config} />;
  const valid = monthParam(month);
  if (!valid || page === undefined) return <NotFoundPage />;
  return <ThemeMonthPage key={`${slug}:${valid}:${page}`} config={config} month={valid} page={page} />;
}

/**
 * The theme page of the address (/publisher/{theme}, ?page=N) and its month archive (/publisher/{theme}/archive[/YYYY-MM]),
 * with the texts of its theme (`config`: theme-pages/{theme}.tsx, loaded by that theme's routes alone; admin mode
 * passes theme-pages/all.ts's).
 */
export function ThemeRoute({ config }: { config: ThemePageConfig }) {
  const archive = useLocation().pathname.split('/')[3];
  const { month } = useParams();
  if (archive === 'archive') return <ThemeArchiveOf config={config} month={month} />;
  return <ThemePageOf config={config} />;
}

/** The route component of one theme page: its module (theme-pages/{theme}.tsx) holds its texts. */
export function themeRoute(config: ThemePageConfig) {
  return function ThemeRouteOf() {
    return <ThemeRoute config={config} />;
  };
}
