import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { API_KEY_SCOPES } from '../../../infrastructure/http/access.js';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** A staff API key as its creator's data export gives it: never the key, its hash or its prefix. */
export class CreatedApiKeyRecord {
  @ApiProperty({ description: 'Its id, as the audit actions made with it name it' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: API_KEY_SCOPES }) scope!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) last_used_at!: string | null;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) revoked_at!: string | null;
}

/** The API keys this account created, oldest first (none for a member). */
export class ApiKeysOfCreatorQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(ApiKeysOfCreatorQuery)
export class ApiKeysOfCreatorHandler implements IQueryHandler<ApiKeysOfCreatorQuery, CreatedApiKeyRecord[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ApiKeysOfCreatorQuery): Promise<CreatedApiKeyRecord[]> {
    const rows = await this.em.fork().execute<Array<{ id: number; name: string; scope: string; created_at: Date; last_used_at: Date | null; expires_at: Date; revoked_at: Date | null }>>(
      'select id, name, scope, created_at, last_used_at, expires_at, revoked_at from api_keys where created_by = ? order by created_at, id',
      [userId],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      scope: row.scope,
      created_at: iso(row.created_at)!,
      last_used_at: iso(row.last_used_at),
      expires_at: iso(row.expires_at)!,
      revoked_at: iso(row.revoked_at),
    }));
  }
}
