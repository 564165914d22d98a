import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where an element starts in the page (for a list virtualised against the window, its scrollMargin), kept up to date
 * as the page above it changes.
 */
export function usePageTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setTop(box.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
