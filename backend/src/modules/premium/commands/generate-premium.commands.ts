import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Audited } from '../../../infrastructure/audit/audited.js';
import type { AuthUser } from '../../../infrastructure/http/access.js';
import { GenerateCommand, GenerationRunner } from '../../content/index.js';
import { PremiumContentSchema } from '../entities/premium-content.entity.js';
import { CLAIM_MESSAGES, GenerationClaims, type RunClaims } from '../generation-claims.js';
import { GeneratePremiumRoadmap, type PremiumJobData } from '../jobs/generate-premium.job.js';
import type { PremiumContentView } from '../premium-content-view.js';
import { requireTheme, themeOf } from '../premium-themes.js';
import { newestByTheme } from '../newest-by-theme.js';
import { GetPremiumContentQuery, PREMIUM_NOT_FOUND } from '../queries/premium-content.queries.js';

export const alreadyHasPremium = (theme: string) =>
  `${theme} already has premium content. Use Generate New (forceCreate) to add another article.`;

/** A rewrite (Enhance): the item the new one replaces, and the claim on it, which the run's job frees. */
export interface Rewrite {
  replaces: number;
  claims: RunClaims;
}

@Audited({ storedByJob: true, action: 'premium.generate', kind: 'premium', details: (c: GeneratePremiumCommand) => ({ topic: c.topic }) })
export class GeneratePremiumCommand extends GenerateCommand {
  constructor(
    user: AuthUser,
    topic: string,
    customPrompt: string | undefined,
    editorialWeek: number | undefined,
    editorialTheme: string | undefined,
    public readonly forceCreate: boolean,
    requestId: string | undefined,
    public readonly rewrite?: Rewrite,
  ) {
    super(user, topic, customPrompt, editorialWeek, editorialTheme, requestId);
  }
}

/**
 * Generates one premium coaching roadmap through the `generation` queue (same progress polling and
 * limits as the generator) and answers with the stored item. An unknown theme is 400; without forceCreate
 * a theme that already has premium content, or is being given some by another request, is 409, before any model call.
 * The claim on the theme (or, for a rewrite, on the item) goes with the job, which frees it with the new item or when
 * it fails; this request frees it only when no job will (refused before queueing, or the worker died).
 */
@CommandHandler(GeneratePremiumCommand)
export class GeneratePremiumHandler implements ICommandHandler<GeneratePremiumCommand, PremiumContentView> {
  constructor(
    private readonly runner: GenerationRunner,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    private readonly claims: GenerationClaims,
  ) {}

  async execute(command: GeneratePremiumCommand): Promise<PremiumContentView> {
    let claims = command.rewrite?.claims;
    let theme: ReturnType<typeof requireTheme>;
    try {
      theme = requireTheme(command.editorialTheme);
      this.runner.assertReady();
      if (!command.rewrite) await this.runner.refuseUsedRequestId(command.requestId);
      if (theme && !command.forceCreate) {
        const key = `theme:${theme}`;
        claims = { token: await this.claims.claim(key, CLAIM_MESSAGES.theme(theme)), keys: [key] };
        if ((await newestByTheme(this.em.fork(), [theme])).length) throw new ConflictException(alreadyHasPremium(theme));
      }
    } catch (error) {
      if (claims) await this.claims.releaseQuietly(claims.token, claims.keys);
      throw error;
    }
    const held = claims;
    return this.runner.generate<PremiumContentView, PremiumJobData>(
      GeneratePremiumRoadmap,
      command,
      theme,
      (id) => this.queries.execute<GetPremiumContentQuery, PremiumContentView>(new GetPremiumContentQuery(id, command.user)),
      {
        data: { replaces: command.rewrite?.replaces, claims: held },
        abandon: held && (() => this.claims.releaseQuietly(held.token, held.keys)),
      },
    );
  }
}

export class EnhancePremiumCommand {
  /** `requestId`: the client's id for the run, as for POST /generate (its progress, and its outcome when the answer is lost). */
  constructor(public readonly id: number, public readonly user: AuthUser, public readonly requestId?: string) {}
}

/**
 * Rewrites one premium item with the AI engine ("Enhance"): a fresh roadmap with the same topic, theme, day and
 * custom prompt. The job that stores it deletes (archives) the old item in the same transaction and publishes
 * PremiumReplaced, which moves what members kept of it (saved reports, recommendations) to the new one, so the
 * replacement is whole even when this API process stops before the job ends. Answers with the new item. A second
 * rewrite of the same item while one runs (another tab, Regenerate All) is 409 before any model call, and so is a
 * requestId that already names a generation (asked first: a retry after the rewrite was stored finds the item gone).
 * An item deleted while it is rewritten stays deleted: the job stores nothing and the answer is 409.
 * Not audited itself: the job writes the rows of premium.generate and of the old item's premium.delete.
 */
@CommandHandler(EnhancePremiumCommand)
export class EnhancePremiumHandler implements ICommandHandler<EnhancePremiumCommand, PremiumContentView> {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
    private readonly claims: GenerationClaims,
    private readonly runner: GenerationRunner,
  ) {}

  async execute({ id, user, requestId }: EnhancePremiumCommand): Promise<PremiumContentView> {
    await this.runner.refuseUsedRequestId(requestId);
    const key = `item:${id}`;
    const claims: RunClaims = { token: await this.claims.claim(key, CLAIM_MESSAGES.rewrite), keys: [key] };
    const old = await this.em
      .fork()
      .findOne(PremiumContentSchema, { id, status: { $in: ['published', 'draft'] } })
      .catch(async (error: unknown) => {
        await this.claims.releaseQuietly(claims.token, claims.keys);
        throw error;
      });
    if (!old) {
      await this.claims.releaseQuietly(claims.token, claims.keys);
      throw new NotFoundException(PREMIUM_NOT_FOUND);
    }
    return this.commands.execute<GeneratePremiumCommand, PremiumContentView>(
      new GeneratePremiumCommand(user, old.topic, old.system_prompt ?? undefined, old.editorial_week ?? undefined, themeOf(old) ?? undefined, true, requestId, {
        replaces: old.id,
        claims,
      }),
    );
  }
}
