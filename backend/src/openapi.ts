import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from './config/app-config.js';
import { buildOpenApi, createApp } from './bootstrap.js';
import { createRootLogger } from './infrastructure/logging/logger.js';

/** Writes docs/openapi.json from the controllers (no database needed). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}

const config = loadConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', RUN_WORKERS: 'false' });
const app = await createApp(config, createRootLogger('silent'));
const target = resolve(import.meta.dirname, '../../docs/openapi.json');
writeFileSync(target, JSON.stringify(sortKeys(buildOpenApi(app)), null, 2) + '\n');
await app.close();
console.log(`Wrote ${target}`);
