import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig } from './config/app-config.js';
import { DatabaseModule } from './infrastructure/database/database.module.js';
import { AccessGuard } from './infrastructure/http/access.guard.js';
import { QueueModule } from './infrastructure/queue/queue.module.js';
import { MailModule } from './infrastructure/mail/mail.module.js';
import { AuditModule } from './infrastructure/audit/audit.module.js';
import { CacheModule } from './infrastructure/cache/cache.module.js';
import { LimitsModule } from './infrastructure/limits/limits.module.js';
import { RealtimeModule } from './infrastructure/realtime/realtime.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { StorageModule } from './infrastructure/storage/storage.module.js';
import { CommunityModule } from './modules/community/community.module.js';
import { PremiumModule } from './modules/premium/premium.module.js';
import { WebsiteModule } from './modules/website/website.module.js';
import { PagesModule } from './modules/pages/pages.module.js';
import { AdsModule } from './modules/ads/ads.module.js';
import { InsightsModule } from './modules/insights/insights.module.js';
import { NewsletterModule } from './modules/newsletter/newsletter.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { MemberDataModule } from './modules/member-data/member-data.module.js';

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}

/** The whole application, built from one configuration (the database URL already resolved). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CqrsModule.forRoot(),
        DatabaseModule,
        QueueModule.forRoot(config),
        MailModule,
        CacheModule,
        LimitsModule,
        RealtimeModule,
        AuditModule,
        AuthModule,
        ApiKeysModule,
        AnalyticsModule,
        HealthModule,
        ContentModule,
        StorageModule,
        PremiumModule,
        WebsiteModule,
        AdsModule,
        NewsletterModule,
        PagesModule,
        CommunityModule,
        InsightsModule,
        BillingModule,
        MemberDataModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
