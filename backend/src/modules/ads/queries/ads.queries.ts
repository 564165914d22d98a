import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toAdView } from '../ad-view.js';
import type { AdView } from '../dto/ads.dto.js';
import { AdSchema, type AdTargetPage } from '../entities/ad.entity.js';

export class ListAdsQuery {
  /** staff: every ad; otherwise active ads only. */
  constructor(public readonly staff: boolean, public readonly page?: AdTargetPage) {}
}

/** Ads newest first; readers get active ones, optionally only those for one page (or all pages). */
@QueryHandler(ListAdsQuery)
export class ListAdsHandler implements IQueryHandler<ListAdsQuery, AdView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ staff, page }: ListAdsQuery): Promise<AdView[]> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (!staff) where.push('is_active');
    if (page) {
      where.push(`(target_pages @> ?::jsonb or target_pages @> '["all-pages"]'::jsonb)`);
      params.push(JSON.stringify([page]));
    }
    const rows = await this.em.execute<{ id: number }[]>(
      `select id from ads ${where.length ? `where ${where.join(' and ')}` : ''} order by created_at desc, id desc`,
      params,
    );
    if (!rows.length) return [];
    const ads = await this.em.fork().find(AdSchema, { id: { $in: rows.map((r) => r.id) } });
    const byId = new Map(ads.map((a) => [a.id, a]));
    return rows.map((r) => toAdView(byId.get(r.id)!));
  }
}
