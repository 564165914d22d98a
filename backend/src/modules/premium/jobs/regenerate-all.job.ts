import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { describeError } from '../../../infrastructure/http/error.filter.js';
import { JobHandler } from '../../../infrastructure/queue/job-handler.js';
import { Job, JobType, type JobContext } from '../../../infrastructure/queue/job-queue.js';
import { PackageJobRunner, type BatchJobData, type EditorialTheme, type GenerationOutcome } from '../../content/index.js';
import { PremiumContentSchema } from '../entities/premium-content.entity.js';
import { CLAIM_MESSAGES, GenerationClaims } from '../generation-claims.js';
import { themeOf } from '../premium-themes.js';
import { PREMIUM_MESSAGES } from '../commands/change-premium.commands.js';
import { GeneratePremiumJob, type PremiumJobData } from './generate-premium.job.js';

export interface RegenerateAllData extends BatchJobData {
  /**
   * The newest item of each theme when Regenerate All was asked for, in theme order: the items the run replaces. Fixed
   * when the run is queued, so a run taken up again after a hand-back goes on with the themes it had not done.
   */
  items: Array<{ id: number; theme: EditorialTheme }>;
  /** The run's claims: `all` for the whole run, and `item:<id>` while it rewrites that item. */
  token: string;
}

export interface RegenerateAllOutcome {
  /** The new items, in theme order. */
  content: number[];
  failed: Array<{ theme: EditorialTheme; id: number; error: string }>;
}

/** Regenerate All: rewrites the newest item of each theme, one after another. */
@JobType('generation', 'regenerate-all-premium')
export class RegenerateAllPremiumRun extends Job<RegenerateAllData> {}

/**
 * Runs Regenerate All in a worker, whatever becomes of the API process that asked for it: each item is rewritten as
 * Enhance rewrites one (GeneratePremiumJob: the new item, the old one's deletion and PremiumReplaced in one
 * transaction), holding `item:<id>` meanwhile, and a failure for one theme is reported while the others go on. Each
 * rewrite is a run of its own in generation_runs (`<job id>:<item id>`), so the job taken up again after a stopping
 * worker handed it back answers the items it had already written and writes only the rest. At the end it frees the
 * editor's slot and the `all` claim. It keeps the run's progress (the item it is at), done at the end with its outcome.
 */
@Injectable()
export class RegenerateAllPremiumJob {
  constructor(
    private readonly jobs: PackageJobRunner,
    private readonly premium: GeneratePremiumJob,
    private readonly claims: GenerationClaims,
    private readonly em: EntityManager,
  ) {}

  @JobHandler(RegenerateAllPremiumRun)
  async run(job: JobContext<RegenerateAllData>): Promise<RegenerateAllOutcome> {
    const content: number[] = [];
    const failed: RegenerateAllOutcome['failed'] = [];
    const { items, requestId } = job.data;
    try {
      for (const [index, { id, theme }] of items.entries()) {
        job.signal.throwIfAborted();
        await this.jobs.batchAt(requestId, `Rewriting ${index + 1} of ${items.length}: ${theme}`);
        const runKey = `${job.id}:${id}`;
        const done = await this.jobs.stored(runKey);
        if (done !== undefined) {
          content.push(done);
          continue;
        }
        try {
          const outcome = await this.rewrite(job, id, runKey);
          if (outcome.ok) content.push(outcome.id);
          else failed.push({ theme, id, error: outcome.error });
        } catch (error) {
          if (job.signal.aborted) throw error;
          failed.push({ theme, id, error: describeError(error).message });
        }
      }
    } catch (error) {
      if (!job.signal.aborted) await this.jobs.batchFailed(requestId);
      throw error;
    } finally {
      // Handed back to the queue: the run goes on in another worker, still holding its slot and claims.
      if (!job.signal.aborted) {
        await this.jobs.freeSlot(job.data.slot);
        await this.claims.releaseQuietly(job.data.token);
      }
    }
    // The outcome, for a client whose answer was lost (GET /api/content/generate/progress/{requestId}).
    await this.jobs.batchDone(requestId, { content, failed });
    return { content, failed };
  }

  private async rewrite(job: JobContext<RegenerateAllData>, id: number, runKey: string): Promise<GenerationOutcome> {
    const { token, userId, audit } = job.data;
    await this.claims.renew(token);
    const key = `item:${id}`;
    await this.claims.claim(key, CLAIM_MESSAGES.rewrite, token);
    const old = await this.em.fork().findOne(PremiumContentSchema, { id, status: { $in: ['published', 'draft'] } });
    if (!old) {
      // Deleted since Regenerate All was asked for: no model call, and the outcome says why.
      await this.claims.releaseQuietly(token, [key]);
      return { ok: false, status: 409, error: PREMIUM_MESSAGES.deletedWhileRewriting };
    }
    const data: PremiumJobData = {
      topic: old.topic,
      customPrompt: old.system_prompt ?? undefined,
      editorialWeek: old.editorial_week ?? undefined,
      editorialTheme: themeOf(old) ?? undefined,
      userId,
      audit: audit && { ...audit, details: { topic: old.topic } },
      replaces: id,
      claims: { token, keys: [key] },
    };
    return this.jobs.run({ ...job, data }, this.premium.options(runKey));
  }
}
