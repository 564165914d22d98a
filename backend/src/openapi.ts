import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from './config/app-config.js';
import { createApp, openApiJson } from './bootstrap.js';
import { createRootLogger } from './infrastructure/logging/logger.js';

/** Writes docs/openapi.json from the controllers (no database needed). */
const config = loadConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', RUN_WORKERS: 'false' });
const app = await createApp(config, createRootLogger('silent'));
const target = resolve(import.meta.dirname, '../../docs/openapi.json');
writeFileSync(target, openApiJson(app));
await app.close();
console.log(`Wrote ${target}`);
