import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ApiKeyScope } from '../../../infrastructure/http/access.js';
import type { RevokeReason } from '../dto/api-keys.dto.js';

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
    /** users.id of the admin who made it (no foreign key: the key's record outlives the account; it stops working with it). */
    created_by: p.integer(),
    created_at: p.datetime().onCreate(() => new Date()),
    last_used_at: p.datetime().nullable(),
    expires_at: p.datetime(),
    revoked_at: p.datetime().nullable(),
    revoked_by: p.integer().nullable(),
    revoked_reason: p.string().nullable().$type<RevokeReason>(),
  },
});
export type ApiKey = InferEntity<typeof ApiKeySchema>;
