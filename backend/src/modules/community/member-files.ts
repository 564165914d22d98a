import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImageKind } from '../../infrastructure/storage/image-rules.js';
import { UploadSchema } from '../../infrastructure/storage/upload.entity.js';
import { UploadService, uploadNameOf, type StoredImage } from '../../infrastructure/storage/upload.service.js';
import { claimUpload } from '../../infrastructure/storage/upload-ledger.js';
import { UploadUses } from '../../infrastructure/storage/upload-uses.js';
import { MESSAGES } from './community-messages.js';

/**
 * A member's photos: stores new ones (file bytes or data URL) before the transaction, records them in the
 * uploads ledger inside it, and finds files no longer used after a change so they are deleted after the commit.
 */
@Injectable()
export class MemberFiles {
  constructor(private readonly uploads: UploadService, private readonly uses: UploadUses) {}

  /** Stores a new photo given as bytes or as a data URL; addresses and null are not new photos (undefined). */
  async storeNew(image: Buffer | string | null | undefined, kind: ImageKind): Promise<StoredImage | undefined> {
    if (Buffer.isBuffer(image)) return this.uploads.storeImage(image, kind);
    if (typeof image === 'string' && this.uploads.isDataUrl(image)) return this.uploads.storeImage(this.uploads.decodeDataUrl(image, kind), kind);
    return undefined;
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

  /** Inside the transaction: the stored file now belongs to the member. */
  record(em: EntityManager, userId: number, stored: StoredImage): string {
    em.create(UploadSchema, { name: stored.name, user_id: userId });
    return stored.url;
  }

  /** Inside the transaction: an image address the member may use (one of their uploads, now safe from the sweep), else 400. */
  async requireOwnUpload(em: EntityManager, userId: number, url: string): Promise<string> {
    const name = uploadNameOf(url);
    if (!name || !(await claimUpload(em, name, userId))) throw new BadRequestException(MESSAGES.notYourImage);
    return url;
  }

  /**
   * Inside the transaction, after the member stopped using `url` somewhere: when nothing uses it any more (no entry,
   * no profile, no generation), it leaves the ledger and its name is returned for deletion after the commit.
   */
  async release(em: EntityManager, userId: number, url: string | null | undefined): Promise<string[]> {
    return this.uses.release(em, url, userId);
  }

  /** After the commit: deletes the files. */
  remove(names: string[]): Promise<void> {
    return this.uploads.remove(names);
  }
}
