import { ApiProperty } from '@nestjs/swagger';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

export class RecommendationRecord {
  @ApiProperty() premium_content_id!: number;
  @ApiProperty() position!: number;
  @ApiProperty() reason!: string;
}

/** A coach reply as the member's data export gives it (docs/product.md, "Your data"). */
export class CoachReplyRecord {
  @ApiProperty({ description: 'The entry it answers' }) journal_entry_id!: number;
  @ApiProperty() reply!: string;
  @ApiProperty({ description: "'model' or 'rules' (written from the journal's figures)" }) source!: string;
  @ApiProperty() coach_tone!: string;
  @ApiProperty() is_pinned!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) pinned_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: [RecommendationRecord] }) recommendations!: RecommendationRecord[];
}

/** Every coach reply to the member, oldest first, with its recommendations. */
export class CoachRepliesOfMemberQuery {
  constructor(public readonly userId: number) {}
}

@QueryHandler(CoachRepliesOfMemberQuery)
export class CoachRepliesOfMemberHandler implements IQueryHandler<CoachRepliesOfMemberQuery, CoachReplyRecord[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: CoachRepliesOfMemberQuery): Promise<CoachReplyRecord[]> {
    const rows = await this.em.fork().execute<Array<Omit<CoachReplyRecord, 'pinned_at' | 'created_at'> & { pinned_at: Date | null; created_at: Date }>>(
      `select r.journal_entry_id, r.response_content as reply, r.source, r.coach_tone, r.is_pinned, r.pinned_at, r.created_at,
              coalesce((select json_agg(json_build_object('premium_content_id', a.premium_content_id, 'position', a.position, 'reason', a.recommendation_reason)
                                 order by a.position)
                          from ai_recommendations a where a.ai_response_id = r.id), '[]'::json) as recommendations
         from ai_responses r where r.user_id = ? order by r.created_at, r.id`,
      [userId],
    );
    return rows.map((row) => ({ ...row, pinned_at: row.pinned_at ? new Date(row.pinned_at).toISOString() : null, created_at: new Date(row.created_at).toISOString() }));
  }
}
