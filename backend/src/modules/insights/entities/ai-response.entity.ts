import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const REPLY_SOURCES = ['model', 'rules'] as const;
export type ReplySource = (typeof REPLY_SOURCES)[number];

/** A coach reply (insight) to one journal entry: at most one per entry (unique journal_entry_id). */
export const AiResponseSchema = defineEntity({
  name: 'AiResponse',
  tableName: 'ai_responses',
  properties: {
    id: p.integer().primary().autoincrement(),
    user_id: p.integer(),
    journal_entry_id: p.integer().unique(),
    response_content: p.text(),
    /** 'model': written by the LLM and checked; 'rules': built from the momentum figures and tiers. */
    source: p.string().$type<ReplySource>(),
    coach_tone: p.string(),
    prompt_version: p.string().nullable(),
    model: p.string().nullable(),
    is_pinned: p.boolean().default(false),
    pinned_at: p.datetime().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export type AiResponse = InferEntity<typeof AiResponseSchema>;
