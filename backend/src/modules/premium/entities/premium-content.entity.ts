import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Members read published items; drafts and archived (deleted by staff) items are for staff only. */
export const PREMIUM_STATUSES = ['published', 'draft', 'archived'] as const;
export type PremiumStatus = (typeof PREMIUM_STATUSES)[number];

export interface PremiumImages {
  coverImage?: string;
  inlineVisual1?: string;
  inlineVisual2?: string;
}

/** Premium (members') editorial content. Members read published items; staff read all. */
export const PremiumContentSchema = defineEntity({
  name: 'PremiumContent',
  tableName: 'premium_content',
  properties: {
    id: p.integer().primary().autoincrement(),
    topic: p.text(),
    subtitle: p.text().nullable(),
    editorial_week: p.integer().nullable(),
    editorial_theme: p.text().nullable(),
    status: p.string().default('draft').$type<PremiumStatus>(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    created_by: p.integer().nullable(),
    generated_images: p.json<PremiumImages>(),
    long_form_article: p.text().default(''),
    apple_news_deck: p.text().default(''),
    tldr_summary: p.text().default(''),
    headlines: p.json<string[]>(),
    repurposed_formats: p.json<Record<string, string>>(),
    tags: p.json<string[]>(),
    day_number: p.integer().nullable(),
    /** The editor's custom prompt (null for the default premium brief). */
    system_prompt: p.text().nullable(),
    /** Credits of each image (alt, photographer, Pexels page); null for items written by hand. */
    image_details: p.json<Record<string, unknown>>().nullable(),
    prompt_version: p.string().nullable(),
    model: p.string().nullable(),
    metadata: p.json<{ section?: string; format?: string }>(),
  },
});
export type PremiumContent = InferEntity<typeof PremiumContentSchema>;
