import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, type AuthUser } from '../../../infrastructure/http/access.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../../content/index.js';
import { PremiumContentSchema, type PremiumStatus } from '../entities/premium-content.entity.js';
import { toPremiumContentView, type PremiumContentView } from '../premium-content-view.js';

export const PREMIUM_NOT_FOUND = 'Premium content not found';

const isStaff = (user: AuthUser) => STAFF_ROLES.includes(user.role);

/** What a reader may see: members published items only; staff drafts too (and archived ones by id). */
const visibleTo = (reader: AuthUser, archived = false): PremiumStatus[] =>
  isStaff(reader) ? (archived ? ['published', 'draft', 'archived'] : ['published', 'draft']) : ['published'];

export class GetPremiumContentQuery {
  constructor(public readonly id: number, public readonly reader: AuthUser) {}
}

/** One premium item: members read published items only; staff read drafts and archived items too; anything else is 404. */
@QueryHandler(GetPremiumContentQuery)
export class GetPremiumContentHandler implements IQueryHandler<GetPremiumContentQuery, PremiumContentView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, reader }: GetPremiumContentQuery): Promise<PremiumContentView> {
    const row = await this.em.fork().findOne(PremiumContentSchema, { id, status: { $in: visibleTo(reader, true) } });
    if (!row) throw new NotFoundException(PREMIUM_NOT_FOUND);
    return toPremiumContentView(row, reader);
  }
}

export const RECENT_LIMIT = 10;

export class RecentPremiumContentQuery {
  constructor(public readonly reader: AuthUser) {}
}

/** The RECENT_LIMIT newest items (published and drafts), whole (a staff route: docs/product.md#premium-articles, "/recent"). */
@QueryHandler(RecentPremiumContentQuery)
export class RecentPremiumContentHandler implements IQueryHandler<RecentPremiumContentQuery, PremiumContentView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reader }: RecentPremiumContentQuery): Promise<PremiumContentView[]> {
    const rows = await this.em
      .fork()
      .find(PremiumContentSchema, { status: { $in: visibleTo(reader) } }, { orderBy: { created_at: 'desc', id: 'desc' }, limit: RECENT_LIMIT });
    return rows.map((row) => toPremiumContentView(row, reader));
  }
}

export class PremiumThemeCountsQuery {
  constructor(public readonly reader: AuthUser) {}
}

export interface PremiumThemeCounts {
  counts: Record<EditorialTheme, number>;
  /** Items no theme matched. */
  unmatched: number;
  total: number;
}

/**
 * How many premium items each theme has, as the reader's lists show them (members published items, staff drafts too),
 * matched as those lists are (premium_theme, themeOf in SQL), from premium_theme_counts: at most a row per theme and
 * status, kept by triggers on premium_content in the writes' own transactions
 * (Migration20270105200000_premium_theme_counts), so the Premium tab's counts cost the same at any archive size.
 */
@QueryHandler(PremiumThemeCountsQuery)
export class PremiumThemeCountsHandler implements IQueryHandler<PremiumThemeCountsQuery, PremiumThemeCounts> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reader }: PremiumThemeCountsQuery): Promise<PremiumThemeCounts> {
    const rows = await this.em
      .fork()
      .execute<{ theme: EditorialTheme | null; n: string }[]>(
        `select nullif(theme, '') as theme, sum(items) as n from premium_theme_counts where status = any(?::text[]) group by 1 having sum(items) <> 0`,
        [`{${visibleTo(reader).join(',')}}`],
      );
    const counts = Object.fromEntries(EDITORIAL_THEMES.map((t) => [t, 0])) as Record<EditorialTheme, number>;
    let unmatched = 0;
    for (const row of rows) {
      if (row.theme && row.theme in counts) counts[row.theme] = Number(row.n);
      else unmatched += Number(row.n);
    }
    return { counts, unmatched, total: rows.reduce((sum, row) => sum + Number(row.n), 0) };
  }
}
