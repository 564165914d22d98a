import { useEffect, useState, type RefObject } from 'react';

/**
 * A header may stay on screen while it covers at most this share of the window's height. Taller (200 % text on a
 * phone made the magazine's header 336 px of 844), it scrolls away with the page instead of hiding what it covers.
 */
export const STICKY_HEADER_MAX_SHARE = 0.25;

/**
 * An on-screen keyboard is up when what is seen of the page (the visual viewport) is this much shorter than the window:
 * phones shrink only the visual viewport for it (a phone of 844 px left 508 px above the keyboard).
 */
export const KEYBOARD_MIN_PX = 150;

/**
 * Whether a header of `height` may stay on screen. `seenHeight` is what is seen of the page when it is less than the
 * window (the visual viewport). While the member types with the on-screen keyboard up, the header scrolls away: the
 * little left above the keyboard belongs to the text box and its Send button.
 */
export function stickyHeaderFits(height: number, windowHeight: number, seenHeight = windowHeight, typing = false): boolean {
  if (typing && windowHeight - seenHeight >= KEYBOARD_MIN_PX) return false;
  return height <= Math.min(windowHeight, seenHeight) * STICKY_HEADER_MAX_SHARE;
}

/** A text field has the keyboard focus (an on-screen keyboard would be up for it). */
function typingInField(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  if (active.isContentEditable || active instanceof HTMLTextAreaElement) return true;
  return active instanceof HTMLInputElement && !['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit'].includes(active.type);
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
      const seen = window.visualViewport ? window.visualViewport.height * window.visualViewport.scale : window.innerHeight;
      const fits = stickyHeaderFits(height, window.innerHeight, seen, typingInField());
      setSticky(fits);
      root.style.setProperty('--sticky-header', `${fits ? height : 0}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    // The on-screen keyboard comes and goes with the focus, and changes only the visual viewport.
    window.visualViewport?.addEventListener('resize', measure);
    document.addEventListener('focusin', measure);
    document.addEventListener('focusout', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
      document.removeEventListener('focusin', measure);
      document.removeEventListener('focusout', measure);
      root.style.removeProperty('--sticky-header');
    };
  }, [bar]);
  return sticky;
}
