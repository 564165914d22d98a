import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { UploadSchema } from '../../infrastructure/storage/upload.entity.js';
import { claimUpload } from '../../infrastructure/storage/upload-ledger.js';
import { UploadUses } from '../../infrastructure/storage/upload-uses.js';
import { UPLOADS_PATH, UploadService, uploadNameOf, type StoredImage } from '../../infrastructure/storage/upload.service.js';
import { AD_MESSAGES } from './dto/ads.dto.js';

/** Ad images follow the profile photo rules: PNG, JPEG, GIF or WebP up to 5 MB (docs/product.md#ads: 'PNG, JPG, GIF up to 5MB'). */
export const AD_IMAGE_KIND = 'profile' as const;

/**
 * Ad images: new ones (uploaded bytes or data URLs) are checked, re-encoded and stored before the transaction and
 * recorded in the uploads ledger inside it; our uploads are claimed so the sweep keeps them; other addresses must be
 * https. Files an ad stops using are deleted after the commit when nothing else uses them.
 */
@Injectable()
export class AdImages {
  constructor(private readonly uploads: UploadService, private readonly uses: UploadUses, @Inject(AppConfig) private readonly config: AppConfig) {}

  /** Stores a data URL as a file (undefined for addresses). */
  async storeNew(image: Buffer | string): Promise<StoredImage | undefined> {
    if (Buffer.isBuffer(image)) return this.uploads.storeImage(image, AD_IMAGE_KIND);
    if (this.uploads.isDataUrl(image)) return this.uploads.storeImage(this.uploads.decodeDataUrl(image, AD_IMAGE_KIND), AD_IMAGE_KIND);
    return undefined;
  }

  /** The address to store for an image address given by the client (our uploads in relative form), or 400. */
  normalise(url: string): string {
    const ownUploads = this.config.publicUrl + UPLOADS_PATH;
    const relative = url.startsWith(ownUploads) ? UPLOADS_PATH + url.slice(ownUploads.length) : url;
    if (uploadNameOf(relative)) return relative;
    if (relative.startsWith('/') || url.length > 2048) throw new BadRequestException(AD_MESSAGES.image);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new BadRequestException(AD_MESSAGES.image);
    }
    // https only, but photos of the image search (the origin of PEXELS_BASE_URL, e.g. a local compatible server) too.
    const fromImageSearch = parsed.origin === new URL(this.config.pexelsBaseUrl).origin;
    if ((parsed.protocol !== 'https:' && !fromImageSearch) || parsed.username || parsed.password) throw new BadRequestException(AD_MESSAGES.image);
    return parsed.href;
  }

  /** Runs the transaction; if it fails, the newly stored file is deleted again. */
  async committing<T>(stored: StoredImage | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (stored) await this.uploads.remove([stored.name]);
      throw error;
    }
  }

  /** Inside the transaction: the stored file is recorded as the staff member's upload. */
  record(em: EntityManager, userId: number, stored: StoredImage): string {
    em.create(UploadSchema, { name: stored.name, user_id: userId });
    return stored.url;
  }

  /**
   * Inside the transaction: an upload address the ad may use, locked against the sweep. A newly attached upload must
   * be the editor's own (so no member's private photo can be made public); the ad's current image may stay.
   */
  async claim(em: EntityManager, url: string, userId: number, current?: string): Promise<void> {
    const name = uploadNameOf(url);
    if (!name) return;
    if (!(await claimUpload(em, name, url === current ? undefined : userId))) throw new BadRequestException(AD_MESSAGES.notYourImage);
  }

  /** Inside the transaction, after an ad stopped using `url`: when nothing uses it any more, it leaves the ledger. */
  async release(em: EntityManager, url: string | null | undefined): Promise<string[]> {
    return this.uses.release(em, url);
  }

  /** After the commit: deletes the files. */
  remove(names: string[]): Promise<void> {
    return this.uploads.remove(names);
  }
}
