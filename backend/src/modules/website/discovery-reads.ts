import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../config/app-config.js';
import { CacheEvents } from '../../infrastructure/cache/cache-events.js';
import { PublicCache, type CacheOptions } from '../../infrastructure/cache/public-cache.js';
import { ARTICLES_TAG, themeTag } from './cache-tags.js';
import { THEME_PAGES, type ThemePage } from './commands/theme-hero.commands.js';
import { rssXml, sitemapIndexXml, THEME_OF_PAGE } from './discovery.js';
import { FeedArticlesQuery, SitemapFilesQuery, type SitemapFile } from './queries/discovery.queries.js';
import type { ReaderArticleView } from './website-content-view.js';

export const XML = 'application/xml; charset=utf-8';
export const RSS = 'application/rss+xml; charset=utf-8';

/** One cached discovery answer: its key, how it is computed and how it is kept (PublicCache.send and get). */
export interface DiscoveryRead {
  key: string;
  compute: () => Promise<string>;
  options: CacheOptions;
}

/**
 * The feeds and the sitemap index as the public cache keeps them. Rendered again right after an event purges them (the
 * main feed and the index with the lists, a theme's feed with its theme page), as the home page is: so they are in
 * the cache when readers and crawlers come, and still answer (stale if need be) while the database is unavailable.
 */
@Injectable()
export class DiscoveryReads implements OnModuleInit {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: PublicCache,
    private readonly cacheEvents: CacheEvents,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const warm = (read: DiscoveryRead) => this.cache.get(read.key, read.compute, { ...read.options, current: true });
    this.cacheEvents.warmAfter(ARTICLES_TAG, () => Promise.all([warm(this.feed()), warm(this.sitemapIndex())]));
    this.cacheEvents.warmAfter(/^theme:([a-z-]+)$/, async ([, page]) => {
      if ((THEME_PAGES as readonly string[]).includes(page)) await warm(this.feed(page as ThemePage));
    });
  }

  /** RSS 2.0 of the newest published articles: all of them, or one theme page's. */
  feed(page?: ThemePage): DiscoveryRead {
    const { publicUrl } = this.config;
    return {
      key: page ? `rss:${page}` : 'rss:all',
      compute: async () => {
        const articles = await this.queries.execute<FeedArticlesQuery, ReaderArticleView[]>(new FeedArticlesQuery(page && THEME_OF_PAGE[page]));
        return rssXml(publicUrl, articles, page);
      },
      options: { type: RSS, tags: [page ? themeTag(page) : ARTICLES_TAG] },
    };
  }

  /**
   * The sitemap index (its files of SITEMAP_FILE_URLS ids each that list an article). Computing it first deletes the
   * counter rows of any other size (SITEMAP_FILE_URLS changed), so the triggers keep the size in use only.
   */
  sitemapIndex(): DiscoveryRead {
    return {
      key: `sitemap:index:${this.config.sitemapFileUrls}`,
      compute: async () => sitemapIndexXml(this.config.publicUrl, await this.queries.execute(new SitemapFilesQuery(this.config.sitemapFileUrls, true))),
      options: { type: XML, tags: [ARTICLES_TAG] },
    };
  }

  /** The articles sitemap files that list an article, a row each (whatever the archive's size). */
  files(): Promise<SitemapFile[]> {
    return this.queries.execute(new SitemapFilesQuery(this.config.sitemapFileUrls));
  }
}
