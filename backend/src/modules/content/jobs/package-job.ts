import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { resumeAudit, type AuditTicket } from '../../../infrastructure/audit/audited.js';
import type { JobContext } from '../../../infrastructure/queue/job-queue.js';
import { Outbox, type Publish } from '../../../infrastructure/queue/outbox.js';
import { AiError } from '../../ai/index.js';
import { ContentPackageGenerator, type GeneratedPackage, type GenerationStage } from '../../ai/index.js';
import type { ContentRules } from '../../ai/index.js';
import type { PackagePrompt } from '../../ai/index.js';
import { EDITORIAL_THEMES } from '../editorial-cycle.js';
import { GenerationProgressTracker, type GenerationBatchOutcome } from '../generation-progress.js';
import { GenerationRuns } from '../generation-runs.js';
import { GenerationSlots } from '../generation-slots.js';

/** What a run that failed for a reason nobody foresaw says (its progress, and the API's 500). */
export const UNEXPECTED_FAILURE = 'Content generation failed unexpectedly. Please try again.';

/**
 * Thrown by a job's `store` when what the run was for no longer holds (premium: the item a rewrite replaces was deleted
 * meanwhile): nothing is stored, and the run ends as a 409 with this message (its progress failed with it).
 */
export class GenerationRefused extends Error {
  readonly status = 409;
}

/** What every package-writing job gets (generator, Apple News+ and premium alike). */
export interface PackageJobData {
  topic: string;
  customPrompt?: string;
  editorialWeek?: number;
  editorialTheme?: string;
  userId: number;
  /** The audit row of the command that asked for it, written in the transaction that stores the package. */
  audit?: AuditTicket;
  /** The progress entry the job keeps (GET /api/content/generate/progress/{requestId}); absent: none. */
  requestId?: string;
  /** The editor's generation slot (generation_slots), freed by the job when it ends; absent: none. */
  slot?: string;
}

/**
 * What the job returns. Expected failures (AI errors with their HTTP status) are results, not job
 * failures: Bull keeps only the message of a failed job, and the API must answer 502/503/504 exactly.
 * An unexpected error fails the job (and the request answers 500).
 */
export type GenerationOutcome = { ok: true; id: number; repaired: boolean } | { ok: false; status: 409 | 502 | 503 | 504; error: string };

export interface PackageJobOptions<D extends PackageJobData = PackageJobData> {
  /** For the log, e.g. 'generation' or 'premium item'. */
  what: string;
  rules: ContentRules;
  prompt?: PackagePrompt;
  /** The run's key in generation_runs: the job's id unless the job runs several generations (Regenerate All). */
  runKey?: string;
  /** Stores the package inside the transaction (with its events); returns the new row's id. May throw GenerationRefused. */
  store(em: EntityManager, publish: Publish, result: GeneratedPackage, data: D): Promise<number>;
  /**
   * Checks, right before each model call, that what the run is for still holds (premium: the item a rewrite replaces
   * still exists); throws GenerationRefused when it does not, so the model is not called (and paid) for nothing.
   */
  stillWanted?(data: D): Promise<void>;
  /** After a failure (nothing stored): frees what the run holds besides its slot (premium: its claims). */
  abandon?(data: D): Promise<void>;
}

/**
 * The body of every package-writing job. The job owns its run, so the API process that queued it and waits for it
 * (GenerationRunner) is not needed for it to end well: it writes its progress stages, stores the package and its
 * events in one transaction that also records the run (generation_runs) and frees the editor's slot, then marks the
 * progress done with the new id; a failure marks it failed with the reason and frees the slot (and `abandon`s the
 * rest). A stopping worker hands the job back before it stores anything (nothing is settled: the next worker runs it
 * from the start); once saving has begun it finishes. A job run again after it had stored answers that item.
 */
@Injectable()
export class PackageJobRunner {
  private readonly logger = new Logger('PackageJob');

  constructor(
    private readonly generator: ContentPackageGenerator,
    private readonly outbox: Outbox,
    private readonly progress: GenerationProgressTracker,
    private readonly slots: GenerationSlots,
    private readonly runs: GenerationRuns,
  ) {}

  async run<D extends PackageJobData>(job: JobContext<D>, options: PackageJobOptions<D>): Promise<GenerationOutcome> {
    const started = Date.now();
    const { data } = job;
    const runKey = options.runKey ?? job.id;
    const report = (stage: GenerationStage, detail?: string) => this.quietly(data.requestId && this.progress.update(data.requestId, stage, detail ?? null));
    const { topic, customPrompt, editorialWeek, editorialTheme } = data;
    try {
      const stored = await this.runs.find(runKey);
      if (stored !== undefined) {
        this.logger.log(`${options.what} ${stored} was stored by an earlier run of this job: answering it`);
        await this.finished(data, stored);
        return { ok: true, id: stored, repaired: false };
      }
      const result = await this.generator.generate(
        { topic, customPrompt, editorialWeek, editorialTheme },
        {
          rules: options.rules,
          prompt: options.prompt,
          sections: EDITORIAL_THEMES,
          onStage: report,
          signal: job.signal,
          beforeModelCall: options.stillWanted && (() => options.stillWanted!(data)),
        },
      );
      job.signal.throwIfAborted();
      await report('saving');
      const id = await resumeAudit(data.audit, () =>
        this.outbox.transactional(async (em, publish) => {
          const itemId = await options.store(em, publish, result, data);
          await this.runs.record(em, runKey, itemId);
          if (data.slot) await this.slots.release(data.slot, em);
          return itemId;
        }),
      );
      await this.finished(data, id);
      this.logger.log(`${options.what} ${id} stored in ${Date.now() - started} ms${result.repaired ? ' (after one length correction)' : ''}`);
      return { ok: true, id, repaired: result.repaired };
    } catch (error) {
      // Handed back to the queue by a stopping worker: another worker runs it again from the start.
      if (job.signal.aborted) throw error;
      const expected = error instanceof AiError || error instanceof GenerationRefused;
      if (expected) this.logger.warn(`${options.what} failed (${error.status}) after ${Date.now() - started} ms: ${error.message}`);
      await this.failed(data, expected ? error.message : UNEXPECTED_FAILURE, expected ? error.status : 500, options);
      if (expected) return { ok: false, status: error.status, error: error.message };
      throw error;
    }
  }

  /** The item a run stored, if it did (a job run again: Regenerate All skips the themes it had done). */
  stored(runKey: string): Promise<number | undefined> {
    return this.runs.find(runKey);
  }

  /** A run of several generations (Regenerate All) is at `detail` (e.g. the item it rewrites now): its progress says so. */
  batchAt(requestId: string | undefined, detail: string): Promise<void> {
    return this.quietly(requestId && this.progress.update(requestId, 'writing', detail));
  }

  /** A run of several generations has ended: its progress is done with what it stored and what failed. */
  batchDone(requestId: string | undefined, outcome: GenerationBatchOutcome): Promise<void> {
    return this.quietly(requestId && this.progress.finishBatch(requestId, outcome));
  }

  /** A run of several generations failed as a whole (an unexpected error): its progress says so. */
  batchFailed(requestId: string | undefined): Promise<void> {
    return this.quietly(requestId && this.progress.fail(requestId, UNEXPECTED_FAILURE, 500));
  }

  /** Frees a slot this job's caller handed it (Regenerate All's, once its last generation has ended). */
  freeSlot(slot: string | undefined): Promise<void> {
    return this.quietly(slot && this.slots.release(slot));
  }

  /** Stored: the progress says done with the item (the slot was freed in the storing transaction). */
  private finished(data: PackageJobData, id: number): Promise<void> {
    return this.quietly(data.requestId && this.progress.finish(data.requestId, id));
  }

  /**
   * Nothing stored: what the run held is freed, then the progress says why (in that order, so an editor who reads
   * 'failed' and generates again at once finds the slot free, not 'already running').
   */
  private async failed<D extends PackageJobData>(data: D, message: string, status: number, options: PackageJobOptions<D>): Promise<void> {
    await this.freeSlot(data.slot);
    await this.quietly(options.abandon?.(data));
    await this.quietly(data.requestId && this.progress.fail(data.requestId, message, status));
  }

  /** Progress and releases are worth a warning, never the job: the slot and claims lapse by themselves. */
  private async quietly(work: Promise<unknown> | undefined | '' | null): Promise<void> {
    try {
      await work;
    } catch (error) {
      this.logger.warn(`could not record the end of a generation: ${String(error)}`);
    }
  }
}
