import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from '../../../infrastructure/audit/audit.js';
import { writePendingAudit } from '../../../infrastructure/audit/audited.js';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import type { Publish } from '../../../infrastructure/queue/outbox.js';
import { PREMIUM_RULES } from '../../ai/index.js';
import { PREMIUM_ROADMAP_PROMPT } from '../../ai/index.js';
import type { GeneratedPackage } from '../../ai/index.js';
import { GenerationRefused, PackageJobRunner, type GenerationOutcome, type PackageJobData, type PackageJobOptions } from '../../content/index.js';
import { lifecycle, PREMIUM_MESSAGES } from '../commands/change-premium.commands.js';
import { PremiumDeleted, PremiumPublished, PremiumReplaced } from '../events/premium-lifecycle.events.js';
import { PremiumContentSchema, type PremiumContent } from '../entities/premium-content.entity.js';
import { GenerationClaims, type RunClaims } from '../generation-claims.js';

export interface PremiumJobData extends PackageJobData {
  /** Enhance and Regenerate All: the item the new one replaces (deleted, and PremiumReplaced) when it is stored. */
  replaces?: number;
  /** The premium claims the run holds (its theme, the item it rewrites): freed with the new item, or when the run fails. */
  claims?: RunClaims;
}

/** Writes and stores a premium coaching roadmap. */
@JobType('generation', 'generate-premium')
export class GeneratePremiumRoadmap extends Job<PremiumJobData> {}

/**
 * Runs premium generations on the `generation` queue with the premium roadmap prompt and rules, and stores the item
 * published (members can read it at once) with PremiumPublished in one transaction. A rewrite (Enhance, Regenerate
 * All) replaces the old item in that same transaction, holding its row (FOR UPDATE) from the start: the new item takes
 * the old one's status as it is then (a draft stays a draft, also one unpublished while the model wrote), the old one
 * is deleted (archived, PremiumDeleted, its audit row) and PremiumReplaced moves what members kept of it to the new
 * one; the run's claims are freed with it. An old item deleted while the model wrote wins: nothing is stored and the
 * run ends as a 409 (GenerationRefused; the job's failure path frees the claims). So the replacement is whole, or
 * nothing, whatever becomes of the API process that asked for it. An old item deleted before a model call (while the
 * run waited in the queue, or before a correction) ends the run the same way without that call: nothing is paid for.
 */
@Injectable()
export class GeneratePremiumJob {
  constructor(
    private readonly jobs: PackageJobRunner,
    private readonly claims: GenerationClaims,
    private readonly em: EntityManager,
  ) {}

  @JobHandler(GeneratePremiumRoadmap)
  generate(job: JobContext<PremiumJobData>): Promise<GenerationOutcome> {
    return this.jobs.run(job, this.options());
  }

  /** How a roadmap is written and stored; `runKey` names one of the generations of a Regenerate All run. */
  options(runKey?: string): PackageJobOptions<PremiumJobData> {
    return {
      what: 'premium item',
      rules: PREMIUM_RULES,
      prompt: PREMIUM_ROADMAP_PROMPT,
      runKey,
      store: (em, publish, result, data) => this.store(em, publish, result, data),
      stillWanted: (data) => this.stillReplaceable(data),
      abandon: async ({ claims }) => {
        if (claims) await this.claims.release(claims.token, claims.keys);
      },
    };
  }

  private async store(em: EntityManager, publish: Publish, result: GeneratedPackage, data: PremiumJobData): Promise<number> {
    const { topic, customPrompt, editorialWeek, editorialTheme, userId } = data;
    const replaced = data.replaces === undefined ? null : await this.replaceable(em, data.replaces);
    // A rewrite of a draft stays a draft (an editor hid it from members); anything else goes live at once.
    const status = replaced?.status === 'draft' ? 'draft' : 'published';
    const row = em.create(PremiumContentSchema, {
      topic,
      subtitle: null,
      status,
      editorial_week: editorialWeek ?? null,
      editorial_theme: editorialTheme ?? null,
      day_number: editorialWeek ?? null,
      system_prompt: customPrompt ?? null,
      long_form_article: result.pkg.long_form_article,
      headlines: result.pkg.headlines,
      tldr_summary: result.pkg.tldr_summary,
      apple_news_deck: result.pkg.apple_news_deck,
      repurposed_formats: result.pkg.repurposed_formats,
      tags: result.pkg.metadata.tags,
      metadata: { section: result.pkg.metadata.section, format: result.pkg.metadata.format },
      generated_images: result.images,
      image_details: result.imageDetails as unknown as Record<string, unknown>,
      prompt_version: result.promptVersion,
      model: result.model,
      created_by: userId,
    });
    await em.flush();
    if (status === 'published') publish(new PremiumPublished({ ...lifecycle(row, userId), status }));
    if (replaced) await this.replace(em, publish, replaced, row, data);
    if (data.claims) await this.claims.release(data.claims.token, data.claims.keys, em);
    return row.id;
  }

  /** A rewrite's item is still there (not deleted) before a model call: else GenerationRefused, and no call. */
  private async stillReplaceable(data: PremiumJobData): Promise<void> {
    if (data.replaces === undefined) return;
    const old = await this.em.fork().findOne(PremiumContentSchema, { id: data.replaces }, { fields: ['status'] });
    if (!old || old.status === 'archived') throw new GenerationRefused(PREMIUM_MESSAGES.deletedWhileRewriting);
  }

  /**
   * The item a rewrite replaces, held (FOR UPDATE) until the storing transaction ends, so a deletion or a change of
   * status waits for the replacement or is seen by it; deleted (archived) meanwhile: GenerationRefused, nothing stored.
   */
  private async replaceable(em: EntityManager, id: number): Promise<PremiumContent> {
    const old = await em.findOne(PremiumContentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // The job's failure path logs it (premium item failed (409)) and frees the claims.
    if (!old || old.status === 'archived') throw new GenerationRefused(PREMIUM_MESSAGES.deletedWhileRewriting);
    return old;
  }

  /** The old item's deletion, as DeletePremiumCommand makes it (with its audit row, after the new item's), and PremiumReplaced. */
  private async replace(em: EntityManager, publish: Publish, old: PremiumContent, fresh: PremiumContent, data: PremiumJobData): Promise<void> {
    writePendingAudit(em, fresh.id);
    old.status = 'archived';
    old.updated_at = new Date();
    await em.flush();
    publish(new PremiumDeleted(lifecycle(old, data.userId)));
    const actor = data.audit?.actor ?? { userId: data.userId, apiKeyId: null };
    recordAudit(em, { actor: actor.userId, apiKey: actor.apiKeyId, action: 'premium.delete', subjectKind: 'premium', subjectId: old.id, details: { topic: old.topic } });
    publish(new PremiumReplaced({ fromId: old.id, toId: fresh.id, by: data.userId }));
  }
}
