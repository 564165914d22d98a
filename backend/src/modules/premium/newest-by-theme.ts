import type { EntityManager } from '@mikro-orm/postgresql';
import type { EditorialTheme } from '../content/index.js';

/**
 * Per theme asked, the newest item (created_at, then id) that is not archived (published or draft), themes as
 * `premium_theme` (themeOf in SQL) matches them; a theme with none is left out, the others in the order asked. One
 * probe of premium_content_theme_order per theme reading only the id, never the items' bodies nor the other items, so
 * its cost is the number of themes whatever the archive's size.
 */
export async function newestByTheme(em: EntityManager, themes: readonly EditorialTheme[]): Promise<Array<{ id: number; theme: EditorialTheme }>> {
  const rows = await em.execute<Array<{ id: number; theme: EditorialTheme }>>(
    `select p.id, t.theme from jsonb_array_elements_text(?::jsonb) with ordinality as t(theme, n)
       cross join lateral (select id from premium_content
                            where premium_theme(editorial_theme, topic) = t.theme and status <> 'archived'
                            order by created_at desc, id desc limit 1) p
      order by t.n`,
    [JSON.stringify(themes)],
  );
  return rows.map((row) => ({ id: Number(row.id), theme: row.theme }));
}
