import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A member's training goal. At most one is active per member (partial unique index goals_one_active_per_user). */
export const GoalSchema = defineEntity({
  name: 'Goal',
  tableName: 'goals',
  properties: {
    id: p.integer().primary().autoincrement(),
    user_id: p.integer(),
    goal: p.string(),
    is_active: p.boolean().default(true),
    created_at: p.datetime().onCreate(() => new Date()),
    archived_at: p.datetime().nullable(),
    /** When an entry first said the goal's event was done (insights' coach reply marks it: markGoalReached); null until then. */
    reached_at: p.datetime().nullable(),
    /** The key the member's page set it with (unique per member): a repeat with the key answers this goal. */
    client_key: p.uuid().nullable(),
  },
});
export type Goal = InferEntity<typeof GoalSchema>;
