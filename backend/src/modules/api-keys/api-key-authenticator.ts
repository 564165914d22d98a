import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { preparedQuery } from '../../infrastructure/database/prepared-query.js';
import type { ApiKeyScope, AuthUser } from '../../infrastructure/http/access.js';
import { MESSAGES } from '../../infrastructure/http/access.guard.js';
import { RateLimiter } from '../../infrastructure/limits/rate-limiter.js';
import { API_KEY_PATTERN, hashApiKey } from './api-key-secrets.js';

export const API_KEY_MESSAGES = {
  invalid: MESSAGES.keyInvalid,
  tooMany: 'Too many requests with this API key. Please wait a moment and try again.',
};

/** The active key with this hash and the account it acts for; `stale` when last_used_at is over a minute old. */
const KEY_SQL = `select k.id, k.name, k.scope, k.created_by, u.email,
    (k.last_used_at is null or k.last_used_at < now() - interval '1 minute') as stale
  from api_keys k join users u on u.id = k.created_by
  where k.key_hash = $1 and k.revoked_at is null`;
const TOUCH_SQL = `update api_keys set last_used_at = now()
  where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`;

interface KeyRow {
  id: number;
  name: string;
  scope: ApiKeyScope;
  created_by: number;
  email: string;
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

  /** The caller behind the key, or null for a malformed, unknown or revoked key (the caller cannot tell which). */
  async resolve(key: string): Promise<AuthUser | null> {
    if (!API_KEY_PATTERN.test(key)) return null;
    const [row] = await preparedQuery<KeyRow>(this.em, 'f50_api_key', KEY_SQL, [hashApiKey(key)]);
    if (!row) return null;
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
