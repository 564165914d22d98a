import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { errorStatus } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { ARTICLE_LOAD_FAILED, ArticleMessage, ArticleView, type EmbeddedArticle } from './article-view';
import { useArticleBlocks } from './article-blocks';
import { StaffArticlePreview } from './staff-article-preview';
import { sendArticleView } from './view-beacon';

/** The query of an article page (the server fills it with the article it rendered, or null). */
export function articleQueryKey(idOrSlug: string): readonly string[] {
  return ['/api/website-content', encodeURIComponent(idOrSlug)];
}

/**
 * Where the address moves once the article is known: its one address is its current slug (docs/product.md#article-pages),
 * so an old slug, or the id the cards link to, is replaced by it. Undefined when the address is the slug already.
 */
export function currentSlugOf(idOrSlug: string, article: Pick<EmbeddedArticle, 'slug' | 'redirect_to'> | null | undefined): string | undefined {
  if (!article) return undefined;
  if (article.redirect_to) return article.redirect_to;
  return /^\d+$/.test(idOrSlug) && article.slug && article.slug !== idOrSlug ? article.slug : undefined;
}

/**
 * A single published article (/article/{id or slug}). On a first visit the server has already rendered it with the
 * article (its blocks included) in this query, or null when there is none: the app hydrates the same markup. One
 * readers cannot open (none, a draft) is 'Article Not Found', except for staff (StaffArticlePreview).
 */
export function ArticlePage() {
  const { idOrSlug = '' } = useParams();
  const { data: article, error, isPending } = useQuery<EmbeddedArticle | null>({
    queryKey: articleQueryKey(idOrSlug),
    queryFn: () => answer(api.GET('/api/website-content/{idOrSlug}', { params: { path: { idOrSlug } } })),
  });
  const blocks = useArticleBlocks(article);
  const missing = article === null || (!!error && [400, 404].includes(errorStatus(error) ?? 0));
  // A missing article's title is StaffArticlePreview's (the article's own for staff, 'Article Not Found' for readers).
  usePageTitle(missing ? null : (article?.title ?? (isPending ? 'Article' : 'Article unavailable')));

  // Reached by an old slug or by the id (a card's link), the address becomes the slug's in place (no new history
  // entry; the server answers direct visits with a 301), and the slug's query starts with the article already read.
  const moveTo = currentSlugOf(idOrSlug, article);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (!article || !moveTo) return;
    const { redirect_to: _old, ...current } = article;
    queryClient.setQueryData(articleQueryKey(moveTo), current);
    void navigate({ pathname: `/article/${encodeURIComponent(moveTo)}`, search, hash }, { replace: true });
  }, [article, moveTo, queryClient, navigate, search, hash]);

  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!article || moveTo || counted.current === article.id) return;
    counted.current = article.id;
    sendArticleView(article.id);
  }, [article, moveTo]);

  if (missing) return <StaffArticlePreview idOrSlug={idOrSlug} />;
  if (error) return <ArticleMessage title="Article unavailable" text={ARTICLE_LOAD_FAILED} />;
  if (article?.redirect_to) return null; // moving to the current slug
  if (isPending || !article || !blocks) return <PageSpinner label="Loading article" />;
  return <ArticleView article={article} blocks={blocks} />;
}
