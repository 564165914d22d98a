import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

/** An entry of the member's activity feed as their data export gives it (docs/product.md, "Your data"). */
export class ActivityRecord {
  @ApiProperty({ description: "What happened ('UserRegistered', 'EntryCreated', ...)" }) kind!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

/** The member's activity feed, oldest first. */
export class ActivitiesOfMemberQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(ActivitiesOfMemberQuery)
export class ActivitiesOfMemberHandler implements IQueryHandler<ActivitiesOfMemberQuery, ActivityRecord[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ActivitiesOfMemberQuery): Promise<ActivityRecord[]> {
    const rows = await this.em.fork().execute<Array<{ kind: string; details: Record<string, unknown>; created_at: Date }>>(
      'select kind, details, created_at from activities where user_id = ? order by created_at, id',
      [userId],
    );
    return rows.map((row) => ({ kind: row.kind, details: row.details ?? {}, at: new Date(row.created_at).toISOString() }));
  }
}
