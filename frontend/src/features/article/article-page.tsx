import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { errorStatus } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { ARTICLE_LOAD_FAILED, ARTICLE_NOT_FOUND, ArticleMessage, ArticleView, type WebsiteArticle } from './article-view';
import { takeInitialArticle } from './initial-data';
import { sendArticleView } from './view-beacon';

/**
 * A single published article (/article/{id or slug}). On a first visit the server has already rendered it and
 * embedded its data, which becomes the query's initial data: the same markup, no loading state, no flash.
 */
export function ArticlePage() {
  const { idOrSlug = '' } = useParams();
  const [initial] = useState(() => takeInitialArticle(idOrSlug));
  const serverSaidMissing = initial?.found === false;
  const { data: article, error, isPending } = useQuery<WebsiteArticle>({
    queryKey: ['/api/website-content', encodeURIComponent(idOrSlug)],
    initialData: initial?.found ? initial.article : undefined,
    enabled: !serverSaidMissing,
  });
  const missing = serverSaidMissing || (!!error && [400, 404].includes(errorStatus(error) ?? 0));
  usePageTitle(article?.title ?? (missing ? ARTICLE_NOT_FOUND.title : isPending ? 'Article' : 'Article unavailable'));

  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!article || article.redirect_to || counted.current === article.id) return;
    counted.current = article.id;
    sendArticleView(article.id);
  }, [article]);

  if (missing) return <ArticleMessage title={ARTICLE_NOT_FOUND.title} text={ARTICLE_NOT_FOUND.text} />;
  if (error) return <ArticleMessage title="Article unavailable" text={ARTICLE_LOAD_FAILED} />;
  if (isPending || !article) return <PageSpinner label="Loading article" />;
  // An old slug: the address moves to the current one (the server answers direct visits with a 301).
  if (article.redirect_to) return <Navigate to={`/article/${article.redirect_to}`} replace />;
  return <ArticleView article={article} />;
}
