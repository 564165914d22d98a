import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { createApp } from './bootstrap.js';
import { resolveDatabaseUrl } from './infrastructure/database/embedded-postgres.js';
import { createRootLogger } from './infrastructure/logging/logger.js';

/** Without SESSION_SECRET (allowed outside production) a random secret is kept in DATA_DIR, so sessions survive restarts. */
function persistedSessionSecret(config: AppConfig): string {
  if (process.env.SESSION_SECRET) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel === 'silent' ? 'silent' : config.logLevel);
  const database = await resolveDatabaseUrl(config, (msg) => logger.info(msg));
  const app = await createApp(config.with({ databaseUrl: database.url, sessionSecret: persistedSessionSecret(config) }), logger);
  await app.listen(config.port);
  logger.info(
    `Flying@50 is serving on ${config.publicUrl} (database: ${config.databaseUrl ? 'DATABASE_URL' : 'embedded'}, queues: ${config.redisUrl ? 'Redis' : 'in-process'}, workers: ${config.runWorkers ? 'on' : 'off'}) in ${Date.now() - started} ms`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    await app.close().catch((e: unknown) => logger.error(String(e)));
    await database.stop?.().catch((e: unknown) => logger.error(String(e)));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Flying@50 could not start:', error);
  process.exit(1);
});
