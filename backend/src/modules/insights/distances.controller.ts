import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { GoalWordsQueryDto } from '../analytics/index.js';
import { AccountsByIdsQuery, type AccountCard } from '../auth/index.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { YearProgressQuery, YearProgressView, YearTargetView } from './queries/year-progress.query.js';
import { WeeklyDistanceQuery, WeeklyDistanceView } from './queries/weekly-distance.query.js';
import { SPORT_PLURAL } from './sports.js';
import { yearGoalIn } from './year-progress.js';

/** The momentum tab's distances: each sport's week by week, and how far the member is with a goal that sets a distance for the year. */
@ApiTags('community insights')
@Controller('api/community/insights')
export class DistancesController {
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

  @Get('weekly-distance')
  @Access('signed-in')
  @ApiOperation({
    summary: "Each sport's distance in the Momentum tab's four weeks, from the member's entries (docs/product.md#momentum)",
    description:
      "The sessions' distances the entries give (plans and week totals left out; a bare distance takes the goal's sport), week by week from Sunday in the member's time zone, the last week so far, " +
      "with a sentence for each sport that rose by a third or more, or held steady for three weeks.",
  })
  @ApiOkResponse({ type: WeeklyDistanceView })
  weeklyDistance(@CurrentUser() user: AuthUser): Promise<WeeklyDistanceView> {
    return this.queries.execute(new WeeklyDistanceQuery(user.id));
  }

  @Get('year-target')
  @Access('signed-in')
  @ApiOperation({
    summary: 'The distance for a year a goal the member is typing sets, if any (nothing is stored)',
    description: "The goal forms say, as the member types, that the Momentum tab will add up the year's distances towards it.",
  })
  @ApiOkResponse({ type: YearTargetView })
  @ApiBadInput('goal is missing, empty or longer than 500 characters', 'goal must not be empty')
  async yearTarget(@Query() dto: GoalWordsQueryDto, @CurrentUser() user: AuthUser): Promise<YearTargetView> {
    if (!/\d/.test(dto.goal)) return { target: null };
    const accounts = await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([user.id]));
    const now = new Date();
    const goal = yearGoalIn(dto.goal, now, now, accounts.get(user.id)?.time_zone ?? 'Europe/London');
    return { target: goal ? { year: goal.year, target: goal.amount, unit: goal.unit, counted: goal.sport ? SPORT_PLURAL[goal.sport] : 'sessions' } : null };
  }
}
