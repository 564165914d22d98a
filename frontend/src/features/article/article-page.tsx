import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { errorStatus } from '../../lib/api';
import { answer, api } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import type { ArticleBlock } from '../../lib/markdown';
import { ARTICLE_LOAD_FAILED, ARTICLE_NOT_FOUND, ArticleMessage, ArticleView, type EmbeddedArticle } from './article-view';
import { sendArticleView } from './view-beacon';

/** The query of an article page (the server fills it with the article it rendered, or null). */
export function articleQueryKey(idOrSlug: string): readonly string[] {
  return ['/api/website-content', encodeURIComponent(idOrSlug)];
}

/**
 * The article's body as blocks: as the server embedded them on a first visit (so the markdown library is not needed
 * to show it), otherwise made here with markdown-it, loaded when first needed.
 */
function useArticleBlocks(article: EmbeddedArticle | null | undefined): ArticleBlock[] | undefined {
  const text = article?.long_form_article ?? '';
  const ready = article?.blocks;
  const [made, setMade] = useState<{ text: string; blocks: ArticleBlock[] }>();
  useEffect(() => {
    if (!article || ready) return;
    let cancelled = false;
    void import('../../lib/markdown').then(({ articleBlocks }) => {
      if (!cancelled) setMade({ text, blocks: articleBlocks(text) });
    });
    return () => {
      cancelled = true;
    };
  }, [article, ready, text]);
  return ready ?? (made?.text === text ? made.blocks : undefined);
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
 * article (its blocks included) in this query, or null when there is none: the app hydrates the same markup.
 */
export function ArticlePage() {
  const { idOrSlug = '' } = useParams();
  const { data: article, error, isPending } = useQuery<EmbeddedArticle | null>({
    queryKey: articleQueryKey(idOrSlug),
    queryFn: () => answer(api.GET('/api/website-content/{idOrSlug}', { params: { path: { idOrSlug } } })),
  });
  const blocks = useArticleBlocks(article);
  const missing = article === null || (!!error && [400, 404].includes(errorStatus(error) ?? 0));
  usePageTitle(article?.title ?? (missing ? ARTICLE_NOT_FOUND.title : isPending ? 'Article' : 'Article unavailable'));

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

  if (missing) return <ArticleMessage title={ARTICLE_NOT_FOUND.title} text={ARTICLE_NOT_FOUND.text} search />;
  if (error) return <ArticleMessage title="Article unavailable" text={ARTICLE_LOAD_FAILED} />;
  if (article?.redirect_to) return null; // moving to the current slug
  if (isPending || !article || !blocks) return <PageSpinner label="Loading article" />;
  return <ArticleView article={article} blocks={blocks} />;
}
