import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import type { ListCursor, ListPage } from '../../../infrastructure/http/list-paging.js';
import { GoalSchema, type Goal } from '../entities/goal.entity.js';
import { toGoalView, type CurrentGoals, type GoalView } from '../views.js';

interface GoalRow {
  id: number;
  goal: string;
  is_active: boolean;
  created_at: Date;
  archived_at: Date | null;
}

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
  constructor(public readonly userId: number, public readonly limit: number, public readonly before: ListCursor | undefined) {}
}

/**
 * One page of the member's goals, active and archived, newest first on (created_at, id) (goals_user_created_index),
 * with how many the member has on the first page.
 */
@QueryHandler(GoalHistoryQuery)
export class GoalHistoryHandler implements IQueryHandler<GoalHistoryQuery, ListPage<GoalView>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit, before }: GoalHistoryQuery): Promise<ListPage<GoalView>> {
    const em = this.em.fork();
    return keysetPage<GoalRow, GoalView>(
      em,
      {
        select: 'id, goal, is_active, created_at, archived_at',
        from: 'from goals',
        where: [{ sql: 'user_id = ?', params: [userId] }],
        at: 'created_at',
        id: 'id',
        map: (row) => toGoalView(row as unknown as Goal),
        count: async () => Number((await em.execute<Array<{ n: string }>>('select count(*) as n from goals where user_id = ?', [userId]))[0].n),
      },
      limit,
      before,
    );
  }
}
