import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { APPLE_NEWS_RULES } from '../../ai/index.js';
import { ContentGenerationSchema } from '../entities/content-generation.entity.js';
import { ContentGenerated } from '../events/content-generated.event.js';
import { PackageJobRunner, type GenerationOutcome, type PackageJobData } from './package-job.js';

/** Writes and stores a generator / Apple News+ package. */
@JobType('generation', 'generate-content')
export class GenerateContentPackage extends Job<PackageJobData> {}

/** Runs generations on the `generation` queue: writes the package, then stores it with ContentGenerated in one transaction. */
@Injectable()
export class GenerateContentJob {
  constructor(private readonly jobs: PackageJobRunner) {}

  @JobHandler(GenerateContentPackage)
  generate(job: JobContext<PackageJobData>): Promise<GenerationOutcome> {
    return this.jobs.run(job, {
      what: 'generation',
      rules: APPLE_NEWS_RULES,
      store: async (em, publish, result, { topic, customPrompt, editorialWeek, editorialTheme, userId }) => {
        const row = em.create(ContentGenerationSchema, {
          topic,
          status: 'published',
          editorial_week: editorialWeek ?? null,
          editorial_theme: editorialTheme ?? null,
          system_prompt: customPrompt ?? null,
          long_form_article: result.pkg.long_form_article,
          headlines: result.pkg.headlines,
          tldr_summary: result.pkg.tldr_summary,
          apple_news_deck: result.pkg.apple_news_deck,
          repurposed_formats: result.pkg.repurposed_formats,
          metadata: result.pkg.metadata,
          generated_images: result.images,
          image_details: result.imageDetails,
          prompt_version: result.promptVersion,
          model: result.model,
          created_by: userId,
        });
        await em.flush();
        publish(
          new ContentGenerated({
            kind: 'generation',
            id: row.id,
            topic,
            createdBy: userId,
            editorialWeek: editorialWeek ?? null,
            editorialTheme: editorialTheme ?? null,
            model: result.model,
            promptVersion: result.promptVersion,
            repaired: result.repaired,
          }),
        );
        return row.id;
      },
    });
  }
}
