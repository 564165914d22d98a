import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueue, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { AiError } from '../../ai/ai-errors.js';
import { ContentPackageGenerator, type GenerationStage } from '../../ai/content-package.generator.js';
import { APPLE_NEWS_RULES } from '../../ai/content-rules.js';
import { EDITORIAL_THEMES } from '../editorial-cycle.js';
import { ContentGenerationSchema } from '../entities/content-generation.entity.js';
import { ContentGenerated } from '../events/content-generated.event.js';

export const GENERATE_CONTENT_JOB = 'generate-content';

export interface GenerateContentJobData {
  topic: string;
  customPrompt?: string;
  editorialWeek?: number;
  editorialTheme?: string;
  userId: number;
}

/**
 * What the job returns. Expected failures (AI errors with their HTTP status) are results, not job
 * failures: Bull keeps only the message of a failed job, and the API must answer 502/503/504 exactly.
 * An unexpected error fails the job (and the request answers 500).
 */
export type GenerationOutcome = { ok: true; id: number; repaired: boolean } | { ok: false; status: 502 | 503 | 504; error: string };

export interface ProgressReport {
  stage: GenerationStage;
  detail: string | null;
}

/** Runs generations on the `generation` queue: writes the package, then stores it with ContentGenerated in one transaction. */
@Injectable()
export class GenerateContentJob implements OnModuleInit {
  private readonly logger = new Logger('GenerateContentJob');

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly generator: ContentPackageGenerator,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    this.queue.handle<GenerateContentJobData>('generation', GENERATE_CONTENT_JOB, (job) => this.run(job));
  }

  async run(job: JobContext<GenerateContentJobData>): Promise<GenerationOutcome> {
    const started = Date.now();
    const report = async (stage: GenerationStage, detail?: string) => {
      try {
        await job.reportProgress({ stage, detail: detail ?? null } satisfies ProgressReport);
      } catch (error) {
        this.logger.warn(`could not report progress ${stage}: ${String(error)}`);
      }
    };
    const { topic, customPrompt, editorialWeek, editorialTheme, userId } = job.data;
    try {
      const result = await this.generator.generate(
        { topic, customPrompt, editorialWeek, editorialTheme },
        { rules: APPLE_NEWS_RULES, sections: EDITORIAL_THEMES, onStage: report, signal: job.signal },
      );
      // A stopping worker hands the job back before it stores anything; once saving has begun it finishes.
      job.signal.throwIfAborted();
      await report('saving');
      const id = await this.outbox.transactional(async (em, publish) => {
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
      });
      await report('done');
      this.logger.log(`generation ${id} stored in ${Date.now() - started} ms${result.repaired ? ' (after one length correction)' : ''}`);
      return { ok: true, id, repaired: result.repaired };
    } catch (error) {
      // Handed back to the queue by a stopping worker: another worker runs it again from the start.
      if (job.signal.aborted) throw error;
      if (error instanceof AiError) {
        this.logger.warn(`generation failed (${error.status}) after ${Date.now() - started} ms: ${error.message}`);
        return { ok: false, status: error.status, error: error.message };
      }
      throw error;
    }
  }
}
