import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../infrastructure/database/int-array.js';

/**
 * Which of these items exist (`published`: and are published), holding them (FOR KEY SHARE, as a foreign key check
 * does) until the caller's transaction (its `em`) ends, so rows written for them meanwhile (a reply's recommendations,
 * a saved report) cannot outlive a deletion.
 */
export async function holdPremiumItems(em: EntityManager, ids: readonly number[], published = false): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await em.execute<{ id: number }[]>(
    `select id from premium_content where id = any(?::int[])${published ? ` and status = 'published'` : ''} order by id for key share`,
    [intArray(new Set(ids))],
  );
  return new Set(rows.map((row) => Number(row.id)));
}
