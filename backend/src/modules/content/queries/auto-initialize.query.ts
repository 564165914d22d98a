import { ApiProperty } from '@nestjs/swagger';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CYCLE_ANCHOR, EDITORIAL_THEMES, EDITORIAL_TIME_ZONE, calendarDate } from '../editorial-cycle.js';
import { CycleWeekView, EditorialCycleQuery, type EditorialCycleView } from './editorial-cycle.query.js';

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
 * The admin dashboard's one-time initialisation on entry (docs/product.md#dashboard-layout). It reads only (it never calls
 * the model and never writes), so calling it again is harmless: it reports the current editorial
 * cycle (week, theme, dates), the state of each of its six weeks for the Apple News+ planner and
 * whether the current week already has content. Generating is left to the editor.
 */
@QueryHandler(AutoInitializeQuery)
export class AutoInitializeHandler implements IQueryHandler<AutoInitializeQuery, AutoInitializeView> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ now }: AutoInitializeQuery): Promise<AutoInitializeView> {
    const cycle = await this.queries.execute<EditorialCycleQuery, EditorialCycleView>(new EditorialCycleQuery(0, calendarDate(now)));
    const current = cycle.weeks[cycle.current_week - 1];
    return {
      success: true,
      week: current.week,
      theme: current.theme,
      week_starts_on: current.starts_on,
      week_ends_on: current.ends_on,
      cycle_starts_on: cycle.cycle_starts_on,
      cycle_ends_on: cycle.cycle_ends_on,
      has_content: current.generation_id !== null,
      generation_id: current.generation_id,
      weeks: cycle.weeks,
      anchor: CYCLE_ANCHOR,
      time_zone: EDITORIAL_TIME_ZONE,
      message: current.generation_id
        ? `Week ${current.week} (${current.theme}) already has content.`
        : `Week ${current.week} (${current.theme}) has no content yet.`,
    };
  }
}
