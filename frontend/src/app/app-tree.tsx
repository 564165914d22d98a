import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** Marks the document once the app runs (<html data-app="ready">): the boot script holds form submissions until then. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * The whole app inside a router: the same tree in the browser (BrowserRouter) and on the server (StaticRouter), so the
 * browser can hydrate the pages the server rendered (useId and the markup must come out the same on both sides).
 */
export function AppTree({ client, router }: { client: QueryClient; router: (app: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <Providers client={client}>
        {router(
          <>
            <AppRoutes />
            <AppReady />
          </>,
        )}
      </Providers>
    </StrictMode>
  );
}
