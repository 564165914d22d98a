import { ConflictException, GatewayTimeoutException, HttpException, Inject, Injectable, InternalServerErrorException, Logger, ServiceUnavailableException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';
import { auditTicket } from '../../infrastructure/audit/audited.js';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { describeError } from '../../infrastructure/http/error.filter.js';
import { JobLostError, JobQueue, type JobClass } from '../../infrastructure/queue/job-queue.js';
import { AiError } from '../ai/index.js';
import { ContentPackageGenerator } from '../ai/index.js';
import { GenerationProgressTracker, type StartOutcome } from './generation-progress.js';
import { GenerationSlots } from './generation-slots.js';
import type { GenerationOutcome, PackageJobData, ProgressReport } from './jobs/package-job.js';

/** Extra wait beyond the model calls (two at most: the package and one correction) for images and saving. */
const WAIT_MARGIN_MS = 60_000;

const QUEUE_UNAVAILABLE = 'Content generation is unavailable: the job queue does not answer. Please try again shortly.';
export const WORKER_LOST = 'The worker running this generation stopped before it finished. Nothing was stored; please try again.';
export const GENERATION_MESSAGES = {
  queueUnavailable: QUEUE_UNAVAILABLE,
  workerLost: WORKER_LOST,
  requestIdTaken: 'A generation with this requestId is already running. Use a new requestId for each generation.',
  requestIdUsed:
    'A generation with this requestId has already run: its outcome is at GET /api/content/generate/progress/{requestId}. Use a new requestId for each generation.',
  timeout: 'Content generation is taking longer than expected. If it finishes it will appear in the list.',
};

/**
 * What every generate command carries (the generator's packages, website articles, premium roadmaps): who asks, the
 * topic, the custom writing brief, the cycle's week and theme, and the client's id for progress polls.
 */
export abstract class GenerateCommand {
  constructor(
    public readonly user: AuthUser,
    public readonly topic: string,
    public readonly customPrompt: string | undefined,
    public readonly editorialWeek: number | undefined,
    public readonly editorialTheme: string | undefined,
    public readonly requestId: string | undefined,
  ) {}
}

export interface GenerationRequest<T> {
  /** The job (on the `generation` queue) that writes and stores the package. */
  job: JobClass<PackageJobData>;
  data: PackageJobData;
  /** The client's id for polling GET /api/content/generate/progress/{requestId} (a new one when absent). */
  requestId?: string;
  /** Reads the stored item for the answer. */
  view(id: number): Promise<T>;
}

/**
 * Runs one generation for a waiting request (the spec's POST answers with the finished item): checks the
 * settings and the queue, registers the requestId for progress polls (any API process answers them),
 * takes one of the editor's generation slots, queues the job (one attempt: the editor is waiting, and a
 * retry would double both the wait and the cost), relays its progress and waits for it.
 */
@Injectable()
export class GenerationRunner {
  private readonly logger = new Logger('Generation');

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly generator: ContentPackageGenerator,
    private readonly progress: GenerationProgressTracker,
    private readonly slots: GenerationSlots,
  ) {}

  /** 503 naming the missing setting, or 503 when the queue does not answer: before any other work. */
  assertReady(): void {
    try {
      this.generator.assertConfigured();
    } catch (error) {
      if (error instanceof AiError) throw new HttpException(error.message, error.status);
      throw error;
    }
    if (!this.queue.available()) throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
  }

  /**
   * The one path of the generate commands: runs `job` for the command (`theme`: the editorial theme to store, as the
   * command's module checked it) and answers with `view` of the stored item.
   */
  generate<T>(job: JobClass<PackageJobData>, command: GenerateCommand, theme: string | undefined, view: (id: number) => Promise<T>): Promise<T> {
    const { topic, customPrompt, editorialWeek, requestId, user } = command;
    return this.run({ job, requestId, data: { topic, customPrompt, editorialWeek, editorialTheme: theme, userId: user.id }, view });
  }

  private async run<T>(request: GenerationRequest<T>): Promise<T> {
    this.assertReady();
    const requestId = request.requestId ?? randomUUID();
    let started: StartOutcome;
    try {
      // Atomic across API processes (Redis) or within this one (in-process queues).
      started = await this.progress.start(requestId);
    } catch (error) {
      this.logger.error(`could not register generation ${requestId}: ${String(error)}`);
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    }
    // A requestId names one generation: sent again (a retry) while its entry is kept, it starts no second one.
    if (started === 'running') throw new ConflictException(GENERATION_MESSAGES.requestIdTaken);
    if (started !== 'started') throw new ConflictException(GENERATION_MESSAGES.requestIdUsed);
    let slot: string;
    try {
      slot = await this.slots.acquire(request.data.userId, this.waitMs() + WAIT_MARGIN_MS);
    } catch (error) {
      // Nothing was started (429: the editor's generations are all running): the requestId stays free for the retry.
      await this.progress.forget(requestId).catch((e: unknown) => this.logger.warn(`progress of ${requestId}: ${String(e)}`));
      throw error;
    }
    try {
      const outcome = await this.runJob(request, requestId);
      if (!outcome.ok) throw new HttpException(outcome.error, outcome.status);
      await this.progress.finish(requestId, outcome.id).catch((e: unknown) => this.logger.warn(`progress of ${requestId}: ${String(e)}`));
      return await request.view(outcome.id);
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

  private async runJob<T>(request: GenerationRequest<T>, requestId: string): Promise<GenerationOutcome> {
    let job;
    try {
      job = await this.queue.add(new request.job({ ...request.data, audit: auditTicket() }), { attempts: 1 });
    } catch (error) {
      this.logger.error(`could not queue a generation: ${String(error)}`);
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    }
    job.onProgress((report) => {
      const { stage, detail } = (report ?? {}) as Partial<ProgressReport>;
      void this.progress.update(requestId, stage, detail).catch((e: unknown) => this.logger.warn(`progress of ${requestId}: ${String(e)}`));
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      return (await Promise.race([
        job.finished(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new GatewayTimeoutException(GENERATION_MESSAGES.timeout)),
            this.waitMs(),
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
