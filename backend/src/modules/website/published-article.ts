import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Whether the article is published, for other modules that count or keep something per published article (article
 * views), so they never name website_content (docs/architecture.md, "Module contracts"). `hold`: inside the caller's
 * transaction, keeps the article from being deleted until it ends (FOR KEY SHARE, as the caller's foreign key check
 * would), so a row written for it meanwhile cannot fail.
 */
export async function isPublishedArticle(em: EntityManager, id: number, hold = false): Promise<boolean> {
  const rows = await em.execute(`select 1 from website_content where id = ? and status = 'published'${hold ? ' for key share' : ''}`, [id]);
  return rows.length > 0;
}
