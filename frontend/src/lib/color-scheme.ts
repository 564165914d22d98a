import { deviceChoice } from './device-choice';

/**
 * Light or dark pages (index.css: the colour tokens' dark values under <html data-scheme="dark">), a choice kept on this
 * device (lib/device-choice.ts); on Automatic the device's own setting decides, and the page follows it when it changes
 * (a phone turning dark at sunset).
 */
export type SchemeChoice = 'auto' | 'light' | 'dark';

const DEVICE_DARK = '(prefers-color-scheme: dark)';
/** The address bar's colour on phones (index.html's theme-color metas), per scheme. */
const THEME_COLOR = { light: '#0c6663', dark: '#141312' } as const;

/** Read by index.html's inline script too (the key 'flying50.scheme'). */
const scheme = deviceChoice<SchemeChoice>('flying50.scheme', ['auto', 'light', 'dark'], (choice) => {
  const shown = choice === 'auto' ? (matchMedia(DEVICE_DARK).matches ? 'dark' : 'light') : choice;
  document.documentElement.dataset.scheme = shown;
  // The metas name a colour per device setting; a choice against the device's setting names its own in both.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const forDark = meta.media.includes('dark');
    meta.content = choice === 'auto' ? THEME_COLOR[forDark ? 'dark' : 'light'] : THEME_COLOR[shown];
  }
});

export const chooseScheme = scheme.choose;
export const useSchemeChoice = scheme.useChoice;

/** Follows the device's setting while on Automatic, and a choice made in another tab. Called once at start. */
export function followScheme(): void {
  matchMedia(DEVICE_DARK).addEventListener('change', scheme.show);
  scheme.follow();
}
