import 'reflect-metadata';
import { startWarnings } from './config/start-warnings.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { JobQueue } from './infrastructure/queue/job-queue.js';
import { createRootLogger } from './infrastructure/logging/logger.js';
import { createWorkerContext } from './worker-context.js';
import { waitForDatabase } from './infrastructure/database/wait-for-database.js';
import { persistedSessionSecret } from './config/session-secret.js';

/** Queue-processor process: the same modules as the API, no HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel);
  for (const warning of startWarnings(config, 'worker.js')) logger.warn(warning);
  if (config.databaseUrl) await waitForDatabase(config.databaseUrl, config.databaseWaitSeconds, (msg) => logger.warn(msg));
  const app = await createWorkerContext(config.with({ sessionSecret: persistedSessionSecret(config) }), logger);
  logger.info('Flying@50 worker is processing the events, generation, insights, cache, maintenance and newsletter queues');
  let stopping = false;
  /**
   * Graceful stop: take no new jobs, let the running ones finish for up to SHUTDOWN_GRACE_MS, hand the rest back to
   * the queue (another worker runs them from the start; a generation stops before it stores anything), then exit 0.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    logger.info(`${signal}: the worker takes no new jobs and lets the running ones finish (up to ${config.shutdownGraceMs} ms)`);
    const queue = app.get(JobQueue);
    await queue.drain(config.shutdownGraceMs).catch((e: unknown) => logger.error(String(e)));
    await queue.close().catch((e: unknown) => logger.error(String(e)));
    await app.close().catch((e: unknown) => logger.error(String(e)));
    logger.info(`${signal}: worker stopped in ${Date.now() - began} ms`);
    process.exit(0);
  };
  // `on`, not `once`: Ctrl-C reaches the process twice under npm (from the terminal, and forwarded by npm, whose script
  // execs node); a second signal while stopping changes nothing (a process that must go at once: SIGKILL).
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Flying@50 worker could not start:', error);
  process.exit(1);
});
