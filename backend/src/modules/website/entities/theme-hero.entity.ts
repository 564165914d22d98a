import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The magazine theme pages' hero (docs/product.md#theme-pages): a custom title and image per theme. */
export const ThemeHeroSchema = defineEntity({
  name: 'ThemeHero',
  tableName: 'theme_heroes',
  properties: {
    theme: p.string().primary(),
    custom_title: p.string().nullable(),
    custom_image_url: p.text().nullable(),
    /** The stock photo's credit ({photographer, photographer_url, page_url, url}); null for an upload or none. */
    custom_image_credit: p.json<Record<string, unknown>>().nullable(),
    is_active: p.boolean().default(true),
    updated_by: p.integer().nullable(),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ThemeHero = InferEntity<typeof ThemeHeroSchema>;
