import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

/**
 * The entry that reached the member's goal was deleted, so the goal is no longer marked reached (goals.reached_at). The
 * coach (insights' GoalReachFollowsEntries) marks it again at a later entry of the goal's time that reached it too.
 */
@EventType('GoalReachUnmarked')
export class GoalReachUnmarked extends DomainEvent<{ userId: number; goalId: number }> {}
