import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ApiKeyView } from '../dto/api-keys.dto.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import { likeWords, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';

const API_KEY_COLUMNS = `k.id, k.name, k.scope, k.key_prefix, k.created_by, u.name as created_by_name, u.email as created_by_email,
    k.created_at, k.last_used_at, k.expires_at, k.revoked_at, k.revoked_reason`;
const API_KEY_FROM = 'from api_keys k left join users u on u.id = k.created_by';
export const API_KEY_VIEW_SQL = `select ${API_KEY_COLUMNS} ${API_KEY_FROM}`;

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

/** A page of the keys; `q`: words each found (any case) in the key's name, its prefix or its creator's email. */
export class ListApiKeysQuery {
  constructor(public readonly limit: number, public readonly before?: ListCursor, public readonly q = '') {}
}

/** Keys newest first on (created_at, id) (revoked ones too, marked), with who created them. */
@QueryHandler(ListApiKeysQuery)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeysQuery, ListPage<ApiKeyView>> {
  constructor(private readonly em: EntityManager) {}

  execute({ limit, before, q }: ListApiKeysQuery): Promise<ListPage<ApiKeyView>> {
    const where = likeWords(q).map((word) => ({ sql: '(k.name ilike ? or k.key_prefix ilike ? or u.email ilike ?)', params: [word, word, word] }));
    const list = { select: API_KEY_COLUMNS, from: API_KEY_FROM, where, at: 'k.created_at', id: 'k.id', map: toApiKeyView };
    return keysetPage(this.em.fork(), list, limit, before);
  }
}
