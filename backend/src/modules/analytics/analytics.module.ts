import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AnalyticsController } from './analytics.controller.js';
import { ActivitiesOfMemberHandler } from './queries/member-data.queries.js';
import { ArticleViews } from './article-views.js';
import { ActivitySchema } from './entities/activity.entity.js';
import { ForgetMemberHandler } from './events/forget-member.handler.js';
import { RecordActivityHandler } from './events/record-activity.handler.js';
import { MomentumController } from './momentum.controller.js';
import { MomentumReader } from './momentum/momentum-reader.js';
import { MomentumHandler } from './queries/momentum.query.js';
import { MostReadHandler } from './queries/most-read.query.js';

/** The activity feed built from domain events, article views and Most-Read, and the members' momentum figures (read by the insights module too). */
@Module({
  imports: [MikroOrmModule.forFeature([ActivitySchema])],
  controllers: [AnalyticsController, MomentumController],
  providers: [ActivitiesOfMemberHandler, RecordActivityHandler, ForgetMemberHandler, ArticleViews, MostReadHandler, MomentumReader, MomentumHandler],
  exports: [MomentumReader],
})
export class AnalyticsModule {}
