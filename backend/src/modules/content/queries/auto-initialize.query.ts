import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CYCLE_ANCHOR, EDITORIAL_THEMES, EDITORIAL_TIME_ZONE, cyclePosition } from '../editorial-cycle.js';

export type WeekStatus = 'published' | 'missed' | 'current' | 'suggested';

export class CycleWeekView {
  @ApiProperty({ minimum: 1, maximum: 6 }) week!: number;
  @ApiProperty({ enum: EDITORIAL_THEMES }) theme!: string;
  @ApiProperty({ format: 'date', description: 'Monday' }) starts_on!: string;
  @ApiProperty({ format: 'date', description: 'Sunday' }) ends_on!: string;
  @ApiProperty({
    enum: ['published', 'missed', 'current', 'suggested'],
    description: 'published: a published generation for this week was made in this cycle; missed: past week without one; current: this week without one; suggested: a later week',
  })
  status!: WeekStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'The newest published generation for the week in this cycle' }) generation_id!: number | null;
}

export class AutoInitializeView {
  @ApiProperty() success!: true;
  @ApiProperty({ minimum: 1, maximum: 6 }) week!: number;
  @ApiProperty({ enum: EDITORIAL_THEMES }) theme!: string;
  @ApiProperty({ format: 'date' }) week_starts_on!: string;
  @ApiProperty({ format: 'date' }) week_ends_on!: string;
  @ApiProperty({ format: 'date' }) cycle_starts_on!: string;
  @ApiProperty({ format: 'date' }) cycle_ends_on!: string;
  @ApiProperty({ description: 'A published generation exists for the current week in this cycle' }) has_content!: boolean;
  @ApiProperty({ type: Number, nullable: true }) generation_id!: number | null;
  @ApiProperty({ type: [CycleWeekView] }) weeks!: CycleWeekView[];
  @ApiProperty({ example: CYCLE_ANCHOR }) anchor!: string;
  @ApiProperty({ example: EDITORIAL_TIME_ZONE }) time_zone!: string;
  @ApiProperty() message!: string;
}

export class AutoInitializeQuery {
  constructor(public readonly now: Date = new Date()) {}
}

/**
 * The admin dashboard's one-time initialisation on entry (spec 1 §4). It reads only (it never calls
 * the model and never writes), so calling it again is harmless: it reports the current editorial
 * cycle (week, theme, dates), the state of each of its six weeks for the Apple News+ planner and
 * whether the current week already has content. Generating is left to the editor.
 */
@QueryHandler(AutoInitializeQuery)
export class AutoInitializeHandler implements IQueryHandler<AutoInitializeQuery, AutoInitializeView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ now }: AutoInitializeQuery): Promise<AutoInitializeView> {
    const cycle = cyclePosition(now);
    const rows = await this.em.fork().getConnection().execute<{ editorial_week: number; id: number }[]>(
      `select distinct on (editorial_week) editorial_week, id from content_generations
        where status = 'published' and editorial_week is not null
          and (created_at at time zone ?)::date between ? and ?
        order by editorial_week, created_at desc, id desc`,
      [EDITORIAL_TIME_ZONE, cycle.cycle_starts_on, cycle.cycle_ends_on],
    );
    const byWeek = new Map(rows.map((r) => [Number(r.editorial_week), Number(r.id)]));
    const weeks: CycleWeekView[] = cycle.weeks.map((w) => {
      const generation_id = byWeek.get(w.week) ?? null;
      const status: WeekStatus = generation_id ? 'published' : w.week < cycle.week ? 'missed' : w.week === cycle.week ? 'current' : 'suggested';
      return { ...w, status, generation_id };
    });
    const current = weeks[cycle.week - 1];
    return {
      success: true,
      week: cycle.week,
      theme: cycle.theme,
      week_starts_on: cycle.starts_on,
      week_ends_on: cycle.ends_on,
      cycle_starts_on: cycle.cycle_starts_on,
      cycle_ends_on: cycle.cycle_ends_on,
      has_content: current.generation_id !== null,
      generation_id: current.generation_id,
      weeks,
      anchor: CYCLE_ANCHOR,
      time_zone: EDITORIAL_TIME_ZONE,
      message: current.generation_id
        ? `Week ${cycle.week} (${cycle.theme}) already has content.`
        : `Week ${cycle.week} (${cycle.theme}) has no content yet.`,
    };
  }
}
