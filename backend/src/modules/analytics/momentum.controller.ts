import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { MomentumQuery, MomentumView } from './queries/momentum.query.js';

@ApiTags('community momentum')
@Controller('api/community/momentum')
export class MomentumController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Access('signed-in')
  @ApiOperation({ summary: "The member's momentum over the last 30 days (docs/product.md#momentum): figures and the message of each figure's tier" })
  @ApiOkResponse({ type: MomentumView })
  get(@CurrentUser() user: AuthUser): Promise<MomentumView> {
    return this.queries.execute(new MomentumQuery(user.id));
  }
}
