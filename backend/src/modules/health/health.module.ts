import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { DatabaseProbe } from '../../infrastructure/database/database-probe.js';

@Module({ controllers: [HealthController], providers: [DatabaseProbe] })
export class HealthModule {}
