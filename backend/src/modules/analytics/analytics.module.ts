import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AnalyticsController } from './analytics.controller.js';
import { ArticleViews } from './article-views.js';
import { ActivitySchema } from './entities/activity.entity.js';
import { ForgetMemberHandler } from './events/forget-member.handler.js';
import { RecordActivityHandler } from './events/record-activity.handler.js';
import { MostReadHandler } from './queries/most-read.query.js';

@Module({
  imports: [MikroOrmModule.forFeature([ActivitySchema])],
  controllers: [AnalyticsController],
  providers: [RecordActivityHandler, ForgetMemberHandler, ArticleViews, MostReadHandler],
})
export class AnalyticsModule {}
