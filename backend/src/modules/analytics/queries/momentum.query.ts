import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NotFoundException } from '@nestjs/common';
import { AccountsByIdsQuery, type AccountCard } from '../../auth/index.js';
import { ApiProperty } from '@nestjs/swagger';
import { MomentumReader } from '../momentum/momentum-reader.js';

export class MomentumQuery {
  constructor(public readonly userId: number) {}
}

class WeekCountView {
  @ApiProperty({ example: '2026-11-22', description: 'The Sunday that starts the week (London calendar day)' }) week_start!: string;
  @ApiProperty({ example: 3 }) count!: number;
}

class MomentumMessages {
  @ApiProperty() consistency!: string;
  @ApiProperty() effort!: string;
  @ApiProperty() alignment!: string;
  @ApiProperty() milestones!: string;
}

/** The momentum figures of docs/product.md#momentum over the last 30 London calendar days (weeks start on Sunday). */
export class MomentumView {
  @ApiProperty({ example: 30 }) window_days!: number;
  @ApiProperty({ example: 40, description: 'Days with entries of the last 30, as a whole percent (0-100)' }) consistency_score!: number;
  @ApiProperty({ example: 3, description: 'Weeks in a row with an entry, counting back from the current week' }) weekly_streak!: number;
  @ApiProperty({ type: [WeekCountView], description: 'The last 4 weeks, oldest first' }) weekly_entries!: WeekCountView[];
  @ApiProperty({ example: 4, description: 'Entries of the last 30 days describing a hard session' }) effort_sessions!: number;
  @ApiProperty({ example: 60, description: "Share of the last 30 days' entries using a goal word (0-100; 0 without a goal)" }) goal_alignment!: number;
  @ApiProperty({ example: true, description: 'Whether the member has an active goal (without one goal_alignment is 0 and means nothing)' }) has_goal!: boolean;
  @ApiProperty({
    type: [String],
    example: ['finish', 'london', 'marathon'],
    description: "The goal's words goal_alignment looks for (longer than 3 letters, no stop-words). Empty without a goal, or when the goal has only shorter words ('Run a 5k'): then goal_alignment is 0 and means nothing.",
  })
  goal_words!: string[];
  @ApiProperty({ example: 1, description: 'Entries of the last 30 days naming a personal best, race, finish, ...' }) milestones!: number;
  @ApiProperty({ example: 12, description: "The member's entries of the last 30 days (weekly summaries not counted)" }) total_entries!: number;
  @ApiProperty({ type: MomentumMessages, description: 'The message of the tier each figure is in' }) messages!: MomentumMessages;
  @ApiProperty({ example: 'Europe/London', description: "The time zone the days and weeks are counted in (the member's, set in their profile)" }) time_zone!: string;
}

@QueryHandler(MomentumQuery)
export class MomentumHandler implements IQueryHandler<MomentumQuery, MomentumView> {
  constructor(private readonly reader: MomentumReader, private readonly queries: QueryBus) {}

  async execute({ userId }: MomentumQuery): Promise<MomentumView> {
    const account = (await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([userId]))).get(userId);
    if (!account) throw new NotFoundException('Account not found');
    const { momentum: m } = await this.reader.read(userId, account.time_zone);
    return {
      window_days: m.window_days,
      consistency_score: m.consistency_score,
      weekly_streak: m.weekly_streak,
      weekly_entries: m.weekly_entries,
      effort_sessions: m.effort_sessions,
      goal_alignment: m.goal_alignment,
      has_goal: m.has_goal,
      goal_words: m.goal_words,
      milestones: m.milestones,
      total_entries: m.total_entries,
      messages: m.messages,
      time_zone: account.time_zone,
    };
  }
}
