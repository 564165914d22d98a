import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { INSIGHT_NOT_FOUND, PinState, PinStateQuery, SetPinCommand } from './commands/pins.commands.js';

/** Pins of the member's own insights (coach replies). The journal list carries every insight's pin state too. */
@ApiTags('community insights')
@Controller('api/community/insights')
export class InsightsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get(':id/is-pinned')
  @Access('signed-in')
  @ApiOperation({ summary: "Whether one of the member's insights is pinned (404 for another member's)" })
  @ApiOkResponse({ type: PinState })
  isPinned(@Param('id', new IdParam(INSIGHT_NOT_FOUND)) id: number, @CurrentUser() user: AuthUser): Promise<PinState> {
    return this.queries.execute(new PinStateQuery(user.id, id));
  }

  @Post('pin/:id')
  @HttpCode(200)
  @Access('signed-in')
  @ApiBody({ required: false, schema: { type: 'object', properties: {}, additionalProperties: false }, description: 'An empty object' })
  @ApiOperation({ summary: "Pin one of the member's insights (idempotent)" })
  @ApiOkResponse({ type: PinState })
  pin(@Param('id', new IdParam(INSIGHT_NOT_FOUND)) id: number, @CurrentUser() user: AuthUser): Promise<PinState> {
    return this.commands.execute(new SetPinCommand(user.id, id, true));
  }

  @Delete('pin/:id')
  @Access('signed-in')
  @ApiOperation({ summary: "Unpin one of the member's insights (idempotent)" })
  @ApiOkResponse({ type: PinState })
  unpin(@Param('id', new IdParam(INSIGHT_NOT_FOUND)) id: number, @CurrentUser() user: AuthUser): Promise<PinState> {
    return this.commands.execute(new SetPinCommand(user.id, id, false));
  }
}
