import { useEffect, useState, type RefObject } from 'react';

/**
 * A header may stay on screen while it covers at most this share of the window's height. Taller (200 % text on a
 * phone made the magazine's header 336 px of 844), it scrolls away with the page instead of hiding what it covers.
 */
export const STICKY_HEADER_MAX_SHARE = 0.25;

export function stickyHeaderFits(height: number, windowHeight: number): boolean {
  return height <= windowHeight * STICKY_HEADER_MAX_SHARE;
}

/**
 * Whether the page's header (its bar: `bar`, inside the <header>, without an open menu) stays at the top of the screen, and
 * `--sticky-header` on <html>: the height it covers there (0 when it scrolls away). index.css makes that the
 * `scroll-margin-top` of everything in main and the footer, so a control reached with Tab or Shift+Tab, a #link's target and the skip link's main content
 * are never left under the header (WCAG 2.4.11). Measured again whenever the bar or the window changes size.
 */
export function useStickyHeader(bar: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(true);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const header = element.closest('header') ?? element;
    const measure = () => {
      // What the header covers with its menu closed: from its top to the bar's bottom, and its bottom border.
      const border = header === element ? 0 : parseFloat(getComputedStyle(header).borderBottomWidth) || 0;
      const height = Math.ceil(element.getBoundingClientRect().bottom - header.getBoundingClientRect().top + border);
      const fits = stickyHeaderFits(height, window.innerHeight);
      setSticky(fits);
      root.style.setProperty('--sticky-header', `${fits ? height : 0}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--sticky-header');
    };
  }, [bar]);
  return sticky;
}
