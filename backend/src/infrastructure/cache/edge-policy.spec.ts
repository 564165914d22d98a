import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../config/app-config.js';
import { EdgePolicy, surrogateHeaders } from './edge-policy.js';

const policy = (edgeMaxAgeSeconds: number, edgeStaleIfErrorSeconds = 86_400) => new EdgePolicy({ edgeMaxAgeSeconds, edgeStaleIfErrorSeconds } as AppConfig);

describe('EdgePolicy', () => {
  it('lets edges keep readers answers EDGE_MAX_AGE_SECONDS, or a read s own shorter life, and serve them stale on errors', () => {
    expect(policy(3600).cacheControl()).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=30, stale-if-error=86400');
    expect(policy(3600).cacheControl(60_000)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=86400');
    expect(policy(30, 600).cacheControl(60_000)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=600');
  });

  it('keeps nothing at the edge when EDGE_MAX_AGE_SECONDS is 0', () => {
    expect(policy(0).cacheControl()).toBe('public, no-cache');
  });

  it('sends the tags and `all` as xkey, Surrogate-Key and Cache-Tag, each once', () => {
    expect(surrogateHeaders(['article:12', 'articles', 'article:12'])).toEqual({
      xkey: 'article:12 articles all',
      'Surrogate-Key': 'article:12 articles all',
      'Cache-Tag': 'article:12,articles,all',
    });
  });
});
