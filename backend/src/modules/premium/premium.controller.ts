import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { PremiumContentView } from './premium-content-view.js';
import { GetPremiumContentQuery, PREMIUM_NOT_FOUND } from './queries/premium-content.queries.js';

/** Premium content reads (generation and the lists come with a later issue). */
@ApiTags('premium content')
@Controller('api/premium-content')
export class PremiumController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @Access('signed-in')
  @ApiOperation({ summary: 'One premium item: members see published items, staff see drafts too' })
  @ApiOkResponse({ type: PremiumContentView })
  get(@Param('id', new IdParam(PREMIUM_NOT_FOUND)) id: number, @CurrentUser() user: AuthUser): Promise<PremiumContentView> {
    return this.queries.execute(new GetPremiumContentQuery(id, user));
  }
}
