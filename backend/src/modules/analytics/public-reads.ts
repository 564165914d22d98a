import type { PublicRead } from '../../infrastructure/cache/public-cache.js';
import { ARTICLES_TAG } from '../website/index.js';
import { MostReadQuery } from './queries/most-read.query.js';

/** Views change the ranking without a content event: a most-read answer is kept for a minute at most. */
const MOST_READ_TTL_MS = 60_000;

/** The most-read articles (see PublicRead). */
export const mostReadRead = (limit: number): PublicRead => ({
  key: `most-read:${limit}`,
  query: () => new MostReadQuery(limit),
  // A deleted or unpublished article leaves it at once: content events purge the article lists.
  tags: [ARTICLES_TAG],
  ttlMs: MOST_READ_TTL_MS,
});
