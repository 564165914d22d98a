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
 * loaded (offline, or a release replaced the files) throws to the route error boundary, which offers a reload; the
 * next visit to the page asks for it again.
 */
export function lazyPage<M>(file: string, load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let Loaded: ComponentType | null = null;
  const preload = () => load().then((module) => (Loaded = pick(module)));
  // React keeps a lazy component's failure for good: after one (the phone was offline), the next visit to the page
  // gets a new one, which asks for the chunk again.
  const suspended = () =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Suspended = suspended();
          throw error;
        },
      ),
    );
  let Suspended = suspended();
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
