import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../components/ui/spinner';

/** A page in a chunk of its own: its component, and `preload`, which loads the chunk ahead of rendering. */
export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<unknown>;
  /**
   * The page's module under frontend/ ('src/features/article/article-page.tsx'), as the build's manifest names it: the
   * server puts the chunks it needs in the page's HTML (frontend/build/page-chunks.ts), so they load beside the app's
   * entry instead of after it.
   */
  file: string;
}

/**
 * A page loaded from its own chunk (`load` imports `file`, `pick` takes the component; routes.test.ts checks that each
 * `file` is the module its `load` imports). While the chunk loads the
 * page shows the spinner; once `preload` has run (main.tsx preloads the first page before the app starts, so the
 * server's HTML stays until the app can replace it without a flash) it renders at once. A chunk that cannot be
 * loaded (a release replaced the files) throws to the route error boundary, which offers a reload.
 */
export function lazyPage<M>(file: string, load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let Loaded: ComponentType | null = null;
  const preload = () => load().then((module) => (Loaded = pick(module)));
  const Suspended = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<PageSpinner />}>
        <Suspended />
      </Suspense>
    );
  }
  return { Page, preload, file };
}
