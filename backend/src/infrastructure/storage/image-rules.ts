/** What each kind of upload accepts (docs/product.md#uploaded-pictures). */
export type ImageKind = 'journal' | 'profile' | 'ad';

/** Formats told apart by their first bytes (never by the client's file name or mime type). */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic' | 'avif';

export interface ImageRule {
  maxBytes: number;
  tooLarge: string;
  formats: readonly ImageFormat[];
  /** Refused (from the header, before it is decoded) when the picture has more pixels than this (decompression bombs). */
  maxPixels: number;
  /** Animations (GIF, WebP) are kept as animated WebP, within MAX_FRAMES and MAX_ANIMATION_PIXELS; otherwise the first frame is stored. */
  animated?: boolean;
  /**
   * Transparent parts are filled with white: the picture is shown as drawn on a white page, whatever the page behind
   * it (an ad's transparent logo on dark pages would otherwise sit on the dark placeholder, unreadable).
   */
  opaque?: boolean;
}

const MB = 1024 * 1024;

export const WRONG_IMAGE_TYPE = 'Please select a JPEG, PNG, GIF, or WebP image.';
export const UNREADABLE_IMAGE = 'We could not read this image. Please try another photo (JPEG, PNG, GIF or WebP).';
export const NO_IMAGE = 'Please choose an image to upload.';
export const BAD_DATA_URL = 'Image must be a base64 data URL (data:image/...;base64,...) or the address of an image you uploaded.';

/** Largest edge of a stored image, in pixels. */
export const MAX_EDGE = 2000;
/**
 * Refuse images that would decode to more pixels than this (decompression bombs): staff pictures (ads, magazine) 100 MP,
 * members' photos 50 MP (phones take 12 to 50 MP and the app sends at most 2000 px; a 50 MP progressive JPEG still
 * holds about 250 MB while it is decoded, a 100 MP one about 410 MB and 11 s: docs/operations.md#image-decodes).
 */
export const MAX_INPUT_PIXELS = 100_000_000;
export const MAX_MEMBER_PHOTO_PIXELS = 50_000_000;
/** An animation kept as one (IMAGE_RULES' `animated`) has at most this many frames, and this many pixels over all of them. */
export const MAX_FRAMES = 200;
export const MAX_ANIMATION_PIXELS = 50_000_000;

export const imageTooLarge = (maxPixels: number) => `This image is too large (over ${maxPixels / 1_000_000} megapixels). Please resize it and try again.`;
export const ANIMATION_TOO_LARGE = `This animation is too large (over ${MAX_FRAMES} frames or ${MAX_ANIMATION_PIXELS / 1_000_000} megapixels in all). Please shorten or resize it and try again.`;

export const IMAGE_RULES: Record<ImageKind, ImageRule> = {
  // HEIC/AVIF are accepted where sharp can decode them (its prebuilt libvips reads AVIF; HEVC-coded HEIC is refused as unreadable).
  journal: { maxBytes: 10 * MB, tooLarge: 'Image must be smaller than 10MB', formats: ['jpeg', 'png', 'gif', 'webp', 'heic', 'avif'], maxPixels: MAX_MEMBER_PHOTO_PIXELS },
  profile: { maxBytes: 5 * MB, tooLarge: 'Please select an image smaller than 5MB.', formats: ['jpeg', 'png', 'gif', 'webp'], maxPixels: MAX_MEMBER_PHOTO_PIXELS },
  // Ads follow the profile photo's limits ('PNG, JPG, GIF up to 5MB'), keep an animated GIF moving, and are opaque
  // (advertisers draw them for a white page).
  ad: { maxBytes: 5 * MB, tooLarge: 'Please select an image smaller than 5MB.', formats: ['jpeg', 'png', 'gif', 'webp'], maxPixels: MAX_INPUT_PIXELS, animated: true, opaque: true },
};

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The image format named by the file's magic number, or undefined. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (AVIF_BRANDS.has(brand)) return 'avif';
    if (HEIF_BRANDS.has(brand)) return 'heic';
  }
  return undefined;
}
