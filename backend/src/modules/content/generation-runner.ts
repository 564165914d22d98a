import { ConflictException, GatewayTimeoutException, HttpException, Inject, Injectable, InternalServerErrorException, Logger, ServiceUnavailableException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';
import { auditTicket, type AuditTicket } from '../../infrastructure/audit/audited.js';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { describeError } from '../../infrastructure/http/error.filter.js';
import { JobLostError, JobQueue, type EnqueuedJob, type Job, type JobClass } from '../../infrastructure/queue/job-queue.js';
import { AiError, AiNotConfiguredError, NOT_CONFIGURED_REASON } from '../ai/index.js';
import { ContentPackageGenerator } from '../ai/index.js';
import { GenerationProgressTracker, type StartOutcome } from './generation-progress.js';
import { GenerationSlots } from './generation-slots.js';
import { UNEXPECTED_FAILURE, type GenerationOutcome, type PackageJobData } from './jobs/package-job.js';

/** Extra wait beyond the model calls (two at most: the package and one correction) for images and saving. */
const WAIT_MARGIN_MS = 60_000;

const QUEUE_UNAVAILABLE = 'Content generation is unavailable: the job queue does not answer. Please try again shortly.';
export const WORKER_LOST = 'The worker running this generation stopped before it finished. Nothing was stored; please try again.';
/** The 409 of a requestId that already names a generation (its kept status: running, or ended). */
const requestIdRefusal = (status: StartOutcome) =>
  new ConflictException(status === 'running' ? GENERATION_MESSAGES.requestIdTaken : GENERATION_MESSAGES.requestIdUsed);

export const GENERATION_MESSAGES = {
  queueUnavailable: QUEUE_UNAVAILABLE,
  workerLost: WORKER_LOST,
  requestIdTaken: 'A generation with this requestId is already running. Use a new requestId for each generation.',
  requestIdUsed:
    'A generation with this requestId has already run: its outcome is at GET /api/content/generate/progress/{requestId}. Use a new requestId for each generation.',
  timeout: 'Content generation is taking longer than expected. If it finishes it will appear in the list.',
  unexpected: UNEXPECTED_FAILURE,
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

/** More of a generation than its command says: extra job data and what to free if the job will never settle the run. */
export interface GenerateOptions<D extends PackageJobData> {
  /** More job data (premium: the item the new one replaces, the claims the job frees). */
  data?: Omit<D, keyof PackageJobData>;
  /**
   * Frees what the caller took for this run (premium: its claims) when no job will: the job was never queued (a
   * refusal, the queue away) or its worker died. Otherwise the job frees it.
   */
  abandon?: () => Promise<void>;
}

interface GenerationRequest<T, D extends PackageJobData> extends GenerateOptions<D> {
  /** The job (on the `generation` queue) that writes and stores the package. */
  job: JobClass<D>;
  data: D;
  /** The client's id for polling GET /api/content/generate/progress/{requestId} (a new one when absent). */
  requestId?: string;
  /** Reads the stored item for the answer. */
  view(id: number): Promise<T>;
}

/** What a job that runs several generations (premium's Regenerate All) is given besides its own data. */
export interface BatchJobData {
  userId: number;
  /** The editor's slot for the whole run: the job frees it once its last generation has ended. */
  slot?: string;
  /** The audit row of the command, for each item the job stores. */
  audit?: AuditTicket;
  /** The run's progress entry, which the job keeps (the item it is at; done with its outcome, or failed). */
  requestId?: string;
}

/** What the runner gives every job it queues: the run's progress entry, the editor's slot and the audit row to write. */
interface RunHandles {
  requestId: string;
  slot: string;
  audit: AuditTicket | undefined;
}

/** A queued run: its job, and what it holds that the runner settles if the job's worker dies. */
interface QueuedRun {
  handle: EnqueuedJob;
  requestId: string;
  slot: string;
}

/**
 * Runs generations for a waiting request (the spec's POST answers with the finished item): checks the settings and
 * the queue, registers the requestId for progress polls (any API process answers them), takes one of the editor's
 * generation slots, queues the job (one attempt: the editor is waiting, and a retry would double both the wait and
 * the cost) and waits for its outcome. The job owns the run from then on (PackageJobRunner): it writes the progress,
 * marks it done or failed and frees the slot, so the run ends well even when this API process stops meanwhile (a
 * restart, a deploy) and the editor finds the outcome by polling any process. This process settles only what no job
 * will: a run it could not queue, and one whose worker died (503).
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

  /**
   * 503 naming the missing setting (reason not_configured: nothing was started, so there is no progress to follow), or
   * 503 when the queue does not answer: before any other work.
   */
  assertReady(): void {
    try {
      this.generator.assertConfigured();
    } catch (error) {
      if (error instanceof AiNotConfiguredError) throw new HttpException({ message: error.message, reason: NOT_CONFIGURED_REASON }, error.status);
      if (error instanceof AiError) throw new HttpException(error.message, error.status);
      throw error;
    }
    if (!this.queue.available()) throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
  }

  /**
   * The one path of the generate commands: runs `job` for the command (`theme`: the editorial theme to store, as the
   * command's module checked it) and answers with `view` of the stored item.
   */
  generate<T, D extends PackageJobData = PackageJobData>(
    job: JobClass<D>,
    command: GenerateCommand,
    theme: string | undefined,
    view: (id: number) => Promise<T>,
    options: GenerateOptions<D> = {},
  ): Promise<T> {
    const { topic, customPrompt, editorialWeek, requestId, user } = command;
    const data = { ...options.data, topic, customPrompt, editorialWeek, editorialTheme: theme, userId: user.id } as D;
    return this.run({ ...options, job, requestId, data, view });
  }

  /**
   * 409 when `requestId` already names a generation (running, or ended in the last 15 minutes), asked before the
   * caller's own checks and claims (Enhance: a retry of a rewrite that is done finds its item archived, and must hear
   * that its requestId has run rather than "not found"). Starting the run registers the requestId again, atomically.
   */
  async refuseUsedRequestId(requestId: string | undefined): Promise<void> {
    if (!requestId) return;
    let kept: Awaited<ReturnType<GenerationProgressTracker['get']>>;
    try {
      kept = await this.progress.get(requestId);
    } catch (error) {
      this.logger.error(`could not read generation ${requestId}: ${String(error)}`);
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    }
    if (kept) throw requestIdRefusal(kept.status);
  }

  /**
   * A job that runs `generations` generations one after another and settles each itself (premium's Regenerate All):
   * one of the editor's slots for the whole run (the job frees it), waited for as long as its generations may take.
   * `requestId` and `abandon` as for generate(): the job keeps the progress entry and ends it with its outcome.
   */
  async runBatch<R, D extends BatchJobData>(
    job: JobClass<D>,
    data: Omit<D, 'slot' | 'audit' | 'requestId'>,
    generations: number,
    options: { requestId?: string; abandon?: () => Promise<void> } = {},
  ): Promise<R> {
    const waitMs = generations * this.waitMs();
    const run = await this.start(options.requestId, data.userId, waitMs, (handles) => new job({ ...data, ...handles } as D), options.abandon);
    return (await this.outcome(run, waitMs, options.abandon)) as R;
  }

  private async run<T, D extends PackageJobData>(request: GenerationRequest<T, D>): Promise<T> {
    const run = await this.start(request.requestId, request.data.userId, this.waitMs(), (handles) => new request.job({ ...request.data, ...handles }), request.abandon);
    const outcome = (await this.outcome(run, this.waitMs(), request.abandon)) as GenerationOutcome;
    if (!outcome.ok) throw new HttpException(outcome.error, outcome.status);
    return request.view(outcome.id);
  }

  /**
   * The start every waited-for run shares: checks the settings and the queue, registers the requestId (a new one when
   * absent; 409 while its entry is kept), takes one of the editor's slots for `waitMs` and a margin (429 leaves the
   * requestId free to send again) and queues the job made with them. Whatever refuses, everything taken is given back
   * and `abandon` frees the caller's own (premium: its claims).
   */
  private async start(
    sent: string | undefined,
    userId: number,
    waitMs: number,
    makeJob: (handles: RunHandles) => Job<object>,
    abandon: (() => Promise<void>) | undefined,
  ): Promise<QueuedRun> {
    try {
      this.assertReady();
      const requestId = sent ?? randomUUID();
      let started: StartOutcome;
      try {
        // Atomic across API processes (Redis) or within this one (in-process queues).
        started = await this.progress.start(requestId);
      } catch (error) {
        this.logger.error(`could not register generation ${requestId}: ${String(error)}`);
        throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
      }
      // A requestId names one generation: sent again (a retry) while its entry is kept, it starts no second one.
      if (started !== 'started') throw requestIdRefusal(started);
      let slot: string;
      try {
        slot = await this.slots.acquire(userId, waitMs + WAIT_MARGIN_MS);
      } catch (error) {
        // Nothing was started (429: the editor's generations are all running): the requestId stays free for the retry.
        await this.progress.forget(requestId).catch((e: unknown) => this.logger.warn(`progress of ${requestId}: ${String(e)}`));
        throw error;
      }
      try {
        return { handle: await this.enqueue(makeJob({ requestId, slot, audit: auditTicket() })), requestId, slot };
      } catch (error) {
        await this.releaseSlot(slot); // before the progress says failed: generating again at once finds the slot free
        await this.failProgress(requestId, error);
        throw error;
      }
    } catch (error) {
      await abandon?.();
      throw error;
    }
  }

  private async failProgress(requestId: string, error: unknown): Promise<void> {
    const { message, status } = describeError(error);
    await this.progress.fail(requestId, message, status).catch((e: unknown) => this.logger.warn(`progress of ${requestId}: ${String(e)}`));
  }

  private async releaseSlot(slot: string | undefined): Promise<void> {
    if (slot) await this.slots.release(slot).catch((error: unknown) => this.logger.warn(`could not free generation slot ${slot}: ${String(error)}`));
  }

  /** The longest the POST waits for its job: two model calls (the package and one correction) and a margin. */
  private waitMs(): number {
    return 2 * this.config.openaiTimeoutMs + WAIT_MARGIN_MS;
  }

  private async enqueue(job: Job<object>): Promise<EnqueuedJob> {
    try {
      return await this.queue.add(job, { attempts: 1 });
    } catch (error) {
      this.logger.error(`could not queue a generation: ${String(error)}`);
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE);
    }
  }

  /**
   * The job's result, waited for up to `waitMs` (then 504: the job goes on and settles the run itself). A job whose
   * worker died settles nothing (it is failed, never run again): the run's progress is failed, its slot freed and the
   * caller's hold `abandon`ed here, and the answer is 503.
   */
  private async outcome(run: QueuedRun, waitMs: number, abandon: (() => Promise<void>) | undefined): Promise<unknown> {
    const job = run.handle;
    const lost = async () => {
      await this.failProgress(run.requestId, new ServiceUnavailableException(WORKER_LOST));
      await this.releaseSlot(run.slot);
      await abandon?.();
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        job.finished(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new GatewayTimeoutException(GENERATION_MESSAGES.timeout)), waitMs);
        }),
      ]);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      if (error instanceof JobLostError) {
        this.logger.error(`generation job ${job.id}: ${error.message}`);
        await lost().catch((e: unknown) => this.logger.warn(`could not free what generation job ${job.id} held: ${String(e)}`));
        throw new ServiceUnavailableException(WORKER_LOST);
      }
      // The job failed unexpectedly (it has marked its progress failed and freed what it held).
      this.logger.error(`generation job ${job.id} failed: ${String(error)}`);
      throw new InternalServerErrorException(GENERATION_MESSAGES.unexpected);
    } finally {
      clearTimeout(timer);
    }
  }
}
