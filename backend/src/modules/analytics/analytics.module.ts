import { Module } from '@nestjs/common';
import { RecordActivityHandler } from './events/record-activity.handler.js';

@Module({ providers: [RecordActivityHandler] })
export class AnalyticsModule {}
