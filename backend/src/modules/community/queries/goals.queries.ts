import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import type { ListCursor, ListPage } from '../../../infrastructure/http/list-paging.js';
import { GoalSchema, type Goal } from '../entities/goal.entity.js';
import { timeZones } from './journal-list.queries.js';
import { toGoalView, type CurrentGoals, type GoalView } from '../views.js';

interface GoalRow {
  id: number;
  goal: string;
  is_active: boolean;
  created_at: Date;
  archived_at: Date | null;
  reached_at: Date | null;
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

/** A calendar month (YYYY-MM) in a time zone: the goals the member held at some time during it. */
export interface GoalMonth {
  month: string;
  tz: string;
}

export class GoalHistoryQuery {
  constructor(public readonly userId: number, public readonly limit: number, public readonly before: ListCursor | undefined, public readonly during?: GoalMonth) {}
}

/**
 * One page of the member's goals, active and archived, newest first on (created_at, id) (goals_user_created_index),
 * with how many there are on the first page. With a month, only the goals held during it: set before its end and not
 * archived before its start (a goal's text edited later is shown as it is now; the text has no history).
 */
@QueryHandler(GoalHistoryQuery)
export class GoalHistoryHandler implements IQueryHandler<GoalHistoryQuery, ListPage<GoalView>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit, before, during }: GoalHistoryQuery): Promise<ListPage<GoalView>> {
    const em = this.em.fork();
    await timeZones.check(em, during?.tz);
    const where = [{ sql: 'user_id = ?', params: [userId] as unknown[] }];
    if (during) {
      const start = "((?::text || '-01')::date::timestamp at time zone ?::text)";
      const end = "(((?::text || '-01')::date + interval '1 month')::timestamp at time zone ?::text)";
      where.push({ sql: `created_at < ${end} and (archived_at is null or archived_at >= ${start})`, params: [during.month, during.tz, during.month, during.tz] });
    }
    return keysetPage<GoalRow, GoalView>(
      em,
      {
        select: 'id, goal, is_active, created_at, archived_at, reached_at',
        from: 'from goals',
        where,
        at: 'created_at',
        id: 'id',
        map: (row) => toGoalView(row as unknown as Goal),
        count: async () => {
          const [row] = await em.execute<Array<{ n: string }>>(`select count(*) as n from goals where ${where.map((part) => part.sql).join(' and ')}`, where.flatMap((part) => part.params));
          return Number(row.n);
        },
      },
      limit,
      before,
    );
  }
}
