import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

/** A part of a page in a chunk of its own (see lazyPart). */
export interface LazyPart<P> {
  /** The part: rendered at once when its chunk is in, else `fallback` until it is. */
  Part: ComponentType<P>;
  /**
   * Starts loading the chunk once the calling component is shown, or once `wanted` becomes true (once; later calls
   * reuse it).
   */
  usePreload: (wanted?: boolean) => void;
}

/**
 * A part of a page that only some visits need (a dialog, a report's layout), loaded from its own chunk so the page's
 * first load leaves it out: `load` imports the module, `pick` takes the component. The page calls `usePreload()` so
 * the chunk comes in while the reader looks at the page, and is there by the time the part is opened; opened before,
 * it shows `fallback(props)` (a dialog's is DialogOpening, given the dialog's close so that Escape cancels the
 * opening). A chunk that cannot be loaded (a release replaced the files) throws to the route's error boundary, which
 * offers a reload.
 */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, fallback: (props: P) => ReactNode): LazyPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => (Loaded = pick(module)),
      (error: unknown) => {
        loading = null; // a later visit may try again
        throw error;
      },
    ));
  const Suspended = lazy(() => start().then((component) => ({ default: component })));
  function Part(props: P) {
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Suspended {...props} />
      </Suspense>
    );
  }
  const usePreload = (wanted = true) =>
    useEffect(() => {
      if (wanted) void start().catch(() => undefined);
    }, [wanted]);
  return { Part, usePreload };
}
