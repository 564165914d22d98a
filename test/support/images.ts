import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app.js';

/** A real JPEG from a phone: EXIF with camera make, GPS position and orientation 6 (to be turned 90°). */
export function jpegWithGps(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 50' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

export function png(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 1 } } }).png().toBuffer();
}

export function avif(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa66' } }).avif().toBuffer();
}

/** A real animated GIF of `frames` frames, each a different colour, shown half a second each and looping. */
export async function animatedGif(frames = 2, width = 40, height = 30): Promise<Buffer> {
  const colours = Array.from({ length: frames }, (_, i) => Buffer.alloc(width * height * 3, Buffer.from([(i * 97) % 256, 60, 255 - ((i * 97) % 256)])));
  return sharp(Buffer.concat(colours), { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: Array(frames).fill(500), loop: 0, effort: 1, colours: 16, dither: 0 })
    .toBuffer();
}

/** A PNG of one colour, small in bytes however many pixels it has (12000 x 12000: about 450 KB). */
export function hugePng(width = 12_000, height = 12_000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
}

/** How many frames a stored picture has (1 for a still). */
/** A PNG whose every pixel is fully transparent (an advertiser's logo has such parts). */
export function transparentPng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
}

/** The first pixel of a stored picture as [r, g, b, alpha] (alpha 255 where it has no alpha channel). */
export async function firstPixelOf(file: string): Promise<number[]> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, info.channels)];
}

export const framesOf = async (file: string): Promise<number> => (await sharp(file).metadata()).pages ?? 1;

/** A real PNG of random noise (incompressible) of at least `bytes` bytes. */
export async function bigPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 8;
  const image = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  if (image.length < bytes) throw new Error(`noise PNG is only ${image.length} bytes`);
  return image;
}

export const dataUrl = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;

export const uploadsDir = (t: TestApp) => join(t.config.dataDir, 'uploads');

/** Names of the stored upload files. */
export function storedFiles(t: TestApp): string[] {
  const dir = uploadsDir(t);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

export function fileOf(t: TestApp, url: string): string {
  return join(uploadsDir(t), url.replace(/^\/uploads\//, ''));
}
