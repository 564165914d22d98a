import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, type AuthUser } from '../../../infrastructure/http/access.js';
import { EDITORIAL_THEMES, type EditorialTheme } from '../../content/index.js';
import { PremiumContentSchema, type PremiumStatus } from '../entities/premium-content.entity.js';
import { toPremiumContentView, type PremiumContentView } from '../premium-content-view.js';
import { themeOf } from '../premium-themes.js';

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
    return toPremiumContentView(row);
  }
}

export type PremiumListScope = 'all' | 'recent' | 'archived';
export const RECENT_LIMIT = 10;

export class ListPremiumContentQuery {
  constructor(public readonly scope: PremiumListScope, public readonly reader: AuthUser) {}
}

/**
 * Lists newest first: 'all' (members: published; staff: published and drafts), 'recent' (the newest
 * RECENT_LIMIT of those) and 'archived' (staff only; the route says so).
 */
@QueryHandler(ListPremiumContentQuery)
export class ListPremiumContentHandler implements IQueryHandler<ListPremiumContentQuery, PremiumContentView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ scope, reader }: ListPremiumContentQuery): Promise<PremiumContentView[]> {
    const status = scope === 'archived' ? ['archived' as const] : visibleTo(reader);
    const rows = await this.em.fork().find(
      PremiumContentSchema,
      { status: { $in: status } },
      { orderBy: { created_at: 'desc', id: 'desc' }, limit: scope === 'recent' ? RECENT_LIMIT : undefined },
    );
    return rows.map(toPremiumContentView);
  }
}

export class PremiumThemeCountsQuery {}

export interface PremiumThemeCounts {
  counts: Record<EditorialTheme, number>;
  /** Items no theme matched. */
  unmatched: number;
  total: number;
}

/** How many premium items (published and drafts) each theme has, matched as the Premium tab groups them. */
@QueryHandler(PremiumThemeCountsQuery)
export class PremiumThemeCountsHandler implements IQueryHandler<PremiumThemeCountsQuery, PremiumThemeCounts> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PremiumThemeCounts> {
    const rows = await this.em
      .fork()
      .execute<{ topic: string; editorial_theme: string | null }[]>(`select topic, editorial_theme from premium_content where status in ('published', 'draft')`);
    const counts = Object.fromEntries(EDITORIAL_THEMES.map((t) => [t, 0])) as Record<EditorialTheme, number>;
    let unmatched = 0;
    for (const row of rows) {
      const theme = themeOf(row);
      if (theme) counts[theme] += 1;
      else unmatched += 1;
    }
    return { counts, unmatched, total: rows.length };
  }
}
