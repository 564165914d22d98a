import { BadRequestException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { AppConfig } from '../../../config/app-config.js';
import { Audited } from '../../../infrastructure/audit/audited.js';
import { refuseStaleEdit } from '../../../infrastructure/audit/edit-conflict.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { claimUpload } from '../../../infrastructure/storage/upload-ledger.js';
import { UploadIntake } from '../../../infrastructure/storage/upload-intake.js';
import { uploadNameOf } from '../../../infrastructure/storage/upload.service.js';
import { IMAGE_SLOTS, type GeneratedImages, type ImageSlot } from '../../ai/index.js';
import type { ContentPackage } from '../../ai/index.js';
import { ContentGenerationSchema } from '../entities/content-generation.entity.js';
import { checkGenerationImages, notAnAllowedImage } from '../generation-image-sources.js';
import { toGenerationView, type GenerationView } from '../generation-view.js';
import { CONTENT_NOT_FOUND } from '../queries/generations.queries.js';

/** The editable fields (already validated and trimmed by the DTO). Objects are merged key by key. */
export interface GenerationChanges {
  topic?: string;
  system_prompt?: string | null;
  long_form_article?: string;
  tldr_summary?: string;
  apple_news_deck?: string;
  headlines?: string[];
  repurposed_formats?: Partial<ContentPackage['repurposed_formats']>;
  metadata?: Partial<ContentPackage['metadata']>;
  generated_images?: Partial<GeneratedImages>;
}

export const EDITABLE_FIELDS = [
  'topic',
  'system_prompt',
  'long_form_article',
  'tldr_summary',
  'apple_news_deck',
  'headlines',
  'repurposed_formats',
  'metadata',
  'generated_images',
] as const;

@Audited({
  action: 'generation.update',
  subject: (c: UpdateGenerationCommand, view: GenerationView) => ({
    kind: 'generation',
    id: view.id,
    details: { title: view.topic, fields: EDITABLE_FIELDS.filter((f) => c.changes[f] !== undefined) },
  }),
})
export class UpdateGenerationCommand {
  /** `expected`: the updated_at the editor started from (docs/product.md#editing-together); absent: not checked. */
  constructor(public readonly id: number, public readonly changes: GenerationChanges, public readonly by: number, public readonly expected?: string) {}
}

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Applies an editor's changes; returns the generation as stored. Images must come from the image search or the
 * product's uploads (checkGenerationImages); an upload is claimed in the transaction so the sweep cannot delete it,
 * and a newly chosen one must be the editor's own (a slot's current image may stay).
 */
@CommandHandler(UpdateGenerationCommand)
export class UpdateGenerationHandler implements ICommandHandler<UpdateGenerationCommand, GenerationView> {
  constructor(private readonly outbox: Outbox, private readonly queries: QueryBus, private readonly images: UploadIntake, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ id, changes, by, expected }: UpdateGenerationCommand): Promise<GenerationView> {
    const given = EDITABLE_FIELDS.filter((field) => changes[field] !== undefined);
    if (!given.length) throw new BadRequestException(`Send at least one field to change: ${EDITABLE_FIELDS.join(', ')}.`);
    const images = changes.generated_images && checkGenerationImages(defined(changes.generated_images), this.config);
    return this.outbox.transactional(async (em) => {
      const row = await em.findOne(ContentGenerationSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new NotFoundException(CONTENT_NOT_FOUND);
      await refuseStaleEdit(em, this.queries, { kind: 'generation', id, noun: 'content package', updatedAt: row.updated_at }, expected);
      for (const [slot, url] of Object.entries(images ?? {}) as [ImageSlot, string][]) {
        const upload = uploadNameOf(url);
        if (url !== row.generated_images[slot]) await this.images.claimOwn(em, url, by, `generated_images.${slot}`);
        else if (upload && !(await claimUpload(em, upload))) throw new BadRequestException(notAnAllowedImage(slot));
      }
      if (changes.topic !== undefined) row.topic = changes.topic;
      if (changes.system_prompt !== undefined) row.system_prompt = changes.system_prompt;
      if (changes.long_form_article !== undefined) row.long_form_article = changes.long_form_article;
      if (changes.tldr_summary !== undefined) row.tldr_summary = changes.tldr_summary;
      if (changes.apple_news_deck !== undefined) row.apple_news_deck = changes.apple_news_deck;
      if (changes.headlines !== undefined) row.headlines = changes.headlines;
      if (changes.repurposed_formats) row.repurposed_formats = { ...row.repurposed_formats, ...defined(changes.repurposed_formats) };
      if (changes.metadata) row.metadata = { ...row.metadata, ...defined(changes.metadata) };
      if (images) {
        const details = { ...row.image_details };
        // An image an editor replaced no longer has the photo's alt text and credit.
        for (const slot of Object.keys(images) as ImageSlot[]) {
          if (IMAGE_SLOTS.includes(slot) && images[slot] !== row.generated_images[slot]) details[slot] = null;
        }
        row.generated_images = { ...row.generated_images, ...images };
        row.image_details = details;
      }
      row.updated_at = new Date();
      await em.flush();
      return toGenerationView(row);
    });
  }
}

@Audited({ action: 'generation.archive', subject: (c: ArchiveGenerationCommand) => ({ kind: 'generation', id: c.id }) })
export class ArchiveGenerationCommand {
  constructor(public readonly id: number) {}
}

/** Moves a generation to the archive (idempotent). */
@CommandHandler(ArchiveGenerationCommand)
export class ArchiveGenerationHandler implements ICommandHandler<ArchiveGenerationCommand, { success: true; message: string; generation: GenerationView }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ id }: ArchiveGenerationCommand) {
    return this.outbox.transactional(async (em) => {
      const row = await em.findOne(ContentGenerationSchema, { id });
      if (!row) throw new NotFoundException(CONTENT_NOT_FOUND);
      if (row.status !== 'archived') {
        row.status = 'archived';
        row.updated_at = new Date();
        await em.flush();
      }
      return { success: true as const, message: 'Content archived', generation: toGenerationView(row) };
    });
  }
}

@Audited({ action: 'generation.delete', subject: (c: DeleteGenerationCommand) => ({ kind: 'generation', id: c.id }) })
export class DeleteGenerationCommand {
  constructor(public readonly id: number) {}
}

/** Deletes a generation for good. */
@CommandHandler(DeleteGenerationCommand)
export class DeleteGenerationHandler implements ICommandHandler<DeleteGenerationCommand, { success: true; message: string; id: number }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ id }: DeleteGenerationCommand) {
    return this.outbox.transactional(async (em) => {
      const deleted = await em.nativeDelete(ContentGenerationSchema, { id });
      if (!deleted) throw new NotFoundException(CONTENT_NOT_FOUND);
      return { success: true as const, message: 'Content deleted', id };
    });
  }
}
