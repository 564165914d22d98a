import { useEffect, useState } from 'react';

/** Reads a file as a data URL (for photos sent inside JSON bodies: the classic journal's form). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * A preview address for a picked photo (URL.createObjectURL: the browser reads the file itself, no copy of its bytes
 * in the page), revoked when the photo changes or the component showing it goes away. Null until made, or without a file.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** HEIC/HEIF photos (an iPhone's own) only some browsers can show; the server reads them, so they are not decoded here. */
const UNSHOWABLE_HERE = /^image\/hei[cf]$|\.hei[cf]$/i;

/**
 * The server re-encodes every journal photo to at most 2000 px on its long side (docs/members-api.md), so a bigger one
 * is made that size here before it is sent: a phone's 12-megapixel photo goes as a few hundred KB, not 10 MB.
 */
export const PHOTO_MAX_SIDE = 2000;
/**
 * A profile photo is shown at most 128 px wide (256 px on a sharp screen) in a circle: 1024 px on its long side is
 * plenty, and goes as about 100-300 KB instead of a phone's several MB.
 */
export const PROFILE_PHOTO_MAX_SIDE = 1024;
/** A photo no bigger than PHOTO_MAX_SIDE and this many bytes goes as it is (re-encoding it would gain little). */
export const PHOTO_SEND_AS_IS_BYTES = 1.5 * 1024 * 1024;
const JPEG_QUALITY = 0.85;

/** A decoded picture, turned the right way up (EXIF orientation), and how to let go of it. */
interface Picture {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** Decodes with createImageBitmap (EXIF orientation applied); else with an <img>, which browsers also turn upright. */
async function decodePicture(file: File): Promise<Picture> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // An older browser without the options, or a format only <img> reads: tried below.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A JPEG has no transparency: what a PNG leaves see-through comes out white (not black) under it. */
function paintWhite(context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, width: number, height: number) {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
}

/** The picture drawn at width x height and encoded as JPEG; null when this browser cannot. */
async function encodeJpeg(picture: Picture, width: number, height: number): Promise<Blob | null> {
  let source = picture.source;
  let resized: ImageBitmap | null = null;
  try {
    // A resized bitmap is made by the browser's own (high-quality) scaler where it can; drawImage scales otherwise.
    if (typeof createImageBitmap === 'function') {
      resized = await createImageBitmap(picture.source as ImageBitmapSource, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' }).catch(() => null);
      if (resized) source = resized;
    }
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (context) {
        context.imageSmoothingQuality = 'high';
        paintWhite(context, width, height);
        context.drawImage(source, 0, 0, width, height);
        return await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
      }
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    paintWhite(context, width, height);
    context.drawImage(source, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    // Let go of the canvas's pixels at once (a phone keeps few of these).
    canvas.width = 0;
    canvas.height = 0;
    return blob;
  } finally {
    resized?.close();
  }
}

/** The name of the JPEG made from `name`. */
function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

/**
 * The photo to send for a picked file, made when it is picked (so every retry sends the same bytes with the same
 * client_key): a picture over `maxSide` (PHOTO_MAX_SIDE for a journal photo, PROFILE_PHOTO_MAX_SIDE for the profile's)
 * or PHOTO_SEND_AS_IS_BYTES is made at most `maxSide` px on its long side, upright, as a JPEG; a small one, a HEIC/HEIF
 * one (not decoded here), or one this browser cannot re-encode goes as it is (the server's own checks and limits then
 * apply). A file that holds no picture the browser can read (a .jpg that is not one, a damaged one) is refused here,
 * when it is picked: this rejects. The one place photos are made smaller before they are sent.
 */
export async function preparePhoto(file: File, maxSide = PHOTO_MAX_SIDE): Promise<File> {
  if (UNSHOWABLE_HERE.test(file.type) || UNSHOWABLE_HERE.test(file.name)) return file;
  const picture = await decodePicture(file);
  try {
    const longSide = Math.max(picture.width, picture.height);
    if (longSide <= maxSide && file.size <= PHOTO_SEND_AS_IS_BYTES) return file;
    const scale = Math.min(1, maxSide / longSide);
    const width = Math.max(1, Math.round(picture.width * scale));
    const height = Math.max(1, Math.round(picture.height * scale));
    const jpeg = await encodeJpeg(picture, width, height).catch(() => null);
    // Not made, or (a picture already small in pixels) no smaller than the original: the original goes.
    if (!jpeg || jpeg.size === 0 || (scale === 1 && jpeg.size >= file.size)) return file;
    return new File([jpeg], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    picture.close();
  }
}
