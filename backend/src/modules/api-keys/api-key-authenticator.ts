import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { preparedQuery } from '../../infrastructure/database/prepared-query.js';
import type { ApiKeyScope, AuthUser } from '../../infrastructure/http/access.js';
import { MESSAGES } from '../../infrastructure/http/access.guard.js';
import { RateLimiter } from '../../infrastructure/limits/rate-limiter.js';
import { API_KEY_PATTERN, hashApiKey } from './api-key-secrets.js';

const londonDate = (d: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(d);

export const API_KEY_MESSAGES = {
  invalid: MESSAGES.keyInvalid,
  revoked: (at: Date) => `This API key was revoked on ${londonDate(at)}. Ask an administrator for a new key.`,
  expired: (at: Date) => `This API key expired on ${londonDate(at)}. Ask an administrator for a new key.`,
  tooMany: 'Too many requests with this API key. Please wait a moment and try again.',
};

/**
 * The key with this hash, its state and the account it acts for; `stale` when last_used_at is over a minute old. A key
 * works only while its creator still exists, holds a staff role (editor or admin grant both scopes) and has not changed
 * their password since the key was made; otherwise it counts as revoked at once (the PasswordChanged and
 * StaffRoleChanged consumers then mark it revoked, with the reason, in the list and the audit log).
 */
const KEY_SQL = `select k.id, k.name, k.scope, k.created_by, u.email, k.expires_at,
    case
      when k.revoked_at is not null then 'revoked'
      when u.id is null or u.role not in ('editor', 'admin') or u.password_changed_at > k.created_at then 'revoked'
      when k.expires_at <= now() then 'expired'
      else 'active'
    end as state,
    coalesce(k.revoked_at, u.password_changed_at, now()) as revoked_at,
    (k.last_used_at is null or k.last_used_at < now() - interval '1 minute') as stale
  from api_keys k left join users u on u.id = k.created_by
  where k.key_hash = $1`;
const TOUCH_SQL = `update api_keys set last_used_at = now()
  where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`;

interface KeyRow {
  id: number;
  name: string;
  scope: ApiKeyScope;
  created_by: number;
  email: string;
  expires_at: Date;
  state: 'active' | 'revoked' | 'expired';
  revoked_at: Date;
  stale: boolean;
}

/**
 * Turns an API key into the request's caller: one prepared statement per request and no cache, so a revoked key fails
 * on its very next request in every process. last_used_at is written at most once a minute per key. Every call counts
 * against the key's rate limit (API_KEY_REQUESTS_PER_MINUTE, shared by every process through `rate_limits`).
 */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * The caller behind the key, or null for a malformed or unknown key; a revoked or expired key is refused with a 401
   * that says which (only the key's holder can ask, so this tells nobody else anything).
   */
  async resolve(key: string): Promise<AuthUser | null> {
    if (!API_KEY_PATTERN.test(key)) return null;
    const [row] = await preparedQuery<KeyRow>(this.em, 'f50_api_key', KEY_SQL, [hashApiKey(key)]);
    if (!row) return null;
    if (row.state === 'revoked') throw new UnauthorizedException(API_KEY_MESSAGES.revoked(new Date(row.revoked_at)));
    if (row.state === 'expired') throw new UnauthorizedException(API_KEY_MESSAGES.expired(new Date(row.expires_at)));
    if (row.stale) await preparedQuery(this.em, 'f50_api_key_touch', TOUCH_SQL, [row.id]);
    await this.limiter.consume({
      bucket: 'api-key',
      subject: String(row.id),
      max: this.config.apiKeyRequestsPerMinute,
      windowMinutes: 1,
      message: API_KEY_MESSAGES.tooMany,
    });
    return {
      id: row.created_by,
      email: row.email,
      name: row.name,
      // The scope decides what the key reaches (AccessGuard); the role is what handlers that read it see.
      role: row.scope === 'staff' ? 'editor' : 'member',
      is_premium: false,
      sessionId: `api-key:${row.id}`,
      apiKey: { id: row.id, name: row.name, scope: row.scope },
    };
  }
}
