import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { historyEntryKey, keepsScroll } from '../lib/history-entry';

const STORAGE_KEY = 'flying50.scroll-positions';
const KEPT = 50;

function savedPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * Scroll positions as a reader expects them: a new page (link, redirect, a page loaded in full) starts at the top, or at
 * its #fragment; back and forward return to where the reader was on that page, also after a reload (kept in
 * sessionStorage). A change of what the same page shows (KEEP_SCROLL: a filter written to the address) stays where it is.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  positions.current ??= savedPositions();
  const current = useRef<string>(null);
  /** The reader's last scroll position on the current page (read before a new page can change it). */
  const lastY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const track = () => {
      lastY.current = window.scrollY;
    };
    const save = () => {
      const map = positions.current!;
      if (current.current) map.set(current.current, window.scrollY);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...map].slice(-KEPT)));
      } catch {
        /* storage full or blocked: positions are kept for this page only */
      }
    };
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const map = positions.current!;
    const key = historyEntryKey(location.key);
    if (current.current && current.current !== key) map.set(current.current, lastY.current);
    current.current = key;
    const saved = map.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      lastY.current = saved;
      return;
    }
    if (navigationType !== 'POP' && keepsScroll(location.state)) {
      lastY.current = window.scrollY;
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      lastY.current = 0;
    }
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
