/**
 * Smaller copies of a picture for small screens, as an <img>'s `src`, `srcSet` and `sizes` (spread them on the img):
 * - our uploads (`/uploads/<hex>.webp`): the server keeps copies 480 and 960 px wide (`<hex>-480.webp`, `<hex>-960.webp`)
 *   next to the upload itself (covers are 1600 px wide; uploads at most 2000 px), which is described as 1600w;
 * - Pexels photos (`https://images.pexels.com/...`): Pexels resizes on request (`?auto=compress&cs=tinysrgb&w=<width>`);
 * - anything else: just the address (no srcSet, and so no sizes: `sizes` without `srcset` is invalid HTML, and React would
 *   copy it into the page's image preload as an `imagesizes` without `imagesrcset`).
 */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  /** Only together with srcSet. */
  sizes?: string;
}

/** The widths in every srcSet: two copies, then the largest picture. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const UPLOAD = /^\/uploads\/([a-f0-9]{32})\.webp$/;
const PEXELS_HOST = 'images.pexels.com';

const srcSetOf = (urlAt: (width: number) => string) => IMAGE_WIDTHS.map((width) => `${urlAt(width)} ${width}w`).join(', ');

function pexelsPhoto(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname === PEXELS_HOST && !parsed.username && !parsed.password ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The picture's `src` (the address as given) and, where copies exist, its `srcSet` with the `sizes` it is shown at. */
export function responsiveImage(url: string, sizes?: string): ResponsiveImage {
  const srcSet = srcSetFor(url);
  return srcSet ? { src: url, srcSet, ...(sizes ? { sizes } : {}) } : { src: url };
}

function srcSetFor(url: string): string | undefined {
  const upload = UPLOAD.exec(url);
  if (upload) return srcSetOf((width) => (width === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ? url : `/uploads/${upload[1]}-${width}.webp`));
  const photo = pexelsPhoto(url);
  if (!photo) return undefined;
  return srcSetOf((width) => {
    const copy = new URL(photo);
    // A height or pixel ratio would override the width; compress and tinysrgb keep the files small.
    for (const param of ['h', 'dpr', 'fit']) copy.searchParams.delete(param);
    copy.searchParams.set('auto', 'compress');
    copy.searchParams.set('cs', 'tinysrgb');
    copy.searchParams.set('w', String(width));
    return copy.href;
  });
}
