import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ActivitySchema } from './entities/activity.entity.js';
import { ForgetMemberHandler } from './events/forget-member.handler.js';
import { RecordActivityHandler } from './events/record-activity.handler.js';

@Module({ imports: [MikroOrmModule.forFeature([ActivitySchema])], providers: [RecordActivityHandler, ForgetMemberHandler] })
export class AnalyticsModule {}
