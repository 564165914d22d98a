import { ArrowLeft } from 'lucide-react';
import { Link } from '../../lib/router-links';
import { buttonClasses } from '../../components/ui/button';
import { MetaLine } from '../../components/ui/meta-line';
import { formatLongDate, MAGAZINE_TEAM, readingTimeMinutes } from '../../lib/format';
import { responsiveImage } from '../../lib/responsive-image';
import { useImageFailure } from '../../lib/use-image-failure';
import { themeForText } from '../../lib/themes';
import type { Schema } from '../../lib/api-types';
import type { ArticleBlock } from '../../lib/markdown';
import { PageAd } from '../publisher/page-ad';
import { PhotoCredit } from '../publisher/photo-credit';
import { ARTICLE_AD_PAGES } from '../publisher/publisher-api';
import { NEWSLETTER_HEADING, NEWSLETTER_INTRO, NewsletterForm } from '../newsletter/newsletter-form';
import { RelatedArticles } from './related-articles';
import { ArticleBody } from '../../components/site/article-body';
import { MagazineSearchOffer } from '../../components/site/header-search';
import { shareFallbackHtml, ShareButton } from './share-button';
import { ListenButton } from '../../components/site/listen-button';
import { TextSizeButton } from '../../components/site/text-size-button';
import { readAloudParts } from '../../lib/read-aloud';
import { DateText } from '../../components/ui/date-text';

/**
 * A website article as GET /api/website-content/{idOrSlug} answers readers (redirect_to: the current slug, when asked by
 * an old one). Staff get the WebsiteContentView, which has every reader field and more; the page reads only these.
 */
export type WebsiteArticle = Schema<'ReaderArticleView'>;

/** The article the server embedded in the page: with its body already split into blocks (no markdown library needed). */
export interface EmbeddedArticle extends WebsiteArticle {
  blocks?: ArticleBlock[];
}

export const ARTICLE_NOT_FOUND = {
  title: 'Article Not Found',
  text: "The article you're looking for doesn't exist or has been removed.",
};
export const ARTICLE_LOAD_FAILED = 'Failed to load article. Please try again.';
export const ARTICLE_EMPTY = 'Article content is not available';
export const ARTICLE_BYLINE = `By ${MAGAZINE_TEAM}`;
/** The article's picture spans the page container (76rem less 2rem padding each side); on phones the screen. */
const ARTICLE_IMAGE_SIZES = '(min-width: 1216px) 1152px, 100vw';

/**
 * A full-page message with the way back to the magazine ('Article Not Found', a failed load). A missing article also
 * offers the search, as 'Page Not Found' does: the reader followed an old link and may find the article under its new name.
 */
export function ArticleMessage({ title, text, search = false }: { title: string; text: string; search?: boolean }) {
  return (
    <div className="container-reading space-y-5 py-20">
      <h1 className="text-4xl">{title}</h1>
      <p className="text-lg text-muted">{text}</p>
      {search && <MagazineSearchOffer />}
      <Link to="/publisher" className={buttonClasses('primary')}>
        <ArrowLeft aria-hidden="true" />
        Back to Articles
      </Link>
    </div>
  );
}

/**
 * The newsletter sign-up at the end of an article (the home page's box: same heading, words and form), for a reader who
 * arrived at the article from a search and reached its end. The server renders it with the article; the form posts
 * without JavaScript too.
 */
function ArticleNewsletter() {
  return (
    <section aria-labelledby="newsletter-heading" className="container-reading pb-10 print:hidden">
      <div className="rounded-lg border border-line bg-surface p-6 shadow-card">
        <h2 id="newsletter-heading" className="mb-2 text-2xl">
          {NEWSLETTER_HEADING}
        </h2>
        <p className="mb-4 text-lg text-muted">{NEWSLETTER_INTRO}</p>
        <NewsletterForm />
      </div>
    </section>
  );
}

/**
 * One article as readers see it. Rendered by the server into the page's HTML (frontend/src/entry-server.tsx) and by
 * the article page in the browser from the same data, so the two give the same markup and the page does not flash.
 */
export function ArticleView({ article, blocks }: { article: WebsiteArticle; blocks: ArticleBlock[] }) {
  const theme = themeForText(article.editorial_theme ?? article.category);
  const dateValue = article.published_at ?? undefined;
  const date = formatLongDate(dateValue);
  const lead = article.subtitle || article.meta_description;
  const category = article.category || theme?.title;
  // A picture that cannot be loaded is left out (the header and text read on without it).
  const picture = useImageFailure(article.featured_image);

  return (
    <>
      <article className="pb-10">
        <header className="container-reading space-y-5 py-10 md:py-14">
          <Link to={theme ? `/publisher/${theme.slug}` : '/publisher'} className="link inline-flex min-h-11 items-center gap-2 font-semibold print:hidden">
            <ArrowLeft aria-hidden="true" className="size-5" />
            {theme ? `Back to ${theme.title}` : 'Back to Articles'}
          </Link>
          {category ? <p className="kicker">{category}</p> : null}
          <h1 className="text-4xl [overflow-wrap:anywhere] md:text-5xl">{article.title || 'Untitled Article'}</h1>
          {lead ? <p className="text-xl text-muted">{lead}</p> : null}
          <MetaLine
            className="text-base text-muted"
            items={[
              ARTICLE_BYLINE,
              date ? <DateText value={dateValue} /> : null,
              blocks.length ? `${readingTimeMinutes(article.long_form_article)} min read` : null,
            ]}
          />
          <div className="flex flex-wrap items-start gap-3 print:hidden">
            {/* Share before the app runs (index.css, .share-fallback): the server writes its inside (shareFallbackHtml), which
                the browser keeps as it is: React does not hydrate what dangerouslySetInnerHTML holds, nor, in the
                production build the pages run, say that it differs. */}
            <details
              className="share-fallback"
              dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? shareFallbackHtml(article.title || 'Untitled Article', article.slug) : '' }}
            />
            <ShareButton key={article.id} title={article.title || 'Untitled Article'} slug={article.slug} />
            <TextSizeButton />
            <ListenButton key={`listen-${article.id}`} parts={readAloudParts([article.title || 'Untitled Article', lead], blocks)} />
          </div>
        </header>
        {article.featured_image && !picture.failed ? (
          <figure className="container-page">
            <img
              {...responsiveImage(article.featured_image, ARTICLE_IMAGE_SIZES, article.featured_image_width)}
              {...picture.imgProps}
              // The editor's description (or the stock photo's own); none: decorative, the title being right above.
              alt={article.featured_image_alt ?? ''}
              width={1200}
              height={675}
              fetchPriority="high"
              className="aspect-[16/9] w-full rounded-lg object-cover"
            />
            {/* A stock photo's photographer is credited under it; our own uploads have no credit. */}
            {article.featured_image_credit ? (
              <figcaption className="container-reading mt-2 px-0">
                <PhotoCredit credit={article.featured_image_credit} />
              </figcaption>
            ) : null}
          </figure>
        ) : null}
        {blocks.length === 0 ? (
          <div className="container-reading space-y-6 py-10 text-lg leading-relaxed">
            <p className="text-muted">{ARTICLE_EMPTY}</p>
          </div>
        ) : (
          <ArticleBody blocks={blocks} className="container-reading py-10" />
        )}
      </article>
      <ArticleNewsletter />
      <PageAd pages={ARTICLE_AD_PAGES} className="container-reading pb-10" />
      <RelatedArticles id={article.id} themeTitle={theme?.title} />
    </>
  );
}
