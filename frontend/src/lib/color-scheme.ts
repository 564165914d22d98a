import { useSyncExternalStore } from 'react';

/**
 * Light or dark pages (index.css: the colour tokens' dark values under <html data-scheme="dark">). The reader's choice
 * is kept on this device (localStorage, the key below; no account needed, and the cached public pages stay the same
 * for everyone); on Automatic the device's own setting decides, and the page follows it when it changes (a phone
 * turning dark at sunset). index.html's head sets the attribute the same way before the first paint; this module
 * keeps it right once the app runs.
 */
export type SchemeChoice = 'auto' | 'light' | 'dark';

/** Read by index.html's inline script too: keep the two in step. */
const STORAGE_KEY = 'flying50.scheme';
const DEVICE_DARK = '(prefers-color-scheme: dark)';
/** The address bar's colour on phones (index.html's theme-color metas), per scheme. */
const THEME_COLOR = { light: '#0c6663', dark: '#141312' } as const;

const listeners = new Set<() => void>();

export function schemeChoice(): SchemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'auto';
  } catch {
    return 'auto'; // storage refused (a private window of an older browser): the device decides
  }
}

function applyScheme(choice: SchemeChoice = schemeChoice()): void {
  const scheme = choice === 'auto' ? (matchMedia(DEVICE_DARK).matches ? 'dark' : 'light') : choice;
  document.documentElement.dataset.scheme = scheme;
  // The metas name a colour per device setting; a choice against the device's setting names its own in both.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const forDark = meta.media.includes('dark');
    meta.content = choice === 'auto' ? THEME_COLOR[forDark ? 'dark' : 'light'] : THEME_COLOR[scheme];
  }
  for (const listener of listeners) listener();
}

/** Keeps the reader's choice on this device and shows it at once. */
export function chooseScheme(choice: SchemeChoice): void {
  try {
    if (choice === 'auto') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not kept (storage refused): this page shows it all the same.
  }
  applyScheme(choice);
}

/** Follows the device's setting while on Automatic, and a choice made in another tab. Called once at start. */
export function followScheme(): void {
  matchMedia(DEVICE_DARK).addEventListener('change', () => applyScheme());
  addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) applyScheme();
  });
  applyScheme();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The reader's choice ('auto' on the server and while the page the server drew is taken over). */
export function useSchemeChoice(): SchemeChoice {
  return useSyncExternalStore(subscribe, schemeChoice, () => 'auto');
}
