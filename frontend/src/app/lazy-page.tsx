import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../components/ui/spinner';

/** A page in a chunk of its own: its component, and `preload`, which loads the chunk ahead of rendering. */
export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * A page loaded from its own chunk (`load` imports the module, `pick` takes the component). While the chunk loads the
 * page shows the spinner; once `preload` has run (main.tsx preloads the first page before the app starts, so the
 * server's HTML stays until the app can replace it without a flash) it renders at once. A chunk that cannot be
 * loaded (a release replaced the files) throws to the route error boundary, which offers a reload.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
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
  return { Page, preload };
}
