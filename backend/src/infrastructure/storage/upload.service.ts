import { BadRequestException, Inject, Injectable, Logger, PayloadTooLargeException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AppConfig } from '../../config/app-config.js';
import {
  BAD_DATA_URL,
  IMAGE_RULES,
  MAX_EDGE,
  MAX_INPUT_PIXELS,
  UNREADABLE_IMAGE,
  WRONG_IMAGE_TYPE,
  detectImageFormat,
  type ImageKind,
} from './image-rules.js';

/** Public address prefix of stored uploads (served by serveUploads). */
export const UPLOADS_PATH = '/uploads/';
const NAME = /^[a-f0-9]{32}\.webp$/;

/** The file name behind one of our upload addresses (`/uploads/<name>`), or undefined for anything else. */
export function uploadNameOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(UPLOADS_PATH)) return undefined;
  const name = url.slice(UPLOADS_PATH.length);
  return NAME.test(name) ? name : undefined;
}

export interface StoredImage {
  /** File name under DATA_DIR/uploads, e.g. 3f...9a.webp */
  name: string;
  /** Public address, e.g. /uploads/3f...9a.webp */
  url: string;
}

/**
 * Stores uploaded images under DATA_DIR/uploads: checks the size and the type from the bytes, re-encodes to
 * WebP (auto-rotated, at most 2000 px, every metadata block such as EXIF GPS dropped) under a random name,
 * and deletes files. Who owns which file is recorded by the callers (the uploads table).
 */
@Injectable()
export class UploadService {
  private readonly logger = new Logger('Uploads');
  readonly directory: string;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.directory = join(config.dataDir, 'uploads');
  }

  /** Checks, re-encodes and stores an image; answers 413/400 with the spec's texts when it does not qualify. */
  async storeImage(bytes: Buffer, kind: ImageKind): Promise<StoredImage> {
    const rule = IMAGE_RULES[kind];
    if (bytes.length > rule.maxBytes) throw new PayloadTooLargeException(rule.tooLarge);
    const format = detectImageFormat(bytes);
    if (!format || !rule.formats.includes(format)) throw new BadRequestException(WRONG_IMAGE_TYPE);
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch (error) {
      this.logger.warn(`Refused an unreadable ${format} upload: ${String(error)}`);
      throw new BadRequestException(UNREADABLE_IMAGE);
    }
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(join(this.directory, name), webp, { flag: 'wx', mode: 0o644 });
    return { name, url: UPLOADS_PATH + name };
  }

  /** The bytes of a base64 data URL (400 when it is not one; 413 when over the kind's limit). */
  decodeDataUrl(value: string, kind: ImageKind): Buffer {
    const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,/i.exec(value.slice(0, 256));
    if (!match) throw new BadRequestException(BAD_DATA_URL);
    const data = value.slice(match[0].length).replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 === 1) throw new BadRequestException(BAD_DATA_URL);
    const rule = IMAGE_RULES[kind];
    if (Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0) > rule.maxBytes) {
      throw new PayloadTooLargeException(rule.tooLarge);
    }
    return Buffer.from(data, 'base64');
  }

  isDataUrl(value: string): boolean {
    return value.slice(0, 5).toLowerCase() === 'data:';
  }

  /** Deletes stored files by name or address; missing files are fine (deletion is idempotent). */
  async remove(namesOrUrls: Iterable<string | null | undefined>): Promise<void> {
    for (const value of namesOrUrls) {
      const name = value && (NAME.test(value) ? value : uploadNameOf(value));
      if (!name) continue;
      try {
        await unlink(join(this.directory, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.error(`Could not delete upload ${name}: ${String(error)}`);
      }
    }
  }
}
