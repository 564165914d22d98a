import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/source-serif-4/latin-400.css';
import '@fontsource/source-serif-4/latin-600.css';
import '@fontsource/source-serif-4/latin-700.css';
import './index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { INITIAL_QUERIES_ID } from './app/server-pages';
import { queryClient } from './lib/query-client';
import { showToastSavedBeforeReload } from './components/ui/use-toast';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

showToastSavedBeforeReload();

/** The answers a server-rendered page was made with: the app starts with them instead of asking the API again. */
function seedQueries(): void {
  const element = document.getElementById(INITIAL_QUERIES_ID);
  if (!element) return;
  element.remove();
  if (element.dataset.path !== window.location.pathname) return;
  try {
    for (const [key, value] of JSON.parse(element.textContent ?? '[]') as Array<[string[], unknown]>) queryClient.setQueryData(key, value);
  } catch {
    /* the app asks the API instead */
  }
}

seedQueries();

// The first page's chunks are loaded before the app starts. Until then the server's HTML (the article page is
// rendered by the server) stays on screen instead of a loading spinner, so the app takes over without a flash. A chunk
// that cannot be loaded is retried by the page itself, which then shows the error page.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
