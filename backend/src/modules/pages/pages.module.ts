import { Module } from '@nestjs/common';
import { PagesCacheWarmers } from './pages-cache-warmers.js';
import { PublicPageHtml } from './public-page-html.js';
import { PublicPagesController } from './public-pages.controller.js';
import { SearchPageHtml } from './search-page-html.js';

/** The public magazine pages rendered on the server (the article page lives with the website articles). */
@Module({
  controllers: [PublicPagesController],
  providers: [PublicPageHtml, SearchPageHtml, PagesCacheWarmers],
})
export class PagesModule {}
