import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { answerProblems } from '../support/openapi-answers.js';
import { insertPremium } from './members-fixtures.js';

/** Premium content reads and edits (issue 9): staff write, members read published items only. */
describe('premium-content', () => {
  let t: TestApp;
  let editor: Identity;
  let member: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    put: (path: string, body: object) => request(t.server).put(path).set('Cookie', who.cookie).send(body),
    del: (path: string) => request(t.server).delete(path).set('Cookie', who.cookie),
  });
  const row = async (id: number) => (await t.sql<Record<string, unknown>>('select * from premium_content where id = $1', [id]))[0];
  const events = async (type: string) => t.sql<{ payload: { id: number; kind: string; fields?: string[] } }>('select payload from outbox_events where type = $1 order by id', [type]);

  describe('reading premium content', () => {
    it('shows members published items only; staff see drafts too; archived items only in /archived', async () => {
      await t.sql('delete from premium_content');
      const published = await insertPremium(t, { topic: 'Published roadmap' });
      const draft = await insertPremium(t, { topic: 'Draft roadmap', status: 'draft' });
      const archived = await insertPremium(t, { topic: 'Archived roadmap', status: 'archived' });

      const forMember = await as(member).get('/api/premium-content');
      expect(forMember.status).toBe(200);
      expect(forMember.body.map((p: { id: number }) => p.id)).toEqual([published]);
      expect((await as(member).get(`/api/premium-content/${draft}`)).status).toBe(404);
      expect((await as(member).get(`/api/premium-content/${archived}`)).status).toBe(404);

      const forStaff = await as(editor).get('/api/premium-content');
      expect(forStaff.body.map((p: { id: number }) => p.id)).toEqual([draft, published]);
      expect((await as(editor).get('/api/premium-content/recent')).body.map((p: { id: number }) => p.id)).toEqual([draft, published]);
      expect((await as(editor).get('/api/premium-content/archived')).body.map((p: { id: number }) => p.id)).toEqual([archived]);
      const one = await as(editor).get(`/api/premium-content/${draft}`);
      expect(one.body).toMatchObject({ id: draft, status: 'draft', theme: 'Training & Performance' });
    });

    it('counts items per theme by editorial_theme, then topic, then keywords', async () => {
      await t.sql('delete from premium_content');
      await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Marathon pacing' }); // declared theme wins
      await insertPremium(t, { editorial_theme: null, topic: 'Nutrition for long rides' }); // theme named in the topic
      await insertPremium(t, { editorial_theme: 'Something else', topic: 'Sleep, mobility and joint care' }); // keywords
      await insertPremium(t, { editorial_theme: null, topic: 'Quiet reflections', status: 'draft' }); // no match
      await insertPremium(t, { editorial_theme: 'Gear & Tech', status: 'archived' }); // not counted
      const res = await as(editor).get('/api/premium-content/theme-counts');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        counts: {
          'Training & Performance': 0,
          'Nutrition & Fueling': 1,
          'Recovery & Health': 1,
          'Mindset & Motivation': 0,
          'Gear & Tech': 1,
          'Racing & Strategy': 0,
        },
        unmatched: 1,
        total: 4,
      });
      expect(answerProblems('get', '/api/premium-content/theme-counts', 200, res.body)).toEqual([]);
    });

    it("counts for members what their lists show: published items only (the journal's six theme buttons ask once)", async () => {
      await t.sql('delete from premium_content');
      await insertPremium(t, { editorial_theme: 'Gear & Tech' });
      await insertPremium(t, { editorial_theme: 'Gear & Tech', status: 'draft' });
      await insertPremium(t, { editorial_theme: 'Racing & Strategy', status: 'draft' });
      await insertPremium(t, { editorial_theme: 'Racing & Strategy', status: 'archived' });
      const forMember = await as(member).get('/api/premium-content/theme-counts');
      expect(forMember.status).toBe(200);
      expect(forMember.body).toMatchObject({ counts: { 'Gear & Tech': 1, 'Racing & Strategy': 0 }, unmatched: 0, total: 1 });
      expect(forMember.headers['cache-control']).toMatch(/private|no-store/);
      const forStaff = await as(editor).get('/api/premium-content/theme-counts');
      expect(forStaff.body).toMatchObject({ counts: { 'Gear & Tech': 2, 'Racing & Strategy': 1 }, unmatched: 0, total: 3 });
      // The same count as the list's X-Total-Count, which the card showed before.
      expect((await as(member).get('/api/premium-content?theme=Gear%20%26%20Tech&limit=1')).headers['x-total-count']).toBe('1');
    });
  });

  describe('editing premium content', () => {
    it('accepts the three update shapes of docs/product.md#premium-articles and publishes PremiumUpdated', async () => {
      const id = await insertPremium(t);
      const first = await as(editor).put(`/api/premium-content/${id}`, { topic: '  New topic  ', system_prompt: 'Coach like a friend.' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ topic: 'New topic', system_prompt: 'Coach like a friend.' });

      const body = '## 1. Start\n\nEasy.\n\n## 2. Build\n\nHarder.';
      expect((await as(editor).put(`/api/premium-content/${id}`, { long_form_article: body })).body.long_form_article).toBe(body);

      const third = await as(editor).put(`/api/premium-content/${id}`, {
        topic: 'Third topic',
        headlines: ['One', 'Two'],
        apple_news_deck: 'A deck.',
        long_form_article: '## 1. Only\n\nText.',
      });
      expect(third.status).toBe(200);
      expect(await row(id)).toMatchObject({ topic: 'Third topic', headlines: ['One', 'Two'], apple_news_deck: 'A deck.', long_form_article: '## 1. Only\n\nText.' });
      await t.flushOutbox();
      const updates = (await events('PremiumUpdated')).filter((e) => e.payload.id === id);
      expect(updates.map((e) => e.payload.fields)).toEqual([['topic', 'system_prompt'], ['long_form_article'], ['topic', 'long_form_article', 'apple_news_deck', 'headlines']]);
      expect(updates[0].payload.kind).toBe('premium');
    });

    it('refuses bad input and missing or archived items, changing nothing', async () => {
      const id = await insertPremium(t);
      const archived = await insertPremium(t, { status: 'archived' });
      const before = await row(id);
      const cases: [string, object, number, RegExp][] = [
        [`/api/premium-content/${id}`, {}, 400, /Send at least one field/],
        [`/api/premium-content/${id}`, { topic: '   ' }, 400, /Topic cannot be empty/],
        [`/api/premium-content/${id}`, { headlines: [] }, 400, /at least one headline/],
        [`/api/premium-content/${id}`, { status: 'archived' }, 400, /status must be draft or published/],
        [`/api/premium-content/${id}`, { published: true }, 400, /Unknown field "published"/],
        ['/api/premium-content/999999', { topic: 'x' }, 404, /Premium content not found/],
        [`/api/premium-content/${archived}`, { topic: 'x' }, 409, /deleted and can no longer be changed/],
      ];
      for (const [path, body, status, message] of cases) {
        const res = await as(editor).put(path, body);
        expect({ path, status: res.status }).toEqual({ path, status });
        expect(res.body.error).toMatch(message);
      }
      expect(await row(id)).toEqual(before);
    });

    it('deletes one item (archived, hidden from members) and bulk-deletes a theme, with PremiumDeleted', async () => {
      await t.sql('delete from premium_content');
      const one = await insertPremium(t, { editorial_theme: 'Racing & Strategy' });
      const two = await insertPremium(t, { editorial_theme: null, topic: 'Race-day pacing' });
      const other = await insertPremium(t, { editorial_theme: 'Gear & Tech', topic: 'Power meters compared' });

      const deleted = await as(editor).del(`/api/premium-content/${other}`);
      expect(deleted.body).toEqual({ success: true, message: 'Premium content deleted', id: other, topic: 'Power meters compared' });
      // The audit row names the report (the audit log shows it instead of "Premium report 14").
      const [audited] = await t.sql<{ details: { topic?: string } }>(`select details from audit_log where action = 'premium.delete' and subject_id = $1`, [other]);
      expect(audited.details.topic).toBe('Power meters compared');
      expect((await as(editor).del(`/api/premium-content/${other}`)).status).toBe(404);
      expect((await as(member).get(`/api/premium-content/${other}`)).status).toBe(404);

      const bulk = await as(editor).del(`/api/premium-content/bulk-delete-theme/${encodeURIComponent('racing & strategy')}`);
      expect(bulk.status).toBe(200);
      expect(bulk.body).toEqual({ success: true, message: 'Deleted 2 Racing & Strategy articles', deleted: expect.arrayContaining([one, two]) });
      expect((await as(member).get('/api/premium-content')).body).toEqual([]);
      expect((await as(editor).get('/api/premium-content/archived')).body).toHaveLength(3);

      const unknown = await as(editor).del('/api/premium-content/bulk-delete-theme/Cooking');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatch(/Unknown editorial theme "Cooking"/);
      await t.flushOutbox();
      expect((await events('PremiumDeleted')).map((e) => e.payload.id).sort()).toEqual([one, two, other].sort());
    });
  });
});
