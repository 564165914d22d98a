import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

export class ExportedEntry {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() content!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'The full address of its photo (signed in, only you can open it)' }) image_url!: string | null;
  @ApiProperty() is_private!: boolean;
  @ApiProperty({ description: "'journal', 'training', ... or 'weekly_summary'" }) entry_type!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class ExportedGoal {
  @ApiProperty() goal!: string;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) archived_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: "When an entry first said the goal's event was done" }) reached_at!: string | null;
}

export class ExportedSavedReport {
  @ApiProperty() premium_content_id!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Its title; null once the report is no longer published' }) topic!: string | null;
  @ApiProperty({ type: Number, nullable: true }) journal_entry_id!: number | null;
  @ApiProperty({ format: 'date-time' }) saved_at!: string;
}

export class ExportedSavedReportRemoval {
  @ApiProperty({ description: 'The id the saved report had' }) saved_report_id!: number;
  @ApiProperty() premium_content_id!: number;
  @ApiProperty({ format: 'date-time' }) removed_at!: string;
}

/**
 * The member's goals (current and history), saved reports and their removals of saved reports (remembered for a day, so
 * that removing one again answers as the first removal did), oldest first: a few each.
 */
export class MemberGoalsAndReportsQuery {
  constructor(public readonly userId: number) {}
}

export interface MemberGoalsAndReports {
  goals: ExportedGoal[];
  /** Without their titles: the export asks premium for those. */
  saved_reports: Array<Omit<ExportedSavedReport, 'topic'>>;
  saved_report_removals: ExportedSavedReportRemoval[];
}

/** A row as PostgreSQL gives it: its times as Dates. */
type Row<T, Dates extends keyof T> = Omit<T, Dates> & Record<Dates, Date | null>;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

@QueryHandler(MemberGoalsAndReportsQuery)
export class MemberGoalsAndReportsHandler implements IQueryHandler<MemberGoalsAndReportsQuery, MemberGoalsAndReports> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: MemberGoalsAndReportsQuery): Promise<MemberGoalsAndReports> {
    const em = this.em.fork();
    const [goals, saved, removals] = await Promise.all([
      em.execute<Row<ExportedGoal, 'created_at' | 'archived_at' | 'reached_at'>[]>('select goal, is_active, created_at, archived_at, reached_at from goals where user_id = ? order by created_at, id', [userId]),
      em.execute<Array<Omit<ExportedSavedReport, 'topic' | 'saved_at'> & { saved_at: Date }>>(
        'select premium_content_id, journal_entry_id, saved_at from saved_reports where user_id = ? order by saved_at, id',
        [userId],
      ),
      // Every row kept, the member's own only (older ones are pruned at the member's next removal).
      em.execute<Row<ExportedSavedReportRemoval, 'removed_at'>[]>(
        'select saved_report_id, premium_content_id, removed_at from saved_report_removals where user_id = ? order by removed_at, saved_report_id',
        [userId],
      ),
    ]);
    return {
      goals: goals.map((g) => ({ ...g, created_at: iso(g.created_at)!, archived_at: iso(g.archived_at), reached_at: iso(g.reached_at) })),
      saved_reports: saved.map((s) => ({ ...s, premium_content_id: Number(s.premium_content_id), saved_at: iso(s.saved_at)! })),
      saved_report_removals: removals.map((r) => ({
        saved_report_id: Number(r.saved_report_id),
        premium_content_id: Number(r.premium_content_id),
        removed_at: iso(r.removed_at)!,
      })),
    };
  }
}

/** A page of the member's journal entries, oldest first (by id, after `afterId`), photos by their full address. */
export class MemberEntriesPageQuery {
  constructor(public readonly userId: number, public readonly publicUrl: string, public readonly afterId: number, public readonly limit: number) {}
}

/** A page of entries and where the next one starts (null: this was the last). */
export interface MemberEntriesPage {
  entries: ExportedEntry[];
  next: number | null;
}

@QueryHandler(MemberEntriesPageQuery)
export class MemberEntriesPageHandler implements IQueryHandler<MemberEntriesPageQuery, MemberEntriesPage> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, publicUrl, afterId, limit }: MemberEntriesPageQuery): Promise<MemberEntriesPage> {
    const rows = await this.em.fork().execute<Row<ExportedEntry, 'created_at' | 'updated_at'>[]>(
      `select id, title, content, tags, image_url, is_private, entry_type, created_at, updated_at
         from journal_entries where user_id = ? and id > ? order by id limit ?`,
      [userId, afterId, limit],
    );
    const entries = rows.map((e) => ({ ...e, image_url: absoluteUrl(e.image_url, publicUrl), created_at: iso(e.created_at)!, updated_at: iso(e.updated_at)! }));
    return { entries, next: rows.length === limit ? Number(rows.at(-1)!.id) : null };
  }
}

/** An address of ours ('/uploads/...') made whole, so a downloaded file means something away from the site. */
export const absoluteUrl = (url: string | null, publicUrl: string) => (url?.startsWith('/') ? `${publicUrl}${url}` : url);
