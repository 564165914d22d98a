/** The part of the page's FontFaceSet (document.fonts) used here. */
export type FontLoader = Pick<FontFaceSet, 'load'>;

/** How long something waiting for the web fonts waits at most (a font that never arrives must not hide it). */
export const WEB_FONT_WAIT_MS = 5000;

/**
 * Resolves once the web fonts of `family` in `weights` are loaded (or have failed: the fallback then stays), and at the
 * latest after `limitMs`. For what appears after the page (the cookie banner): drawn first in the fallback face, a
 * paragraph whose last line the web font fills to within a few pixels gains or loses a line when the font swaps in,
 * and a box fixed to the bottom of the screen moves by that line (/about's layout shift on a phone was 0.1). Shown once
 * its fonts are there, it is laid out once, in its final face, whatever the width, text size or words.
 */
export function webFontsLoaded(fonts: FontLoader | undefined, family: string, weights: readonly number[], limitMs = WEB_FONT_WAIT_MS): Promise<void> {
  if (!fonts || !family) return Promise.resolve();
  const loads = Promise.allSettled(weights.map((weight) => fonts.load(`${weight} 1em ${family}`))).then(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
  return Promise.race([loads, limit]).finally(() => clearTimeout(timer));
}

/** The page's own fonts and body font family, in a browser (none on the server). */
export function pageFonts(): { fonts: FontLoader | undefined; family: string } {
  if (typeof document === 'undefined' || !document.fonts) return { fonts: undefined, family: '' };
  return { fonts: document.fonts, family: getComputedStyle(document.body).fontFamily };
}
