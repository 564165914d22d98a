import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { PREMIUM_RULES } from '../../ai/index.js';
import { PREMIUM_ROADMAP_PROMPT } from '../../ai/index.js';
import { PackageJobRunner, type GenerationOutcome, type PackageJobData } from '../../content/index.js';
import { lifecycle } from '../commands/change-premium.commands.js';
import { PremiumPublished } from '../events/premium-lifecycle.events.js';
import { PremiumContentSchema } from '../entities/premium-content.entity.js';

/** Writes and stores a premium coaching roadmap. */
@JobType('generation', 'generate-premium')
export class GeneratePremiumRoadmap extends Job<PackageJobData> {}

/**
 * Runs premium generations on the `generation` queue with the premium roadmap prompt and rules, and stores
 * the item published (members can read it at once) with PremiumPublished in one transaction.
 */
@Injectable()
export class GeneratePremiumJob {
  constructor(private readonly jobs: PackageJobRunner) {}

  @JobHandler(GeneratePremiumRoadmap)
  generate(job: JobContext<PackageJobData>): Promise<GenerationOutcome> {
    return this.jobs.run(job, {
      what: 'premium item',
      rules: PREMIUM_RULES,
      prompt: PREMIUM_ROADMAP_PROMPT,
      store: async (em, publish, result, { topic, customPrompt, editorialWeek, editorialTheme, userId }) => {
        const row = em.create(PremiumContentSchema, {
          topic,
          subtitle: null,
          status: 'published',
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
        publish(new PremiumPublished({ ...lifecycle(row, userId), status: 'published' }));
        return row.id;
      },
    });
  }
}
