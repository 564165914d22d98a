import { Lightbulb, LoaderCircle, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AdminModeBanner } from '../../components/site/admin-mode-banner';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { formatLongDate, MAGAZINE_TEAM } from '../../lib/format';
import { responsiveImage } from '../../lib/responsive-image';
import { useImageFailure } from '../../lib/use-image-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { AdSlot } from './ad-slot';
import { usePublisherAdmin } from './admin-kit';
import { ArticleCard } from './article-card';
import { adsFor, articleDate, THEME_AD_PAGES, useActiveAds, useFeaturedArticles, useThemeCounts, useThemeHero, type PublicArticle, type ThemeHero } from './publisher-api';
import { articleCountText } from './theme-directory';
import { useThemeList } from './use-theme-list';
import type { ThemeSlug } from '../../lib/themes';
import { THEME_PAGES, type ThemePageConfig } from './theme-config';
import { DEFAULT_HERO_IMAGE } from './theme-look';


/** The hero title: the saved custom title when the hero is active, else the theme's default title. */
export function heroTitle(config: ThemePageConfig, hero: ThemeHero | undefined): string {
  return (hero?.is_active && hero.custom_title?.trim()) || config.theme.title;
}

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
  const date = lead ? articleDate(lead) : null;
  return (
    <section aria-labelledby="theme-hero-title" className="relative isolate flex min-h-[500px] overflow-hidden bg-ink">
      <img {...responsiveImage(src, '100vw')} alt="" fetchPriority="high" {...imgProps} className="absolute inset-0 -z-10 size-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/60" />
      <div className="container-page flex flex-col justify-end gap-4 py-12">
        {admin ? (
          <admin.ThemeHeroTitle config={config} title={title} hero={hero} />
        ) : (
          <h1 id="theme-hero-title" className="max-w-4xl text-4xl text-white md:text-5xl">
            {title}
          </h1>
        )}
        <p className="text-lg text-[#f1eee8]">
          By {MAGAZINE_TEAM} · {date ? <time dateTime={date}>{formatLongDate(date)}</time> : 'Latest'} · {config.theme.label}
        </p>
        {admin ? <admin.ThemeHeroImage config={config} title={title} hero={hero} /> : null}
      </div>
    </section>
  );
}

function ThemeSidebar({ config, ads }: { config: ThemePageConfig; ads: ReturnType<typeof adsFor> }) {
  return (
    <aside aria-label={`${config.theme.label} sidebar`} className="space-y-8">
      <section aria-labelledby="topics-heading" className="rounded-lg border border-line bg-surface p-6 shadow-card">
        <h2 id="topics-heading" className="mb-4 font-sans text-base font-extrabold tracking-[0.08em] uppercase">
          Topics
        </h2>
        <ul className="grid gap-2">
          {config.topics.map((topic) => (
            <li key={topic} className="border-b border-line pb-2 text-base last:border-b-0">
              {topic}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tips-heading" className="rounded-lg bg-accent-soft p-6">
        <h2 id="tips-heading" className="mb-4 flex items-center gap-2 font-sans text-base font-extrabold tracking-[0.08em] uppercase">
          <Lightbulb aria-hidden="true" className="size-5 text-accent" />
          {config.theme.label} Tips
        </h2>
        <ol className="grid list-decimal gap-3 pl-6 text-base">
          {config.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </section>
      {ads.map((ad) => (
        <AdSlot key={ad.id} ad={ad} className="rounded-lg border border-line bg-surface p-4 shadow-card" />
      ))}
      <section aria-labelledby="theme-premium-heading" className="rounded-lg bg-ink p-6 text-[#f1eee8]">
        <h2 id="theme-premium-heading" className="text-2xl text-white">
          Go further with Premium
        </h2>
        <p className="mt-2 text-base">Coaching articles chosen for your goal, and replies to your training journal.</p>
        <Link to="/premium" className={buttonClasses('secondary', 'md', 'mt-4')}>
          Discover Premium
        </Link>
      </section>
    </aside>
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
  const { first: articles, items: list, hasMore, loadMore, loading, failed, refresh: refreshList } = useThemeList(theme.slug);
  const featured = useFeaturedArticles();
  const hero = useThemeHero(theme.slug);
  const counts = useThemeCounts();
  const count = counts.data?.[theme.slug];
  const ads = useActiveAds();
  const [viewing, setViewing] = useState<PublicArticle | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const moreList = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the page Load more read is drawn (the index of its first article). */
  const focusAt = useRef<number | null>(null);

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
    await refreshList();
    setRefreshing(false);
    toast({ title: 'Cache Refreshed', description: `The latest ${theme.label.toLowerCase()} articles have been loaded.` });
  };

  /** "Load more": the next page; focus goes to its first article (or stays on the button), and the count is announced. */
  const onLoadMore = async () => {
    if (loading) return;
    const shown = more.length;
    const added = await loadMore();
    if (!added) {
      moreButton.current?.focus();
      return;
    }
    focusAt.current = shown;
    setAnnouncement(`${added} more ${added === 1 ? 'article' : 'articles'} loaded.`);
  };

  useEffect(() => {
    const index = focusAt.current;
    if (index === null || more.length <= index) return;
    focusAt.current = null;
    const item = moreList.current?.children[index];
    (item?.querySelector<HTMLElement>('a, button') ?? moreButton.current)?.focus();
  }, [more.length]);

  return (
    <>
      {admin ? <AdminModeBanner email={admin.email} /> : null}
      <ThemeHeroSection config={config} hero={hero.data} lead={lead} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-14">
          <section aria-labelledby="latest-heading">
            <div className="section-title flex flex-wrap items-center justify-between gap-3">
              <h2 id="latest-heading" className="font-sans text-lg font-extrabold tracking-[0.08em]">
                {config.latestTitle}
              </h2>
              {count !== undefined ? <p className="mr-auto font-sans text-base font-semibold text-muted">{articleCountText(count)}</p> : null}
              <Button variant="secondary" size="sm" onClick={refresh} disabled={refreshing || articles.isPending}>
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

          {more.length || hasMore ? (
            <section aria-labelledby="more-heading">
              <h2 id="more-heading" className="section-title">
                {config.moreTitle}
              </h2>
              <ul ref={moreList} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {more.map((article) => (
                  <li key={article.id} className="flex">
                    <ArticleCard article={article} size="grid" className="w-full" {...cardProps} />
                  </li>
                ))}
              </ul>
              {failed ? <p className="mt-4 text-base text-danger">More articles could not be loaded. Please try again.</p> : null}
              {hasMore ? (
                <div className="mt-8 flex justify-center">
                  <Button ref={moreButton} variant="secondary" size="lg" onClick={onLoadMore} busy={loading}>
                    {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                    Load more {theme.label.toLowerCase()} articles
                  </Button>
                </div>
              ) : null}
              <p role="status" aria-live="polite" className="sr-only">
                {announcement}
              </p>
            </section>
          ) : null}
        </div>
        <ThemeSidebar config={config} ads={squareAds} />
      </div>
      {admin ? <admin.ArticleViewer article={viewing} edit={config} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

/** The theme page of `slug`; keyed by theme, so going from one theme page to another starts the page afresh. */
export function ThemePageOf({ slug }: { slug: ThemeSlug }) {
  return <ThemePage key={slug} config={THEME_PAGES[slug]} />;
}

/** The theme page of the address (/publisher/{theme}): the six routes load this chunk, with the six pages' texts. */
export function ThemeRoute() {
  return <ThemePageOf slug={useLocation().pathname.split('/')[2] as ThemeSlug} />;
}
