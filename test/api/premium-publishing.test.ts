import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { answerProblems } from '../support/openapi-answers.js';
import { insertPremium } from './members-fixtures.js';
import { QueryBus } from '@nestjs/cqrs';
import { PremiumItemsQuery, PublishedCardsQuery } from '../../backend/src/modules/premium/queries/premium-reads.queries.js';

/**
 * Premium items an editor takes back to draft and publishes again with PUT /api/premium-content/{id} {status}
 * (docs/product.md#premium-articles): a draft is hidden from members wherever they read premium content.
 */
describe('premium-publishing', () => {
  let t: TestApp;
  let editor: Identity;
  let member: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'reader@example.com');
    expect((await request(t.server).put('/api/community/profile/upgrade').set('Cookie', member.cookie)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string) => request(t.server).post(path).set('Cookie', who.cookie),
    put: (path: string, body: object) => request(t.server).put(path).set('Cookie', who.cookie).send(body),
  });
  const row = async (id: number) => (await t.sql<{ status: string; updated_at: Date; topic: string }>('select status, updated_at, topic from premium_content where id = $1', [id]))[0];
  const eventsOf = async (id: number) =>
    (await t.sql<{ type: string; payload: { id: number; fields?: string[]; status?: string } }>('select type, payload from outbox_events order by id')).filter(
      (event) => event.payload.id === id && event.type.startsWith('Premium'),
    );
  const auditOf = async (id: number) =>
    t.sql<{ action: string; details: { fields: string[]; status: string } }>(`select action, details from audit_log where subject_kind = 'premium' and subject_id = $1 order by id`, [id]);

  /** Whether the member meets the item in each place they read premium content. */
  async function memberSees(id: number) {
    const queries = t.app.get(QueryBus);
    const counts = (await as(member).get('/api/premium-content/theme-counts')).body as { counts: Record<string, number> };
    return {
      list: ((await as(member).get('/api/premium-content')).body as Array<{ id: number }>).some((item) => item.id === id),
      item: (await as(member).get(`/api/premium-content/${id}`)).status,
      count: counts.counts['Mindset & Motivation'],
      library: ((await as(member).get('/api/community/library')).body.savedContent as Array<{ premium_content: { id: number } }>).some((saved) => saved.premium_content.id === id),
      recommendation: ((await queries.execute(new PublishedCardsQuery([id]))) as Map<number, unknown>).has(id),
      savedReport: ((await queries.execute(new PremiumItemsQuery([id]))) as Map<number, unknown>).has(id),
    };
  }

  describe('publishing and unpublishing premium items', () => {
    it('takes a published item back to draft (hidden from members everywhere) and publishes it again, with events and audit rows', async () => {
      const id = await insertPremium(t, { topic: 'Quiet confidence on race morning', editorial_theme: 'Mindset & Motivation' });
      expect((await as(member).post(`/api/community/library/save/${id}`)).status).toBe(200);
      expect(await memberSees(id)).toEqual({ list: true, item: 200, count: 1, library: true, recommendation: true, savedReport: true });

      const opened = await as(editor).get(`/api/premium-content/${id}`);
      const drafted = await as(editor).put(`/api/premium-content/${id}`, { status: 'draft', expected_updated_at: opened.body.updated_at });
      expect(drafted.status).toBe(200);
      expect(drafted.body).toMatchObject({ id, status: 'draft', topic: 'Quiet confidence on race morning' });
      expect(answerProblems('put', '/api/premium-content/{id}', 200, drafted.body)).toEqual([]);
      expect(await memberSees(id)).toEqual({ list: false, item: 404, count: 0, library: false, recommendation: false, savedReport: false });
      // Staff still read it, as a draft.
      expect((await as(editor).get(`/api/premium-content/${id}`)).body).toMatchObject({ status: 'draft' });
      expect((await eventsOf(id)).map((event) => [event.type, event.payload.fields])).toEqual([['PremiumUpdated', ['status']]]);
      expect(await auditOf(id)).toEqual([{ action: 'premium.unpublish', details: expect.objectContaining({ fields: ['status'], status: 'draft' }) }]);

      const published = await as(editor).put(`/api/premium-content/${id}`, { status: 'published', expected_updated_at: drafted.body.updated_at });
      expect(published.status).toBe(200);
      expect(published.body.status).toBe('published');
      expect(await memberSees(id)).toEqual({ list: true, item: 200, count: 1, library: true, recommendation: true, savedReport: true });
      expect((await eventsOf(id)).map((event) => [event.type, event.payload.status ?? event.payload.fields])).toEqual([
        ['PremiumUpdated', ['status']],
        ['PremiumPublished', 'published'],
      ]);
      expect((await auditOf(id)).map((audit) => audit.action)).toEqual(['premium.unpublish', 'premium.publish']);
    });

    it('changes nothing when the status sent is the one the item has (no event, no audit row, same version)', async () => {
      const id = await insertPremium(t, { topic: 'Already live' });
      const before = await row(id);
      const res = await as(editor).put(`/api/premium-content/${id}`, { status: 'published' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('published');
      expect((await row(id)).updated_at).toEqual(before.updated_at);
      expect(await eventsOf(id)).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
    });

    it('publishes a draft with an edit in the same save: PremiumPublished, then PremiumUpdated for the edit', async () => {
      const id = await insertPremium(t, { topic: 'Draft to fix', status: 'draft' });
      const res = await as(editor).put(`/api/premium-content/${id}`, { status: 'published', topic: 'Fixed and live' });
      expect(res.status).toBe(200);
      expect(await row(id)).toMatchObject({ status: 'published', topic: 'Fixed and live' });
      expect((await eventsOf(id)).map((event) => [event.type, event.payload.status ?? event.payload.fields])).toEqual([
        ['PremiumPublished', 'published'],
        ['PremiumUpdated', ['topic']],
      ]);
      expect((await auditOf(id)).map((audit) => [audit.action, audit.details.fields])).toEqual([['premium.publish', ['status', 'topic']]]);
    });

    it('refuses another status, a stale version, members and archived items, changing nothing', async () => {
      const id = await insertPremium(t, { topic: 'Stays as it is' });
      const before = await row(id);
      for (const status of ['archived', 'live', '', null, 1]) {
        const res = await as(editor).put(`/api/premium-content/${id}`, { status });
        expect(res.status).toBe(400);
        expect(res.body.error).toContain('status must be draft or published (DELETE archives an item)');
      }
      expect((await as(member).put(`/api/premium-content/${id}`, { status: 'draft' })).status).toBe(403);
      const stale = await as(editor).put(`/api/premium-content/${id}`, { status: 'draft', expected_updated_at: '2020-01-01T00:00:00.000Z' });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/^This premium post was changed .* after you opened it\. Reload to see the latest version, then make your changes again\.$/);
      expect(await row(id)).toEqual(before);
      const archived = await insertPremium(t, { status: 'archived' });
      expect((await as(editor).put(`/api/premium-content/${archived}`, { status: 'published' })).status).toBe(409);
      expect((await row(archived)).status).toBe('archived');
      expect(await eventsOf(id)).toEqual([]);
    });
  });
});
