import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EDITORIAL_THEMES,
  EDITORIAL_TIME_ZONE,
  SUGGESTED_TITLES,
  calendarDate,
  cyclePosition,
  cycleWeeksBefore,
  weekStatus,
  type CycleWeek,
  type WeekStatus,
} from '../editorial-cycle.js';

export class CycleWeekView {
  @ApiProperty({ minimum: 1, maximum: 6 }) week!: number;
  @ApiProperty({ enum: EDITORIAL_THEMES }) theme!: string;
  @ApiProperty({ format: 'date', description: 'Monday' }) starts_on!: string;
  @ApiProperty({ format: 'date', description: 'Sunday' }) ends_on!: string;
  @ApiProperty({
    enum: ['published', 'missed', 'not-started', 'current', 'suggested', 'archived'],
    description:
      'published: a published generation for this week was made inside this cycle; archived: only archived ones were; missed: a past week without one since planning began (the first generation); not-started: a past week before that (a fresh install misses nothing); current: this week without one; suggested: a later week',
  })
  status!: WeekStatus;
  @ApiProperty({ description: "The published generation's first headline (or topic), else the theme's suggested title" }) title!: string;
  @ApiProperty({ enum: ['published', 'suggested'] }) title_source!: 'published' | 'suggested';
  @ApiProperty({ type: Number, nullable: true, description: 'The newest published generation for the week in this cycle' }) generation_id!: number | null;
}

export class EditorialCycleView {
  @ApiProperty({ minimum: 0 }) cycles_ago!: number;
  @ApiProperty({ example: 'Current Cycle', description: "'Current Cycle' or 'Cycle N weeks ago'" }) label!: string;
  @ApiProperty({ format: 'date', description: 'The day the cycle was computed for (Europe/London)' }) today!: string;
  @ApiProperty({ minimum: 1, maximum: 6, description: "Today's week of the current cycle" }) current_week!: number;
  @ApiProperty({ format: 'date' }) cycle_starts_on!: string;
  @ApiProperty({ format: 'date' }) cycle_ends_on!: string;
  @ApiProperty({ type: [CycleWeekView] }) weeks!: CycleWeekView[];
}

export class EditorialCycleQuery {
  /** `on`: the calendar day (YYYY-MM-DD) to compute for, default today in Europe/London. */
  constructor(public readonly cyclesAgo = 0, public readonly on?: string) {}
}

interface WeekRow {
  editorial_week: number;
  id: number;
  status: 'published' | 'archived';
  topic: string;
  headline: string | null;
}

/**
 * The Apple News+ planner's six week cards of a cycle (docs/product.md#apple-news-planning): status by the generations made inside
 * that cycle's dates for each editorial_week, and the published or suggested title. The one place these
 * rules live (the dashboard's auto-initialise uses it too).
 */
@QueryHandler(EditorialCycleQuery)
export class EditorialCycleHandler implements IQueryHandler<EditorialCycleQuery, EditorialCycleView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ cyclesAgo, on }: EditorialCycleQuery): Promise<EditorialCycleView> {
    const today = on ?? calendarDate(new Date());
    const position = cyclePosition(today);
    const weeks: CycleWeek[] = cycleWeeksBefore(position, cyclesAgo);
    const starts = weeks[0].starts_on;
    const ends = weeks[weeks.length - 1].ends_on;
    const rows = await this.em.fork().getConnection().execute<WeekRow[]>(
      // The cycle's days as a range of instants (its first midnight to the midnight after its last day, in London), so
      // each status is one range scan of content_generations_status_created_index: the cycle's rows, never the rest.
      `select distinct on (editorial_week, status) editorial_week, id, status, topic, headlines->>0 as headline from content_generations
        where status in ('published', 'archived') and editorial_week is not null
          and created_at >= (?::date)::timestamp at time zone ? and created_at < (?::date + 1)::timestamp at time zone ?
        order by editorial_week, status, created_at desc, id desc`,
      [starts, EDITORIAL_TIME_ZONE, ends, EDITORIAL_TIME_ZONE],
    );
    // Planning began with the first generation: weeks that ended before it were not missed. The oldest of each status
    // (the only two) is one probe of the same index, not a pass over every generation.
    const [first] = await this.em.fork().getConnection().execute<Array<{ started_on: string | null }>>(
      `select to_char(least((select min(created_at) from content_generations where status = 'published'),
                            (select min(created_at) from content_generations where status = 'archived')) at time zone ?, 'YYYY-MM-DD') as started_on`,
      [EDITORIAL_TIME_ZONE],
    );
    const startedOn = first?.started_on ?? null;
    const published = new Map(rows.filter((r) => r.status === 'published').map((r) => [Number(r.editorial_week), r]));
    const archived = new Set(rows.filter((r) => r.status === 'archived').map((r) => Number(r.editorial_week)));
    return {
      cycles_ago: cyclesAgo,
      label: cyclesAgo === 0 ? 'Current Cycle' : `Cycle ${cyclesAgo * weeks.length} weeks ago`,
      today,
      current_week: position.week,
      cycle_starts_on: starts,
      cycle_ends_on: ends,
      weeks: weeks.map((w) => {
        const made = published.get(w.week);
        const status: WeekStatus = weekStatus(w, today, { published: Boolean(made), archived: archived.has(w.week) }, startedOn);
        const title = made ? (made.headline?.trim() || made.topic) : SUGGESTED_TITLES[w.theme];
        return { ...w, status, title, title_source: made ? 'published' : 'suggested', generation_id: made ? Number(made.id) : null };
      }),
    };
  }
}
