import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { toAdView } from '../ad-view.js';
import { AD_MESSAGES, type AdConflictView, type AdView, type ConflictingAd } from '../dto/ads.dto.js';
import { AdSchema, type Ad, type AdTargetPage } from '../entities/ad.entity.js';
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

/**
 * The places where readers see one ad of those that reach them (docs/product.md#ads, Clashes), as the reader's pages
 * choose (frontend features/publisher: publisher-api.ts `adsFor`, page-ad.tsx `PageAd`), and the target pages that reach
 * each ('All pages' reaches every one). 'featured': the featured slot of the home page (ads aimed at home or publisher) and
 * of the theme pages (publisher); their sidebars show every square ad, one under the other, so they hold no clash.
 * 'page': the article, journal, library and premium report pages show one ad in all, featured or square at any position;
 * a premium report shows those aimed at Apple News too (its Apple News+ edition), which has no page of its own.
 */
export const ONE_AD_PLACES = [
  { page: 'home', slot: 'featured', targets: ['home', 'publisher'] },
  { page: 'publisher', slot: 'featured', targets: ['publisher'] },
  { page: 'library', slot: 'page', targets: ['library'] },
  { page: 'premium-content', slot: 'page', targets: ['premium-content', 'apple-news'] },
  { page: 'website-articles', slot: 'page', targets: ['website-articles'] },
  { page: 'journal', slot: 'page', targets: ['journal'] },
] as const satisfies readonly { page: Exclude<AdTargetPage, 'all-pages'>; slot: 'featured' | 'page'; targets: readonly AdTargetPage[] }[];

/**
 * Each place of ONE_AD_PLACES held by two or more active ads, its ads in the order readers get them, the one shown first:
 * featured ads newest first, then square ones by position (Top first), the newest of a position first. Reads the active
 * ads only (the readers' list holds the same rows), each against the six places.
 */
@QueryHandler(AdConflictsQuery)
export class AdConflictsHandler implements IQueryHandler<AdConflictsQuery, AdConflictView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<AdConflictView[]> {
    const places = ONE_AD_PLACES.map((place, rank) => ({ ...place, rank }));
    return this.em.fork().execute<{ page: AdConflictView['page']; slot: 'featured' | 'page'; ads: ConflictingAd[] }[]>(
      `select p.page, p.slot,
              json_agg(json_build_object('id', a.id, 'title', a.title)
                       order by case when a.format = 'featured' then 0 else a.position end, a.created_at desc, a.id desc) as ads
         from jsonb_to_recordset(?::jsonb) as p(page text, slot text, targets text[], rank int)
         join ads a
           on a.is_active
          and (a.format = 'featured' or (p.slot = 'page' and a.position is not null))
          and (a.target_pages @> '["all-pages"]'::jsonb or exists (select 1 from jsonb_array_elements_text(a.target_pages) t(page) where t.page = any(p.targets)))
        group by p.page, p.slot, p.rank having count(*) > 1
        order by p.rank`,
      [JSON.stringify(places)],
    );
  }
}
