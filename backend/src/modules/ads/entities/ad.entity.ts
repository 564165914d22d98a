import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Ad formats (docs/product.md#ads): square ads sit at a position in a page's column; featured ads span it. */
export const AD_FORMATS = ['square', 'featured'] as const;
export type AdFormat = (typeof AD_FORMATS)[number];

/** Pages an ad can be shown on (docs/product.md#ads). */
export const AD_TARGET_PAGES = ['home', 'publisher', 'library', 'premium-content', 'website-articles', 'apple-news', 'journal', 'all-pages'] as const;
export type AdTargetPage = (typeof AD_TARGET_PAGES)[number];

/** Positions of square ads: 1 Top, 2 Middle, 3 Bottom. */
export const AD_POSITIONS = [1, 2, 3] as const;

/** An advertisement managed on the dashboard's Ads tab; readers see active ones. */
export const AdSchema = defineEntity({
  name: 'Ad',
  tableName: 'ads',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.text().nullable(),
    image_url: p.text(),
    link_url: p.text().nullable(),
    format: p.string().default('square').$type<AdFormat>(),
    target_pages: p.json<AdTargetPage[]>(),
    /** 1-3 for square ads; null for featured ones. */
    position: p.integer().nullable(),
    is_active: p.boolean().default(true),
    created_by: p.integer().nullable(),
    /** The key the Ads tab made when the ad was first saved: a repeat with it answers this ad (unique per created_by). */
    client_key: p.uuid().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Ad = InferEntity<typeof AdSchema>;
