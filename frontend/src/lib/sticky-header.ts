import { useEffect, useState, type RefObject } from 'react';

/**
 * A header may stay on screen while it covers at most this share of the window's height. Taller (200 % text on a
 * phone made the magazine's header 336 px of 844), it scrolls away with the page instead of hiding what it covers.
 */
export const STICKY_HEADER_MAX_SHARE = 0.25;

/**
 * Whether a header of `height` may stay on screen. `seenHeight` is what is seen of the page when it is less than the
 * window (the visual viewport).
 */
export function stickyHeaderFits(height: number, windowHeight: number, seenHeight = windowHeight): boolean {
  return height <= Math.min(windowHeight, seenHeight) * STICKY_HEADER_MAX_SHARE;
}

/**
 * A further rule for a header, kept apart so the public pages do not carry it: the members' header scrolls away while
 * the member types with the on-screen keyboard up (lib/sticky-header-keyboard.ts).
 */
export interface StickyHeaderRule {
  /** True when the header must scroll away now, whatever its height. */
  away(windowHeight: number, seenHeight: number): boolean;
  /** Calls `measure` whenever the rule's answer may have changed; returns what stops that. */
  watch(measure: () => void): () => void;
}

/**
 * Whether the page's header (its bar: `bar`, inside the <header>, without an open menu) stays at the top of the screen, and
 * `--sticky-header` on <html>: the height it covers there (0 when it scrolls away). index.css makes that the
 * `scroll-margin-top` of everything in main and the footer, so a control reached with Tab or Shift+Tab, a #link's target and the skip link's main content
 * are never left under the header (WCAG 2.4.11). Measured again whenever the bar or the window changes size.
 */
export function useStickyHeader(bar: RefObject<HTMLElement | null>, rule?: StickyHeaderRule): boolean {
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
      const seen = window.visualViewport ? window.visualViewport.height * window.visualViewport.scale : window.innerHeight;
      const fits = !rule?.away(window.innerHeight, seen) && stickyHeaderFits(height, window.innerHeight, seen);
      setSticky(fits);
      root.style.setProperty('--sticky-header', `${fits ? height : 0}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    const unwatch = rule?.watch(measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
      unwatch?.();
      root.style.removeProperty('--sticky-header');
    };
  }, [bar, rule]);
  return sticky;
}
