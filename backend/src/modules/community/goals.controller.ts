import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { ApiListPage, BAD_LIST_CURSOR, PAGING_TEXT_EXACT, pageRequest, sendListPage, type ListPage } from '../../infrastructure/http/list-paging.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { ArchiveGoalCommand, SetGoalCommand, UpdateGoalCommand } from './commands/goals.commands.js';
import { MESSAGES } from './community-messages.js';
import { GoalDto, GoalHistoryDto, NewGoalDto, SetGoalDto } from './dto/community.dto.js';
import { CurrentGoalsQuery, GoalHistoryQuery } from './queries/goals.queries.js';
import { CurrentGoals, GoalHistory, GoalView, OneGoal } from './views.js';

const GOALS_LIMIT_TEXT = 'The member set GOALS_PER_HOUR new goals (default 30) in the last hour; nothing was stored';

/** The member's training goals: one active at a time, the rest archived. */
@ApiTags('community goals')
@Controller('api/community/goals')
export class GoalsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  @Access('signed-in')
  @ApiOperation({ summary: "The member's active goal" })
  @ApiOkResponse({ type: CurrentGoals })
  current(@CurrentUser() user: AuthUser): Promise<CurrentGoals> {
    return this.queries.execute(new CurrentGoalsQuery(user.id));
  }

  @Post()
  @Access('signed-in')
  @ApiOperation({
    summary: 'Set a new active goal (the active one is archived first); publishes GoalSet',
    description: 'Sending again: with client_key, a repeat answers 201 with the goal set the first time and changes nothing.',
  })
  @ApiCreatedResponse({ type: OneGoal })
  @ApiTooManyRequests(GOALS_LIMIT_TEXT, MESSAGES.tooManyGoals(30))
  set(@Body() dto: SetGoalDto, @CurrentUser() user: AuthUser): Promise<OneGoal> {
    return this.commands.execute(new SetGoalCommand(user.id, dto.goal, dto.client_key));
  }

  @Post('archive')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({
    summary: 'Archive the active goal and set a new one; publishes GoalSet',
    description: 'Sending again: with client_key, a repeat answers 200 with the goal set the first time and changes nothing.',
  })
  @ApiOkResponse({ type: OneGoal })
  @ApiTooManyRequests(GOALS_LIMIT_TEXT, MESSAGES.tooManyGoals(30))
  archiveAndSet(@Body() dto: NewGoalDto, @CurrentUser() user: AuthUser): Promise<OneGoal> {
    return this.commands.execute(new SetGoalCommand(user.id, dto.newGoal, dto.client_key));
  }

  @Get('history')
  @Access('signed-in')
  @ApiOperation({
    summary: "The member's goals, active and archived, newest first: one page ({goals: [...]})",
    description: `${PAGING_TEXT_EXACT} Ordered by (created_at, id): goals set between two pages neither repeat nor skip a goal.`,
  })
  @ApiListPage(GoalHistory, 'exact', 'object')
  @ApiBadInput('limit, before, month or tz is malformed, or tz is not a time zone PostgreSQL knows (nothing is read)', BAD_LIST_CURSOR)
  async history(@Query() dto: GoalHistoryDto, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<GoalHistory> {
    const { limit, before } = pageRequest(dto);
    const month = dto.month ? { month: dto.month, tz: dto.tz ?? 'UTC' } : undefined;
    return { goals: sendListPage(res, await this.queries.execute<GoalHistoryQuery, ListPage<GoalView>>(new GoalHistoryQuery(user.id, limit, before, month))) };
  }

  @Post(':id/archive')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({ summary: "Archive one of the member's goals" })
  @ApiOkResponse({ type: OneGoal })
  archive(@Param('id', new IdParam(MESSAGES.goalNotFound)) id: number, @CurrentUser() user: AuthUser): Promise<OneGoal> {
    return this.commands.execute(new ArchiveGoalCommand(user.id, id));
  }

  @Put(':id')
  @Access('signed-in')
  @ApiOperation({ summary: "Edit the text of one of the member's goals (active or archived)" })
  @ApiOkResponse({ type: OneGoal })
  update(@Param('id', new IdParam(MESSAGES.goalNotFound)) id: number, @Body() dto: GoalDto, @CurrentUser() user: AuthUser): Promise<OneGoal> {
    return this.commands.execute(new UpdateGoalCommand(user.id, id, dto.goal));
  }
}
