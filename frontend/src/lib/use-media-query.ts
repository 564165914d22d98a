import { useCallback, useSyncExternalStore } from 'react';

function list(query: string): MediaQueryList | null {
  return typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(query);
}

/** Whether the CSS media query matches, kept up to date (a window resized, a mouse plugged in); false without a window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = list(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => list(query)?.matches === true,
    () => false,
  );
}
