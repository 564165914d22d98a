import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { GoalWordsQueryDto, GoalWordsView } from './dto/analytics.dto.js';
import { goalWords } from './momentum/momentum.js';
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

  @Get('goal-words')
  @Access('signed-in')
  @ApiOperation({
    summary: 'The words goal alignment would look for with a goal the member is typing (nothing is stored)',
    description: 'The goal forms show them as the member types, and say so when there are none to look for.',
  })
  @ApiOkResponse({ type: GoalWordsView })
  @ApiBadInput('goal is missing, empty or longer than 500 characters', 'goal must not be empty')
  goalWords(@Query() dto: GoalWordsQueryDto): GoalWordsView {
    return { goal_words: goalWords(dto.goal) };
  }
}
