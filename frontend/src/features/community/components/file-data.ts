/** Reads a chosen file as a data URL (for previews, and for photos sent inside JSON bodies). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** HEIC/HEIF photos (an iPhone's own) only some browsers can show; the server reads them, so they are not decoded here. */
const UNSHOWABLE_HERE = /^image\/hei[cf]$|\.hei[cf]$/i;

/**
 * A picked photo's preview, once the browser has decoded it: a file named .jpg that holds no picture (or a damaged one)
 * is refused when it is picked, not when the message is sent. Rejects when the file cannot be read or decoded.
 */
export async function readPhotoForPreview(file: File): Promise<string> {
  const dataUrl = await readFileAsDataUrl(file);
  if (UNSHOWABLE_HERE.test(file.type) || UNSHOWABLE_HERE.test(file.name)) return dataUrl;
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  return dataUrl;
}
