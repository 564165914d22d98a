import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { errorStatus } from '../../lib/api';
import { formatLongDate, readingTimeMinutes } from '../../lib/format';
import { themeForText } from '../../lib/themes';
import { usePageTitle } from '../../lib/use-page-title';
import { articleBlocks } from './article-text';

/** The fields of a website article this page reads. */
export interface WebsiteArticle {
  id: number;
  title: string | null;
  subtitle?: string | null;
  meta_description?: string | null;
  featured_image?: string | null;
  long_form_article?: string | null;
  category?: string | null;
  editorial_theme?: string | null;
  publish_date?: string | null;
  created_at?: string | null;
}

function ArticleMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="container-reading space-y-5 py-20">
      <h1 className="text-4xl">{title}</h1>
      <p className="text-lg text-muted">{text}</p>
      <Link to="/publisher" className={buttonClasses('primary')}>
        <ArrowLeft aria-hidden="true" />
        Back to Articles
      </Link>
    </div>
  );
}

/** A single published article (/article/{id or slug}). */
export function ArticlePage() {
  const { idOrSlug = '' } = useParams();
  const { data: article, error, isPending } = useQuery<WebsiteArticle>({
    queryKey: ['/api/website-content', encodeURIComponent(idOrSlug)],
  });
  usePageTitle(article?.title ?? (isPending ? 'Article' : 'Article Not Found'));

  if (isPending) return <PageSpinner label="Loading article" />;

  if (error) {
    const status = errorStatus(error);
    return status === 404 || status === 400 ? (
      <ArticleMessage title="Article Not Found" text="The article you're looking for doesn't exist or has been removed." />
    ) : (
      <ArticleMessage title="Article unavailable" text="Failed to load article. Please try again." />
    );
  }

  const theme = themeForText(article.editorial_theme ?? article.category);
  const blocks = articleBlocks(article.long_form_article);
  const date = formatLongDate(article.publish_date ?? article.created_at);
  const lead = article.subtitle || article.meta_description;

  return (
    <article className="pb-10">
      <header className="container-reading space-y-5 py-10 md:py-14">
        <Link to={theme ? `/publisher/${theme.slug}` : '/publisher'} className="link inline-flex min-h-11 items-center gap-2 font-semibold">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {theme ? `Back to ${theme.title}` : 'Back to Articles'}
        </Link>
        {article.category || theme ? <p className="kicker">{article.category || theme?.title}</p> : null}
        <h1 className="text-4xl md:text-5xl">{article.title || 'Untitled Article'}</h1>
        {lead ? <p className="text-xl text-muted">{lead}</p> : null}
        <p className="text-base text-muted">
          By the Flying@50 team
          {date ? <> · <time dateTime={article.publish_date ?? article.created_at ?? undefined}>{date}</time></> : null}
          {blocks.length ? <> · {readingTimeMinutes(article.long_form_article)} min read</> : null}
        </p>
      </header>
      {article.featured_image ? (
        <div className="container-page">
          <img src={article.featured_image} alt="" className="aspect-[16/9] w-full rounded-lg object-cover" />
        </div>
      ) : null}
      <div className="container-reading space-y-6 py-10 text-lg leading-relaxed">
        {blocks.length === 0 ? (
          <p className="text-muted">Article content is not available</p>
        ) : (
          blocks.map((block, index) =>
            block.kind === 'heading' ? (
              <h2 key={index} className="pt-4 text-2xl">
                {block.text}
              </h2>
            ) : (
              <p key={index}>{block.text}</p>
            ),
          )
        )}
      </div>
    </article>
  );
}
