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

/** What every package-writing job gets (generator, Apple News+ and premium alike). */
export interface PackageJobData {
  topic: string;
  customPrompt?: string;
  editorialWeek?: number;
  editorialTheme?: string;
  userId: number;
  /** The audit row of the command that asked for it, written in the transaction that stores the package. */
  audit?: AuditTicket;
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

export interface PackageJobOptions {
  /** For the log, e.g. 'generation' or 'premium item'. */
  what: string;
  rules: ContentRules;
  prompt?: PackagePrompt;
  /** Stores the package inside the transaction (with its events); returns the new row's id. */
  store(em: EntityManager, publish: Publish, result: GeneratedPackage, data: PackageJobData): Promise<number>;
}

/**
 * The body of every package-writing job: reports the stages, writes the package with the AI engine, then
 * stores it and its events in one transaction. A stopping worker hands the job back before it stores
 * anything; once saving has begun it finishes.
 */
@Injectable()
export class PackageJobRunner {
  private readonly logger = new Logger('PackageJob');

  constructor(private readonly generator: ContentPackageGenerator, private readonly outbox: Outbox) {}

  async run(job: JobContext<PackageJobData>, options: PackageJobOptions): Promise<GenerationOutcome> {
    const started = Date.now();
    const report = async (stage: GenerationStage, detail?: string) => {
      try {
        await job.reportProgress({ stage, detail: detail ?? null } satisfies ProgressReport);
      } catch (error) {
        this.logger.warn(`could not report progress ${stage}: ${String(error)}`);
      }
    };
    const { topic, customPrompt, editorialWeek, editorialTheme } = job.data;
    try {
      const result = await this.generator.generate(
        { topic, customPrompt, editorialWeek, editorialTheme },
        { rules: options.rules, prompt: options.prompt, sections: EDITORIAL_THEMES, onStage: report, signal: job.signal },
      );
      job.signal.throwIfAborted();
      await report('saving');
      const id = await resumeAudit(job.data.audit, () => this.outbox.transactional((em, publish) => options.store(em, publish, result, job.data)));
      await report('done');
      this.logger.log(`${options.what} ${id} stored in ${Date.now() - started} ms${result.repaired ? ' (after one length correction)' : ''}`);
      return { ok: true, id, repaired: result.repaired };
    } catch (error) {
      // Handed back to the queue by a stopping worker: another worker runs it again from the start.
      if (job.signal.aborted) throw error;
      if (error instanceof AiError) {
        this.logger.warn(`${options.what} failed (${error.status}) after ${Date.now() - started} ms: ${error.message}`);
        return { ok: false, status: error.status, error: error.message };
      }
      throw error;
    }
  }
}
