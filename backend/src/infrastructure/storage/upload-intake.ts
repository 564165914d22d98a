import { applyDecorators, BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { ApiTooManyRequests } from '../http/too-many-requests.js';
import { RateLimiter } from '../limits/rate-limiter.js';
import { ApiDecodeBusy } from './decode-line.js';
import type { ImageKind } from './image-rules.js';
import { UploadSchema } from './upload.entity.js';
import { claimUpload, noSuchUpload, notYourUpload } from './upload-ledger.js';
import { UploadUses, addressOf } from './upload-uses.js';
import { UPLOADS_PATH, UploadService, storedUploadAddress, uploadNameOf, type StoredImage } from './upload.service.js';

export const TOO_MANY_PHOTOS = 'Too many photos uploaded in the last hour. Please try again later.';
export const TOO_MANY_PHOTOS_FROM_CLIENT = 'Too many photos uploaded from your network in the last hour. Please try again later.';

/** Documents what a route that takes new photos adds (UploadIntake.storeNew): its budgets' 429 and the decode line's 503. */
export const ApiPhotoBudget = () =>
  applyDecorators(
    ApiTooManyRequests(
      `The user uploaded PHOTOS_PER_HOUR photos (default 60) in the last hour, or their client address PHOTOS_PER_HOUR_PER_CLIENT (default 120, all accounts together: '${TOO_MANY_PHOTOS_FROM_CLIENT}'); nothing was stored`,
      TOO_MANY_PHOTOS,
    ),
    ApiDecodeBusy(),
  );

/**
 * How a command takes images into its rows (journal and profile photos, ad images): a new image (file bytes or a data
 * URL) is checked, re-encoded and stored before the transaction, recorded in the uploads ledger inside it, and deleted
 * again if the transaction fails; an upload address is claimed (locked against the sweep); a file a row stops using
 * leaves the ledger inside the transaction when nothing else uses it, and the disk after the commit.
 */
@Injectable()
export class UploadIntake {
  constructor(
    private readonly uploads: UploadService,
    private readonly uses: UploadUses,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a new image given as bytes or as a data URL, counted in `userId`'s hourly photo budget (PHOTOS_PER_HOUR)
   * and in that of the client address it came from (`clientIp`, clientAddress(): PHOTOS_PER_HOUR_PER_CLIENT, all
   * accounts together, so throwaway sign-ups do not multiply it); 429 beyond either, before the picture is read. Every
   * picture sent counts, refused or not: decoding is the cost the budgets bound. Addresses and null are not new images
   * (undefined).
   */
  async storeNew(image: Buffer | string | null | undefined, kind: ImageKind, userId: number, clientIp: string): Promise<StoredImage | undefined> {
    const isNew = Buffer.isBuffer(image) || (typeof image === 'string' && this.uploads.isDataUrl(image));
    if (!isNew) return undefined;
    await this.limiter.consume({ bucket: 'photos', subject: String(userId), max: this.config.photosPerHour, windowMinutes: 60, message: TOO_MANY_PHOTOS });
    const perClient = this.config.photosPerHourPerClient;
    await this.limiter.consume({ bucket: 'photos-client', subject: clientIp, max: perClient, windowMinutes: 60, message: TOO_MANY_PHOTOS_FROM_CLIENT });
    return this.uploads.storeImage(Buffer.isBuffer(image) ? image : this.uploads.decodeDataUrl(image as string, kind), kind);
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

  /** Inside the transaction: the stored file now belongs to `userId`; answers its address. */
  record(em: EntityManager, userId: number, stored: StoredImage): string {
    em.create(UploadSchema, { name: stored.name, user_id: userId });
    return stored.url;
  }

  /**
   * The address to store for a picture address a client gave (storedUploadAddress with PUBLIC_URL): one of our uploads
   * given in full in its relative form, so that it is claimed, counted as a use, kept by the sweep and released when
   * replaced; anything else as given. The claims below answer it too.
   */
  address(url: string): string;
  address(url: string | null | undefined): string | null | undefined;
  address(url: string | null | undefined): string | null | undefined {
    return url ? storedUploadAddress(url, this.config.publicUrl) : url;
  }

  /**
   * True when a save names another picture than the row's `current` one: `given` undefined (left out) names none, and
   * both are compared as address() stores them, so an upload an older version saved in full (PUBLIC_URL/uploads/...,
   * before 2026-11-30) sent back as answered (/uploads/...) is the same file, neither a new choice (claimed as one) nor
   * released. Blank and null both name no picture.
   */
  isNewPicture(given: string | null | undefined, current: string | null | undefined): boolean {
    return given !== undefined && (this.address(given) || null) !== (this.address(current) || null);
  }

  /**
   * Inside the transaction: answers `url` as stored (address()) and, when that names one of our uploads, claims it
   * (locked against the sweep until the commit); it must be `ownerId`'s own (undefined: anyone's, for an image the row
   * already has), else 400 `refusal`. An /uploads/ address that names no upload is refused the same way; so is any
   * other address with `uploadsOnly` (members attach only their own uploads).
   */
  async claim(em: EntityManager, url: string, ownerId: number | undefined, refusal: string, uploadsOnly = false): Promise<string> {
    const stored = this.address(url);
    const name = uploadNameOf(stored);
    if (name ? !(await claimUpload(em, name, ownerId)) : uploadsOnly || stored.startsWith(UPLOADS_PATH)) throw new BadRequestException(refusal);
    return stored;
  }

  /**
   * Inside the transaction that starts showing `url` in staff content (which makes an upload public): as claim(), and
   * an upload must be `ownerId`'s own, so no member's private photo can be published by naming it; else 400
   * notYourUpload naming the field, and nothing changes. Answers the address to store.
   */
  claimOwn(em: EntityManager, url: string, ownerId: number, field: string): Promise<string> {
    return this.claim(em, url, ownerId, notYourUpload(field));
  }

  /**
   * Inside the transaction that starts showing `url` as a magazine picture (a theme page's hero): an /uploads/ address
   * (also given in full, address()) must name a stored upload (else 400 noSuchUpload) that is `ownerId`'s own or already
   * a magazine picture (an article's or an ad's, which everyone sees anyway), never a member's photo (400
   * notYourUpload); it is claimed (locked against the sweep until the commit). Other addresses are no upload of ours:
   * nothing to claim. Answers the address to store.
   */
  async claimMagazinePicture(em: EntityManager, url: string, ownerId: number, field: string): Promise<string> {
    const stored = this.address(url);
    if (!stored.startsWith(UPLOADS_PATH)) return stored;
    const name = uploadNameOf(stored);
    const rows = name
      ? await em.execute<{ user_id: number; magazine: boolean }[]>(`select u.user_id, ${this.uses.magazineSql(addressOf('u'))} as magazine from uploads u where u.name = ? for share of u`, [name])
      : [];
    if (!rows.length) throw new BadRequestException(noSuchUpload(field, stored));
    if (rows[0].user_id !== ownerId && !rows[0].magazine) throw new BadRequestException(notYourUpload(field));
    return stored;
  }

  /**
   * Inside the transaction, after a row stopped using `url`: when nothing uses it any more (UploadUses), it leaves the
   * ledger and its name is returned for deletion after the commit (only `userId`'s own upload, when given). `url` as
   * stored, in either form (address()).
   */
  release(em: EntityManager, url: string | null | undefined, userId?: number): Promise<string[]> {
    return this.uses.release(em, this.address(url), userId);
  }

  /** After the commit: deletes the files. */
  remove(names: string[]): Promise<void> {
    return this.uploads.remove(names);
  }
}
