import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, type AuthUser } from '../../../infrastructure/http/access.js';
import { searchTsquery, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import type { EditorialTheme } from '../../content/index.js';
import { PREMIUM_SUMMARY_COLUMNS, toPremiumSummary, type PremiumContentSummary, type PremiumSummaryRow } from '../premium-summary.js';

/** Which premium items a list holds: the current ones (members: published; staff: drafts too) or the archived ones. */
export interface PremiumListFilter {
  scope: 'current' | 'archived';
  theme?: EditorialTheme;
  /** Search words (topic, subtitle, deck and headlines; each word the start of a word). */
  q?: string;
}

export type PremiumAudience = 'staff' | 'member';
export const audienceOf = (user: AuthUser): PremiumAudience => (STAFF_ROLES.includes(user.role) ? 'staff' : 'member');

/**
 * The conditions of a filter over `premium_content p`, shared by the lists, their counts and the bulk delete (which
 * acts on exactly the set a list shows). Themes are matched by `premium_theme` (Migration20261214000000_premium_lists,
 * themeOf in SQL). A search whose words are all stop words would match everything: it is left out (asked of
 * PostgreSQL, whose dictionary knows them), so the one it keeps is on the GIN index.
 */
export async function premiumListWhere(em: EntityManager, filter: PremiumListFilter, audience: PremiumAudience): Promise<Array<{ sql: string; params: unknown[] }>> {
  const status = filter.scope === 'archived' ? `p.status = 'archived'` : audience === 'staff' ? `p.status <> 'archived'` : `p.status = 'published'`;
  const where: Array<{ sql: string; params: unknown[] }> = [{ sql: status, params: [] }];
  if (filter.theme) where.push({ sql: 'premium_theme(p.editorial_theme, p.topic) = ?', params: [filter.theme] });
  const query = searchTsquery(filter.q ?? '');
  if (query) {
    const [{ n }] = await em.execute<Array<{ n: number }>>(`select numnode(to_tsquery('english', ?)) as n`, [query]);
    if (Number(n) > 0) where.push({ sql: `p.list_search_vector @@ to_tsquery('english', ?)`, params: [query] });
  }
  return where;
}

/** A page of premium summaries (no text) newest first on (created_at, id). */
export class PremiumPageQuery {
  constructor(
    public readonly filter: PremiumListFilter,
    public readonly reader: AuthUser,
    public readonly limit: number,
    public readonly before?: ListCursor,
  ) {}
}

/** Keyset paging with the indexes of Migration20261214000000_premium_lists; the count (first page only) is a count query. */
@QueryHandler(PremiumPageQuery)
export class PremiumPageHandler implements IQueryHandler<PremiumPageQuery, ListPage<PremiumContentSummary>> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter, reader, limit, before }: PremiumPageQuery): Promise<ListPage<PremiumContentSummary>> {
    const em = this.em.fork();
    const where = await premiumListWhere(em, filter, audienceOf(reader));
    const list = { select: PREMIUM_SUMMARY_COLUMNS, from: 'from premium_content p', where, at: 'p.created_at', id: 'p.id', map: (row: PremiumSummaryRow) => toPremiumSummary(row, reader) };
    return keysetPage<PremiumSummaryRow, PremiumContentSummary>(em, list, limit, before);
  }
}
