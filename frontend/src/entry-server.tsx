/**
 * Server rendering of the article page (built by `vite build --ssr` into frontend/dist-ssr, loaded by the backend's
 * article HTML route). It renders the same components as the browser: the site frame and the article, or the
 * 'Article Not Found' message, so the page reads without JavaScript and the app takes over without a flash.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteFrame } from './components/site/site-frame';
import { SkipLink } from './components/site/skip-link';
import { articleBlocks } from './lib/markdown';
import { ARTICLE_NOT_FOUND, ArticleMessage, ArticleView, type WebsiteArticle } from './features/article/article-view';

export { articleBlocks };

export type { WebsiteArticle };

/** The markup of #root for /article/{idOrSlug}: the article, or null for the 'Article Not Found' page. */
export function renderArticleRoot(path: string, article: WebsiteArticle | null): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity } } });
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={path}>
        <SkipLink />
        <SiteFrame>{article ? <ArticleView article={article} blocks={articleBlocks(article.long_form_article)} /> : <ArticleMessage title={ARTICLE_NOT_FOUND.title} text={ARTICLE_NOT_FOUND.text} />}</SiteFrame>
      </StaticRouter>
    </QueryClientProvider>,
  );
}
