import { PublicCache } from '../../backend/src/infrastructure/cache/public-cache.js';
import { ARTICLES_TAG, articleTag, themePageOf, themeTag } from '../../backend/src/modules/website/cache-tags.js';
import type { TestApp } from '../support/test-app.js';

let n = 0;

/**
 * Inserts a website article directly (published by default) and returns its id. No event is raised, so the tags of
 * the public read cache it touches are purged here, as the cache queue would after a real publish.
 */
export async function insertWebsite(
  t: TestApp,
  values: { title?: string; slug?: string; status?: 'draft' | 'scheduled' | 'published' | 'archived'; editorial_theme?: string | null; is_featured?: boolean; is_hero_article?: boolean } = {},
): Promise<number> {
  n += 1;
  // One hero at most (a unique index): a new hero takes the mark from the one before, as Set Hero does.
  if (values.is_hero_article) await t.sql(`update website_content set is_hero_article = false where is_hero_article`);
  const title = values.title ?? `Hill repeats for masters runners ${n}`;
  const status = values.status ?? 'published';
  const [row] = await t.sql<{ id: number }>(
    `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, meta_description, featured_image,
       long_form_article, headlines, tldr_summary, tags, is_featured, is_hero_article)
     values ($1, 'Short, steep and effective', $2, $3, $3, $4, $5, 'Why hill repeats pay off after 50.', 'https://images.pexels.com/photos/1/a.jpeg',
       'Hills build strength.', '["Hill repeats"]', 'Hills help.', '["Training"]', $6, $7)
     returning id`,
    [
      title,
      values.slug ?? `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${process.pid}-${n}`,
      values.editorial_theme === undefined ? 'Training & Performance' : values.editorial_theme,
      status,
      status === 'published' ? new Date() : null,
      values.is_featured ?? false,
      values.is_hero_article ?? false,
    ],
  );
  const theme = themePageOf(values.editorial_theme === undefined ? 'Training & Performance' : values.editorial_theme);
  await t.app.get(PublicCache).purge([articleTag(row.id), ...(theme ? [themeTag(theme)] : []), ARTICLES_TAG]);
  return row.id;
}
