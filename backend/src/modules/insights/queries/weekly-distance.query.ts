import { ApiProperty } from '@nestjs/swagger';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MomentumReader } from '../../analytics/index.js';
import { AccountsByIdsQuery, type AccountCard } from '../../auth/index.js';
import type { DistanceUnit } from '../distance-units.js';
import { DISTANCE_SPORT_NAME, weeklyDistance, type DistanceSport } from '../weekly-distance.js';
import { rememberedDistances } from './remembered-distances.js';

const SPORTS = Object.keys(DISTANCE_SPORT_NAME) as DistanceSport[];

export class SportWeeksView {
  @ApiProperty({ enum: SPORTS, example: 'run', description: "The sport; 'other' for sessions with a distance and no sport named (in the entry or the goal)" })
  sport!: DistanceSport;
  @ApiProperty({ example: 'Running', description: 'Its name as the tab shows it' }) name!: string;
  @ApiProperty({
    enum: ['km', 'miles', 'm', 'yards'],
    example: 'km',
    description: "The unit of its distances: swimming's metres, or yards when most of its sessions were written in yards; any other sport's the whole's unit",
  })
  unit!: DistanceUnit;
  @ApiProperty({ type: [Number], example: [18, 21.5, 30, 8], description: 'Its distance in each week of weeks, oldest first, in its unit: whole metres or yards, km or miles to one decimal place' })
  distances!: number[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: "This week's cycling is already 60 km, 50% more than all of last week (40 km). Most coaches suggest adding no more than about 10% a week: after 50, tendons and joints take longer to catch up than heart and lungs.",
    description: 'How its weeks changed (a rise of a third or more, or three steady weeks); null otherwise',
  })
  message!: string | null;
}

export class WeeklyDistanceView {
  @ApiProperty({ enum: ['km', 'miles'], description: "The unit of the sports on land: the goal's when it names one, else the one most of their sessions in the weeks were written in" })
  unit!: 'km' | 'miles';
  @ApiProperty({ type: [String], example: ['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06'], description: "Each week's Sunday in the member's time zone, oldest first; the last is this week, so far" })
  weeks!: string[];
  @ApiProperty({ type: [SportWeeksView], description: 'The sports with a distance in these weeks, the most first; empty when no entry gave one' })
  sports!: SportWeeksView[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: "Last week's running (30 km) was 52% more than your average of the two weeks before (19.8 km). Most coaches suggest adding no more than about 10% a week: after 50, tendons and joints take longer to catch up than heart and lungs.",
    description: "The main sport's message (the first of sports); null when it has none",
  })
  message!: string | null;
}

/** The member's distance of each sport in the Momentum tab's weeks. */
export class WeeklyDistanceQuery {
  constructor(public readonly userId: number, public readonly now: Date = new Date()) {}
}

/**
 * Reads the member's time zone (auth) and the entries of the momentum window with the active goal (analytics'
 * MomentumReader, as GET /api/community/momentum does), then adds up their sessions (weekly-distance.ts), each entry's
 * remembered: a read costs what the window holds.
 */
@QueryHandler(WeeklyDistanceQuery)
export class WeeklyDistanceHandler implements IQueryHandler<WeeklyDistanceQuery, WeeklyDistanceView> {
  constructor(
    private readonly queries: QueryBus,
    private readonly momentum: MomentumReader,
  ) {}

  async execute({ userId, now }: WeeklyDistanceQuery): Promise<WeeklyDistanceView> {
    const accounts = await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([userId]));
    const timeZone = accounts.get(userId)?.time_zone ?? 'Europe/London';
    const { recent, goal } = await this.momentum.read(userId, timeZone, now);
    const weekly = weeklyDistance(recent, now, timeZone, goal, rememberedDistances(goal));
    return { ...weekly, sports: weekly.sports.map((each) => ({ ...each, name: DISTANCE_SPORT_NAME[each.sport] })) };
  }
}
