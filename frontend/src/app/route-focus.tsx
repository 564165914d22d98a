import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusHandOffPending } from '../lib/focus-after-change';

/** How long a new page may take to draw its title (a chunk or its data still loading) before focus goes to main. */
const WAIT_MS = 5000;

/** The element a new page's reader starts at: its title, else its main landmark. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById('main-content') ?? document.querySelector<HTMLElement>('main');
  const headings = [...(main?.querySelectorAll<HTMLElement>('h1') ?? []), ...document.querySelectorAll<HTMLElement>('h1')];
  return headings.find((heading) => heading.getClientRects().length > 0) ?? null;
}

function focusStart(element: HTMLElement): void {
  // Focusable from script only, without the keyboard focus ring (the title is not a control): data-route-focus.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.setAttribute('data-route-focus', '');
  element.focus({ preventScroll: true });
}

/**
 * Route changes as a keyboard or screen-reader user needs them (the way React Router's, Gatsby's and Next's
 * announcers do it): after a navigation inside the app to another page, focus moves to the new page's h1 (its main
 * landmark when it has none within WAIT_MS) and one polite live region says the page's title. Focus is left alone:
 * - on the first page (a page loaded in full, and any redirect before the reader has touched it);
 * - on a change of the #fragment only, or of the query only while the reader is still on a control of the page
 *   (paging whose link stays, a refined search);
 * - when the new page put focus somewhere itself (an autofocused field, a dialog), or a change that navigated hands it
 *   on (focusAfterChange: Save Entry opening the Insights tab).
 */
export function RouteFocusManager() {
  const location = useLocation();
  // The title said, and a count: the same title said again is a new node, so it is announced again.
  const [said, setSaid] = useState({ text: '', n: 0 });
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  // What had focus before the new page was drawn (read while rendering for the new address, before React commits it).
  const focusedBefore = useRef<Element | null>(null);
  const renderedFor = useRef<string | null>(null);
  if (typeof document !== 'undefined' && renderedFor.current !== location.key) {
    renderedFor.current = location.key;
    focusedBefore.current = document.activeElement;
  }
  const touched = useRef(false);

  useEffect(() => {
    const mark = () => {
      touched.current = true;
    };
    document.addEventListener('keydown', mark, { capture: true });
    document.addEventListener('pointerdown', mark, { capture: true });
    return () => {
      document.removeEventListener('keydown', mark, { capture: true });
      document.removeEventListener('pointerdown', mark, { capture: true });
    };
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, search: location.search };
    if (!before || !touched.current) return;
    const newPage = before.pathname !== location.pathname;
    if (!newPage && before.search === location.search) return; // the #fragment only
    const was = focusedBefore.current;
    const started = performance.now();
    let frame = 0;
    const step = () => {
      // The page is handing focus on itself after the change that navigated (focusAfterChange).
      if (focusHandOffPending()) return;
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected;
      // The same page with another query: the reader is still on a control of it.
      if (!newPage && !lost) return;
      // The new page put focus somewhere itself.
      if (!lost && now !== was) return;
      const say = () => setSaid((current) => ({ text: document.title, n: current.n + 1 }));
      // A #fragment on the new page: the scroll manager takes the reader there; the title is still said.
      if (location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))) return say();
      const start = pageStart() ?? (performance.now() - started > WAIT_MS ? (document.getElementById('main-content') ?? document.querySelector('main')) : null);
      if (!start) {
        frame = requestAnimationFrame(step);
        return;
      }
      focusStart(start);
      say();
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, location.search, location.hash]);

  return (
    <div id="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only">
      {said.text ? <p key={said.n}>{said.text}</p> : null}
    </div>
  );
}
