import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { createRootLogger, PinoLoggerService } from './infrastructure/logging/logger.js';

/** Queue-processor process: the same modules as the API, no HTTP. Needs DATABASE_URL and REDIS_URL. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl || !config.redisUrl) {
    throw new ConfigError(['The worker needs DATABASE_URL and REDIS_URL: it shares the database and the Redis queues with the API process']);
  }
  const logger = createRootLogger(config.logLevel);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config.with({ runWorkers: true })), {
    logger: new PinoLoggerService(logger),
  });
  await app.init();
  logger.info('Flying@50 worker is processing the events, generation, insights and cache queues');
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Flying@50 worker could not start:', error);
  process.exit(1);
});
