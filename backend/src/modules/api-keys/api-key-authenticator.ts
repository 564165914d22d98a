import { Injectable, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../infrastructure/database/prepared-query.js';
import type { ApiKeyScope, AuthUser } from '../../infrastructure/http/access.js';
import { MESSAGES } from '../../infrastructure/http/access.guard.js';
import { AccountsByIdsQuery, type AccountCard } from '../auth/index.js';
import { API_KEY_PATTERN, hashApiKey } from './api-key-secrets.js';

const londonDate = (d: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(d);

export const API_KEY_MESSAGES = {
  invalid: MESSAGES.keyInvalid,
  revoked: (at: Date) => `This API key was revoked on ${londonDate(at)}. Ask an administrator for a new key.`,
  expired: (at: Date) => `This API key expired on ${londonDate(at)}. Ask an administrator for a new key.`,
  tooMany: MESSAGES.keyTooMany,
  creatorNeedsTwoStep: 'This API key works again once the administrator or editor who made it turns on two-step sign-in.',
};

/**
 * The key with this hash, its own state and whether last_used_at is over a minute old (`stale`). The creator's standing
 * is auth's (AccountsByIdsQuery): a key works only while its creator still exists, holds a staff role (editor or admin
 * grant both scopes) and has not changed their password since the key was made; otherwise it counts as revoked at once
 * (the PasswordChanged and StaffRoleChanged consumers then mark it revoked, with the reason, in the list and the audit
 * log). Under STAFF_TWO_FACTOR=required a creator without two-step sign-in pauses their keys until they turn it on.
 */
const KEY_SQL = `select k.id, k.name, k.scope, k.created_by, k.created_at, k.expires_at, k.revoked_at,
    (k.expires_at <= now()) as expired,
    (k.last_used_at is null or k.last_used_at < now() - interval '1 minute') as stale
  from api_keys k
  where k.key_hash = $1`;
const TOUCH_SQL = `update api_keys set last_used_at = now()
  where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`;

interface KeyRow {
  id: number;
  name: string;
  scope: ApiKeyScope;
  created_by: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  expired: boolean;
  stale: boolean;
}

/** When the key stopped working for its creator's sake (gone, no staff role, a newer password), or null. */
function creatorRevocation(key: KeyRow, creator: AccountCard | undefined): Date | null {
  if (!creator || (creator.role !== 'editor' && creator.role !== 'admin')) return creator?.password_changed_at ?? new Date();
  const changed = creator.password_changed_at;
  return changed && changed > new Date(key.created_at) ? changed : null;
}

/**
 * Turns an API key into the request's caller: one prepared statement for the key and one auth query for its creator per
 * request, no cache, so a revoked key fails on its very next request in every process. last_used_at is written at most once a minute per key. Every call
 * the key's scope admits counts against its rate limit (API_KEY_REQUESTS_PER_MINUTE): AccessGuard counts it after the
 * scope check, so a call the key may not make is 403 without spending the budget.
 */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  /**
   * The caller behind the key, or null for a malformed or unknown key; a revoked or expired key is refused with a 401
   * that says which (only the key's holder can ask, so this tells nobody else anything).
   */
  async resolve(key: string): Promise<AuthUser | null> {
    if (!API_KEY_PATTERN.test(key)) return null;
    const [row] = await preparedQuery<KeyRow>(this.em, 'f50_api_key', KEY_SQL, [hashApiKey(key)]);
    if (!row) return null;
    const creator = (await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([row.created_by]))).get(Number(row.created_by));
    const revokedAt = row.revoked_at !== null ? new Date(row.revoked_at) : creatorRevocation(row, creator);
    if (revokedAt) throw new UnauthorizedException(API_KEY_MESSAGES.revoked(revokedAt));
    if (row.expired) throw new UnauthorizedException(API_KEY_MESSAGES.expired(new Date(row.expires_at)));
    // STAFF_TWO_FACTOR=required: a creator who has not turned on two-step sign-in acts as a member, and so do their keys
    // (paused, not revoked: they work again once the creator turns it on).
    if (creator!.two_factor_needed) throw new UnauthorizedException(API_KEY_MESSAGES.creatorNeedsTwoStep);
    if (row.stale) await preparedQuery(this.em, 'f50_api_key_touch', TOUCH_SQL, [row.id]);
    return {
      id: row.created_by,
      email: creator!.email,
      name: row.name,
      // The scope decides what the key reaches (AccessGuard); the role is what handlers that read it see.
      role: row.scope === 'staff' ? 'editor' : 'member',
      is_premium: false,
      sessionId: `api-key:${row.id}`,
      apiKey: { id: row.id, name: row.name, scope: row.scope },
    };
  }
}
