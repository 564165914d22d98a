import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Transactional outbox: a domain event written in the same transaction as the change that caused it. */
export const OutboxEventSchema = defineEntity({
  name: 'OutboxEvent',
  tableName: 'outbox_events',
  properties: {
    id: p.integer().primary().autoincrement(),
    type: p.string(),
    payload: p.json<Record<string, unknown>>(),
    created_at: p.datetime().onCreate(() => new Date()),
    dispatched_at: p.datetime().nullable(),
    attempts: p.integer().default(0),
    /** Keyed hashes of the people the event is about (subjectKeys): how forgetting a person finds the row. */
    subjects: p.array().default([]),
  },
});
export type OutboxEvent = InferEntity<typeof OutboxEventSchema>;
