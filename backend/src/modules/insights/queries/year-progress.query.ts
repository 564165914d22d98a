import { ApiProperty } from '@nestjs/swagger';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountsByIdsQuery, type AccountCard } from '../../auth/index.js';
import { CurrentGoalsQuery, MemberEntriesSinceQuery, type EntryCursor, type MemberEntry } from '../../community/index.js';
import type { DistanceUnit } from '../distance-units.js';
import { SPORT_PLURAL } from '../sports.js';
import { yearGoalIn, yearProgress, type YearEntry, type YearGoal, type YearProgress } from '../year-progress.js';
import { rememberedDistances } from './remembered-distances.js';

/** Entries are read a page at a time (index on user_id, created_at), and at most this many for one year. */
const PAGE = 500;
const MOST_ENTRIES = 5000;
/** The widest gap between UTC and a time zone's clock: a year's days begin up to 14 hours before UTC's. */
const ZONE_SLACK_MS = 14 * 3_600_000;

/** What an entry adds to the year: its remembered sessions of the goal's sport (any when it names none). */
function rememberedKm(goal: YearGoal, goalText: string): (entry: YearEntry) => number {
  const distances = rememberedDistances(goalText);
  return (entry) => distances(entry).reduce((sum, session) => sum + (!goal.sport || session.sport === goal.sport ? session.km : 0), 0);
}

export class YearProgressFigures {
  @ApiProperty({ example: 2027, description: "The target's year, in the member's time zone" }) year!: number;
  @ApiProperty({ example: 1000, description: 'The distance the goal sets for the year' }) target!: number;
  @ApiProperty({ enum: ['km', 'miles', 'm', 'yards'], description: "The goal's unit: km or miles on land, a pool's metres or yards" }) unit!: DistanceUnit;
  @ApiProperty({ example: 'runs', description: "What counts: the goal's one sport's sessions ('runs', 'rides', 'swims'…), or 'sessions' of every sport" })
  counted!: string;
  @ApiProperty({ example: 412.5, description: "The year's session distances so far, in the unit: km and miles to one decimal place, metres and yards whole" }) done!: number;
  @ApiProperty({ example: 96, description: 'How many entries added to it' }) entries!: number;
  @ApiProperty({ example: 460, description: 'Where an even pace through the year is by the end of today (whole units)' }) expected!: number;
  @ApiProperty({ example: 143, description: "Days of the year left after today (0 once it is over)" }) days_left!: number;
  @ApiProperty({ example: 29, description: 'The distance a week that reaches the target by 31 December (0 once reached or the year is over)' })
  weekly_needed!: number;
  @ApiProperty({ example: '47.5 km behind an even pace. About 29 km a week from now gets you to 1,000 km by 31 December.' }) message!: string;
}

export class YearTargetFigures {
  @ApiProperty({ example: 2027 }) year!: number;
  @ApiProperty({ example: 1000 }) target!: number;
  @ApiProperty({ enum: ['km', 'miles', 'm', 'yards'], description: "The goal's unit: km or miles on land, a pool's metres or yards" }) unit!: DistanceUnit;
  @ApiProperty({ example: 'runs', description: "What counts: the goal's one sport's sessions ('runs', 'rides', 'swims'…), or 'sessions' of every sport" })
  counted!: string;
}

export class YearTargetView {
  @ApiProperty({ type: YearTargetFigures, nullable: true, description: 'null when the goal typed sets no distance for a year' })
  target!: YearTargetFigures | null;
}

export class YearProgressView {
  @ApiProperty({ type: YearProgressFigures, nullable: true, description: "null when the member's active goal sets no distance for a year" })
  progress!: YearProgressFigures | null;
}

/** The year's distance so far for the member's active goal, when it sets one ('Run 1000 km in 2027'). */
export class YearProgressQuery {
  constructor(public readonly userId: number, public readonly now: Date = new Date()) {}
}

/**
 * Reads the active goal (community's CurrentGoalsQuery) and, only when it sets a distance for a year, the member's time
 * zone (auth) and that year's entries (community's MemberEntriesSinceQuery, a page at a time, stopping at the year's
 * end): a read costs what the year holds, and nothing for any other goal.
 */
@QueryHandler(YearProgressQuery)
export class YearProgressHandler implements IQueryHandler<YearProgressQuery, YearProgressView> {
  constructor(private readonly queries: QueryBus) {}

  async execute(query: YearProgressQuery): Promise<YearProgressView> {
    const figures = await this.figures(query);
    if (!figures) return { progress: null };
    const { goal: target, ...rest } = figures;
    return { progress: { year: target.year, target: target.amount, unit: target.unit, counted: target.sport ? SPORT_PLURAL[target.sport] : 'sessions', ...rest } };
  }

  /** The figures (year-progress.ts), or null for a goal that sets no distance for a year: the weekly summaries use them too. */
  async figures({ userId, now }: YearProgressQuery): Promise<YearProgress | null> {
    const { goals } = await this.queries.execute<CurrentGoalsQuery, { goals: Array<{ goal: string; created_at: string }> }>(new CurrentGoalsQuery(userId));
    const [active] = goals;
    if (!active || !/\d/.test(active.goal)) return null;
    const accounts = await this.queries.execute<AccountsByIdsQuery, Map<number, AccountCard>>(new AccountsByIdsQuery([userId]));
    const timeZone = accounts.get(userId)?.time_zone ?? 'Europe/London';
    const goal = yearGoalIn(active.goal, new Date(active.created_at), now, timeZone);
    if (!goal) return null;
    const entries = await this.yearEntries(userId, goal.year, now);
    return yearProgress(goal, active.goal, entries, now, timeZone, rememberedKm(goal, active.goal));
  }

  /** The member's entries of `year` (with a day's slack each side, which yearProgress leaves out by their day), up to now. */
  private async yearEntries(userId: number, year: number, now: Date): Promise<YearEntry[]> {
    const from = new Date(Date.UTC(year, 0, 1) - ZONE_SLACK_MS);
    const until = Math.min(now.getTime() + 60_000, Date.UTC(year + 1, 0, 1) + ZONE_SLACK_MS);
    if (from.getTime() > until) return [];
    const entries: YearEntry[] = [];
    let after: EntryCursor | null = null;
    while (entries.length < MOST_ENTRIES) {
      const page: Array<MemberEntry & EntryCursor> = await this.queries.execute<MemberEntriesSinceQuery, Array<MemberEntry & EntryCursor>>(
        new MemberEntriesSinceQuery(userId, from.toISOString(), after, PAGE),
      );
      for (const entry of page) {
        const at = new Date(entry.created_at);
        if (at.getTime() > until) return entries;
        entries.push({ title: entry.title, content: entry.content, created_at: at });
      }
      if (page.length < PAGE) return entries;
      after = page.at(-1)!;
    }
    return entries;
  }
}
