import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** draft and scheduled items are for staff only; published ones are public; archived ones are deleted. */
export const WEBSITE_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type WebsiteStatus = (typeof WEBSITE_STATUSES)[number];

/** A public website article (magazine). */
export const WebsiteContentSchema = defineEntity({
  name: 'WebsiteContent',
  tableName: 'website_content',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string(),
    subtitle: p.string().nullable(),
    topic: p.string().nullable(),
    slug: p.string(),
    category: p.string().nullable(),
    editorial_theme: p.string().nullable(),
    editorial_week: p.integer().nullable(),
    status: p.string().default('draft').$type<WebsiteStatus>(),
    publish_date: p.datetime().nullable(),
    meta_description: p.string().nullable(),
    /** The title for search engines and social cards; null: the title. */
    seo_title: p.string().nullable(),
    featured_image: p.text().nullable(),
    /** The editor's description of the featured image (its alt text); null: none written. */
    featured_image_alt: p.text().nullable(),
    long_form_article: p.text().default(''),
    headlines: p.json<string[]>(),
    tldr_summary: p.text().default(''),
    tags: p.json<string[]>(),
    is_hero_article: p.boolean().default(false),
    is_featured: p.boolean().default(false),
    image_details: p.json<Record<string, unknown>>().nullable(),
    system_prompt: p.text().nullable(),
    prompt_version: p.string().nullable(),
    model: p.string().nullable(),
    created_by: p.integer().nullable(),
    updated_by: p.integer().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type WebsiteContent = InferEntity<typeof WebsiteContentSchema>;

/** A slug an article had before a rename: it keeps resolving to the article. */
export const WebsiteSlugHistorySchema = defineEntity({
  name: 'WebsiteSlugHistory',
  tableName: 'website_slug_history',
  properties: {
    slug: p.string().primary(),
    article_id: p.integer(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export type WebsiteSlugHistory = InferEntity<typeof WebsiteSlugHistorySchema>;
