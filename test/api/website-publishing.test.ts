import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { JobQueue } from '../../backend/src/infrastructure/queue/job-queue.js';
import { PublishDueArticles, PublishWebsiteJob } from '../../backend/src/modules/website/jobs/publish-website.job.js';
import { generateFromSchema, startFakeOpenAI, startFakePexels, type ChatCompletionRequestBody, type FakeOpenAI, type FakePexels, type JsonSchema } from '../fakes/index.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Website articles end to end (issue 10): generation through the Bull queue with the fake OpenAI and Pexels
 * servers, then the life cycle draft → scheduled → published by the delayed job → revised → restored →
 * unpublished → deleted, with the events and audit rows it leaves; drafts and scheduled items stay invisible.
 */
describe('website-publishing', () => {
  let t: TestApp;
  let openai: FakeOpenAI;
  let pexels: FakePexels;
  let editor: Identity;
  let admin: Identity;
  let member: Identity;

  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: 'sk-test-key' });
    pexels = await startFakePexels({ apiKey: 'pexels-test-key' });
    t = await startTestApp({
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-test', PEXELS_API_KEY: 'pexels-test-key', PEXELS_BASE_URL: pexels.url },
    });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    member = await registerMember(t, 'reader@example.com');
  });
  afterEach(() => {
    openai.reset();
    pexels.reset();
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await pexels?.close();
  });

  const as = (who: Identity | null) => {
    const withCookie = (r: request.Test) => (who ? r.set('Cookie', who.cookie) : r);
    return {
      get: (path: string) => withCookie(request(t.server).get(path)),
      put: (path: string, body: object) => withCookie(request(t.server).put(path)).send(body),
      post: (path: string, body?: object) => withCookie(request(t.server).post(path)).send(body ?? {}),
      del: (path: string) => withCookie(request(t.server).delete(path)),
    };
  };
  const schemaName = (body: ChatCompletionRequestBody) => body.response_format?.json_schema?.name;
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

  /** True when the article shows on no public path (visitor and member alike). */
  async function invisible(id: number, slug: string): Promise<boolean> {
    for (const who of [null, member]) {
      for (const path of ['/api/publisher/articles', '/api/website-content/featured', '/api/website-content/latest']) {
        const res = await as(who).get(path);
        if (res.status !== 200 || res.body.some((a: { id: number }) => a.id === id)) return false;
      }
      if ((await as(who).get(`/api/website-content/${id}`)).status !== 404) return false;
      if ((await as(who).get(`/api/website-content/${slug}`)).status !== 404) return false;
      if ((await as(who).get('/api/website-content/hero')).body.id === id) return false;
    }
    return true;
  }

  describe('website article life cycle', () => {
    let id: number;
    let slug: string;

    it('generates a draft with the website rules through the queue, invisible to the public', async () => {
      const requestId = randomUUID();
      const res = await as(editor).post('/api/website-content/generate', { topic: 'Hill repeats for masters runners', editorial_theme: 'Training & Performance', editorial_week: 1, requestId });
      expect(res.status).toBe(200);
      id = res.body.id;
      slug = res.body.slug;
      expect(res.body).toMatchObject({ status: 'draft', topic: 'Hill repeats for masters runners', editorial_theme: 'Training & Performance', theme: 'Training & Performance', is_hero_article: false, published_at: null });
      expect(res.body.title).toBe(res.body.headlines[0].trim());
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect([...res.body.meta_description].length).toBeLessThanOrEqual(160);
      expect(words(res.body.long_form_article)).toBeGreaterThanOrEqual(800);
      expect(words(res.body.long_form_article)).toBeLessThanOrEqual(1200);
      expect(res.body.featured_image.startsWith(`${pexels.url}/photos/`)).toBe(true);
      const [call] = openai.chatBodies().filter((b) => schemaName(b) === 'content_package');
      expect(String(call.messages![0].content)).toMatch(/open Flying@50 website/);
      expect(String(call.messages![0].content)).toMatch(/British English/);
      expect(String(call.messages![1].content)).toMatch(/800-1200 words/);
      expect(String(call.messages![1].content)).toMatch(/SEO meta description, at most 160 characters/);
      expect(res.body.prompt_version).toBe('website-article.v1');
      const progress = await as(editor).get(`/api/content/generate/progress/${requestId}`);
      expect(progress.body).toMatchObject({ status: 'done', generationId: id });
      expect(await invisible(id, slug)).toBe(true);
      const [row] = await t.sql<{ created_by: number; prompt_version: string }>('select created_by, prompt_version from website_content where id = $1', [id]);
      expect(row.created_by).toBe(editor.id);
    });

    it('schedules the draft; the delayed job publishes it at its time, once', async () => {
      const publishAt = new Date(Date.now() + 6000).toISOString(); // time for the checks below on a busy machine
      const res = await as(editor).post(`/api/website-content/${id}/publish`, { publish_at: publishAt });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'scheduled', publish_date: publishAt, published_at: null });
      // The staff list says it as the item does: not live yet (its time is publish_date).
      const listed = ((await as(editor).get('/api/website-content?limit=50')).body as Array<{ id: number }>).find((a) => a.id === id);
      expect(listed).toMatchObject({ status: 'scheduled', publish_date: publishAt, published_at: null });
      // A second identical request (a retry, another API process) adds no second job and no second audit row.
      expect((await as(editor).post(`/api/website-content/${id}/publish`, { publish_at: publishAt })).body.status).toBe('scheduled');
      expect(await invisible(id, slug)).toBe(true);
      expect((await as(editor).post(`/api/website-content/${id}/set-hero`)).status).toBe(409);

      const published = await eventually(async () => {
        const r = await as(null).get(`/api/website-content/${slug}`);
        return r.status === 200 ? r.body : null;
      }, 15000);
      expect(Date.now()).toBeGreaterThanOrEqual(new Date(publishAt).getTime());
      expect(published).toMatchObject({ id, published_at: publishAt });
      // The lists are purged softly after a publish: the first reader may get the list from before it, once.
      await eventually(async () => (await as(member).get('/api/publisher/articles')).body.map((a: { id: number }) => a.id).includes(id));
      await new Promise((r) => setTimeout(r, 500));
      const audit = await t.sql<{ action: string; actor_id: number | null }>(`select action, actor_id from audit_log where subject_id = $1 and subject_kind = 'website' order by id`, [id]);
      expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
        ['website.generate', editor.id],
        ['website.schedule', editor.id],
        ['website.publish', null],
      ]);
      const events = await t.sql<{ type: string; payload: { kind: string; id: number; by: number | null } }>(`select type, payload from outbox_events where type = 'ContentPublished'`);
      expect(events).toEqual([{ type: 'ContentPublished', payload: expect.objectContaining({ kind: 'website', id, by: null, status: 'published' }) }]);
    });

    it('is revised, restored, given a new image, unpublished and deleted, leaving events and audit rows', async () => {
      expect((await as(editor).post(`/api/website-content/${id}/set-hero`)).status).toBe(200);
      // Repeats (a double click, a retry) answer as the first did and leave no second audit row.
      expect((await as(editor).post(`/api/website-content/${id}/set-hero`)).body).toMatchObject({ is_hero_article: true });
      expect((await as(editor).post(`/api/website-content/${id}/publish`)).body).toMatchObject({ status: 'published' });
      const original = (await as(editor).get(`/api/website-content/${id}`)).body;
      const revised = await as(editor).put(`/api/website-content/${id}`, { title: 'Hill repeats, revised', slug: 'hill-repeats-revised', meta_description: 'Short hills, big gains.' });
      expect(revised.status).toBe(200);
      // Readers' copies change once the cache queue has handled ContentUpdated.
      await eventually(async () => (await as(null).get(`/api/website-content/${slug}`)).body.redirect_to === 'hill-repeats-revised');
      expect((await as(null).get(`/api/website-content/${slug}`)).body).toMatchObject({ id, redirect_to: 'hill-repeats-revised', title: 'Hill repeats, revised' });

      const restored = await as(editor).post(`/api/website-content/${id}/revisions/1/restore`);
      expect(restored.body).toMatchObject({ title: original.title, meta_description: original.meta_description, slug: 'hill-repeats-revised' });

      const image = await as(editor).post(`/api/website-content/${id}/update-image`);
      expect(image.status).toBe(200);
      expect(image.body.featured_image.startsWith(`${pexels.url}/photos/`)).toBe(true);
      expect(image.body.featured_image).not.toBe(original.featured_image);
      expect((await as(editor).get(`/api/website-content/${id}/revisions`)).body.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);

      const unpublished = await as(editor).post(`/api/website-content/${id}/unpublish`);
      expect(unpublished.body).toMatchObject({ status: 'draft', is_hero_article: false });
      expect((await as(editor).post(`/api/website-content/${id}/unpublish`)).body).toMatchObject({ status: 'draft' });
      // Readers' reads come from the public cache: gone once the event has purged it.
      await eventually(() => invisible(id, 'hill-repeats-revised'));

      const deleted = await as(editor).del(`/api/website-content/${id}`);
      expect(deleted.body).toEqual({ success: true, message: 'Website content deleted', id, title: original.title });
      expect((await as(editor).get('/api/website-content')).body.map((a: { id: number }) => a.id)).not.toContain(id);
      await eventually(() => invisible(id, 'hill-repeats-revised'));
      expect((await as(editor).post(`/api/website-content/${id}/publish`)).status).toBe(409);

      const audit = await as(admin).get('/api/admin/audit-log');
      const mine = audit.body.filter((a: { subject_id: number; subject_kind: string }) => a.subject_id === id && a.subject_kind === 'website').map((a: { action: string; actor_email: string | null }) => [a.action, a.actor_email]);
      expect(mine).toEqual([
        ['website.delete', EDITOR_EMAIL],
        ['website.unpublish', EDITOR_EMAIL],
        ['website.update-image', EDITOR_EMAIL],
        ['website.restore', EDITOR_EMAIL],
        ['website.update', EDITOR_EMAIL],
        ['website.set-hero', EDITOR_EMAIL],
        ['website.publish', null],
        ['website.schedule', EDITOR_EMAIL],
        ['website.generate', EDITOR_EMAIL],
      ]);
      // The deletion's row names the article, which the audit log shows instead of "Website article 14".
      expect(audit.body.find((a: { action: string; subject_id: number }) => a.action === 'website.delete' && a.subject_id === id).details).toMatchObject({ title: original.title });
      const types = await t.sql<{ type: string }>(`select type from outbox_events where (payload->>'id')::int = $1 or (payload->>'previousId')::int = $1 order by id`, [id]);
      expect(types.map((e) => e.type)).toEqual([
        'ContentPublished',
        'HeroChanged',
        'ContentUpdated', // set-hero
        'ContentUpdated', // revised
        'ContentUpdated', // restored
        'ContentUpdated', // new image
        'ContentUpdated', // unpublished
        'HeroChanged', // no hero any more
        'ContentDeleted',
      ]);
    });

    it('leaves an unpublished or rescheduled article alone when an old job fires', async () => {
      const draft = await as(editor).post('/api/website-content/generate', { topic: 'Recovery rides', requestId: randomUUID() });
      expect(draft.status).toBe(200);
      const first = new Date(Date.now() + 1000).toISOString();
      const later = new Date(Date.now() + 60_000).toISOString();
      await as(editor).post(`/api/website-content/${draft.body.id}/publish`, { publish_at: first });
      await as(editor).post(`/api/website-content/${draft.body.id}/publish`, { publish_at: later });
      await new Promise((r) => setTimeout(r, 2500));
      expect((await as(editor).get(`/api/website-content/${draft.body.id}`)).body).toMatchObject({ status: 'scheduled', publish_date: later });
      // A job that fires before its time (a driver's mistake) publishes nothing.
      expect(await t.app.get(PublishWebsiteJob).run({ id: draft.body.id, publishAt: new Date(later).getTime() })).toEqual({ published: false });
      expect((await as(editor).get(`/api/website-content/${draft.body.id}`)).body.status).toBe('scheduled');
      expect((await as(null).get(`/api/website-content/${draft.body.id}`)).status).toBe(404);
      await as(editor).post(`/api/website-content/${draft.body.id}/unpublish`);
      expect((await as(editor).get(`/api/website-content/${draft.body.id}`)).body.status).toBe('draft');
    });

    it("refuses a publish_at more than a minute past with the dialog's words and changes nothing; within the minute it publishes now", async () => {
      const create = async (title: string) =>
        (await as(editor).post('/api/website-content', { title, editorial_theme: 'Gear & Tech', long_form_article: 'Kit that lasts.' })).body.id as number;
      const id = await create('Yesterday, by mistake');
      for (const publishAt of [new Date(Date.now() - 86_400_000).toISOString(), new Date(Date.now() - 5 * 60_000).toISOString()]) {
        const res = await as(editor).post(`/api/website-content/${id}/publish`, { publish_at: publishAt });
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain('Choose a time in the future, or leave it empty to publish now.');
      }
      expect((await as(editor).get(`/api/website-content/${id}`)).body).toMatchObject({ status: 'draft', publish_date: null });
      expect((await as(null).get(`/api/website-content/${id}`)).status).toBe(404);
      // A few seconds back (the editor's clock a little behind the server's): published now.
      const skewed = await create('Just now');
      const res = await as(editor).post(`/api/website-content/${skewed}/publish`, { publish_at: new Date(Date.now() - 10_000).toISOString() });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('published');
    });

    it('keeps the first publish date when an unpublished article is published again (a typo fixed), unless the editor schedules it', async () => {
      const create = async (title: string) =>
        (await as(editor).post('/api/website-content', { title, editorial_theme: 'Training & Performance', long_form_article: 'Hills build strength.' })).body.id as number;
      const dateOf = async (id: number) => (await as(editor).get(`/api/website-content/${id}`)).body.publish_date as string | null;
      const old = await create('Ten years of hill repeats');
      expect((await as(editor).post(`/api/website-content/${old}/publish`)).status).toBe(200);
      await t.sql(`update website_content set publish_date = '2026-01-15T08:00:00Z' where id = $1`, [old]); // an article from January
      expect((await as(editor).post(`/api/website-content/${old}/unpublish`)).body.status).toBe('draft');
      const again = await as(editor).post(`/api/website-content/${old}/publish`);
      expect(again.body).toMatchObject({ status: 'published', publish_date: '2026-01-15T08:00:00.000Z' });
      expect((await as(null).get(`/api/website-content/${old}`)).body.published_at).toBe('2026-01-15T08:00:00.000Z');
      const newer = await create('Fresh this morning');
      await as(editor).post(`/api/website-content/${newer}/publish`);
      const latest = (await as(null).get('/api/website-content/latest')).body as Array<{ id: number }>;
      expect(latest.findIndex((a) => a.id === newer)).toBeLessThan(latest.findIndex((a) => a.id === old)); // not back on top

      // A date set on purpose wins: scheduled, it goes live then.
      const at = new Date(Date.now() + 3_600_000).toISOString();
      await as(editor).post(`/api/website-content/${old}/unpublish`);
      expect((await as(editor).post(`/api/website-content/${old}/publish`, { publish_at: at })).body).toMatchObject({ status: 'scheduled', publish_date: at });
      // A scheduled article unpublished never went live: published later, its date is the day it goes live.
      const planned = await create('Planned, then held back');
      await as(editor).post(`/api/website-content/${planned}/publish`, { publish_at: new Date(Date.now() + 1_000).toISOString() });
      await as(editor).post(`/api/website-content/${planned}/unpublish`);
      expect(await dateOf(planned)).toBeNull();
      await new Promise((r) => setTimeout(r, 1_100));
      const before = Date.now();
      await as(editor).post(`/api/website-content/${planned}/publish`);
      expect(Date.parse((await dateOf(planned))!)).toBeGreaterThanOrEqual(before - 1_000);
    });

    it('publishes a scheduled article whose delayed job was lost, by the minutely safety net', async () => {
      const draft = await as(editor).post('/api/website-content/generate', { topic: 'Mobility for masters swimmers', requestId: randomUUID() });
      // As if the API process died between the commit and adding the delayed job.
      await t.sql(`update website_content set status = 'scheduled', publish_date = now() - interval '5 minutes' where id = $1`, [draft.body.id]);
      const notDue = (await as(editor).post('/api/website-content/generate', { topic: 'Race-day nerves', requestId: randomUUID() })).body.id;
      await t.sql(`update website_content set status = 'scheduled', publish_date = now() + interval '1 day' where id = $1`, [notDue]);
      const job = await t.app.get(JobQueue).add(new PublishDueArticles({}));
      // The app's own run of the same job (every minute) may come first: whichever run takes it publishes it, once; none
      // publishes the article not due.
      const { published } = (await job.finished()) as { published: number[] };
      expect(published.filter((id) => id !== draft.body.id)).toEqual([]);
      expect((await as(null).get(`/api/website-content/${draft.body.id}`)).body.published_at).toEqual(expect.any(String));
      expect((await as(null).get(`/api/website-content/${notDue}`)).status).toBe(404);
      const rows = await t.sql<{ actor_id: number | null; details: { late: boolean } }>(`select actor_id, details from audit_log where subject_id = $1 and action = 'website.publish'`, [draft.body.id]);
      expect(rows).toEqual([expect.objectContaining({ actor_id: null, details: expect.objectContaining({ late: true }) })]);
    });
  });

  describe('the SEO description of a generated article', () => {
    it('is asked of the model again when it runs past 160 characters, and the corrected one is stored whole, not clipped', async () => {
      const tooLong = 'Why easy cadence drills keep older knees happy on long rides. '.repeat(3).trim();
      expect([...tooLong].length).toBeGreaterThan(160);
      let packages = 0;
      openai.setResponder((body) => {
        const value = generateFromSchema(body.response_format!.json_schema!.schema as JsonSchema, { seed: JSON.stringify(body.messages) }) as Record<string, unknown>;
        if (schemaName(body) === 'content_package' && packages++ === 0) value.tldr_summary = tooLong;
        return value;
      });
      const res = await as(editor).post('/api/website-content/generate', { topic: 'Cadence drills for older cyclists', editorial_theme: 'Training & Performance', editorial_week: 1, requestId: randomUUID() });
      expect(res.status).toBe(200);
      try {
        const calls = openai.chatBodies().filter((b) => schemaName(b) === 'content_package');
        expect(calls).toHaveLength(2);
        expect(String(calls[1].messages!.at(-1)!.content)).toContain(`The SEO description has ${[...tooLong].length} characters; it must have at most 160.`);
        // The model's corrected description, as written: within the limit, so nothing was cut off with '…'.
        expect([...res.body.meta_description].length).toBeLessThanOrEqual(160);
        expect(res.body.meta_description).not.toMatch(/…$/);
        expect(res.body.meta_description).not.toBe(tooLong);
      } finally {
        expect((await as(editor).del(`/api/website-content/${res.body.id}`)).status).toBe(200);
      }
    });
  });
});
