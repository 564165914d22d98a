/** True when the reader asked the system for less motion (prefers-reduced-motion: reduce). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The one way the app scrolls a section into view for the reader (a "See how it works" or "Subscribe" button): smoothly,
 * or at once when the reader asked for reduced motion (a smooth scroll across the page is the motion they avoid).
 */
export function scrollToSection(element: Element | null | undefined): void {
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
