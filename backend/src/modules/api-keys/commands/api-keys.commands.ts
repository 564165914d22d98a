import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Audited } from '../../../infrastructure/audit/audited.js';
import type { ApiKeyScope } from '../../../infrastructure/http/access.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { newApiKey } from '../api-key-secrets.js';
import { API_KEY_DEFAULT_DAYS, API_KEYS_MESSAGES, type ApiKeyView, type CreatedApiKey } from '../dto/api-keys.dto.js';
import { ApiKeySchema } from '../entities/api-key.entity.js';
import { API_KEY_VIEW_SQL, ApiKeyViews } from '../queries/api-keys.queries.js';

async function viewOf(em: EntityManager, views: ApiKeyViews, id: number): Promise<ApiKeyView> {
  const [row] = await em.execute<Array<Record<string, unknown>>>(`${API_KEY_VIEW_SQL} where k.id = ?`, [id]);
  if (!row) throw new NotFoundException(API_KEYS_MESSAGES.notFound);
  const [view] = await views.of([row]);
  return view;
}

@Audited({
  action: 'api-key.create',
  subject: (c: CreateApiKeyCommand, key: CreatedApiKey) => ({ kind: 'api-key', id: key.id, details: { name: c.name, scope: c.scope, expires_in_days: c.expiresInDays } }),
})
export class CreateApiKeyCommand {
  constructor(
    public readonly name: string,
    public readonly scope: ApiKeyScope,
    public readonly by: number,
    public readonly expiresInDays = API_KEY_DEFAULT_DAYS,
  ) {}
}

/** Creates a key that works for `expiresInDays` days: stores its hash, audits 'api-key.create' and answers the key this once. */
@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand, CreatedApiKey> {
  constructor(private readonly outbox: Outbox, private readonly views: ApiKeyViews) {}

  async execute({ name, scope, by, expiresInDays }: CreateApiKeyCommand): Promise<CreatedApiKey> {
    const { key, hash, prefix } = newApiKey(scope);
    return this.outbox.transactional(async (em) => {
      const expires_at = new Date(Date.now() + expiresInDays * 24 * 3600 * 1000);
      const row = em.create(ApiKeySchema, { name, scope, key_hash: hash, key_prefix: prefix, created_by: by, expires_at });
      await em.flush();
      return { ...(await viewOf(em, this.views, row.id)), key };
    });
  }
}

@Audited({ action: 'api-key.revoke', subject: (c: RevokeApiKeyCommand, key: ApiKeyView) => ({ kind: 'api-key', id: c.id, details: { name: key.name, scope: key.scope } }) })
export class RevokeApiKeyCommand {
  constructor(public readonly id: number, public readonly by: number) {}
}

/** Revokes a key (its next call is 401 in every process); revoking a revoked key changes nothing. */
@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand, ApiKeyView> {
  constructor(private readonly outbox: Outbox, private readonly views: ApiKeyViews) {}

  async execute({ id, by }: RevokeApiKeyCommand): Promise<ApiKeyView> {
    return this.outbox.transactional(async (em) => {
      await em.execute(`update api_keys set revoked_at = now(), revoked_by = ?, revoked_reason = 'admin' where id = ? and revoked_at is null`, [by, id]);
      return viewOf(em, this.views, id);
    });
  }
}
