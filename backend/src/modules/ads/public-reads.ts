import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import type { AdTargetPage } from './entities/ad.entity.js';
import { ListAdsQuery } from './queries/ads.queries.js';

/** The active ads, of one page or all (see PublicRead). */
export const activeAdsRead = (page?: AdTargetPage): PublicRead => ({ key: `ads:${page ?? ''}`, query: () => new ListAdsQuery(false, page) });
