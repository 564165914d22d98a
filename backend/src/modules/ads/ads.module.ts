import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdImages } from './ad-images.js';
import { AdsCacheEvents } from './ads-cache-events.js';
import { AdsController } from './ads.controller.js';
import { DeleteAdHandler, SaveAdHandler, ToggleAdHandler, UploadAdImageHandler } from './commands/change-ads.commands.js';
import { AdSchema } from './entities/ad.entity.js';
import { ListAdsHandler, StaffAdsPageHandler } from './queries/ads.queries.js';

/** Advertisements: staff manage them on the dashboard's Ads tab; readers see active ones. */
@Module({
  imports: [MikroOrmModule.forFeature([AdSchema])],
  controllers: [AdsController],
  providers: [AdsCacheEvents, AdImages, ListAdsHandler, StaffAdsPageHandler, SaveAdHandler, ToggleAdHandler, DeleteAdHandler, UploadAdImageHandler],
})
export class AdsModule {}
