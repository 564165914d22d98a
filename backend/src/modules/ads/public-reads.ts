import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import type { AdTargetPage } from './entities/ad.entity.js';
import { ListAdsQuery } from './queries/ads.queries.js';

/** The public cache's tag of every answer (and page) showing ads: AdChanged purges it (ads-cache-events.ts). */
export const ADS_TAG = 'ads';

/** The active ads, of one page or all (see PublicRead). */
export const activeAdsRead = (page?: AdTargetPage): PublicRead => ({ key: `ads:${page ?? ''}`, query: () => new ListAdsQuery(page), tags: [ADS_TAG] });
