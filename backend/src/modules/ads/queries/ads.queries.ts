import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toAdView } from '../ad-view.js';
import type { AdView } from '../dto/ads.dto.js';
import { AdSchema, type Ad, type AdTargetPage } from '../entities/ad.entity.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import { likeWords, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';

export class ListAdsQuery {
  /** The readers' list: active ads only (few, and cached). */
  constructor(public readonly page?: AdTargetPage) {}
}

/** Active ads newest first, optionally only those for one page (or all pages). */
@QueryHandler(ListAdsQuery)
export class ListAdsHandler implements IQueryHandler<ListAdsQuery, AdView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ page }: ListAdsQuery): Promise<AdView[]> {
    const params: unknown[] = [];
    const where: string[] = ['is_active'];
    if (page) {
      where.push(`(target_pages @> ?::jsonb or target_pages @> '["all-pages"]'::jsonb)`);
      params.push(JSON.stringify([page]));
    }
    const rows = await this.em.execute<{ id: number }[]>(
      `select id from ads where ${where.join(' and ')} order by created_at desc, id desc`,
      params,
    );
    if (!rows.length) return [];
    const ads = await this.em.fork().find(AdSchema, { id: { $in: rows.map((r) => r.id) } });
    const byId = new Map(ads.map((a) => [a.id, a]));
    // Readers' answer: which staff member made an ad is not theirs to know.
    return rows.map((r) => ({ ...toAdView(byId.get(r.id)!), user_id: null }));
  }
}

/** A page of every ad for staff; `q`: words each found (any case) in the title or the link. */
export class StaffAdsPageQuery {
  constructor(public readonly limit: number, public readonly before?: ListCursor, public readonly q = '', public readonly page?: AdTargetPage) {}
}

const AD_COLUMNS = 'a.id, a.title, a.image_url, a.link_url, a.format, a.target_pages, a.position, a.is_active, a.created_by, a.created_at, a.updated_at';

/** Every ad (active or not) newest first on (created_at, id), optionally those for one page. */
@QueryHandler(StaffAdsPageQuery)
export class StaffAdsPageHandler implements IQueryHandler<StaffAdsPageQuery, ListPage<AdView>> {
  constructor(private readonly em: EntityManager) {}

  execute({ limit, before, q, page }: StaffAdsPageQuery): Promise<ListPage<AdView>> {
    const where = likeWords(q).map((word) => ({ sql: '(a.title ilike ? or a.link_url ilike ?)', params: [word, word] as unknown[] }));
    if (page) where.push({ sql: `(a.target_pages @> ?::jsonb or a.target_pages @> '["all-pages"]'::jsonb)`, params: [JSON.stringify([page])] });
    const list = { select: AD_COLUMNS, from: 'from ads a', where, at: 'a.created_at', id: 'a.id', map: (row: Ad) => toAdView(row) };
    return keysetPage<Ad, AdView>(this.em.fork(), list, limit, before);
  }
}
