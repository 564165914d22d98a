import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { answerProblems } from '../support/openapi-answers.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertPremium } from './members-fixtures.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * The bodies of the content reads fit the schemas docs/openapi.json gives them, for every kind of caller: a client
 * generated from the document (openapi-typescript + openapi-fetch) must be able to type what each caller gets, drafts
 * (null dates) and the staff shape of the public reads included. Strict about fields (test/support/openapi-answers.ts).
 */
describe('answer-schemas', () => {
  let t: TestApp;
  let editor: Identity;
  let member: Identity;
  const callers: Record<string, Record<string, string>> = { anonymous: {} };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'reader@example.com');
    for (const scope of ['content', 'staff'] as const) {
      const res = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: `${scope} key`, scope });
      callers[`${scope} key`] = { Authorization: `Bearer ${res.body.key}` };
    }
    callers.member = { Cookie: member.cookie };
    callers.editor = { Cookie: editor.cookie };
    await insertWebsite(t, { is_hero_article: true, is_featured: true });
    await insertWebsite(t, { is_featured: true, editorial_theme: 'Gear & Tech' });
    await insertWebsite(t, { status: 'draft' });
    await insertWebsite(t, { status: 'scheduled' });
    await insertPremium(t);
    await insertPremium(t, { status: 'draft' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Reads `path` (its document path `template`) as every caller and returns each body's problems under the schema. */
  async function problemsOf(template: string, path = template, who = Object.keys(callers)): Promise<string[]> {
    const problems: string[] = [];
    for (const name of who) {
      const res = await request(t.server).get(path).set(callers[name]);
      expect([name, res.status]).toEqual([name, 200]);
      problems.push(...answerProblems('get', template, res.status, res.body).map((p) => `${name} GET ${path}: ${p}`));
    }
    return problems;
  }

  describe('answer bodies and their schemas', () => {
    it('gives the staff article list (drafts and scheduled ones included) the shape its schema documents', async () => {
      const drafts = await request(t.server).get('/api/website-content?limit=3').set(callers['staff key']);
      expect((drafts.body as Array<{ status: string }>).map((a) => a.status)).toEqual(expect.arrayContaining(['draft', 'scheduled']));
      expect(await problemsOf('/api/website-content', '/api/website-content?limit=3', ['editor', 'staff key'])).toEqual([]);
    });

    it('documents the staff shape of the public reads that answer staff with it, and the reader shape for the rest', async () => {
      const [draft] = await t.sql<{ id: number }>(`select id from website_content where status = 'draft' limit 1`);
      const [published] = await t.sql<{ id: number; publish_date: Date }>(`select id, publish_date from website_content where status = 'published' order by id desc limit 1`);
      const staff = ['editor', 'staff key'];
      const problems = [
        ...(await problemsOf('/api/website-content/{idOrSlug}', `/api/website-content/${published.id}`)),
        ...(await problemsOf('/api/website-content/{idOrSlug}', `/api/website-content/${draft.id}`, staff)),
        ...(await problemsOf('/api/website-content/hero')),
        ...(await problemsOf('/api/website-content/featured')),
        ...(await problemsOf('/api/website-content/latest')),
        ...(await problemsOf('/api/publisher/articles')),
        ...(await problemsOf('/api/publisher/articles', `/api/publisher/articles?before=${new Date(Date.now() + 60_000).toISOString()}_1`)),
        ...(await problemsOf('/api/publisher/themes/{theme}/articles', '/api/publisher/themes/gear/articles')),
        ...(await problemsOf('/api/publisher/themes/{theme}/articles', `/api/publisher/themes/gear/articles?before=${new Date(Date.now() + 60_000).toISOString()}_1`)),
      ];
      expect(problems).toEqual([]);
      // The staff shape does come to staff (else the schema's staff variant would be untested).
      const hero = await request(t.server).get('/api/website-content/hero').set(callers['staff key']);
      expect(hero.body.article.status).toBe('published');
    });

    it('gives the premium reads a staff key may call their documented shape, drafts included', async () => {
      const [draft] = await t.sql<{ id: number }>(`select id from premium_content where status = 'draft' limit 1`);
      expect([
        ...(await problemsOf('/api/premium-content', '/api/premium-content', ['member', 'editor', 'staff key'])),
        ...(await problemsOf('/api/premium-content/{id}', `/api/premium-content/${draft.id}`, ['editor', 'staff key'])),
        ...(await problemsOf('/api/premium-content/theme-counts', '/api/premium-content/theme-counts', ['member', 'staff key'])),
      ]).toEqual([]);
    });
  });
});
