import { Module } from '@nestjs/common';
import { ForgetMemberHandler } from './events/forget-member.handler.js';
import { RecordActivityHandler } from './events/record-activity.handler.js';

@Module({ providers: [RecordActivityHandler, ForgetMemberHandler] })
export class AnalyticsModule {}
