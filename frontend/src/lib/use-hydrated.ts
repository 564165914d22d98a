import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a page the server rendered (and in that rendering), true from then on: for what only
 * works once the app runs. React hydrates with the server's value, then renders again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
