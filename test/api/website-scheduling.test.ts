import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { SessionService } from '../../backend/src/modules/auth/session.service.js';
import { createWorkerContext } from '../../backend/src/worker-context.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * Scheduled publishing in the multi-process layout (issue 10): an API process that runs no queue processors
 * schedules the article; the delayed job waits in Redis while no worker runs (as over a restart), and when two
 * workers start after its time, exactly one of them publishes it, once.
 */
describe('website-scheduling', () => {
  let api: TestApp;
  const workers: INestApplicationContext[] = [];
  let cookie: string;

  beforeAll(async () => {
    api = await startTestApp({ env: { RUN_WORKERS: 'false' } });
    const [user] = await api.sql<{ id: number }>(
      `insert into users (email, name, password_hash, email_verified_at, role) values ($1, 'Eddie Editor', 'not-a-hash', now(), 'editor') returning id`,
      [EDITOR_EMAIL],
    );
    const em = api.app.get(EntityManager).fork();
    const token = api.app.get(SessionService).start(em, user.id);
    await em.flush();
    cookie = `f50_session=${token}`;
  });
  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await api?.close();
  });

  describe('scheduled publishing across processes', () => {
    it('keeps the delayed job while no worker runs, then two workers publish the article exactly once', async () => {
      const id = await insertWebsite(api, { status: 'draft', title: 'Scheduled across processes', slug: 'scheduled-across-processes' });
      // Far enough ahead that both requests are answered before it, on a busy machine too.
      const publishAt = new Date(Date.now() + 4000).toISOString();
      for (let i = 0; i < 2; i++) {
        const res = await request(api.server).post(`/api/website-content/${id}/publish`).set('Cookie', cookie).send({ publish_at: publishAt });
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('scheduled');
      }
      await new Promise((r) => setTimeout(r, Date.parse(publishAt) + 1000 - Date.now()));
      expect((await request(api.server).get(`/api/website-content/${id}`)).status).toBe(404); // past its time, nothing ran it yet

      workers.push(await createWorkerContext(api.config), await createWorkerContext(api.config));
      const published = await eventually(async () => {
        const res = await request(api.server).get('/api/website-content/scheduled-across-processes');
        return res.status === 200 ? res.body : null;
      }, 15000);
      expect(published).toMatchObject({ id, published_at: publishAt });
      await new Promise((r) => setTimeout(r, 1000));
      const audit = await api.sql<{ actor_id: number | null }>(`select actor_id from audit_log where subject_id = $1 and action = 'website.publish'`, [id]);
      expect(audit).toEqual([{ actor_id: null }]);
      expect(await api.sql(`select id from outbox_events where type = 'ContentPublished' and (payload->>'id')::int = $1`, [id])).toHaveLength(1);
    });
  });
});
