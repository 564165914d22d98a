import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeWords, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';

export interface AuditRowView {
  id: number;
  actor_id: number | null;
  actor_email: string | null;
  /** The API key the change was made with (then actor_id is null). */
  api_key_id: number | null;
  /** Its name, while the key exists. */
  api_key_name: string | null;
  action: string;
  subject_kind: string;
  subject_id: number | null;
  details: Record<string, unknown>;
  at: string;
}

/** A page of the audit log; `q`: words each found in the action, the subject kind, the actor's email or the key's name. */
export class AuditLogPageQuery {
  constructor(public readonly limit: number, public readonly before?: ListCursor, public readonly q = '') {}
}

const FROM = `from audit_log a left join users u on u.id = a.actor_id left join api_keys k on k.id = a.api_key_id`;

/**
 * Audit rows newest first on (at, id) (the audit_log_at_index), with the actor's email (null for jobs and deleted
 * accounts) or the API key's name; the count of the first page is a count query over the same filter.
 */
@QueryHandler(AuditLogPageQuery)
export class AuditLogPageHandler implements IQueryHandler<AuditLogPageQuery, ListPage<AuditRowView>> {
  constructor(private readonly em: EntityManager) {}

  execute({ limit, before, q }: AuditLogPageQuery): Promise<ListPage<AuditRowView>> {
    const where = likeWords(q).map((word) => ({
      sql: '(a.action ilike ? or a.subject_kind ilike ? or u.email ilike ? or k.name ilike ?)',
      params: [word, word, word, word],
    }));
    const select = `a.id, a.actor_id, u.email as actor_email, a.api_key_id, k.name as api_key_name, a.action, a.subject_kind, a.subject_id, a.details, a.at`;
    return keysetPage(this.em.fork(), { select, from: FROM, where, at: 'a.at', id: 'a.id', map: toAuditRow }, limit, before);
  }
}

function toAuditRow(r: Record<string, unknown> & { id: number }): AuditRowView {
  return {
    id: Number(r.id),
    actor_id: r.actor_id === null ? null : Number(r.actor_id),
    actor_email: (r.actor_email as string | null) ?? null,
    api_key_id: r.api_key_id === null ? null : Number(r.api_key_id),
    api_key_name: (r.api_key_name as string | null) ?? null,
    action: String(r.action),
    subject_kind: String(r.subject_kind),
    subject_id: r.subject_id === null ? null : Number(r.subject_id),
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
    at: new Date(r.at as string).toISOString(),
  };
}
