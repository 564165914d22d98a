import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { CreateApiKeyCommand, RevokeApiKeyCommand } from './commands/api-keys.commands.js';
import { API_KEYS_MESSAGES, ApiKeyView, CreateApiKeyDto, CreatedApiKey } from './dto/api-keys.dto.js';
import { ListApiKeysQuery } from './queries/api-keys.queries.js';

const KeyId = new IdParam(API_KEYS_MESSAGES.notFound);

/** API keys (issue 13): administrators create, list and revoke them; see docs/api.md. */
@ApiTags('admin')
@Controller('api/admin/api-keys')
export class ApiKeysController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus) {}

  @Get()
  @Access('admin')
  @ApiOperation({ summary: 'Every API key, newest first, with who created it, when, when it was last used and whether it is revoked' })
  @ApiOkResponse({ type: [ApiKeyView] })
  list(): Promise<ApiKeyView[]> {
    return this.queries.execute(new ListApiKeysQuery());
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Create an API key that works for expires_in_days days (default 90, at most 365); the answer holds the key, shown this once (only its hash is stored)' })
  @ApiCreatedResponse({ type: CreatedApiKey })
  create(@Body() dto: CreateApiKeyDto, @CurrentUser() user: AuthUser): Promise<CreatedApiKey> {
    return this.commands.execute(new CreateApiKeyCommand(dto.name, dto.scope, user.id, dto.expires_in_days));
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: 'Revoke an API key: its next call answers 401, in every process' })
  @ApiOkResponse({ type: ApiKeyView })
  revoke(@Param('id', KeyId) id: number, @CurrentUser() user: AuthUser): Promise<ApiKeyView> {
    return this.commands.execute(new RevokeApiKeyCommand(id, user.id));
  }
}
