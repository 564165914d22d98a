import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config/app-config.js';
import { RateLimiter } from '../../../infrastructure/limits/rate-limiter.js';
import { requireOwned } from '../../../infrastructure/http/ownership.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { lockAccount } from '../../auth/index.js';
import { MESSAGES } from '../community-messages.js';
import { GoalSchema, type Goal } from '../entities/goal.entity.js';
import { GoalSet } from '../events/goal-set.event.js';
import { toGoalView, type GoalView } from '../views.js';

function archive(goal: Goal): void {
  goal.is_active = false;
  goal.archived_at ??= new Date();
}

export class SetGoalCommand {
  /** `clientKey`: the key the member's page sent the goal with; a repeat answers the goal set the first time. */
  constructor(public readonly userId: number, public readonly goal: string, public readonly clientKey?: string) {}
}

/**
 * Archives the active goal (if any) and makes the new one active; publishes GoalSet. Sent again with the same
 * client_key (a retry, a double click, two tabs at once), it answers the goal set the first time and changes nothing:
 * goal changes of a member wait for each other (the account's row lock), so a repeat finds the first one's goal; the
 * unique index on (user_id, client_key) holds it whatever happens. Each new goal stays in the member's history, so new
 * ones count against GOALS_PER_HOUR (429 with Retry-After beyond it, before anything is stored); a repeat does not.
 */
@CommandHandler(SetGoalCommand)
export class SetGoalHandler implements ICommandHandler<SetGoalCommand, { goal: GoalView }> {
  constructor(
    private readonly outbox: Outbox,
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(command: SetGoalCommand): Promise<{ goal: GoalView }> {
    const { userId, clientKey } = command;
    const sent = clientKey ? await this.em.fork().findOne(GoalSchema, { user_id: userId, client_key: clientKey }) : null;
    if (sent) return { goal: toGoalView(sent) };
    const max = this.config.goalsPerHour;
    const budget = { bucket: 'goals', subject: String(userId), max, windowMinutes: 60, message: MESSAGES.tooManyGoals(max) };
    await this.limiter.consume(budget);
    let stored = false;
    try {
      const answer = await this.store(command, () => (stored = true));
      if (!stored) await this.limiter.refund(budget).catch(() => undefined); // a repeat sent at the same moment
      return answer;
    } catch (error) {
      await this.limiter.refund(budget).catch(() => undefined); // nothing was stored
      throw error;
    }
  }

  private store({ userId, goal, clientKey }: SetGoalCommand, stored: () => void): Promise<{ goal: GoalView }> {
    return this.outbox.transactional(async (em, publish) => {
      // Serialises goal changes of one member (row lock on the account), so two tabs cannot both set an active goal.
      await lockAccount(em, userId);
      const sent = clientKey ? await em.findOne(GoalSchema, { user_id: userId, client_key: clientKey }) : null;
      if (sent) return { goal: toGoalView(sent) };
      const active = await em.findOne(GoalSchema, { user_id: userId, is_active: true });
      if (active) {
        archive(active);
        await em.flush();
      }
      const row = em.create(GoalSchema, { user_id: userId, goal, is_active: true, archived_at: null, client_key: clientKey ?? null });
      await em.flush();
      publish(new GoalSet({ userId, goalId: row.id, archivedGoalId: active?.id ?? null }));
      stored();
      return { goal: toGoalView(row) };
    });
  }
}

export class ArchiveGoalCommand {
  constructor(public readonly userId: number, public readonly id: number) {}
}

/** Archives one of the member's goals (archiving an archived goal changes nothing). */
@CommandHandler(ArchiveGoalCommand)
export class ArchiveGoalHandler implements ICommandHandler<ArchiveGoalCommand, { goal: GoalView }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ userId, id }: ArchiveGoalCommand): Promise<{ goal: GoalView }> {
    return this.outbox.transactional(async (em) => {
      const row = await requireOwned<Goal>(em, GoalSchema, userId, { id }, MESSAGES.goalNotFound);
      if (row.is_active) {
        archive(row);
        await em.flush();
      }
      return { goal: toGoalView(row) };
    });
  }
}

export class UpdateGoalCommand {
  constructor(public readonly userId: number, public readonly id: number, public readonly goal: string) {}
}

/** Edits the text of one of the member's goals (active or archived), as the goal history allows. */
@CommandHandler(UpdateGoalCommand)
export class UpdateGoalHandler implements ICommandHandler<UpdateGoalCommand, { goal: GoalView }> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ userId, id, goal }: UpdateGoalCommand): Promise<{ goal: GoalView }> {
    return this.outbox.transactional(async (em) => {
      const row = await requireOwned<Goal>(em, GoalSchema, userId, { id }, MESSAGES.goalNotFound);
      // A new text is a new event: an entry has not reached it yet.
      if (row.goal !== goal) row.reached_at = null;
      row.goal = goal;
      await em.flush();
      return { goal: toGoalView(row) };
    });
  }
}
