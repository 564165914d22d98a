import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuthModule } from '../auth/index.js';
import { ApiKeyAuthenticator } from './api-key-authenticator.js';
import { ApiKeyStrategy } from './api-key.strategy.js';
import { ApiKeysController } from './api-keys.controller.js';
import { CreateApiKeyHandler, RevokeApiKeyHandler } from './commands/api-keys.commands.js';
import { ApiKeySchema } from './entities/api-key.entity.js';
import { RevokeCreatorKeysHandler } from './events/revoke-creator-keys.handler.js';
import { ApiKeysOfCreatorHandler } from './queries/member-data.queries.js';
import { ActorNameHandler, ApiKeyIdsByNameHandler, ApiKeyNamesHandler, ApiKeyViews, ListApiKeysHandler } from './queries/api-keys.queries.js';

/**
 * API keys: admins manage them; the passport strategy 'api-key' turns "Authorization: Bearer <key>" into the caller
 * (the AccessGuard applies the key's scope to every route's policy); the audit
 * module attributes its staff commands to the key.
 */
@Module({
  imports: [PassportModule, AuthModule, MikroOrmModule.forFeature([ApiKeySchema])],
  controllers: [ApiKeysController],
  providers: [
    ApiKeyAuthenticator,
    ApiKeyStrategy,
    CreateApiKeyHandler,
    RevokeApiKeyHandler,
    ListApiKeysHandler,
    ApiKeyViews,
    ApiKeyNamesHandler,
    ApiKeysOfCreatorHandler,
    ApiKeyIdsByNameHandler,
    ActorNameHandler,
    RevokeCreatorKeysHandler,
  ],
})
export class ApiKeysModule {}
