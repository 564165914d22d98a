import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import { Audited, unchanged, type AuditSubject } from '../../../infrastructure/audit/audited.js';
import { refuseStaleEdit } from '../../../infrastructure/audit/edit-conflict.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { UploadIntake } from '../../../infrastructure/storage/upload-intake.js';
import type { StoredImage } from '../../../infrastructure/storage/upload.service.js';
import { AD_IMAGE_KIND, adImageAddress } from '../ad-images.js';
import { toAdView } from '../ad-view.js';
import { AD_MESSAGES, type AdDeleted, type AdDto, type AdView } from '../dto/ads.dto.js';
import { AdSchema, type Ad, type AdFormat, type AdTargetPage } from '../entities/ad.entity.js';
import { AdChanged, type AdChange } from '../events/ad-changed.event.js';

/** The fields of an ad after a create or an edit. */
interface AdFields {
  title: string | null;
  image_url: string;
  link_url: string | null;
  format: AdFormat;
  target_pages: AdTargetPage[];
  position: number | null;
}

function checkLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return url.href;
  } catch {
    /* refused below */
  }
  throw new BadRequestException(AD_MESSAGES.link);
}

/** Merges the form into the current fields (PUT keeps what is left out) and checks the rules of docs/product.md#ads. */
function merge(dto: AdDto, current?: Ad): Omit<AdFields, 'image_url'> & { image: string } {
  const image = dto.image_url !== undefined ? (dto.image_url ?? '') : (current?.image_url ?? '');
  const pages = dto.target_pages !== undefined ? (dto.target_pages ?? []) : (current?.target_pages ?? []);
  if (!image || !pages.length) throw new BadRequestException(AD_MESSAGES.required);
  const format = dto.format ?? current?.format ?? 'square';
  const position = format === 'featured' ? null : (dto.position !== undefined ? dto.position : current?.position) ?? 1;
  const title = dto.title !== undefined ? dto.title || null : (current?.title ?? null);
  const link = dto.link_url !== undefined ? checkLink(dto.link_url) : (current?.link_url ?? null);
  return { title, image, link_url: link, format, target_pages: [...new Set(pages)], position };
}

/** AdChanged through the outbox, in the transaction of the change. */
function recordChange(publish: (e: AdChanged) => void, ad: Ad, change: AdChange, by: number): void {
  publish(new AdChanged({ adId: ad.id, change, isActive: ad.is_active, targetPages: ad.target_pages, by }));
}

/** An ad as the subject of an audit row. */
const adSubject = (ad: AdView): AuditSubject => ({ kind: 'ad', id: ad.id, details: { title: ad.title ?? null, format: ad.format } });

async function lockAd(em: EntityManager, id: number): Promise<Ad> {
  const ad = await em.findOne(AdSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!ad) throw new NotFoundException(AD_MESSAGES.notFound);
  return ad;
}

@Audited({ action: (c: SaveAdCommand) => (c.id === undefined ? 'ad.created' : 'ad.updated'), subject: (_c: SaveAdCommand, ad: AdView) => adSubject(ad) })
export class SaveAdCommand {
  /**
   * id undefined: create. `clientKey` (create only): the key the Ads tab sent the new ad with; a repeat answers the first
   * ad. `expected` (edit only): the updated_at the editor started from (docs/product.md#editing-together); absent: not checked.
   */
  constructor(
    public readonly dto: AdDto,
    public readonly by: number,
    /** clientAddress() of the request (the photo budget per address). */
    public readonly clientIp: string,
    public readonly id?: number,
    public readonly clientKey?: string,
    public readonly expected?: string,
  ) {}
}

/**
 * Creates or edits an ad: a data URL image becomes a stored file; publishes AdChanged.
 *
 * Sending a new ad again (a retry after a lost answer, a double click): with the client_key its creator used before it
 * answers the ad stored the first time and changes nothing (no second ad, file, AdChanged or audit row). Repeats at the
 * same moment are told apart by the unique index on (created_by, client_key): the losers' inserts fail (their image
 * copies are deleted again) and they answer the winner's ad.
 */
@CommandHandler(SaveAdCommand)
export class SaveAdHandler implements ICommandHandler<SaveAdCommand, AdView> {
  constructor(
    private readonly outbox: Outbox,
    private readonly images: UploadIntake,
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(command: SaveAdCommand): Promise<AdView> {
    const { id, by, clientKey } = command;
    const key = id === undefined ? clientKey : undefined;
    const first = async () => {
      const ad = key ? await this.em.fork().findOne(AdSchema, { created_by: by, client_key: key }) : null;
      return ad ? (unchanged(), toAdView(ad)) : null;
    };
    const sent = await first();
    if (sent) return sent;
    try {
      return await this.save(command, key);
    } catch (error) {
      const stored = error instanceof UniqueConstraintViolationException ? await first() : null;
      if (stored) return stored;
      throw error;
    }
  }

  private async save({ dto, by, id, expected, clientIp }: SaveAdCommand, clientKey: string | undefined): Promise<AdView> {
    // Checks that need no row run first, so bad input stores no file.
    if (id === undefined) merge(dto);
    else if (dto.link_url) checkLink(dto.link_url);
    const given = dto.image_url || undefined;
    const stored: StoredImage | undefined = given ? await this.images.storeNew(given, AD_IMAGE_KIND, by, clientIp) : undefined;
    const address = stored ? undefined : given && adImageAddress(given, this.config);
    let unused: string[] = [];
    const view = await this.images.committing(stored, () =>
      this.outbox.transactional(async (em, publish) => {
        const current = id === undefined ? undefined : await lockAd(em, id);
        if (current) await refuseStaleEdit(em, this.queries, { kind: 'ad', id: current.id, noun: 'ad', updatedAt: current.updated_at }, expected);
        const { image, ...fields } = merge(dto, current);
        let imageUrl = current && dto.image_url === undefined ? current.image_url : (address ?? image);
        if (stored) imageUrl = this.images.record(em, by, stored);
        else imageUrl = await this.images.claim(em, imageUrl, current && !this.images.isNewPicture(imageUrl, current.image_url) ? undefined : by, AD_MESSAGES.notYourImage);
        let ad: Ad;
        if (current) {
          const previous = current.image_url;
          Object.assign(current, fields, { image_url: imageUrl, updated_at: new Date() });
          ad = current;
          await em.flush();
          if (this.images.isNewPicture(imageUrl, previous)) unused = await this.images.release(em, previous);
        } else {
          ad = em.create(AdSchema, {
            ...fields,
            image_url: imageUrl,
            is_active: true,
            created_by: by,
            client_key: clientKey ?? null,
            created_at: new Date(),
            updated_at: new Date(),
          });
          await em.flush();
        }
        recordChange(publish, ad, current ? 'updated' : 'created', by);
        return toAdView(ad);
      }),
    );
    await this.images.remove(unused);
    return view;
  }
}

@Audited({ action: (_c: ToggleAdCommand, ad: AdView) => (ad.is_active ? 'ad.activated' : 'ad.deactivated'), subject: (_c: ToggleAdCommand, ad: AdView) => adSubject(ad) })
export class ToggleAdCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/** Switches an ad on or off. */
@CommandHandler(ToggleAdCommand)
export class ToggleAdHandler implements ICommandHandler<ToggleAdCommand, AdView> {
  constructor(private readonly outbox: Outbox) {}

  execute({ id, by }: ToggleAdCommand): Promise<AdView> {
    return this.outbox.transactional(async (em, publish) => {
      const ad = await lockAd(em, id);
      ad.is_active = !ad.is_active;
      ad.updated_at = new Date();
      await em.flush();
      recordChange(publish, ad, ad.is_active ? 'activated' : 'deactivated', by);
      return toAdView(ad);
    });
  }
}

@Audited({ action: 'ad.deleted', subject: (_c: DeleteAdCommand, { ad }: { ad: AdView }) => adSubject(ad) })
export class DeleteAdCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/** Deletes an ad and, when nothing else uses it, its uploaded image. */
@CommandHandler(DeleteAdCommand)
export class DeleteAdHandler implements ICommandHandler<DeleteAdCommand, AdDeleted> {
  constructor(private readonly outbox: Outbox, private readonly images: UploadIntake) {}

  async execute({ id, by }: DeleteAdCommand): Promise<AdDeleted> {
    const { unused } = await this.outbox.transactional(async (em, publish) => {
      const ad = await lockAd(em, id);
      const deleted = toAdView(ad);
      recordChange(publish, ad, 'deleted', by);
      em.remove(ad);
      await em.flush();
      return { ad: deleted, unused: await this.images.release(em, ad.image_url) };
    });
    await this.images.remove(unused);
    return { success: true, message: 'Ad deleted', id };
  }
}

@Audited({ action: 'ad.image-uploaded', subject: (_c: UploadAdImageCommand, url: string) => ({ kind: 'upload', id: null, details: { url } }) })
export class UploadAdImageCommand {
  constructor(public readonly image: Buffer, public readonly by: number, public readonly clientIp: string) {}
}

/** Stores an ad image on its own (checked from the bytes, re-encoded to WebP); the address is then used as image_url. */
@CommandHandler(UploadAdImageCommand)
export class UploadAdImageHandler implements ICommandHandler<UploadAdImageCommand, { imageUrl: string; url: string }> {
  constructor(private readonly outbox: Outbox, private readonly images: UploadIntake) {}

  async execute({ image, by, clientIp }: UploadAdImageCommand) {
    const stored = (await this.images.storeNew(image, AD_IMAGE_KIND, by, clientIp))!;
    const url = await this.images.committing(stored, () => this.outbox.transactional(async (em) => this.images.record(em, by, stored)));
    return { imageUrl: url, url };
  }
}
