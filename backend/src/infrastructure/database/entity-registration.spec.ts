import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntitySchema, MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AppModule } from '../../app.module.js';
import { loadConfig } from '../../config/app-config.js';
import { createRootLogger, PinoLoggerService } from '../logging/logger.js';

const src = join(import.meta.dirname, '../..');

/** Every `*.entity.ts` under backend/src. */
function entityFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entityFiles(path);
    return entry.name.endsWith('.entity.ts') ? [path] : [];
  });
}

/**
 * Each module registers its own entities (MikroOrmModule.forFeature in its *.module.ts; the ORM loads them with
 * autoLoadEntities), so no list in the infrastructure names every feature. This catches an entity that no
 * module registered: the ORM would not know it and every query on it would fail at run time.
 */
describe('entity registration', () => {
  let app: INestApplicationContext;

  beforeAll(async () => {
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: '', REDIS_URL: '', RUN_WORKERS: 'false', LOG_LEVEL: 'silent' });
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: new PinoLoggerService(createRootLogger('silent')) });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('knows every entity defined under backend/src, each registered by the module that owns its folder', async () => {
    const defined: { file: string; name: string }[] = [];
    for (const file of entityFiles(src)) {
      const exports = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        if (value instanceof EntitySchema) defined.push({ file: relative(src, file), name: value.meta.className });
      }
    }
    expect(defined.length).toBeGreaterThanOrEqual(10);
    const known = new Set([...app.get(MikroORM).getMetadata()].map((meta) => meta.className));
    const missing = defined.filter((entity) => !known.has(entity.name));
    expect(missing).toEqual([]);
  });

  it('includes the infrastructure-owned tables (outbox events, uploads)', () => {
    const tables = [...app.get(MikroORM).getMetadata()].map((meta) => meta.tableName);
    expect(tables).toEqual(expect.arrayContaining(['outbox_events', 'uploads', 'users', 'sessions', 'journal_entries']));
  });
});
