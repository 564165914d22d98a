import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

/** A member set a new active goal (any earlier active goal was archived in the same transaction). */
@EventType('GoalSet')
export class GoalSet extends DomainEvent<{ userId: number; goalId: number; archivedGoalId: number | null }> {}
