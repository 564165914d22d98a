import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AiModule } from '../ai/index.js';
import { AnalyticsModule } from '../analytics/index.js';
import { AuthModule } from '../auth/index.js';
import { CoachReplyWriter } from './coach-reply.writer.js';
import { PinStateHandler, SetPinHandler } from './commands/pins.commands.js';
import { InsightsController } from './insights.controller.js';
import { ReplyStreamController } from './reply-stream.controller.js';
import { DistancesController } from './distances.controller.js';
import { YearProgressHandler } from './queries/year-progress.query.js';
import { WeeklyDistanceHandler } from './queries/weekly-distance.query.js';
import { AiRecommendationSchema } from './entities/ai-recommendation.entity.js';
import { AiResponseSchema } from './entities/ai-response.entity.js';
import { WeeklySummarySchema } from './entities/weekly-summary.entity.js';
import { CoachReplyJobs } from './jobs/coach-reply.job.js';
import { EntryRepliesHandler, PinnedEntriesHandler } from './queries/entry-replies.queries.js';
import { CoachRepliesOfMemberHandler } from './queries/member-data.queries.js';
import { RecommendationFinder } from './recommendations.js';
import { WeeklySummaries } from './jobs/weekly-summaries.job.js';
import { RecommendationsFollowReplacement } from './events/recommendations-follow.handler.js';
import { GoalReachFollowsEntries } from './events/goal-reach-follows.handler.js';

/**
 * The insights engine (issue 12): coach replies to journal entries with recommendations of premium content, pins and
 * weekly summaries. Reads the momentum figures of the analytics module and writes with the AI module's LLM port.
 */
@Module({
  imports: [AiModule, AnalyticsModule, AuthModule, MikroOrmModule.forFeature([AiResponseSchema, AiRecommendationSchema, WeeklySummarySchema])],
  controllers: [InsightsController, ReplyStreamController, DistancesController],
  providers: [RecommendationFinder, CoachReplyWriter, CoachReplyJobs, SetPinHandler, PinStateHandler, WeeklySummaries, EntryRepliesHandler, PinnedEntriesHandler, CoachRepliesOfMemberHandler, RecommendationsFollowReplacement, GoalReachFollowsEntries, YearProgressHandler, WeeklyDistanceHandler],
})
export class InsightsModule {}
