import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWarnings } from './config/start-warnings.js';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { createApp } from './bootstrap.js';
import { persistedSessionSecret } from './config/session-secret.js';
import { resolveDatabaseUrl } from './infrastructure/database/embedded-postgres.js';
import { waitForDatabase } from './infrastructure/database/wait-for-database.js';
import { JobQueue } from './infrastructure/queue/job-queue.js';
import { OpenStreams } from './infrastructure/realtime/open-streams.js';
import { createRootLogger } from './infrastructure/logging/logger.js';

/** How long an idle keep-alive connection is kept (see below). */
const KEEP_ALIVE_MS = 65_000;

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel === 'silent' ? 'silent' : config.logLevel);
  for (const warning of startWarnings(config, 'main.js')) logger.warn(warning);
  if (config.databaseUrl) await waitForDatabase(config.databaseUrl, config.databaseWaitSeconds, (msg) => logger.warn(msg));
  const database = await resolveDatabaseUrl(config, (msg) => logger.info(msg));
  const app = await createApp(config.with({ databaseUrl: database.url, sessionSecret: persistedSessionSecret(config) }), logger);
  await app.listen(config.port);
  // The port actually listened on (PORT=0 picks a free one); PUBLIC_URL is where readers reach it (a proxy in front).
  const server = app.getHttpServer() as Server;
  const { port } = server.address() as AddressInfo;
  // An idle keep-alive connection is kept 65 s (Node's default is 5 s), longer than the proxies in front keep theirs
  // (nginx 60 s, load balancers 60 s): otherwise the process closes one just as the proxy sends a request on it, and
  // the reader gets a 502 (seen as 'other side closed' by a client on a busy machine). A stop closes idle ones at once.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  logger.info(
    `Flying@50 is listening on port ${port}, public address ${config.publicUrl} (database: ${config.databaseUrl ? 'DATABASE_URL' : 'embedded'}, queues: ${config.redisUrl ? 'Redis' : 'in-process'}, workers: ${config.runWorkers ? 'on' : 'off'}) in ${Date.now() - started} ms`,
  );
  // Requests in flight, counted so a stop can wait for them.
  let inFlight = 0;
  let stopping = false;
  let idle: (() => void) | undefined;
  server.prependListener('request', (_req, res) => {
    inFlight += 1;
    // While stopping, every answer closes its connection, so keep-alive clients reconnect to another process.
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    });
  });
  /**
   * Graceful stop: no new connections (the listening socket closes and idle keep-alive connections with it), the open
   * event streams end at once (they never finish by themselves; their browsers reconnect to another process), the
   * requests in flight get up to SHUTDOWN_GRACE_MS to finish, then this process's queue workers get as long again
   * to finish their jobs (the rest are handed back to the queue), then the modules close and the process exits 0.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    server.close();
    server.closeIdleConnections();
    const streams = app.get(OpenStreams).endAll();
    logger.info(`${signal}: shutting down; no new connections, ${inFlight - streams} request(s) in flight${streams ? `, ${streams} event stream(s) ended` : ''}`);
    if (inFlight > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => (idle = resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, config.shutdownGraceMs))),
      ]);
      clearTimeout(timer);
      if (inFlight > 0) logger.warn(`${inFlight} request(s) still running after ${config.shutdownGraceMs} ms: closing their connections`);
    }
    server.closeAllConnections();
    const queue = app.get(JobQueue);
    await queue.drain(config.shutdownGraceMs).catch((e: unknown) => logger.error(String(e)));
    await queue.close().catch((e: unknown) => logger.error(String(e)));
    await app.close().catch((e: unknown) => logger.error(String(e)));
    await database.stop?.().catch((e: unknown) => logger.error(String(e)));
    logger.info(`${signal}: stopped in ${Date.now() - began} ms`);
    process.exit(0);
  };
  // `on`, not `once`: Ctrl-C reaches the process twice under npm (from the terminal, and forwarded by npm, whose script
  // execs node); a second signal while stopping changes nothing (a process that must go at once: SIGKILL).
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Flying@50 could not start:', error);
  process.exit(1);
});
