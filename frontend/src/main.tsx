import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/source-serif-4/latin-400.css';
import '@fontsource/source-serif-4/latin-600.css';
import '@fontsource/source-serif-4/latin-700.css';
import './index.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { prefetchRoute, preloadOnIntent, preloadRoute } from './app/router';
import { INITIAL_QUERIES_ID } from './app/initial-queries';
import { queryClient } from './lib/query-client';
import { showToastSavedBeforeReload } from './components/ui/use-toast';
import { installLeaveGuard, ShownHistoryEntry } from './lib/leave-guard';
import { followScheme } from './lib/color-scheme';
import { followTextSize } from './lib/text-size';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

showToastSavedBeforeReload();
// Light or dark pages: the reader's choice, else the device's setting, followed as it changes (index.html set it first).
followScheme();
// The text size chosen on this device, followed when another tab changes it (index.html set it first).
followTextSize();
// Before the router mounts: leaving a page with unsaved changes by a link or Back/Forward asks first (its popstate
// listener runs before the router's).
installLeaveGuard();

/**
 * The answers a server-rendered page was made with: the app starts with them instead of asking the API again. True
 * when the page in #root was rendered by the app's own routes with them (so the app hydrates it).
 */
function seedQueries(): boolean {
  const element = document.getElementById(INITIAL_QUERIES_ID);
  if (!element) return false;
  element.remove();
  if (element.dataset.path !== window.location.pathname) return false;
  try {
    for (const [key, value] of JSON.parse(element.textContent ?? '[]') as Array<[string[], unknown]>) queryClient.setQueryData(key, value);
    return true;
  } catch {
    return false; // the app asks the API instead
  }
}

const hydrate = seedQueries();

// The first page's chunks are loaded before the app starts. A page the server rendered (the public magazine: home,
// theme pages, articles, /about, /premium) is hydrated: React adopts its markup as it is, so nothing is drawn twice and
// what the reader already typed stays. Other pages (index.html with the loading shell in #root: the members' header bar
// and 'Loading…', infrastructure/web/spa.ts) are rendered, over the shell. A chunk that cannot
// be loaded is retried by the page itself, which then shows the error page. What the page asks first (who is signed in,
// on the members' and staff pages) is asked meanwhile.
prefetchRoute(window.location.pathname, queryClient);
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    const app = (
      <AppTree
        client={queryClient}
        router={(routes) => (
          <BrowserRouter>
            <ShownHistoryEntry>{routes}</ShownHistoryEntry>
          </BrowserRouter>
        )}
      />
    );
    // Hydrated as a transition: React then adopts the page in slices of a few milliseconds, yielding to the reader's
    // taps and scrolls between them, instead of in one long task (a click meanwhile is replayed once its part is ready).
    if (hydrate) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
    preloadOnIntent();
  });
