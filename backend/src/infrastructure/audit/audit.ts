import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLogSchema } from './audit-log.entity.js';

export interface AuditEntry {
  /** The staff member (null when a job did it). */
  actor: number | null;
  /** What happened, as `<subject kind>.<verb>`, e.g. 'website.publish', 'ad.delete'. */
  action: string;
  subjectKind: string;
  subjectId: number | null;
  details?: Record<string, unknown>;
}

/** Writes one audit row in the caller's transaction, so the record and the change commit (or fail) together. */
export function recordAudit(em: EntityManager, entry: AuditEntry): void {
  em.create(AuditLogSchema, {
    actor_id: entry.actor,
    action: entry.action,
    subject_kind: entry.subjectKind,
    subject_id: entry.subjectId,
    details: entry.details ?? {},
  });
}
