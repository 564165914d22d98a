import { Module, type OnModuleInit } from '@nestjs/common';
import { UploadUses } from '../../infrastructure/storage/upload-uses.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdsCacheEvents } from './ads-cache-events.js';
import { AdsController } from './ads.controller.js';
import { AdCounts } from './ad-counts.js';
import { AdStatsController } from './ad-stats.controller.js';
import { AdReportHandler, AdStatsHandler } from './queries/ad-stats.queries.js';
import { DeleteAdHandler, SaveAdHandler, ToggleAdHandler, UploadAdImageHandler } from './commands/change-ads.commands.js';
import { AdSchema } from './entities/ad.entity.js';
import { AdConflictsHandler, GetAdHandler, ListAdsHandler, StaffAdsPageHandler } from './queries/ads.queries.js';

/** Advertisements: staff manage them on the dashboard's Ads tab and read their figures; readers see active ones (and count them). */
@Module({
  imports: [MikroOrmModule.forFeature([AdSchema])],
  // AdStatsController first: its GET /api/ads/stats must be matched before AdsController's GET /api/ads/{id}.
  controllers: [AdStatsController, AdsController],
  providers: [AdsCacheEvents, ListAdsHandler, StaffAdsPageHandler, GetAdHandler, AdConflictsHandler, SaveAdHandler, ToggleAdHandler, DeleteAdHandler, UploadAdImageHandler, AdCounts, AdStatsHandler, AdReportHandler],
})
export class AdsModule implements OnModuleInit {
  constructor(private readonly uploads: UploadUses) {}

  /** An ad shows its picture to everyone: a magazine picture. */
  onModuleInit(): void {
    this.uploads.register({ name: 'ads', kind: 'magazine', shows: (url) => `exists (select 1 from ads ad_use where ad_use.image_url = ${url})` });
  }
}
