import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { createWorkerContext } from '../../backend/src/worker-context.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember } from '../support/auth.js';

/** The multi-process layout: an API process with RUN_WORKERS=false and a separate worker sharing Redis. */
describe('worker', () => {
  let api: TestApp;
  let worker: INestApplicationContext | undefined;
  beforeAll(async () => {
    api = await startTestApp({ env: { RUN_WORKERS: 'false' } });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  describe('worker process', () => {
    it('leaves queued events to the worker, which then processes them', async () => {
      const member = await registerMember(api, 'queued@example.com');
      await api.flushOutbox();
      await new Promise((r) => setTimeout(r, 300));
      expect(await api.sql('select 1 from activities where user_id = $1', [member.id])).toHaveLength(0);

      worker = await createWorkerContext(api.config);
      const row = await eventually(async () => (await api.sql('select kind from activities where user_id = $1', [member.id]))[0]);
      expect(row).toEqual({ kind: 'UserRegistered' });
    });

    it('refuses to start without DATABASE_URL and REDIS_URL', async () => {
      await expect(createWorkerContext(api.config.with({ redisUrl: undefined }))).rejects.toThrow(/DATABASE_URL and REDIS_URL/);
    });
  });
});
