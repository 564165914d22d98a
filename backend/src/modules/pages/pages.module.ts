import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { cacheStoreFor } from '../../infrastructure/cache/cache.module.js';
import { PagesCacheWarmers } from './pages-cache-warmers.js';
import { PublicPageHtml } from './public-page-html.js';
import { PublicPagesController } from './public-pages.controller.js';
import { SEARCH_PAGE_BYTES, SEARCH_PAGE_STORE, SearchPageHtml } from './search-page-html.js';

/** The public magazine pages rendered on the server (the article page lives with the website articles). */
@Module({
  controllers: [PublicPagesController],
  providers: [
    PublicPageHtml,
    SearchPageHtml,
    PagesCacheWarmers,
    // The search pages' own store (SearchPageHtml): shared through Redis with REDIS_URL, bounded in each process's memory.
    // Its Redis connection opens with the first search page served: a worker, which serves none, opens none.
    { provide: SEARCH_PAGE_STORE, inject: [AppConfig], useFactory: (config: AppConfig) => cacheStoreFor(config, SEARCH_PAGE_BYTES, 'search-pages') },
  ],
})
export class PagesModule {}
