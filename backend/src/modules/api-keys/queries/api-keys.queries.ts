import { Injectable } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountIdsByEmailQuery, AccountsByIdsQuery, type AccountCard } from '../../auth/index.js';
import type { ApiKeyView } from '../dto/api-keys.dto.js';
import { intArray } from '../../../infrastructure/database/int-array.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import { distinctOnIndex } from '../../../infrastructure/database/distinct-on-index.js';
import { likeWords, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';
import { ActorNameQuery } from '../../../infrastructure/audit/edit-conflict.js';

const API_KEY_COLUMNS = `k.id, k.name, k.scope, k.key_prefix, k.created_by, k.created_at, k.last_used_at, k.expires_at, k.revoked_at, k.revoked_reason`;
export const API_KEY_VIEW_SQL = `select ${API_KEY_COLUMNS} from api_keys k`;

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** A key's row as ApiKeyView, its creator's name and email from auth's card (absent: a deleted account). */
function toApiKeyView(r: Record<string, unknown>, creator: AccountCard | undefined): ApiKeyView {
  const revoked = r.revoked_at !== null && r.revoked_at !== undefined;
  return {
    id: Number(r.id),
    name: String(r.name),
    scope: r.scope as ApiKeyView['scope'],
    prefix: String(r.key_prefix),
    created_by: Number(r.created_by),
    created_by_name: creator?.name ?? null,
    created_by_email: creator?.email ?? '(deleted account)',
    created_at: iso(r.created_at)!,
    last_used_at: iso(r.last_used_at),
    expires_at: iso(r.expires_at)!,
    revoked_at: iso(r.revoked_at),
    revoked_reason: (r.revoked_reason as ApiKeyView['revoked_reason']) ?? null,
    revoked,
    status: revoked ? 'revoked' : new Date(r.expires_at as string) <= new Date() ? 'expired' : creator?.two_factor_needed ? 'paused' : 'active',
  };
}

/** Keys' rows as views, with their creators' names and emails asked of auth in one query (never a join on users). */
@Injectable()
export class ApiKeyViews {
  constructor(private readonly queries: QueryBus) {}

  async of(rows: ReadonlyArray<Record<string, unknown>>): Promise<ApiKeyView[]> {
    const creators = await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery(rows.map((r) => Number(r.created_by))));
    return rows.map((r) => toApiKeyView(r, creators.get(Number(r.created_by))));
  }
}

/** A page of the keys; `q`: words each found (any case) in the key's name, its prefix or its creator's email. */
export class ListApiKeysQuery {
  constructor(public readonly limit: number, public readonly before?: ListCursor, public readonly q = '') {}
}

/** Keys newest first on (created_at, id) (revoked ones too, marked), with who created them. */
@QueryHandler(ListApiKeysQuery)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeysQuery, ListPage<ApiKeyView>> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus, private readonly views: ApiKeyViews) {}

  async execute({ limit, before, q }: ListApiKeysQuery): Promise<ListPage<ApiKeyView>> {
    const em = this.em.fork();
    const words = likeWords(q);
    // A word may be in a creator's email: auth says which of the keys' creators (admins, a short list, read by skipping
    // from one to the next on api_keys_creator_index, never every key) match each word.
    const [named] = words.length ? await em.execute<{ ids: number[] | null }[]>(`select (${distinctOnIndex('api_keys', 'created_by')}) as ids`) : [];
    const creators = (named?.ids ?? []).map(Number);
    const matching = words.length ? await this.queries.execute<AccountIdsByEmailQuery, number[][]>(new AccountIdsByEmailQuery(creators, words)) : [];
    const where = words.map((word, i) => ({
      sql: '(k.name ilike ? or k.key_prefix ilike ? or k.created_by = any(?::int[]))',
      params: [word, word, intArray(matching[i])],
    }));
    const list = { select: API_KEY_COLUMNS, from: 'from api_keys k', where, at: 'k.created_at', id: 'k.id', map: (row: Record<string, unknown> & { id: number }) => row };
    const page = await keysetPage(em, list, limit, before);
    return { ...page, items: await this.views.of(page.items) };
  }
}

/** Keys' names by id for other modules' views (the audit log names the key a change was made with); deleted keys are absent. */
export class ApiKeyNamesQuery {
  constructor(public readonly ids: readonly number[]) {}
}

@QueryHandler(ApiKeyNamesQuery)
export class ApiKeyNamesHandler implements IQueryHandler<ApiKeyNamesQuery, Map<number, string>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids }: ApiKeyNamesQuery): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.em.fork().execute<{ id: number; name: string }[]>('select id, name from api_keys where id = any(?::int[])', [intArray(new Set(ids))]);
    return new Map(rows.map((row) => [Number(row.id), row.name]));
  }
}

/** For each ILIKE pattern (`likeWords`), the ids among `ids` whose key's name matches it (a list searched by the keys it names). */
export class ApiKeyIdsByNameQuery {
  constructor(public readonly ids: readonly number[], public readonly patterns: readonly string[]) {}
}

@QueryHandler(ApiKeyIdsByNameQuery)
export class ApiKeyIdsByNameHandler implements IQueryHandler<ApiKeyIdsByNameQuery, number[][]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ids, patterns }: ApiKeyIdsByNameQuery): Promise<number[][]> {
    if (!patterns.length) return [];
    const rows = ids.length
      ? await this.em.fork().execute<Array<{ i: number; ids: number[] }>>(
          `select p.i, array_agg(k.id) as ids from jsonb_array_elements_text(?::jsonb) with ordinality p(pattern, i)
             join api_keys k on k.id = any(?::int[]) and k.name ilike p.pattern group by p.i`,
          [JSON.stringify(patterns), intArray(new Set(ids))],
        )
      : [];
    const byIndex = new Map(rows.map((row) => [Number(row.i), row.ids.map(Number)]));
    return patterns.map((_, index) => byIndex.get(index + 1) ?? []);
  }
}

/**
 * The name other staff know an actor by (infrastructure's ActorNameQuery, for "changed by ..." messages): a person's
 * name (else email), or the API key's name; null for a deleted account or key.
 */
@QueryHandler(ActorNameQuery)
export class ActorNameHandler implements IQueryHandler<ActorNameQuery, string | null> {
  constructor(private readonly queries: QueryBus, private readonly keys: ApiKeyNamesHandler) {}

  async execute({ actor }: ActorNameQuery): Promise<string | null> {
    if (actor.apiKeyId !== null) {
      const name = (await this.keys.execute(new ApiKeyNamesQuery([actor.apiKeyId]))).get(actor.apiKeyId);
      return name === undefined ? null : `the API key "${name}"`;
    }
    if (actor.userId === null) return null;
    const card = (await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([actor.userId]))).get(actor.userId);
    return card ? card.name?.trim() || card.email : null;
  }
}
