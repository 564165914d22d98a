import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { CacheEvents } from '../../infrastructure/cache/cache-events.js';
import { EDGE_HTML_KEY } from '../../infrastructure/cache/edge-policy.js';
import { EdgePurger } from '../../infrastructure/cache/edge-purger.js';
import { ADS_TAG } from '../ads/index.js';
import { ARTICLES_TAG } from '../website/index.js';
import { ARCHIVE_TAG } from '../newsletter/index.js';
import { PublicPageHtml } from './public-page-html.js';

/**
 * The hot pages rendered again right after an event purged them, so no reader pays a cold read: the home page (at `/`
 * and `/publisher`) when the article lists or the ads changed, a theme page when its theme did, the newsletter archive's first page when a send reached readers or finished. Other pages that
 * carried a purged tag (the other theme pages, when every list changed) are rendered by their next reader. At start the
 * home page is rendered once in the background, so the first reader after a deploy or restart pays no cold read.
 */
@Injectable()
export class PagesCacheWarmers implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('PagesCacheWarmers');

  constructor(private readonly cacheEvents: CacheEvents, private readonly pages: PublicPageHtml, private readonly edges: EdgePurger) {}

  onModuleInit(): void {
    const home = () => Promise.all([this.pages.warm('/'), this.pages.warm('/publisher')]);
    this.cacheEvents.warmAfter(ARTICLES_TAG, home);
    this.cacheEvents.warmAfter(ADS_TAG, home);
    this.cacheEvents.warmAfter(/^theme:([a-z-]+)$/, ([, theme]) => this.pages.warm(`/publisher/${theme}`));
    this.cacheEvents.warmAfter(ARCHIVE_TAG, () => this.pages.warm('/newsletter'));
  }

  /**
   * Renders the home page in the background. And with edges in front: a new frontend build means the pages they hold
   * name the old build's assets, so every HTML page (key `html`) is purged at the edges once per build (the job id
   * names the build; Bull keeps it an hour, so processes starting together purge once). This process's cache keys
   * pages by the build already.
   */
  async onApplicationBootstrap(): Promise<void> {
    this.cacheEvents.warm([ARTICLES_TAG]);
    if (!this.edges.enabled) return;
    await this.edges.purge([EDGE_HTML_KEY], 'frontend build', `build-${this.pages.version}`).catch((error: unknown) => {
      this.logger.warn(`The edges' pages of older builds were not purged: ${String(error)}`);
    });
  }
}
