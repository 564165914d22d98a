import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startFakeOpenAI, startFakePexels, type FakeOpenAI, type FakePexels } from '../fakes/index.js';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';

/** Missing settings answer 503 naming the setting; generation also works on the in-process queue driver. */
describe('content-config', () => {
  let openai: FakeOpenAI;
  let pexels: FakePexels;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    openai = await startFakeOpenAI();
    pexels = await startFakePexels();
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await openai?.close();
    await pexels?.close();
  });

  async function appWith(env: Record<string, string>, queue: 'redis' | 'in-process' = 'in-process'): Promise<{ t: TestApp; editor: Identity }> {
    const t = await startTestApp({ queue, env });
    apps.push(t);
    return { t, editor: await registerStaff(t, EDITOR_EMAIL) };
  }

  const count = async (t: TestApp) => Number((await t.sql<{ n: string }>('select count(*) as n from content_generations'))[0].n);

  describe('without the AI settings', () => {
    it('answers 503 naming OPENAI_API_KEY, while the rest of the product works', async () => {
      const { t, editor } = await appWith({ OPENAI_API_KEY: '', PEXELS_API_KEY: 'key', PEXELS_BASE_URL: pexels.url });
      const res = await request(t.server).post('/api/content/generate').set('Cookie', editor.cookie).send({ topic: 'Base training' });
      expect(res.status).toBe(503);
      // The reason says a setting is missing: nothing was started (no progress to follow), and sending again cannot help.
      expect(res.body).toEqual({ success: false, statusCode: 503, error: 'Content generation is not configured: set OPENAI_API_KEY.', reason: 'not_configured' });
      expect(await count(t)).toBe(0);
      expect(openai.requests).toHaveLength(0);
      expect((await request(t.server).get('/api/content/generations').set('Cookie', editor.cookie)).status).toBe(200);
      expect((await request(t.server).get('/api/pexels/search?query=rowing').set('Cookie', editor.cookie)).status).toBe(200);
      expect((await request(t.server).get('/api/health')).status).toBe(200);
    });

    it('answers 503 naming PEXELS_API_KEY for generation and image search', async () => {
      const { t, editor } = await appWith({ OPENAI_API_KEY: 'key', OPENAI_BASE_URL: openai.url, PEXELS_API_KEY: '' });
      const res = await request(t.server).post('/api/content/generate').set('Cookie', editor.cookie).send({ topic: 'Base training' });
      expect(res.status).toBe(503);
      expect(res.body.error).toMatch(/^Content generation is not configured: set PEXELS_API_KEY/);
      expect(res.body.reason).toBe('not_configured');
      expect(await count(t)).toBe(0);
      expect(openai.requests).toHaveLength(0);
      const search = await request(t.server).get('/api/pexels/search?query=rowing').set('Cookie', editor.cookie);
      expect(search.status).toBe(503);
      expect(search.body.error).toBe('Image search is not configured: set PEXELS_API_KEY.');
      // Validation still comes first.
      expect((await request(t.server).get('/api/pexels/search?query=').set('Cookie', editor.cookie)).status).toBe(400);
    });
  });

  describe('with the in-process queue driver', () => {
    it('generates, stores and reports progress just the same', async () => {
      const { t, editor } = await appWith({
        OPENAI_API_KEY: 'key',
        OPENAI_BASE_URL: openai.url,
        PEXELS_API_KEY: 'key',
        PEXELS_BASE_URL: pexels.url,
      });
      openai.delayMs = 300;
      const requestId = randomUUID();
      const pending = request(t.server).post('/api/content/generate').set('Cookie', editor.cookie).send({ topic: 'Swim technique at 60', requestId }).then((r) => r);
      const stages = new Set<string>();
      let settled = false;
      void pending.then(() => (settled = true));
      while (!settled) {
        const p = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', editor.cookie);
        if (p.status === 200) stages.add(p.body.stage);
        await new Promise((r) => setTimeout(r, 30));
      }
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ topic: 'Swim technique at 60', status: 'published', created_by: editor.id });
      expect(stages.has('writing')).toBe(true);
      const done = await request(t.server).get(`/api/content/generate/progress/${requestId}`).set('Cookie', editor.cookie);
      expect(done.body).toMatchObject({ stage: 'done', status: 'done', generationId: res.body.id });
      expect(await count(t)).toBe(1);
      const [event] = await t.sql<{ type: string }>(`select type from outbox_events where type = 'ContentGenerated'`);
      expect(event.type).toBe('ContentGenerated');
      expect(await t.sql('select slot_id from generation_slots')).toEqual([]);
    });

    it('rewrites premium items (Enhance, Regenerate All) in the job just the same: the old ones archived, the claims and slots freed', async () => {
      const { t, editor } = await appWith({ OPENAI_API_KEY: 'key', OPENAI_BASE_URL: openai.url, PEXELS_API_KEY: 'key', PEXELS_BASE_URL: pexels.url });
      openai.delayMs = 0;
      const gear = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Power meters explained' });
      const racing = await insertPremium(t, { editorial_theme: 'Racing & Strategy', topic: 'Race-day pacing' });
      const enhanced = await request(t.server).post(`/api/premium-content/${gear}/enhance`).set('Cookie', editor.cookie);
      expect(enhanced.status).toBe(200);
      const all = await request(t.server).post('/api/premium-content/regenerate-all').set('Cookie', editor.cookie);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ success: true, message: 'Regenerated 2 of 2 premium articles', failed: [] });
      expect(all.body.content.map((item: { topic: string }) => item.topic)).toEqual(['Power meters explained', 'Race-day pacing']);
      expect(await t.sql(`select status, count(*)::int as n from premium_content group by status order by status`)).toEqual([
        { status: 'archived', n: 3 },
        { status: 'published', n: 2 },
      ]);
      const replaced = await t.sql<{ from: number }>(`select (payload->>'fromId')::int as from from outbox_events where type = 'PremiumReplaced' order by id`);
      expect(replaced.map((r) => r.from)).toEqual([gear, enhanced.body.id, racing]);
      expect(await t.sql('select key from premium_generation_claims union all select slot_id::text from generation_slots')).toEqual([]);
    });
  });
});
