import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import { MostReadQuery } from './queries/most-read.query.js';

/** Views change the ranking without a content event: a most-read answer is kept for a minute at most. */
const MOST_READ_TTL_MS = 60_000;

/** The most-read articles (see PublicRead). */
export const mostReadRead = (limit: number): PublicRead => ({ key: `most-read:${limit}`, query: () => new MostReadQuery(limit), ttlMs: MOST_READ_TTL_MS });
