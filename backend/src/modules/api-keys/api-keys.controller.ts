import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { ApiListPage, BAD_LIST_CURSOR, ListQueryDto, PAGING_TEXT, pageRequest, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
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
  @ApiOperation({
    summary: 'A page of the API keys, newest first, with who created each, when, when it was last used and whether it is revoked',
    description: `${PAGING_TEXT} Ordered by (created_at, id). q: words each found (any case) in the name, the prefix or the creator's email.`,
  })
  @ApiListPage(ApiKeyView)
  @ApiBadInput('limit, before or q is malformed (nothing is read)', BAD_LIST_CURSOR)
  async list(@Query() dto: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ApiKeyView[]> {
    const { limit, before, q } = pageRequest(dto);
    return sendListPage(res, await this.queries.execute<ListApiKeysQuery, ListPage<ApiKeyView>>(new ListApiKeysQuery(limit, before, q)));
  }

  @Post()
  @Access('admin', { recentPassword: true })
  @ApiOperation({
    summary: 'Create an API key that works for expires_in_days days (default 90, at most 365); the answer holds the key, shown this once (only its hash is stored). The session must have confirmed its password in the last 10 minutes (POST /api/auth/confirm-password), else 403 reauth_required',
  })
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
