import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One staff action, written in the transaction of the change (actor null when a job or an API key did it). */
export const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: p.integer().primary().autoincrement(),
    actor_id: p.integer().nullable(),
    /** The API key the change was made with (no foreign key: the record outlives the key). */
    api_key_id: p.integer().nullable(),
    action: p.string(),
    subject_kind: p.string(),
    subject_id: p.integer().nullable(),
    details: p.json<Record<string, unknown>>(),
    at: p.datetime().onCreate(() => new Date()),
  },
});
export type AuditLog = InferEntity<typeof AuditLogSchema>;
