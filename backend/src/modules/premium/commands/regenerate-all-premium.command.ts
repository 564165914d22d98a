import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Audited, unchanged } from '../../../infrastructure/audit/audited.js';
import type { AuthUser } from '../../../infrastructure/http/access.js';
import { EDITORIAL_THEMES, GenerationRunner, type EditorialTheme } from '../../content/index.js';
import { CLAIM_MESSAGES, GenerationClaims } from '../generation-claims.js';
import { RegenerateAllPremiumRun, type RegenerateAllData, type RegenerateAllOutcome } from '../jobs/regenerate-all.job.js';
import type { PremiumContentView } from '../premium-content-view.js';
import { newestByTheme } from '../newest-by-theme.js';
import { GetPremiumContentQuery } from '../queries/premium-content.queries.js';

/** Audited as each item's generation: the job writes a premium.generate row per new item (and premium.delete per old one). */
@Audited({ storedByJob: true, action: 'premium.generate', kind: 'premium' })
export class RegenerateAllPremiumCommand {
  /** `requestId`: the client's id for the run (its progress, and its outcome when the answer is lost). */
  constructor(public readonly user: AuthUser, public readonly requestId?: string) {}
}

export interface RegenerateAllResult {
  success: boolean;
  message: string;
  content: PremiumContentView[];
  failed: Array<{ theme: EditorialTheme; id: number; error: string }>;
}

/**
 * Regenerates the newest premium item of each theme, one after another, in one job (RegenerateAllPremiumJob): a fresh
 * roadmap with the same topic, theme, day and custom prompt, the old item deleted (archived) and PremiumReplaced in
 * the transaction that stores the new one. The items are chosen here and the run goes on in the worker whatever
 * becomes of this API process; it holds one of the editor's generation slots. A failure for one theme is reported and
 * the others go on. A second Regenerate All while one runs is 409 before any model call, and so is a requestId that
 * already names a generation. The job keeps the requestId's progress (the theme it is at) and ends it with the outcome
 * (`batch`: the new items' ids and the failures), so a client whose answer was lost rebuilds the answer from it.
 */
@CommandHandler(RegenerateAllPremiumCommand)
export class RegenerateAllPremiumHandler implements ICommandHandler<RegenerateAllPremiumCommand, RegenerateAllResult> {
  constructor(
    private readonly runner: GenerationRunner,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    private readonly claims: GenerationClaims,
  ) {}

  async execute({ user, requestId }: RegenerateAllPremiumCommand): Promise<RegenerateAllResult> {
    await this.runner.refuseUsedRequestId(requestId);
    const token = await this.claims.claim('all', CLAIM_MESSAGES.all);
    let items: RegenerateAllData['items'];
    try {
      items = await newestByTheme(this.em.fork(), EDITORIAL_THEMES);
    } catch (error) {
      await this.claims.releaseQuietly(token);
      throw error;
    }
    if (!items.length) {
      await this.claims.releaseQuietly(token);
      unchanged();
      return { success: true, message: 'There is no premium content to regenerate', content: [], failed: [] };
    }
    const outcome = await this.runner.runBatch<RegenerateAllOutcome, RegenerateAllData>(RegenerateAllPremiumRun, { userId: user.id, items, token }, items.length, {
      requestId,
      abandon: () => this.claims.releaseQuietly(token),
    });
    const content = await Promise.all(outcome.content.map((id) => this.queries.execute<GetPremiumContentQuery, PremiumContentView>(new GetPremiumContentQuery(id, user))));
    const n = items.length;
    return {
      success: outcome.failed.length === 0,
      message: `Regenerated ${content.length} of ${n} premium article${n === 1 ? '' : 's'}`,
      content,
      failed: outcome.failed,
    };
  }
}
