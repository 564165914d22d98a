import { Newspaper } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from '../../lib/router-links';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { LoadError } from '../../components/ui/load-error';
import { MetaLine } from '../../components/ui/meta-line';
import { cn } from '../../lib/cn';
import { MAGAZINE_TEAM } from '../../lib/format';
import { responsiveImage } from '../../lib/responsive-image';
import { useImageFailure } from '../../lib/use-image-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { NEWSLETTER_HEADING, NEWSLETTER_INTRO, NewsletterForm } from '../newsletter/newsletter-form';
import { AdSlot } from './ad-slot';
import { usePublisherAdmin } from './admin-kit';
import { ArticleCard, UNTITLED } from './article-card';
import { articleLook } from './article-look';
import {
  adsFor,
  articleDate,
  articleHref,
  HOME_AD_PAGES,
  homeSections,
  useActiveAds,
  useFeaturedArticles,
  useHeroArticle,
  useLatestArticles,
  useMostRead,
  useThemeCounts,
  type PublicArticle,
} from './publisher-api';
import type { EditFormKind } from './theme-config';
import { DEFAULT_HERO_IMAGE } from './theme-look';
import { ThemeDirectory } from './theme-directory';
import { PhotoCredit } from './photo-credit';
import { DateText } from '../../components/ui/date-text';

/** The home page in admin mode edits with the classic form. */
const HOME_EDIT = { editForm: 'classic' as EditFormKind, editRows: 15, imageRefreshErrorToast: true };

/** Pinned articles shown in FEATURED (two rows of three). */
const FEATURED_MAX = 6;
/** Most-Read Stories in the sidebar. */
const MOST_READ_MAX = 3;

function HomeHero({ article }: { article: PublicArticle }) {
  const admin = usePublisherAdmin();
  const { failed, imgProps } = useImageFailure(article.featured_image);
  const date = articleDate(article);
  const title = article.title?.trim() || UNTITLED;
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-band">
      <img
        {...responsiveImage(!failed && article.featured_image ? article.featured_image : DEFAULT_HERO_IMAGE, '100vw', article.featured_image_width)}
        alt=""
        fetchPriority="high"
        {...imgProps}
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/55 to-black/25" />
      <div className="container-page flex min-h-[500px] flex-col justify-end gap-4 py-12">
        <p className="self-start rounded-sm bg-band/90 px-3 py-1 font-sans text-sm font-bold tracking-[0.12em] text-white uppercase">{articleLook(article).label}</p>
        <h1 id="home-hero-title" className="max-w-4xl text-4xl text-white [overflow-wrap:anywhere] md:text-5xl">
          <a href={articleHref(article)} className="no-underline hover:underline focus-visible:outline-white">
            {title}
          </a>
        </h1>
        {article.meta_description ? <p className="max-w-reading text-lg text-on-band md:text-xl">{article.meta_description}</p> : null}
        <MetaLine className="text-base text-on-band" items={[`By ${MAGAZINE_TEAM}`, date ? <DateText value={date} /> : null]} />
        {!failed && article.featured_image && article.featured_image_credit ? <PhotoCredit credit={article.featured_image_credit} onDark /> : null}
        {admin ? <admin.ArticleImageButton article={article} /> : null}
      </div>
    </section>
  );
}

function SidebarBox({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-6 shadow-card">
      <h2 id={id} className="mb-4 font-sans text-base font-extrabold tracking-[0.08em] uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ArticleList({ articles, onOpen }: { articles: PublicArticle[]; onOpen?: (article: PublicArticle) => void }) {
  return (
    <ol className="grid gap-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} size="compact" {...articleLook(article)} onOpen={onOpen} />
        </li>
      ))}
    </ol>
  );
}

function HomeSidebar({ mostRead, onOpen }: { mostRead: PublicArticle[]; onOpen?: (article: PublicArticle) => void }) {
  const ads = useActiveAds();
  const squareAds = adsFor(ads.data ?? [], HOME_AD_PAGES, 'square', [1, 2, 3]);
  return (
    <aside aria-label="Sidebar" className="space-y-8">
      <SidebarBox id="newsletter-heading" title={NEWSLETTER_HEADING}>
        <p className="mb-4 text-base text-muted">{NEWSLETTER_INTRO}</p>
        <NewsletterForm />
      </SidebarBox>
      {squareAds.length ? (
        <SidebarBox id="gear-picks-heading" title="Sponsored Gear Picks">
          <div className="grid gap-5">
            {squareAds.map((ad) => (
              <AdSlot key={ad.id} ad={ad} />
            ))}
          </div>
        </SidebarBox>
      ) : null}
      {/* Only from real views: hidden until articles have been read often enough (the server's threshold). */}
      {mostRead.length ? (
        <SidebarBox id="most-read-heading" title="Most-Read Stories">
          <ArticleList articles={mostRead} onOpen={onOpen} />
        </SidebarBox>
      ) : null}
    </aside>
  );
}

/** LATEST: the first four articles in an 8/4/6/6 column layout. */
const LATEST_SPANS = ['lg:col-span-8', 'lg:col-span-4', 'lg:col-span-6', 'lg:col-span-6'];
const LATEST_SIZES = ['large', 'narrow', 'half', 'half'] as const;

function EmptyMagazine() {
  return (
    <section className="container-page py-20">
      <div className="mx-auto max-w-2xl space-y-5 rounded-lg border border-line bg-surface p-10 text-center shadow-card">
        <Newspaper aria-hidden="true" className="mx-auto size-12 text-accent" />
        <h1 className="text-3xl">No Articles Published Yet</h1>
        <p className="text-lg text-muted">
          The Flying@50 team is writing the first articles. Come back soon, or sign up to the newsletter to hear when they
          are published.
        </p>
        <NewsletterForm className="mx-auto max-w-md text-left" />
      </div>
    </section>
  );
}

/** The magazine home (/ and /publisher; /admin/publisher in admin mode). */
export function PublisherHomePage() {
  const admin = usePublisherAdmin();
  usePageTitle(admin ? 'Magazine (admin mode)' : 'Magazine');
  const articles = useLatestArticles();
  const themeCounts = useThemeCounts();
  const featured = useFeaturedArticles();
  const hero = useHeroArticle();
  const mostRead = useMostRead();
  const ads = useActiveAds();
  const [viewing, setViewing] = useState<PublicArticle | null>(null);
  const onOpen = admin ? setViewing : undefined;

  if (articles.isPending) return <PageSpinner label="Loading the magazine" />;
  if (articles.isError) {
    return (
      <div className="container-page py-16">
        <LoadError message="The magazine could not be loaded. Please try again." onRetry={() => articles.refetch()} />
      </div>
    );
  }

  const list = articles.data;
  if (!list.length) return <EmptyMagazine />;

  // Each article once: the hero, then FEATURED, Most-Read and LATEST leave out what an earlier section shows.
  const sections = homeSections(list, hero.data?.article, featured.data ?? [], mostRead.data ?? [], {
    featured: FEATURED_MAX,
    mostRead: MOST_READ_MAX,
    latest: LATEST_SPANS.length,
  });
  const { hero: heroArticle, latest, featured: featuredList } = sections;
  const featuredAd = adsFor(ads.data ?? [], HOME_AD_PAGES, 'featured')[0];

  return (
    <>
      <HomeHero article={heroArticle} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-14">
          {featuredList.length ? (
            <section aria-labelledby="featured-heading">
              <h2 id="featured-heading" className="section-title">
                FEATURED
              </h2>
              <ul className="grid gap-6 md:grid-cols-3">
                {featuredList.map((article) => (
                  <li key={article.id} className="flex">
                    <ArticleCard article={article} size="grid" {...articleLook(article)} onOpen={onOpen} edit={HOME_EDIT} className="w-full" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {/* Left out while the hero is the only article (an empty heading says nothing). */}
          {latest.length ? (
            <section aria-labelledby="latest-heading">
              <h2 id="latest-heading" className="section-title">
                LATEST
              </h2>
              <ul className="grid gap-6 lg:grid-cols-12">
                {latest.map((article, index) => (
                  <li key={article.id} className={cn('flex', LATEST_SPANS[index])}>
                    <ArticleCard
                      article={article}
                      size={LATEST_SIZES[index]}
                      {...articleLook(article)}
                      showDescription={index === 0}
                      onOpen={onOpen}
                      edit={HOME_EDIT}
                      className="w-full"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {featuredAd ? <AdSlot ad={featuredAd} /> : null}

          <ThemeDirectory counts={themeCounts.data} linkPrefix={admin ? '/admin' : '/publisher'} />

          <section aria-labelledby="premium-promo-heading" className="rounded-lg bg-accent-band p-8 text-on-accent-band">
            <h2 id="premium-promo-heading" className="text-2xl text-on-accent-band">
              Keep a training journal with a coach on hand
            </h2>
            <p className="mt-2 text-lg">My Insights answers your journal entries with ideas for the week ahead.</p>
            <Link to="/premium" className={buttonClasses('secondary', 'md', 'mt-5 border-white')}>
              Discover Premium
            </Link>
          </section>
        </div>
        <HomeSidebar mostRead={sections.mostRead} onOpen={onOpen} />
      </div>
      {admin ? <admin.ArticleViewer article={viewing} edit={HOME_EDIT} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
