import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import { ConfigError, type AppConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { createRootLogger, PinoLoggerService } from './infrastructure/logging/logger.js';

/** The queue-processor side of the application: every module, no HTTP. Needs DATABASE_URL and REDIS_URL. */
export async function createWorkerContext(config: AppConfig, logger: Logger = createRootLogger(config.logLevel)): Promise<INestApplicationContext> {
  if (!config.databaseUrl || !config.redisUrl) {
    throw new ConfigError(['The worker needs DATABASE_URL and REDIS_URL: it shares the database and the Redis queues with the API process']);
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config.with({ runWorkers: true })), {
    logger: new PinoLoggerService(logger),
  });
  await app.init();
  return app;
}
