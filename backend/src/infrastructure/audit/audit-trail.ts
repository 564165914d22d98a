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
