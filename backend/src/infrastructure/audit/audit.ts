import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLogSchema } from './audit-log.entity.js';

export interface AuditEntry {
  /** The person acting (null when a job did it). */
  actor: number | null;
  /** The API key acting: the row then names the key only (actor_id null). */
  apiKey?: number | null;
  /** What happened, as `<subject kind>.<verb>`, e.g. 'website.publish', 'ad.deleted'. */
  action: string;
  subjectKind: string;
  subjectId: number | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit row in the caller's transaction, so the record and the change commit (or fail) together. Staff
 * commands do not call it: `@Audited` on the command class has Outbox.transactional write their row (audited.ts).
 * It is for work nobody asked for (the scheduled publishing job).
 */
export function recordAudit(em: EntityManager, entry: AuditEntry): void {
  const apiKeyId = entry.apiKey ?? null;
  em.create(AuditLogSchema, {
    actor_id: apiKeyId === null ? entry.actor : null,
    api_key_id: apiKeyId,
    action: entry.action,
    subject_kind: entry.subjectKind,
    subject_id: entry.subjectId,
    details: entry.details ?? {},
  });
}

/** The detail keys that held a person's address in rows written before audit details named people by id only. */
const ADDRESS_KEYS = ['email', 'to'] as const;

/**
 * Removes an address from every audit row's details (in the caller's transaction: account deletion). The rows stay:
 * who did what is still told, by ids (actor, subject). Rows written now name no address; older ones held one under
 * `email` (role changes, two-step resets, invitations) or `to` (newsletter tests). Answers how many rows changed.
 */
export async function forgetAuditAddress(em: EntityManager, email: string): Promise<number> {
  let changed = 0;
  for (const key of ADDRESS_KEYS) {
    const rows = await em.execute<unknown[]>(
      `update audit_log set details = details - '${key}' where lower(details->>'${key}') = lower(?) returning id`,
      [email],
    );
    changed += rows.length;
  }
  return changed;
}
