import { BadRequestException, HttpException, Inject, Injectable, Logger, Optional, PayloadTooLargeException, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, statSync } from 'node:fs';
import { access, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AppConfig } from '../../config/app-config.js';
import { EdgePurger } from '../cache/edge-purger.js';
import {
  ANIMATION_TOO_LARGE,
  BAD_DATA_URL,
  IMAGE_RULES,
  MAX_ANIMATION_PIXELS,
  MAX_EDGE,
  MAX_FRAMES,
  UNREADABLE_IMAGE,
  WRONG_IMAGE_TYPE,
  detectImageFormat,
  imageTooLarge,
  type ImageKind,
  type ImageRule,
} from './image-rules.js';
import { DecodeLine } from './decode-line.js';

/**
 * sharp (libvips), loaded by the first picture a process stores or copies rather than by every start; without libvips'
 * operation cache (up to 50 MB of pictures that are never asked for again: the peak of three 49 MP uploads in a row
 * went 585 -> 444 MB, docs/operations.md#image-decodes).
 */
let imageLibrary: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (imageLibrary ??= import('sharp').then((library) => (library.default.cache(false), library)))).default;

/** Public address prefix of stored uploads (served by serveUploads). */
export const UPLOADS_PATH = '/uploads/';
const NAME = /^[a-f0-9]{32}\.webp$/;
/**
 * The uploads folder and its files are the app's user's alone (members' private journal photos among them): the app
 * serves them itself (serve-uploads.ts decides who may see each), and nothing else reads them (the backup runs as the
 * same user). Folders made before 2026-11-29 (0755, files 0644) are closed at start (the folder is enough: no other
 * account can reach a file inside it).
 */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;
/** WebP settings of every stored file (the upload and its smaller copies). */
const WEBP = { quality: 82 } as const;

/** Widths of the smaller copies stored next to each upload, `<hex>-480.webp` and `<hex>-960.webp` (never wider than the upload). */
export const VARIANT_WIDTHS = [480, 960] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
const FILE = new RegExp(`^([a-f0-9]{32})(?:-(${VARIANT_WIDTHS.join('|')}))?\\.webp$`);
/** The JPEG copy for e-mail, `<hex>-mail.jpg`: mail programs that show no WebP (classic Outlook) show it. */
const MAIL_FILE = /^([a-f0-9]{32})-mail\.jpg$/;
const MAIL_WIDTH = 960;

/** The file name of an upload's copy `width` pixels wide (`<hex>.webp` → `<hex>-480.webp`). */
export const variantName = (name: string, width: VariantWidth) => name.replace(/\.webp$/, `-${width}.webp`);

/** The file name of an upload's JPEG copy for e-mail (`<hex>.webp` → `<hex>-mail.jpg`). */
export const mailCopyName = (name: string) => name.replace(/\.webp$/, '-mail.jpg');

/**
 * A file name under /uploads/: the upload it belongs to and, for a smaller copy, its width, or `mail` for the JPEG
 * copy mailed in newsletters; undefined for anything else.
 */
export function parseUploadFile(file: string): { name: string; width?: VariantWidth; mail?: true } | undefined {
  const mail = MAIL_FILE.exec(file);
  if (mail) return { name: `${mail[1]}.webp`, mail: true };
  const match = FILE.exec(file);
  if (!match) return undefined;
  return match[2] ? { name: `${match[1]}.webp`, width: Number(match[2]) as VariantWidth } : { name: file };
}

/** The file name behind one of our upload addresses (`/uploads/<name>`), or undefined for anything else. */
export function uploadNameOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(UPLOADS_PATH)) return undefined;
  const name = url.slice(UPLOADS_PATH.length);
  return NAME.test(name) ? name : undefined;
}

/**
 * An address as stored: one of our uploads given in full (`PUBLIC_URL/uploads/<name>`, as copied from a browser) in its
 * relative form (`/uploads/<name>`, the only form any table stores and the uses look for); anything else (a Pexels
 * photo, another site's picture) as given. The scheme and host are compared as a browser would (any case, default
 * port); a query or fragment stays on, so such an address names no upload and is refused by the claim.
 * Every write that takes a picture address goes through this (UploadIntake.address and its claims), and every read
 * of a stored one that may predate it (UploadService.storedAddress).
 */
export function storedUploadAddress(url: string, publicUrl: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  let given: URL;
  try {
    given = new URL(url);
  } catch {
    return url;
  }
  const site = new URL(publicUrl);
  const uploads = site.pathname.replace(/\/$/, '') + UPLOADS_PATH;
  if (given.origin !== site.origin || given.username || given.password || !given.pathname.startsWith(uploads)) return url;
  return UPLOADS_PATH + given.pathname.slice(uploads.length) + given.search + given.hash;
}

export interface StoredImage {
  /** File name under DATA_DIR/uploads, e.g. 3f...9a.webp */
  name: string;
  /** Public address, e.g. /uploads/3f...9a.webp */
  url: string;
}

/**
 * Stores uploaded images under DATA_DIR/uploads: checks the size and the type from the bytes, re-encodes to
 * WebP (auto-rotated, at most 2000 px, every metadata block such as EXIF GPS dropped; ads keep an animation) under a random name, with
 * copies 480 and 960 px wide for small screens (VARIANT_WIDTHS), and deletes files. Who owns which file is
 * recorded by the callers (the uploads table).
 */
/** The surrogate key of a magazine picture at the edges (its name, copies included). */
export const uploadTag = (name: string): string => `upload:${name.replace(/\.webp$/, '')}`;

@Injectable()
export class UploadService implements OnModuleInit {
  private readonly logger = new Logger('Uploads');
  readonly directory: string;
  /** Copies being made on request in this process, by file name (two requests for one copy share the work). */
  private readonly making = new Map<string, Promise<string>>();
  /** The pixel widths of stored uploads read so far, by name (an upload never changes under its random name). */
  private readonly widths = new Map<string, number>();
  /** Uploaded pictures are decoded in this line: a few at a time in this process, whatever is sent (DecodeLine). */
  readonly decodes = new DecodeLine();

  constructor(@Inject(AppConfig) private readonly config: AppConfig, @Optional() private readonly edges?: EdgePurger) {
    this.directory = join(config.dataDir, 'uploads');
  }

  /**
   * A stored picture address as answered (storedUploadAddress with PUBLIC_URL): a row saved before 2026-11-30 may hold
   * one of our uploads in full (`PUBLIC_URL/uploads/...`: an article's featured_image, a theme page's hero); it is
   * answered relative, as every later row stores it, so it gets its width (the srcset). Other addresses as stored.
   */
  storedAddress(url: string | null | undefined): string | null {
    return url ? storedUploadAddress(url, this.config.publicUrl) : (url ?? null);
  }

  /** An uploads folder others can enter (made by an earlier version, or restored by hand) is made private. */
  onModuleInit(): void {
    let mode: number;
    try {
      mode = statSync(this.directory).mode & 0o777;
    } catch {
      return; // made with the first upload
    }
    if ((mode & 0o077) === 0) return;
    try {
      chmodSync(this.directory, PRIVATE_FOLDER);
      this.logger.log(`${this.directory} was open to other accounts (${mode.toString(8)}); it is now private (700)`);
    } catch (error) {
      this.logger.warn(`${this.directory} is open to other accounts (${mode.toString(8)}) and could not be made private (${String(error)}); chmod 700 it`);
    }
  }

  /** The uploads folder, made private (0700) when missing; its parent (DATA_DIR) as it is. */
  private async folder(): Promise<void> {
    await mkdir(dirname(this.directory), { recursive: true });
    await mkdir(this.directory, { mode: PRIVATE_FOLDER }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }

  /** Checks, re-encodes and stores an image; answers 413/400 with the spec's texts when it does not qualify. */
  async storeImage(bytes: Buffer, kind: ImageKind): Promise<StoredImage> {
    const rule = IMAGE_RULES[kind];
    if (bytes.length > rule.maxBytes) throw new PayloadTooLargeException(rule.tooLarge);
    const format = detectImageFormat(bytes);
    if (!format || !rule.formats.includes(format)) throw new BadRequestException(WRONG_IMAGE_TYPE);
    const webp = await this.encode(bytes, format, rule);
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await this.folder();
    await writeFile(join(this.directory, name), webp.data, { flag: 'wx', mode: PRIVATE_FILE });
    for (const width of VARIANT_WIDTHS) {
      try {
        await this.writeVariant(name, webp.data, webp.info.width, width);
      } catch (error) {
        this.logger.warn(`Could not store the ${width} px copy of ${name} (made on its first request instead): ${String(error)}`);
      }
    }
    return { name, url: UPLOADS_PATH + name };
  }

  /**
   * The image as WebP at most MAX_EDGE px a side. Its header is read first (no pixels decoded): over the kind's
   * `maxPixels` it is refused before any decode and without waiting in the line. `animated`: an animation stays one
   * (every frame resized) when it has at most MAX_FRAMES frames and MAX_ANIMATION_PIXELS pixels over all of them, else
   * 400; otherwise only the first frame is read. Then it is decoded in `decodes` (a few at a time per process), read
   * sequentially and shrunk while it is loaded where the format allows (JPEG, WebP, HEIF: libvips decodes at 1/2, 1/4
   * or 1/8 size). `opaque`: transparent parts become white. Over a limit: 400 too large; anything libvips cannot read:
   * 400 unreadable.
   */
  private async encode(bytes: Buffer, format: string, rule: ImageRule): Promise<{ data: Buffer; info: { width: number } }> {
    const sharp = await loadSharp();
    let frames = 1;
    try {
      const header = await sharp(bytes).metadata();
      if (rule.animated && (format === 'gif' || format === 'webp')) frames = header.pages ?? 1;
      if (frames > MAX_FRAMES) throw new BadRequestException(ANIMATION_TOO_LARGE);
      const moving = frames > 1;
      const limit = moving ? MAX_ANIMATION_PIXELS : rule.maxPixels;
      if ((header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) * frames > limit) throw new BadRequestException(moving ? ANIMATION_TOO_LARGE : imageTooLarge(limit));
      // sharp's pixel limit stays as a second guard (it counts every frame of an animation).
      const options = { animated: moving, limitInputPixels: limit, failOn: 'error', sequentialRead: true } as const;
      return await this.decodes.run(() => {
        const image = sharp(bytes, options).rotate().resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true });
        return (rule.opaque ? image.flatten({ background: '#ffffff' }) : image).webp(WEBP).toBuffer({ resolveWithObject: true });
      });
    } catch (error) {
      if (error instanceof HttpException) throw error;
      // sharp's words when the pixels (of every frame, for an animation) exceed limitInputPixels.
      if (/exceeds pixel limit/i.test(String(error))) throw new BadRequestException(frames > 1 ? ANIMATION_TOO_LARGE : imageTooLarge(rule.maxPixels));
      this.logger.warn(`Refused an unreadable ${format} upload: ${String(error)}`);
      throw new BadRequestException(UNREADABLE_IMAGE);
    }
  }

  /**
   * The file to send for the upload's copy `width` px wide: the copy, made from the upload and stored if it is not
   * there yet (uploads stored before copies existed); the upload itself when the copy cannot be made.
   */
  variantFile(name: string, width: VariantWidth): Promise<string> {
    const file = variantName(name, width);
    let making = this.making.get(file);
    if (!making) {
      making = this.makeVariant(name, width).finally(() => this.making.delete(file));
      this.making.set(file, making);
    }
    return making;
  }

  /**
   * The real pixel width of one of our uploads (`/uploads/<hex>.webp`), read from its header; null for any other address
   * or a file that cannot be read. Its copies are VARIANT_WIDTHS wide where narrower, else the upload itself
   * (frontend/src/lib/responsive-image.ts builds the srcset from it).
   */
  async widthOf(url: string | null | undefined): Promise<number | null> {
    const name = uploadNameOf(url);
    if (!name) return null;
    const known = this.widths.get(name);
    if (known) return known;
    try {
      const { width } = await (await loadSharp())(join(this.directory, name)).metadata();
      if (!width) return null;
      if (this.widths.size >= 10_000) this.widths.clear();
      this.widths.set(name, width);
      return width;
    } catch {
      return null;
    }
  }

  /**
   * The real pixel widths of a page's pictures at once (an article list's featured images): each distinct upload's
   * width, by address, read as widthOf does (remembered per name, so a page already read costs no file read); other
   * addresses and unreadable files are left out. Lists call it once per page, never once per item.
   */
  async widthsOf(urls: ReadonlyArray<string | null | undefined>): Promise<Map<string, number>> {
    const uploads = [...new Set(urls.filter((url): url is string => !!uploadNameOf(url)))];
    const widths = await Promise.all(uploads.map((url) => this.widthOf(url)));
    return new Map(uploads.flatMap((url, i) => (widths[i] ? [[url, widths[i]] as const] : [])));
  }

  /** The file to send for the upload's JPEG copy for e-mail: made and stored on first ask; the upload itself when it cannot be. */
  mailCopyFile(name: string): Promise<string> {
    const file = mailCopyName(name);
    let making = this.making.get(file);
    if (!making) {
      making = this.makeMailCopy(name).finally(() => this.making.delete(file));
      this.making.set(file, making);
    }
    return making;
  }

  private async makeMailCopy(name: string): Promise<string> {
    const file = mailCopyName(name);
    if (await this.exists(file)) return file;
    try {
      const original = await readFile(join(this.directory, name));
      // The first frame of an animation, at most MAIL_WIDTH wide, white behind any transparency (JPEG has none).
      const jpeg = await (await loadSharp())(original).resize({ width: MAIL_WIDTH, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      await this.writeFileAtomically(file, jpeg);
      if (!(await this.exists(name))) {
        await this.remove([file]);
        return name;
      }
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`Could not make the mail copy of ${name}, serving the upload: ${String(error)}`);
      return name;
    }
  }

  private async makeVariant(name: string, width: VariantWidth): Promise<string> {
    const file = variantName(name, width);
    if (await this.exists(file)) return file;
    try {
      const original = await readFile(join(this.directory, name));
      const { width: originalWidth } = await (await loadSharp())(original).metadata();
      await this.writeVariant(name, original, originalWidth, width);
      // Deleted while the copy was made: the copy goes too (remove() deletes the upload before its copies).
      if (!(await this.exists(name))) {
        await this.remove([file]);
        return name;
      }
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`Could not make the ${width} px copy of ${name}, serving the upload: ${String(error)}`);
      return name;
    }
  }

  /**
   * Writes the copy `width` px wide of a stored WebP (the same bytes when the upload is not wider) under a temporary
   * name and renames it into place, so a reader or a second writer never sees half a file.
   */
  private async writeVariant(name: string, webp: Buffer, originalWidth: number, width: VariantWidth): Promise<void> {
    // animated: an animated upload's copies keep every frame (a still is read as before).
    const bytes = originalWidth > width ? await (await loadSharp())(webp, { animated: true }).resize({ width }).webp(WEBP).toBuffer() : webp;
    await this.writeFileAtomically(variantName(name, width), bytes);
  }

  /** Writes a file under a temporary name and renames it into place, so a reader never sees half of it. */
  private async writeFileAtomically(file: string, bytes: Buffer): Promise<void> {
    const temporary = join(this.directory, `.${file}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, bytes, { flag: 'wx', mode: PRIVATE_FILE });
    try {
      await rename(temporary, join(this.directory, file));
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  private async exists(file: string): Promise<boolean> {
    try {
      await access(join(this.directory, file));
      return true;
    } catch {
      return false;
    }
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

  /**
   * Deletes stored files by name or address, an upload with its smaller copies (the upload first); missing files
   * are fine (deletion is idempotent).
   */
  async remove(namesOrUrls: Iterable<string | null | undefined>): Promise<void> {
    const removed: string[] = [];
    for (const value of namesOrUrls) {
      const file = value && (parseUploadFile(value) ? value : uploadNameOf(value));
      if (!file) continue;
      if (NAME.test(file)) removed.push(uploadTag(file));
      const files = NAME.test(file) ? [file, ...VARIANT_WIDTHS.map((width) => variantName(file, width)), mailCopyName(file)] : [file];
      for (const each of files) {
        try {
          await unlink(join(this.directory, each));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.error(`Could not delete upload ${each}: ${String(error)}`);
        }
      }
    }
    // A magazine picture may be held by the edges (serve-uploads.ts): they drop it too.
    if (removed.length && this.edges?.enabled) {
      await this.edges.purge(removed, 'uploads deleted').catch((error: unknown) => this.logger.warn(`The edges were not told of deleted uploads: ${String(error)}`));
    }
  }
}
