/**
 * Server rendering (built by `vite build --ssr` into frontend/dist-ssr, loaded by the backend's page routes). It renders
 * the same components as the browser, so the pages read without JavaScript, their largest paint does not wait for
 * the app, and the app takes over without a flash: the article page (`renderArticleRoot`), and the magazine's other
 * public pages with the answers of the public reads they show (`renderPageRoot`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { preloadRoute } from './app/router';
import { serverPage } from './app/server-pages';
import { SiteFrame } from './components/site/site-frame';
import { SkipLink } from './components/site/skip-link';
import { articleBlocks } from './lib/markdown';
import { ARTICLE_NOT_FOUND, ArticleMessage, ArticleView, type WebsiteArticle } from './features/article/article-view';

export { articleBlocks, serverPage };

export type { WebsiteArticle };

/** The markup of #root for /article/{idOrSlug}: the article, or null for the 'Article Not Found' page. */
export function renderArticleRoot(path: string, article: WebsiteArticle | null): string {
  const client = serverQueryClient();
  return renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={path}>
        <SkipLink />
        <SiteFrame>{article ? <ArticleView article={article} blocks={articleBlocks(article.long_form_article)} /> : <ArticleMessage title={ARTICLE_NOT_FOUND.title} text={ARTICLE_NOT_FOUND.text} />}</SiteFrame>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/** A query client that never fetches: the server renders what it was given. */
function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        enabled: false,
        retry: false,
        staleTime: Infinity,
        queryFn: () => Promise.reject(new Error('The server renders only the answers it was given.')),
      },
    },
  });
}

/**
 * The markup of #root for a public page (`serverPage`: home, theme pages, /about, /premium), rendered by the app's own
 * routes with the answers of its queries (query key and answer; main.tsx seeds the browser's query cache with the same).
 */
export async function renderPageRoot(path: string, queries: Array<[readonly string[], unknown]>): Promise<string> {
  await preloadRoute(path);
  const client = serverQueryClient();
  for (const [key, value] of queries) client.setQueryData(key, value);
  return renderToString(<AppTree client={client} router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} />);
}
