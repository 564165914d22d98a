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

/** A page of the coach replies to the member, oldest first (by id, after `afterId`), with their recommendations. */
export class CoachRepliesOfMemberQuery {
  constructor(public readonly userId: number, public readonly afterId: number, public readonly limit: number) {}
}

/** A page of replies and where the next one starts (null: this was the last). */
export interface CoachRepliesPage {
  replies: CoachReplyRecord[];
  next: number | null;
}

@QueryHandler(CoachRepliesOfMemberQuery)
export class CoachRepliesOfMemberHandler implements IQueryHandler<CoachRepliesOfMemberQuery, CoachRepliesPage> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, afterId, limit }: CoachRepliesOfMemberQuery): Promise<CoachRepliesPage> {
    const rows = await this.em.fork().execute<Array<Omit<CoachReplyRecord, 'pinned_at' | 'created_at'> & { id: number; pinned_at: Date | null; created_at: Date }>>(
      `select r.id, r.journal_entry_id, r.response_content as reply, r.source, r.coach_tone, r.is_pinned, r.pinned_at, r.created_at,
              coalesce((select json_agg(json_build_object('premium_content_id', a.premium_content_id, 'position', a.position, 'reason', a.recommendation_reason)
                                 order by a.position)
                          from ai_recommendations a where a.ai_response_id = r.id), '[]'::json) as recommendations
         from ai_responses r where r.user_id = ? and r.id > ? order by r.id limit ?`,
      [userId, afterId, limit],
    );
    const replies = rows.map(({ id: _id, ...row }) => ({ ...row, pinned_at: row.pinned_at ? new Date(row.pinned_at).toISOString() : null, created_at: new Date(row.created_at).toISOString() }));
    return { replies, next: rows.length === limit ? Number(rows.at(-1)!.id) : null };
  }
}
