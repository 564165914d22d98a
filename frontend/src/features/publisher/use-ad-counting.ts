import { useCallback, useEffect, useRef } from 'react';
import { countAdClick, countAdImpression } from './ad-beacon';
import { VIEWABLE_SHARE, watchViewability } from './viewability';

/**
 * Counts an ad shown on a reader's page (docs/product.md#ads): one viewable impression per page view (half of it in
 * view for a continuous second, while the page is shown) and a click when its link is followed. `ref` goes on the ad,
 * `onFollow` on its link's click and middle click. The server keeps daily counts only and leaves staff and bots out.
 */
export function useAdCounting<E extends HTMLElement>(adId: number) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const watch = watchViewability(() => countAdImpression(adId));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) watch.inView(entry.isIntersecting ? entry.intersectionRatio : 0);
      },
      { threshold: [0, VIEWABLE_SHARE, 0.75, 1] },
    );
    const onVisibility = () => watch.pageShown(document.visibilityState === 'visible');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    observer.observe(element);
    return () => {
      watch.stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [adId]);
  const onFollow = useCallback(
    (event: { button: number }) => {
      // A left click (or Enter) and a middle click open the link; a right click only opens the menu.
      if (event.button === 0 || event.button === 1) countAdClick(adId);
    },
    [adId],
  );
  return { ref, onFollow };
}
