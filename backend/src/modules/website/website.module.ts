import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { UploadUses } from '../../infrastructure/storage/upload-uses.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AiModule } from '../ai/index.js';
import { ContentModule } from '../content/index.js';
import {
  CreateWebsiteHandler,
  DeleteWebsiteHandler,
  PublishWebsiteHandler,
  SetFeaturedWebsiteHandler,
  SetHeroWebsiteHandler,
  UnpublishWebsiteHandler,
  UpdateWebsiteHandler,
  UpdateWebsiteImageHandler,
} from './commands/change-website.commands.js';
import { RestoreWebsiteRevisionHandler } from './commands/restore-website-revision.commands.js';
import { GenerateWebsiteHandler } from './commands/generate-website.commands.js';
import { ThemeHeroSchema } from './entities/theme-hero.entity.js';
import { GetThemeHeroHandler, UpdateThemeHeroHandler } from './commands/theme-hero.commands.js';
import { ThemeHeroController } from './theme-hero.controller.js';
import { ArticleHtml } from './article-html.js';
import { ArticlePages } from './article-pages.js';
import { WebsiteCacheEvents } from './website-cache-events.js';
import { SearchArticlesHandler } from './queries/search.queries.js';
import { SearchCache } from './search-cache.js';
import { SearchController } from './search.controller.js';
import { FeedArticlesHandler, SitemapArticlesHandler, SitemapFilesHandler } from './queries/discovery.queries.js';
import { ArticlePageController } from './article-page.controller.js';
import { DiscoveryController } from './discovery.controller.js';
import { DiscoveryReads } from './discovery-reads.js';
import { ContentRevisionSchema } from './entities/content-revision.entity.js';
import { WebsiteContentSchema, WebsiteSlugHistorySchema } from './entities/website-content.entity.js';
import { GenerateWebsiteJob } from './jobs/generate-website.job.js';
import { PublishWebsiteJob } from './jobs/publish-website.job.js';
import { FillSearchVocabularyJob } from './jobs/fill-search-vocabulary.job.js';
import { GetWebsiteContentHandler, WebsiteHeroHandler } from './queries/website.queries.js';
import { WebsiteRevisionHandler, WebsiteRevisionPageHandler } from './queries/website-revisions.queries.js';
import { WebsiteRevisionsController } from './website-revisions.controller.js';
import { AuditLogController, PublisherController, WebsiteController } from './website.controller.js';
import { StaffWebsitePageHandler } from './queries/staff-list.queries.js';
import { AuditLogPageHandler } from './queries/audit-log.queries.js';
import { ArticleListsController } from './article-lists.controller.js';
import { ArticleLists } from './article-lists.js';
import { ArticleForMailHandler, ArticlesPublishedBetweenHandler } from './queries/article-mail.queries.js';
import { ArticleListHandler, ArticlePageHandler, RelatedArticlesHandler, WebsiteThemeCountsHandler } from './queries/article-lists.queries.js';
import { ThemeMonthPageHandler, ThemeMonthsHandler, ThemeNumberedPageHandler } from './queries/theme-archive.queries.js';
import { ThemeArchiveController } from './theme-archive.controller.js';

/** Website articles: staff write and schedule them, the public magazine reads published ones. */
@Module({
  imports: [ContentModule, AiModule, MikroOrmModule.forFeature([WebsiteContentSchema, WebsiteSlugHistorySchema, ContentRevisionSchema, ThemeHeroSchema])],
  controllers: [WebsiteController, WebsiteRevisionsController, PublisherController, AuditLogController, ThemeHeroController, ArticlePageController, DiscoveryController, ArticleListsController, ThemeArchiveController, SearchController],
  providers: [
    ArticlesPublishedBetweenHandler,
    ArticleForMailHandler,
    ArticleHtml,
    ArticlePages,
    DiscoveryReads,
    WebsiteCacheEvents,
    ArticleLists,
    ArticlePageHandler,
    ThemeNumberedPageHandler,
    ThemeMonthsHandler,
    ThemeMonthPageHandler,
    ArticleListHandler,
    RelatedArticlesHandler,
    SearchArticlesHandler,
    SearchCache,
    FeedArticlesHandler,
    SitemapFilesHandler,
    SitemapArticlesHandler,
    GetWebsiteContentHandler,
    StaffWebsitePageHandler,
    WebsiteHeroHandler,
    WebsiteThemeCountsHandler,
    WebsiteRevisionPageHandler,
    WebsiteRevisionHandler,
    AuditLogPageHandler,
    CreateWebsiteHandler,
    UpdateWebsiteHandler,
    DeleteWebsiteHandler,
    PublishWebsiteHandler,
    UnpublishWebsiteHandler,
    SetHeroWebsiteHandler,
    SetFeaturedWebsiteHandler,
    UpdateWebsiteImageHandler,
    RestoreWebsiteRevisionHandler,
    GenerateWebsiteHandler,
    GenerateWebsiteJob,
    PublishWebsiteJob,
    FillSearchVocabularyJob,
    GetThemeHeroHandler,
    UpdateThemeHeroHandler,
  ],
})
export class WebsiteModule implements OnModuleInit {
  constructor(private readonly uploads: UploadUses, @Inject(AppConfig) private readonly config: AppConfig) {}

  /**
   * An article's featured picture and a theme page's hero picture are shown to everyone: magazine pictures. One saved
   * before 2026-11-30 may hold an upload in full (PUBLIC_URL/uploads/...; now stored relative): it counts as a use too.
   */
  onModuleInit(): void {
    const site = `'${this.config.publicUrl.replace(/'/g, "''")}'`;
    this.uploads.register({
      name: 'website articles',
      kind: 'magazine',
      shows: (url) => `exists (select 1 from website_content w_use where w_use.featured_image in (${url}, ${site} || ${url}))`,
    });
    this.uploads.register({
      name: 'theme heroes',
      kind: 'magazine',
      shows: (url) => `exists (select 1 from theme_heroes th_use where th_use.custom_image_url in (${url}, ${site} || ${url}))`,
    });
    // An article's earlier pictures, kept in its revisions: a restore brings the picture back, so the sweep keeps it
    // (indexed, Migration20270105700000_revision_pictures). Each was an article's picture, public then.
    this.uploads.register({
      name: 'article revisions',
      kind: 'staff',
      shows: (url) => `exists (select 1 from content_revisions r_use where r_use.kind = 'website' and r_use.fields->>'featured_image' in (${url}, ${site} || ${url}))`,
    });
  }
}
