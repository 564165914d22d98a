import { ConflictException, Logger, NotFoundException } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Audited } from '../../../infrastructure/audit/audited.js';
import type { AuthUser } from '../../../infrastructure/http/access.js';
import { describeError } from '../../../infrastructure/http/error.filter.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../../content/index.js';
import { GenerateCommand, GenerationRunner } from '../../content/index.js';
import { PremiumContentSchema } from '../entities/premium-content.entity.js';
import { CLAIM_MESSAGES, GenerationClaims } from '../generation-claims.js';
import { GeneratePremiumRoadmap } from '../jobs/generate-premium.job.js';
import type { PremiumContentView } from '../premium-content-view.js';
import { requireTheme, themeOf } from '../premium-themes.js';
import { GetPremiumContentQuery, PREMIUM_NOT_FOUND } from '../queries/premium-content.queries.js';
import { DeletePremiumCommand } from './change-premium.commands.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { PremiumReplaced } from '../events/premium-lifecycle.events.js';

export const alreadyHasPremium = (theme: string) =>
  `${theme} already has premium content. Use Generate New (forceCreate) to add another article.`;

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
  ) {
    super(user, topic, customPrompt, editorialWeek, editorialTheme, requestId);
  }
}

/**
 * Generates one premium coaching roadmap through the `generation` queue (same progress polling and
 * limits as the generator) and answers with the stored item. An unknown theme is 400; without forceCreate
 * a theme that already has premium content, or is being given some by another request, is 409, before any model call.
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
    const theme = requireTheme(command.editorialTheme);
    this.runner.assertReady();
    const generate = () =>
      this.runner.generate(GeneratePremiumRoadmap, command, theme, (id) =>
        this.queries.execute<GetPremiumContentQuery, PremiumContentView>(new GetPremiumContentQuery(id, command.user)),
      );
    if (!theme || command.forceCreate) return generate();
    return this.claims.holding(`theme:${theme}`, CLAIM_MESSAGES.theme(theme), async () => {
      const active = await this.em.fork().find(PremiumContentSchema, { status: { $in: ['published', 'draft'] } }, { fields: ['topic', 'editorial_theme'] });
      if (active.some((row) => themeOf(row) === theme)) throw new ConflictException(alreadyHasPremium(theme));
      return generate();
    });
  }
}

export class EnhancePremiumCommand {
  constructor(public readonly id: number, public readonly user: AuthUser) {}
}

/**
 * Rewrites one premium item with the AI engine ("Enhance"): a fresh roadmap with the same topic, theme, day and
 * custom prompt; the old item is deleted (archived) once its replacement is stored, and PremiumReplaced moves what
 * members kept of it (saved reports, recommendations) to the new one. Answers with the new item. A second rewrite of
 * the same item while one runs (another tab, Regenerate All) is 409 before any model call.
 * Not audited itself: the two commands it executes (premium.generate, premium.delete) each leave their row.
 */
@CommandHandler(EnhancePremiumCommand)
export class EnhancePremiumHandler implements ICommandHandler<EnhancePremiumCommand, PremiumContentView> {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    private readonly claims: GenerationClaims,
  ) {}

  execute({ id, user }: EnhancePremiumCommand): Promise<PremiumContentView> {
    return this.claims.holding(`item:${id}`, CLAIM_MESSAGES.rewrite, () => this.rewrite(id, user));
  }

  private async rewrite(id: number, user: AuthUser): Promise<PremiumContentView> {
    const old = await this.em.fork().findOne(PremiumContentSchema, { id, status: { $in: ['published', 'draft'] } });
    if (!old) throw new NotFoundException(PREMIUM_NOT_FOUND);
    const fresh = await this.commands.execute<GeneratePremiumCommand, PremiumContentView>(
      new GeneratePremiumCommand(user, old.topic, old.system_prompt ?? undefined, old.editorial_week ?? undefined, themeOf(old) ?? undefined, true, undefined),
    );
    await this.commands.execute(new DeletePremiumCommand(old.id, user.id));
    await this.outbox.transactional(async (_em, publish) => publish(new PremiumReplaced({ fromId: old.id, toId: fresh.id, by: user.id })));
    return fresh;
  }
}

export class RegenerateAllPremiumCommand {
  constructor(public readonly user: AuthUser) {}
}

export interface RegenerateAllResult {
  success: boolean;
  message: string;
  content: PremiumContentView[];
  failed: Array<{ theme: EditorialTheme; id: number; error: string }>;
}

/**
 * Regenerates the newest premium item of each theme, one after another: a fresh roadmap with the same
 * topic, theme, day and custom prompt; the old item is deleted (archived) once its replacement is stored.
 * A failure for one theme is reported and the others go on. A second Regenerate All while one runs is 409 before any
 * model call. Not audited itself: each generate and delete is.
 */
@CommandHandler(RegenerateAllPremiumCommand)
export class RegenerateAllPremiumHandler implements ICommandHandler<RegenerateAllPremiumCommand, RegenerateAllResult> {
  private readonly logger = new Logger('RegenerateAllPremium');

  constructor(
    private readonly runner: GenerationRunner,
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
    private readonly claims: GenerationClaims,
  ) {}

  execute({ user }: RegenerateAllPremiumCommand): Promise<RegenerateAllResult> {
    return this.claims.holding('all', CLAIM_MESSAGES.all, () => this.regenerate(user));
  }

  private async regenerate(user: AuthUser): Promise<RegenerateAllResult> {
    const rows = await this.em.fork().find(PremiumContentSchema, { status: { $in: ['published', 'draft'] } }, { orderBy: { created_at: 'desc', id: 'desc' } });
    const newest = EDITORIAL_THEMES.map((theme) => rows.find((row) => themeOf(row) === theme)).filter((row) => row !== undefined);
    if (newest.length) this.runner.assertReady();
    const content: PremiumContentView[] = [];
    const failed: RegenerateAllResult['failed'] = [];
    for (const old of newest) {
      const theme = themeOf(old)!;
      try {
        content.push(await this.commands.execute<EnhancePremiumCommand, PremiumContentView>(new EnhancePremiumCommand(old.id, user)));
      } catch (error) {
        const { message } = describeError(error);
        this.logger.warn(`regenerating premium item ${old.id} (${theme}) failed: ${message}`);
        failed.push({ theme, id: old.id, error: message });
      }
    }
    const n = content.length;
    return {
      success: failed.length === 0,
      message: newest.length ? `Regenerated ${n} of ${newest.length} premium article${newest.length === 1 ? '' : 's'}` : 'There is no premium content to regenerate',
      content,
      failed,
    };
  }
}
