import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { CurrentGoalsQuery, GoalReachUnmarked, MemberEntriesSinceQuery, markGoalReached, type EntryCursor, type MemberEntry } from '../../community/index.js';
import { goalReached } from '../goal-reached.js';

/** Entries read a page at a time, and at most this many since the goal was set. */
const PAGE = 200;
const MOST_ENTRIES = 2000;

/**
 * The entry that reached a goal was deleted (GoalReachUnmarked): the goal is marked reached again at the first entry
 * since it was set that says its event is done too (goalReached, as the coach reply judged it), if there is one. A goal
 * archived, edited or marked again meanwhile is left as it is; running twice marks nothing more.
 */
@Injectable()
export class GoalReachFollowsEntries {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  @OnEvent(GoalReachUnmarked)
  async follow(event: GoalReachUnmarked): Promise<void> {
    const { userId, goalId } = event.payload;
    const { goals } = await this.queries.execute<CurrentGoalsQuery, { goals: Array<{ id: number; goal: string; created_at: string; reached_at: string | null }> }>(new CurrentGoalsQuery(userId));
    const goal = goals.find((each) => each.id === goalId && !each.reached_at);
    if (!goal) return;
    let after: EntryCursor | null = null;
    for (let read = 0; read < MOST_ENTRIES; read += PAGE) {
      const page: Array<MemberEntry & EntryCursor> = await this.queries.execute<MemberEntriesSinceQuery, Array<MemberEntry & EntryCursor>>(new MemberEntriesSinceQuery(userId, goal.created_at, after, PAGE));
      const reaching = page.find((entry) => goalReached(entry, goal.goal));
      if (reaching) {
        await this.em.fork().transactional((em) => markGoalReached(em, userId, goal.goal, new Date(reaching.created_at)));
        return;
      }
      if (page.length < PAGE) return;
      after = page.at(-1)!;
    }
  }
}
