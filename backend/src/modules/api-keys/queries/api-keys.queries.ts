import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ApiKeyView } from '../dto/api-keys.dto.js';

export const API_KEY_VIEW_SQL = `select k.id, k.name, k.scope, k.key_prefix, k.created_by, u.name as created_by_name, u.email as created_by_email,
    k.created_at, k.last_used_at, k.expires_at, k.revoked_at, k.revoked_reason
  from api_keys k left join users u on u.id = k.created_by`;

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

export function toApiKeyView(r: Record<string, unknown>): ApiKeyView {
  const revoked = r.revoked_at !== null && r.revoked_at !== undefined;
  return {
    id: Number(r.id),
    name: String(r.name),
    scope: r.scope as ApiKeyView['scope'],
    prefix: String(r.key_prefix),
    created_by: Number(r.created_by),
    created_by_name: (r.created_by_name as string | null) ?? null,
    created_by_email: (r.created_by_email as string | null) ?? '(deleted account)',
    created_at: iso(r.created_at)!,
    last_used_at: iso(r.last_used_at),
    expires_at: iso(r.expires_at)!,
    revoked_at: iso(r.revoked_at),
    revoked_reason: (r.revoked_reason as ApiKeyView['revoked_reason']) ?? null,
    revoked,
    status: revoked ? 'revoked' : new Date(r.expires_at as string) <= new Date() ? 'expired' : 'active',
  };
}

export class ListApiKeysQuery {}

/** Every key, newest first (revoked ones too, marked), with who created it. */
@QueryHandler(ListApiKeysQuery)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeysQuery, ApiKeyView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ApiKeyView[]> {
    const rows = await this.em.fork().execute<Array<Record<string, unknown>>>(`${API_KEY_VIEW_SQL} order by k.created_at desc, k.id desc`);
    return rows.map(toApiKeyView);
  }
}
