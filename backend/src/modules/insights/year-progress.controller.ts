import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { YearProgressQuery, YearProgressView } from './queries/year-progress.query.js';

/** The momentum tab's year distance: how far the member is with a goal that sets a distance for the year. */
@ApiTags('community insights')
@Controller('api/community/insights')
export class YearProgressController {
  constructor(private readonly queries: QueryBus) {}

  @Get('year-progress')
  @Access('signed-in')
  @ApiOperation({
    summary: "The year's distance so far for the member's goal, when it sets one ('Run 1000 km in 2027'; docs/product.md#momentum)",
    description:
      "The distances of the year's sessions in the member's entries (plans and week totals left out; only the goal's sport when it names one), in the goal's unit, against an even pace through the year, in the member's time zone. progress is null for any other goal or none.",
  })
  @ApiOkResponse({ type: YearProgressView })
  get(@CurrentUser() user: AuthUser): Promise<YearProgressView> {
    return this.queries.execute(new YearProgressQuery(user.id));
  }
}
