import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GoalSchema } from '../entities/goal.entity.js';
import { toGoalView, type CurrentGoals, type GoalHistory } from '../views.js';

export class CurrentGoalsQuery {
  constructor(public readonly userId: number) {}
}

/** The member's active goal: its text and the list of active goals (at most one). */
@QueryHandler(CurrentGoalsQuery)
export class CurrentGoalsHandler implements IQueryHandler<CurrentGoalsQuery, CurrentGoals> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: CurrentGoalsQuery): Promise<CurrentGoals> {
    const active = await this.em.fork().find(GoalSchema, { user_id: userId, is_active: true }, { orderBy: { created_at: 'desc', id: 'desc' } });
    return { goal: active[0]?.goal ?? null, goals: active.map(toGoalView) };
  }
}

export class GoalHistoryQuery {
  constructor(public readonly userId: number) {}
}

/** Every goal of the member, active and archived, newest first. */
@QueryHandler(GoalHistoryQuery)
export class GoalHistoryHandler implements IQueryHandler<GoalHistoryQuery, GoalHistory> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GoalHistoryQuery): Promise<GoalHistory> {
    const rows = await this.em.fork().find(GoalSchema, { user_id: userId }, { orderBy: { created_at: 'desc', id: 'desc' } });
    return { goals: rows.map(toGoalView) };
  }
}
