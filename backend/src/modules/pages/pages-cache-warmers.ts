import { Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CacheEvents } from '../../infrastructure/cache/cache-events.js';
import { ADS_TAG } from '../ads/public-reads.js';
import { ARTICLES_TAG } from '../website/cache-tags.js';
import { PublicPageHtml } from './public-page-html.js';

/**
 * The hot pages rendered again right after an event purged them, so no reader pays a cold read: the home page (at `/`
 * and `/publisher`) when the article lists or the ads changed, a theme page when its theme did. Other pages that
 * carried a purged tag (the other theme pages, when every list changed) are rendered by their next reader. At start the
 * home page is rendered once in the background, so the first reader after a deploy or restart pays no cold read.
 */
@Injectable()
export class PagesCacheWarmers implements OnModuleInit, OnApplicationBootstrap {
  constructor(private readonly cacheEvents: CacheEvents, private readonly pages: PublicPageHtml) {}

  onModuleInit(): void {
    const home = () => Promise.all([this.pages.warm('/'), this.pages.warm('/publisher')]);
    this.cacheEvents.warmAfter(ARTICLES_TAG, home);
    this.cacheEvents.warmAfter(ADS_TAG, home);
    this.cacheEvents.warmAfter(/^theme:([a-z-]+)$/, ([, theme]) => this.pages.warm(`/publisher/${theme}`));
  }

  onApplicationBootstrap(): void {
    this.cacheEvents.warm([ARTICLES_TAG]);
  }
}
