/**
 * Server rendering (built by `vite build --ssr` into frontend/dist-ssr, loaded by the backend's page routes). It renders
 * the app's own routes with the answers the page shows (`renderPageRoot`), so the public pages (the magazine's home,
 * theme pages, /about, /premium and articles) read without JavaScript, their largest paint waits for neither the app
 * nor the API, and the browser hydrates the same markup.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { LoadingShell, type ShellShape } from './components/site/loading-shell';
import { loadingShellOf, pageFiles, preloadRoute, shellShapeOf } from './app/router';
import { NOT_FOUND, serverPage } from './app/server-pages';
import { articleQueryKey } from './features/article/article-page';
import type { WebsiteArticle } from './features/article/article-view';
import { prepareShareFallback } from './features/article/share-button';
import { ADS_KEY, relatedArticlesKey } from './features/publisher/publisher-api';
import { articleBlocks } from './lib/markdown';
import { currentNavKey } from './components/site/site-nav';

export { ADS_KEY, articleBlocks, articleQueryKey, currentNavKey, loadingShellOf, NOT_FOUND, pageFiles, relatedArticlesKey, serverPage, shellShapeOf };

export type { WebsiteArticle };

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
 * The markup of #root for a public page, rendered by the app's own routes with the answers of its queries (query key
 * and answer; main.tsx seeds the browser's query cache with the same and hydrates). `publicUrl`: the magazine's public
 * address (PUBLIC_URL), for the absolute links a page writes (an article's share links; the browser reads the same
 * address from the page's canonical link).
 */
export async function renderPageRoot(path: string, queries: Array<[readonly string[], unknown]>, publicUrl?: string): Promise<string> {
  await preloadRoute(path);
  const client = serverQueryClient();
  for (const [key, value] of queries) client.setQueryData(key, value);
  prepareShareFallback(publicUrl, renderToString); // read by the render below, which runs at once (nothing else renders meanwhile)
  return renderToString(<AppTree client={client} router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} />);
}

/**
 * The markup of #root that index.html is sent with for the pages the app draws in the browser (members', staff and
 * account pages: infrastructure/web/spa.ts): the header of the page's layout (`shape` and the staff `area`,
 * `loadingShellOf` the page's path and whether the request has a session) and 'Loading…', painted before the app's JavaScript has arrived and replaced by the app when it starts (main.tsx
 * renders over it; the layout draws the same while it loads).
 */
export function renderLoadingShell(shape: ShellShape = 'members', area?: string): string {
  return renderToString(
    <StaticRouter location="/">
      <LoadingShell shape={shape} area={area} />
    </StaticRouter>,
  );
}
