import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ApiKeyScope } from '../../../infrastructure/http/access.js';

/** An API key: its SHA-256 (never the key), scope, the admin who created it, last use and revocation. */
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string(),
    scope: p.string().$type<ApiKeyScope>(),
    key_hash: p.string().unique(),
    key_prefix: p.string(),
    /** users.id (on delete cascade: a key goes with the account it acts for). */
    created_by: p.integer(),
    created_at: p.datetime().onCreate(() => new Date()),
    last_used_at: p.datetime().nullable(),
    revoked_at: p.datetime().nullable(),
    revoked_by: p.integer().nullable(),
  },
});
export type ApiKey = InferEntity<typeof ApiKeySchema>;
