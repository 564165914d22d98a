import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { GeneratedImages, ImageDetail, ImageSlot } from '../../ai/index.js';
import type { ContentPackage } from '../../ai/index.js';

/** 'published' (the default: live in the generator's list and the Apple News+ planner) or 'archived'. */
export const GENERATION_STATUSES = ['published', 'archived'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/**
 * A generated content package (generator and Apple News+). Generations belong to the staff team;
 * created_by records who asked for it (null once that account is deleted).
 */
export const ContentGenerationSchema = defineEntity({
  name: 'ContentGeneration',
  tableName: 'content_generations',
  properties: {
    id: p.integer().primary().autoincrement(),
    topic: p.text(),
    status: p.string().default('published').$type<GenerationStatus>(),
    editorial_week: p.integer().nullable(),
    editorial_theme: p.text().nullable(),
    system_prompt: p.text().nullable(),
    long_form_article: p.text(),
    headlines: p.json<string[]>(),
    tldr_summary: p.text(),
    apple_news_deck: p.text(),
    repurposed_formats: p.json<ContentPackage['repurposed_formats']>(),
    metadata: p.json<ContentPackage['metadata']>(),
    generated_images: p.json<GeneratedImages>(),
    image_details: p.json<Record<ImageSlot, ImageDetail | null>>(),
    prompt_version: p.string(),
    model: p.string(),
    created_by: p.integer().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ContentGeneration = InferEntity<typeof ContentGenerationSchema>;
