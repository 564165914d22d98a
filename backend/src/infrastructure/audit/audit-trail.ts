import { ApiProperty } from '@nestjs/swagger';
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../database/int-array.js';

/** One audit row of a staff member's own actions, as their data export gives it. */
export class AuditActionRecord {
  @ApiProperty({ example: 'website.publish', description: 'What was done, as `<subject kind>.<verb>`' }) action!: string;
  @ApiProperty({ example: 'website' }) subject_kind!: string;
  @ApiProperty({ type: Number, nullable: true }) subject_id!: number | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
  @ApiProperty({ type: Number, nullable: true, description: 'The API key it was done with (one of theirs; null: signed in)' }) api_key_id!: number | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

/** A page of audit rows and where the next one starts (null: this was the last). */
export interface AuditActionsPage {
  actions: AuditActionRecord[];
  next: number | null;
}

/**
 * The audit rows of what `actorId` did, signed in or with one of `apiKeyIds` (their own keys), oldest first by id after
 * `afterId` (audit_log_actor_index, audit_log_api_key_index).
 */
export async function auditActionsOf(em: EntityManager, actorId: number, apiKeyIds: readonly number[], afterId: number, limit: number): Promise<AuditActionsPage> {
  const rows = await em.fork().execute<Array<{ id: number; action: string; subject_kind: string; subject_id: number | null; details: Record<string, unknown>; api_key_id: number | null; at: Date }>>(
    `select id, action, subject_kind, subject_id, details, api_key_id, at from audit_log
      where (actor_id = ? or api_key_id = any(?::int[])) and id > ? order by id limit ?`,
    [actorId, intArray(apiKeyIds), afterId, limit],
  );
  const actions = rows.map(({ id: _id, ...row }) => ({
    ...row,
    subject_id: row.subject_id === null ? null : Number(row.subject_id),
    api_key_id: row.api_key_id === null ? null : Number(row.api_key_id),
    details: row.details ?? {},
    at: new Date(row.at).toISOString(),
  }));
  return { actions, next: rows.length === limit ? Number(rows.at(-1)!.id) : null };
}

/**
 * The detail keys an audit row about someone may show them (a role change's `from` and `to`): other keys (an address
 * written by older rows, anything staff add later) stay with staff unless named here.
 */
const SUBJECT_DETAIL_KEYS = ['from', 'to'] as const;

/** One audit row whose subject is the person, as their data export gives it: what, when, and by whom only as a kind. */
export class SubjectAuditRecord {
  @ApiProperty({ example: 'user.role-change', description: 'What was done, as `<subject kind>.<verb>` (user.role-change, user.two-factor-reset)' }) action!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({
    enum: ['staff', 'you', 'system'],
    description: 'Who did it: a staff member (signed in or with an API key; which one is theirs to know, not given), the account itself, or the system (a job)',
  })
  done_by!: 'staff' | 'you' | 'system';
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What changed: for a role change `from` and `to`; nothing else of the row' })
  details!: Record<string, unknown>;
}

/** A page of audit rows about someone and where the next one starts (null: this was the last). */
export interface SubjectAuditPage {
  rows: SubjectAuditRecord[];
  next: number | null;
}

/**
 * The audit rows whose subject is `subjectKind` `subjectId` (a person's account), oldest first by id after `afterId`
 * (audit_log_subject_kind_index). `self` (the person and their API keys) tells the person's own doing from staff's.
 */
export async function auditRowsAbout(
  em: EntityManager,
  subject: { kind: string; id: number },
  self: { actorId: number; apiKeyIds: readonly number[] },
  afterId: number,
  limit: number,
): Promise<SubjectAuditPage> {
  const rows = await em.fork().execute<Array<{ id: number; action: string; actor_id: number | null; api_key_id: number | null; details: Record<string, unknown> | null; at: Date }>>(
    `select id, action, actor_id, api_key_id, details, at from audit_log where subject_kind = ? and subject_id = ? and id > ? order by id limit ?`,
    [subject.kind, subject.id, afterId, limit],
  );
  const own = new Set(self.apiKeyIds.map(Number));
  const doneBy = (row: (typeof rows)[number]): SubjectAuditRecord['done_by'] => {
    if (row.actor_id === null && row.api_key_id === null) return 'system';
    if (Number(row.actor_id) === self.actorId || (row.api_key_id !== null && own.has(Number(row.api_key_id)))) return 'you';
    return 'staff';
  };
  return {
    rows: rows.map((row) => ({
      action: row.action,
      at: new Date(row.at).toISOString(),
      done_by: doneBy(row),
      details: Object.fromEntries(SUBJECT_DETAIL_KEYS.filter((key) => row.details?.[key] !== undefined).map((key) => [key, row.details![key]])),
    })),
    next: rows.length === limit ? Number(rows.at(-1)!.id) : null,
  };
}
