import { ConflictException, GatewayTimeoutException, HttpException, Inject, InternalServerErrorException, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../config/app-config.js';
import { describeError } from '../../../infrastructure/http/error.filter.js';
import { JobLostError, JobQueue } from '../../../infrastructure/queue/job-queue.js';
import { AiError } from '../../ai/ai-errors.js';
import { ContentPackageGenerator } from '../../ai/content-package.generator.js';
import { GenerationProgressTracker } from '../generation-progress.js';
import { GenerationSlots } from '../generation-slots.js';
import type { GenerationView } from '../generation-view.js';
import { GENERATE_CONTENT_JOB, type GenerateContentJobData, type GenerationOutcome, type ProgressReport } from '../jobs/generate-content.job.js';
import { GetGenerationQuery } from '../queries/generations.queries.js';

export class GenerateContentCommand {
  constructor(
    public readonly userId: number,
    public readonly topic: string,
    public readonly customPrompt: string | undefined,
    public readonly editorialWeek: number | undefined,
    public readonly editorialTheme: string | undefined,
    public readonly requestId: string | undefined,
  ) {}
}

/** Extra wait beyond the model calls (two at most: the package and one correction) for images and saving. */
const WAIT_MARGIN_MS = 60_000;

const QUEUE_UNAVAILABLE = 'Content generation is unavailable: the job queue does not answer. Please try again shortly.';
export const WORKER_LOST = 'The worker running this generation stopped before it finished. Nothing was stored; please try again.';

/**
 * Queues the generation on the `generation` queue and waits for it (the spec's POST answers with the
 * finished item), relaying the job's progress reports to the tracker the UI polls.
 */
@CommandHandler(GenerateContentCommand)
export class GenerateContentHandler implements ICommandHandler<GenerateContentCommand, GenerationView> {
  private readonly logger = new Logger('GenerateContent');

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly generator: ContentPackageGenerator,
    private readonly progress: GenerationProgressTracker,
    private readonly queries: QueryBus,
    private readonly slots: GenerationSlots,
  ) {}

  async execute(command: GenerateContentCommand): Promise<GenerationView> {
    try {
      this.generator.assertConfigured();
    } catch (error) {
      if (error instanceof AiError) throw new HttpException(error.message, error.status);
      throw error;
    }
    if (!this.queue.available()) throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    const requestId = command.requestId ?? randomUUID();
    let started: boolean;
    try {
      // Atomic across API processes (Redis) or within this one (in-process queues).
      started = await this.progress.start(requestId);
    } catch (error) {
      this.logger.error(`could not register generation ${requestId}: ${String(error)}`);
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    }
    if (!started) throw new ConflictException('A generation with this requestId is already running. Use a new requestId for each generation.');
    let slot: string;
    try {
      slot = await this.slots.acquire(command.userId, this.waitMs() + WAIT_MARGIN_MS);
    } catch (error) {
      await this.failProgress(requestId, error);
      throw error;
    }
    try {
      const outcome = await this.runJob(command, requestId);
      if (!outcome.ok) throw new HttpException(outcome.error, outcome.status);
      await this.progress.finish(requestId, outcome.id).catch((e: unknown) => this.logger.warn(`progress of ${requestId}: ${String(e)}`));
      return await this.queries.execute<GetGenerationQuery, GenerationView>(new GetGenerationQuery(outcome.id));
    } catch (error) {
      await this.failProgress(requestId, error);
      throw error;
    } finally {
      await this.slots.release(slot).catch((error: unknown) => this.logger.warn(`could not free generation slot ${slot}: ${String(error)}`));
    }
  }

  private async failProgress(requestId: string, error: unknown): Promise<void> {
    await this.progress.fail(requestId, describeError(error).message).catch((e: unknown) => this.logger.warn(`progress of ${requestId}: ${String(e)}`));
  }

  /** The longest the POST waits for its job: two model calls (the package and one correction) and a margin. */
  private waitMs(): number {
    return 2 * this.config.openaiTimeoutMs + WAIT_MARGIN_MS;
  }

  private async runJob(command: GenerateContentCommand, requestId: string): Promise<GenerationOutcome> {
    const data: GenerateContentJobData = {
      topic: command.topic,
      customPrompt: command.customPrompt,
      editorialWeek: command.editorialWeek,
      editorialTheme: command.editorialTheme,
      userId: command.userId,
    };
    let job;
    try {
      // One attempt: the editor is waiting, and a retry would double both the wait and the cost.
      job = await this.queue.add<GenerateContentJobData>('generation', GENERATE_CONTENT_JOB, data, { attempts: 1 });
    } catch (error) {
      this.logger.error(`could not queue a generation: ${String(error)}`);
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    }
    job.onProgress((report) => {
      const { stage, detail } = (report ?? {}) as Partial<ProgressReport>;
      void this.progress.update(requestId, stage, detail).catch((e: unknown) => this.logger.warn(`progress of ${requestId}: ${String(e)}`));
    });
    const waitMs = this.waitMs();
    let timer: NodeJS.Timeout | undefined;
    try {
      return (await Promise.race([
        job.finished(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new GatewayTimeoutException('Content generation is taking longer than expected. If it finishes it will appear in the list.')),
            waitMs,
          );
        }),
      ])) as GenerationOutcome;
    } catch (error) {
      if (error instanceof HttpException) throw error;
      if (error instanceof JobLostError) {
        this.logger.error(`generation job ${job.id}: ${error.message}`);
        throw new ServiceUnavailableException(WORKER_LOST);
      }
      this.logger.error(`generation job ${job.id} failed: ${String(error)}`);
      throw new InternalServerErrorException('Content generation failed unexpectedly. Please try again.');
    } finally {
      clearTimeout(timer);
    }
  }
}
