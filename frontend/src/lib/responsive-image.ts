/**
 * Smaller copies of a picture for small screens, as an <img>'s `src`, `srcSet` and `sizes` (spread them on the img):
 * - our uploads (`/uploads/<hex>.webp`): the server keeps copies 480 and 960 px wide (`<hex>-480.webp`, `<hex>-960.webp`)
 *   next to the upload itself, each never wider than the upload (a narrower upload's copy is the upload). With the
 *   upload's real width (`width`: the API answers it, an ad's image_width, an article's featured_image_width), the srcset lists the copies narrower
 *   than it and the upload at its width, so every w is the file's real width (a 600 px ad: `-480 480w, upload 600w`);
 *   without it the upload is taken to be a cover, 1600 px wide (as the generator makes them);
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

/** The widths in every srcSet: two copies, then the largest picture (a cover's width, when the upload's own is not known). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const COPY_WIDTHS = IMAGE_WIDTHS.slice(0, -1);
const COVER_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

const UPLOAD = /^\/uploads\/([a-f0-9]{32})\.webp$/;
const PEXELS_HOST = 'images.pexels.com';

const srcSetOf = (urlAt: (width: number) => string, widths: readonly number[] = IMAGE_WIDTHS) => widths.map((width) => `${urlAt(width)} ${width}w`).join(', ');

function pexelsPhoto(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname === PEXELS_HOST && !parsed.username && !parsed.password ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The picture's `src` (the address as given) and, where copies exist, its `srcSet` with the `sizes` it is shown at.
 * `width`: an upload's real pixel width, when the API gives it.
 */
export function responsiveImage(url: string, sizes?: string, width?: number | null): ResponsiveImage {
  const srcSet = srcSetFor(url, width ?? undefined);
  return srcSet ? { src: url, srcSet, ...(sizes ? { sizes } : {}) } : { src: url };
}

function srcSetFor(url: string, uploadWidth?: number): string | undefined {
  const upload = UPLOAD.exec(url);
  if (upload) {
    const full = uploadWidth && uploadWidth > 0 ? Math.round(uploadWidth) : COVER_WIDTH;
    const widths = [...COPY_WIDTHS.filter((width) => width < full), full];
    return srcSetOf((width) => (width === full ? url : `/uploads/${upload[1]}-${width}.webp`), widths);
  }
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
