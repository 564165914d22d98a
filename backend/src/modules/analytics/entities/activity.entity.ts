import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Append-only activity feed built from domain events (one row per outbox event, so replays change nothing). */
export const ActivitySchema = defineEntity({
  name: 'Activity',
  tableName: 'activities',
  properties: {
    id: p.integer().primary().autoincrement(),
    event_id: p.integer().unique(),
    kind: p.string(),
    user_id: p.integer().nullable(),
    details: p.json<Record<string, unknown>>(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export type Activity = InferEntity<typeof ActivitySchema>;
