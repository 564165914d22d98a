import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLogSchema } from './audit-log.entity.js';
import { currentApiKeyId } from './audit-context.js';

export interface AuditEntry {
  /** The staff member (null when a job did it). */
  actor: number | null;
  /** What happened, as `<subject kind>.<verb>`, e.g. 'website.publish', 'ad.delete'. */
  action: string;
  subjectKind: string;
  subjectId: number | null;
  details?: Record<string, unknown>;
  /** The API key acting (taken from the request when left out). */
  apiKey?: number;
}

/**
 * Writes one audit row in the caller's transaction, so the record and the change commit (or fail) together. In a
 * request made with an API key the key is the actor (api_key_id; actor_id null), whatever `actor` says.
 */
export function recordAudit(em: EntityManager, entry: AuditEntry): void {
  const apiKeyId = entry.apiKey ?? currentApiKeyId() ?? null;
  em.create(AuditLogSchema, {
    actor_id: apiKeyId === null ? entry.actor : null,
    api_key_id: apiKeyId,
    action: entry.action,
    subject_kind: entry.subjectKind,
    subject_id: entry.subjectId,
    details: entry.details ?? {},
  });
}
