import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createRootLogger } from './infrastructure/logging/logger.js';
import { createWorkerContext } from './worker-context.js';

/** Queue-processor process: the same modules as the API, no HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel);
  const app = await createWorkerContext(config, logger);
  logger.info('Flying@50 worker is processing the events, generation, insights, cache and maintenance queues');
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
