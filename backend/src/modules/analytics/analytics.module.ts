import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ActivitySchema } from './entities/activity.entity.js';
import { ForgetMemberHandler } from './events/forget-member.handler.js';
import { RecordActivityHandler } from './events/record-activity.handler.js';
import { MomentumController } from './momentum.controller.js';
import { MomentumReader } from './momentum/momentum-reader.js';
import { MomentumHandler } from './queries/momentum.query.js';

/** The activity feed built from domain events, and the members' momentum figures (read by the insights module too). */
@Module({
  imports: [MikroOrmModule.forFeature([ActivitySchema])],
  controllers: [MomentumController],
  providers: [RecordActivityHandler, ForgetMemberHandler, MomentumReader, MomentumHandler],
  exports: [MomentumReader],
})
export class AnalyticsModule {}
