import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toAdView } from '../ad-view.js';
import { AD_MESSAGES, type AdConflictView, type AdView, type ConflictingAd } from '../dto/ads.dto.js';
import { AD_TARGET_PAGES, AdSchema, type Ad, type AdTargetPage } from '../entities/ad.entity.js';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { keysetPage } from '../../../infrastructure/database/keyset-page.js';
import { likeWords, type ListCursor, type ListPage } from '../../../infrastructure/http/list-paging.js';

export class ListAdsQuery {
  /** The readers' list: active ads only (few, and cached). */
  constructor(public readonly page?: AdTargetPage) {}
}

/**
 * Active ads newest first, optionally only those for one page (or all pages), each with its picture's real width (the
 * readers' srcset; this answer is cached, so the files' headers are read once per change).
 */
@QueryHandler(ListAdsQuery)
export class ListAdsHandler implements IQueryHandler<ListAdsQuery, AdView[]> {
  constructor(private readonly em: EntityManager, private readonly uploads: UploadService) {}

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
    return Promise.all(rows.map(async (r) => {
      const ad = byId.get(r.id)!;
      return { ...toAdView(ad), image_width: await this.uploads.widthOf(ad.image_url), user_id: null };
    }));
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

export class GetAdQuery {
  constructor(public readonly id: number) {}
}

/** One ad as staff see it (active or not): the ad form reloads it when a save was refused as changed meanwhile. */
@QueryHandler(GetAdQuery)
export class GetAdHandler implements IQueryHandler<GetAdQuery, AdView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdQuery): Promise<AdView> {
    const ad = await this.em.fork().findOne(AdSchema, { id });
    if (!ad) throw new NotFoundException(AD_MESSAGES.notFound);
    return toAdView(ad);
  }
}

/** The places where more than one active ad competes, over every active ad (the Ads tab's warning). */
export class AdConflictsQuery {}

const PAGES: readonly string[] = AD_TARGET_PAGES.filter((page) => page !== 'all-pages');
/** The home and theme sidebars show every square ad aimed at them, one under the other: their positions hold no conflict. */
const SIDEBAR_PAGES: readonly string[] = ['home', 'publisher'] satisfies readonly AdTargetPage[];

/**
 * Each active ad on each page it reaches ('All pages': every page) in its slot (featured, or a square ad's position);
 * a slot held by two or more, where readers see only the newest, is a conflict (docs/product.md#ads, Clashes): a
 * featured slot, or a square position outside the sidebars. Reads the active ads only: the readers' list holds the same rows.
 */
@QueryHandler(AdConflictsQuery)
export class AdConflictsHandler implements IQueryHandler<AdConflictsQuery, AdConflictView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<AdConflictView[]> {
    const rows = await this.em.fork().execute<{ page: string; slot: string; ads: ConflictingAd[] }[]>(
      `select p.page, case when a.format = 'featured' then 'featured' else a.position::text end as slot,
              json_agg(json_build_object('id', a.id, 'title', a.title) order by a.created_at desc, a.id desc) as ads
         from ads a
         cross join lateral jsonb_array_elements_text(case when a.target_pages @> '["all-pages"]'::jsonb then ?::jsonb else a.target_pages end) as p(page)
        where a.is_active and (a.format = 'featured' or (a.position is not null and p.page <> all(?::text[])))
        group by 1, 2 having count(*) > 1`,
      [JSON.stringify(PAGES), `{${SIDEBAR_PAGES.join(',')}}`],
    );
    const order = (row: { page: string; slot: string }) => PAGES.indexOf(row.page) * 10 + (row.slot === 'featured' ? 0 : Number(row.slot));
    return rows
      .sort((a, b) => order(a) - order(b))
      .map((row) => ({ page: row.page, slot: row.slot === 'featured' ? 'featured' : Number(row.slot), ads: row.ads }));
  }
}
