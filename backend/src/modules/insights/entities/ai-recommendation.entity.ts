import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A premium item recommended by a coach reply, with why and how relevant (0..1). */
export const AiRecommendationSchema = defineEntity({
  name: 'AiRecommendation',
  tableName: 'ai_recommendations',
  properties: {
    id: p.integer().primary().autoincrement(),
    ai_response_id: p.integer(),
    user_id: p.integer(),
    premium_content_id: p.integer(),
    position: p.integer(),
    recommendation_reason: p.text(),
    relevance_score: p.float(),
  },
});
export type AiRecommendation = InferEntity<typeof AiRecommendationSchema>;
