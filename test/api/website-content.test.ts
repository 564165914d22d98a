import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, eventually, outboxOfRequests, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';
import { png } from '../support/images.js';
import { JobQueue } from '../../backend/src/infrastructure/queue/job-queue.js';
import { SweepUploads } from '../../backend/src/infrastructure/storage/upload-sweep.js';
import { EDGE_PUBLIC } from '../support/edge-headers.js';

/** Website articles (issue 10): staff edits, slugs, revisions, hero and featured, public visibility and bad input. */
describe('website-content', () => {
  let t: TestApp;
  let editor: Identity;
  let admin: Identity;
  let member: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    member = await registerMember(t, 'reader@example.com');
  });
  afterAll(async () => {
    await t?.close();
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
  const row = async (id: number) => (await t.sql<Record<string, unknown>>('select * from website_content where id = $1', [id]))[0];
  const snapshot = async () =>
    JSON.stringify([
      await t.sql('select * from website_content order by id'),
      await t.sql('select * from website_slug_history order by slug'),
      await t.sql('select * from content_revisions order by id'),
      await t.sql('select id, action from audit_log order by id'),
      await outboxOfRequests(t),
    ]);
  const ids = (body: Array<{ id: number }>) => body.map((a) => a.id);

  describe('public reads', () => {
    it('shows visitors and members published articles only, on every public path; staff see drafts and scheduled ones', async () => {
      await t.sql('delete from website_content');
      const published = await insertWebsite(t, { title: 'Published piece', slug: 'published-piece', is_featured: true });
      const draft = await insertWebsite(t, { title: 'Draft piece', slug: 'draft-piece', status: 'draft', is_featured: true });
      const scheduled = await insertWebsite(t, { title: 'Scheduled piece', slug: 'scheduled-piece', status: 'scheduled', is_featured: true });
      const archived = await insertWebsite(t, { title: 'Archived piece', slug: 'archived-piece', status: 'archived', is_featured: true });

      for (const who of [null, member]) {
        expect(ids((await as(who).get('/api/publisher/articles')).body)).toEqual([published]);
        expect(ids((await as(who).get('/api/website-content/featured')).body)).toEqual([published]);
        expect(ids((await as(who).get('/api/website-content/latest')).body)).toEqual([published]);
        for (const hidden of [draft, scheduled, archived]) {
          expect((await as(who).get(`/api/website-content/${hidden}`)).status).toBe(404);
        }
        for (const slug of ['draft-piece', 'scheduled-piece', 'archived-piece']) {
          expect((await as(who).get(`/api/website-content/${slug}`)).status).toBe(404);
        }
        expect((await as(who).get('/api/website-content')).status).toBe(who ? 403 : 401);
        const one = await as(who).get('/api/website-content/published-piece');
        expect(one.status).toBe(200);
        expect(one.body).toMatchObject({ id: published, title: 'Published piece', published_at: expect.any(String), theme: 'Training & Performance' });
        expect(one.body).not.toHaveProperty('status'); // the reader's view (issue 18)
      }
      const counts = await as(null).get('/api/website-content/theme-counts');
      expect(counts.body).toMatchObject({ total: 1, unmatched: 0 });
      expect(counts.body.counts['Training & Performance']).toBe(1);
      expect(counts.body.themes).toHaveLength(6);
      expect(counts.body.themes[0]).toEqual({ theme: 'Training & Performance', count: 1 });
      expect(counts.body.themes[1]).toEqual({ theme: 'Nutrition & Fueling', count: 0 });

      const staff = await as(editor).get('/api/website-content');
      expect(staff.status).toBe(200);
      expect(ids(staff.body).sort()).toEqual([published, draft, scheduled].sort());
      expect((await as(editor).get(`/api/website-content/${draft}`)).body).toMatchObject({ id: draft, status: 'draft' });
      expect((await as(editor).get('/api/website-content/hero')).body).toEqual({ id: null, article: null });
    });
  });

  describe('editing', () => {
    it('keeps the old value for empty fields, saves a revision of every previous version and restores one', async () => {
      const id = await insertWebsite(t, { title: 'Original title', slug: 'original-title' });
      const first = await as(editor).put(`/api/website-content/${id}`, {
        title: '  Better title ',
        subtitle: '',
        long_form_article: 'New body',
        meta_description: 'A new description',
        featured_image: '',
        category: 'Nutrition & Fueling',
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ title: 'Better title', subtitle: 'Short, steep and effective', long_form_article: 'New body', featured_image: 'https://images.pexels.com/photos/1/a.jpeg', slug: 'original-title' });
      expect(first.body.seo_title).toBe('Better title');
      // The Mindset edit form of docs/product.md#admin-mode-on-magazine-pages: topic, long_form_article, meta_description, seo_title, category.
      const mindset = await as(editor).put(`/api/website-content/${id}`, { seo_title: 'Hill repeats after 50', long_form_article: 'New body', meta_description: 'A new description', category: 'Nutrition & Fueling' });
      expect(mindset.body).toMatchObject({ seo_title: 'Hill repeats after 50', title: 'Better title' });
      const second = await as(editor).put(`/api/website-content/${id}`, { topic: 'Fuel for hills', system_prompt: 'Write warmly.' });
      expect(second.body).toMatchObject({ topic: 'Fuel for hills', system_prompt: 'Write warmly.', title: 'Better title' });

      const revisions = await as(editor).get(`/api/website-content/${id}/revisions`);
      expect(revisions.status).toBe(200);
      expect(revisions.body.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
      expect(revisions.body[2]).toMatchObject({ version: 1, title: 'Original title', word_count: 3 });
      const revision = async (version: number) => (await as(editor).get(`/api/website-content/${id}/revisions/${version}`)).body.fields;
      expect(await revision(1)).toMatchObject({ title: 'Original title', long_form_article: 'Hills build strength.', seo_title: null });
      expect(await revision(3)).toMatchObject({ title: 'Better title', topic: null, seo_title: 'Hill repeats after 50' });

      const restored = await as(editor).post(`/api/website-content/${id}/revisions/1/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ title: 'Original title', long_form_article: 'Hills build strength.', topic: null, seo_title: 'Original title' });
      expect((await as(editor).get(`/api/website-content/${id}/revisions`)).body[0]).toMatchObject({ version: 4, title: 'Better title' });
      expect(await revision(4)).toMatchObject({ title: 'Better title', topic: 'Fuel for hills' });
      expect((await as(editor).post(`/api/website-content/${id}/revisions/99/restore`)).status).toBe(404);

      const audit = await t.sql<{ action: string; actor_id: number }>(`select action, actor_id from audit_log where subject_id = $1 and subject_kind = 'website' order by id`, [id]);
      expect(audit.map((a) => a.action)).toEqual(['website.update', 'website.update', 'website.update', 'website.restore']);
      expect(audit.every((a) => a.actor_id === editor.id)).toBe(true);
      const events = await t.sql<{ payload: { kind: string; id: number } }>(`select payload from outbox_events where type = 'ContentUpdated' and (payload->>'id')::int = $1`, [id]);
      expect(events).toHaveLength(4);
      expect(events[0].payload).toMatchObject({ kind: 'website', id });
    });

    it('makes slugs from titles, keeps old slugs resolving with redirect_to, and refuses a slug in use', async () => {
      const id = await insertWebsite(t, { title: 'Sleep and recovery', slug: 'sleep-and-recovery' });
      const renamed = await as(editor).put(`/api/website-content/${id}`, { slug: 'sleep-better-after-50' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.slug).toBe('sleep-better-after-50');
      const old = await as(null).get('/api/website-content/sleep-and-recovery');
      expect(old.status).toBe(200);
      expect(old.body).toMatchObject({ id, redirect_to: 'sleep-better-after-50' });
      expect((await as(null).get('/api/website-content/sleep-better-after-50')).body.redirect_to).toBeUndefined();

      const other = await insertWebsite(t, { title: 'Other', slug: 'other-article' });
      const before = await snapshot();
      for (const slug of ['sleep-better-after-50', 'sleep-and-recovery']) {
        const res = await as(editor).put(`/api/website-content/${other}`, { slug, title: 'Changed' });
        expect(res.status).toBe(409);
        expect(res.body.error).toBe(`The slug "${slug}" is already used by another article. Choose another one.`);
      }
      expect(await snapshot()).toBe(before);
    });

    it("moves a never-published draft's slug with its title (the old one redirects), but not a published article's", async () => {
      const draft = await insertWebsite(t, { title: 'Ai draft about hills', slug: 'ai-draft-about-hills', status: 'draft' });
      const renamed = await as(editor).put(`/api/website-content/${draft}`, { title: 'Hill Repeats for Runners Over 50' });
      expect([renamed.status, renamed.body.slug]).toEqual([200, 'hill-repeats-for-runners-over-50']);
      expect((await t.sql(`select slug from website_slug_history where article_id = $1`, [draft])).map((r) => r.slug)).toEqual(['ai-draft-about-hills']);
      // A title whose slug another article has: the next free one.
      await insertWebsite(t, { title: 'Taken title', slug: 'taken-title' });
      expect((await as(editor).put(`/api/website-content/${draft}`, { title: 'Taken title' })).body.slug).toBe('taken-title-2');
      // A slug sent with the title wins.
      expect((await as(editor).put(`/api/website-content/${draft}`, { title: 'Anything', slug: 'my-own-address' })).body.slug).toBe('my-own-address');
      // Scheduled, then unscheduled: still never published, so it still follows.
      await t.sql(`update website_content set publish_date = now() + interval '2 days' where id = $1`, [draft]);
      expect((await as(editor).put(`/api/website-content/${draft}`, { title: 'Taper week' })).body.slug).toBe('taper-week');
      const published = await insertWebsite(t, { title: 'Live piece', slug: 'live-piece' });
      expect((await as(editor).put(`/api/website-content/${published}`, { title: 'Live piece, renamed' })).body.slug).toBe('live-piece');
      expect((await as(editor).put(`/api/website-content/${published}`, { slug: 'live-piece-renamed' })).body.slug).toBe('live-piece-renamed');
      // Readers' pages change once the cache queue has handled the edit's event (the page by the old address may be warm).
      await eventually(async () => (await as(null).get('/article/live-piece')).status === 301);
      const old = await as(null).get('/article/live-piece');
      expect([old.status, old.headers.location]).toEqual([301, '/article/live-piece-renamed']);
    });

    it('refuses bad input with a clear 4xx and writes nothing', async () => {
      const id = await insertWebsite(t, { title: 'Bad input target', slug: 'bad-input-target' });
      const draft = await insertWebsite(t, { title: 'Bad input draft', slug: 'bad-input-draft', status: 'draft' });
      const deleted = await insertWebsite(t, { title: 'Bad input deleted', slug: 'bad-input-deleted', status: 'archived' });
      const before = await snapshot();
      const cases: Array<[request.Test, number, string | RegExp]> = [
        [as(editor).put(`/api/website-content/${id}`, { title: 'x'.repeat(2000) }), 400, 'Title must be at most 300 characters'],
        [as(editor).put(`/api/website-content/${id}`, { meta_description: 'x'.repeat(161) }), 400, 'SEO description must be at most 160 characters'],
        [as(editor).put(`/api/website-content/${id}`, { slug: 'Not A Slug!' }), 400, 'Slug may contain only lowercase letters, numbers and single hyphens'],
        [as(editor).put(`/api/website-content/${id}`, { featured_image: 'javascript:alert(1)' }), 400, /featured_image must be/],
        [as(editor).put(`/api/website-content/${id}`, { title: '', subtitle: '  ' }), 400, /Send at least one field/],
        [as(editor).put(`/api/website-content/${id}`, { status: 'published' }), 400, /status/],
        [as(editor).put(`/api/website-content/${deleted}`, { title: 'Back' }), 409, 'This website article has been deleted and can no longer be changed.'],
        [as(editor).post(`/api/website-content/${deleted}/publish`), 409, 'This website article has been deleted and can no longer be changed.'],
        [as(editor).post(`/api/website-content/${draft}/set-hero`), 409, 'Only a published article can be the hero. Publish it first.'],
        [as(editor).post(`/api/website-content/${id}/publish`, { publish_at: 'tomorrow' }), 400, /publish_at must be an ISO date-time/],
        [as(editor).del(`/api/website-content/${deleted}`), 404, 'Website article not found'],
        [as(editor).post('/api/website-content/999999/publish'), 404, 'Website article not found'],
      ];
      for (const [call, status, message] of cases) {
        const res = await call;
        expect([res.status, res.body.error]).toEqual([status, expect.stringMatching(message)]);
      }
      expect(await snapshot()).toBe(before);
    });
  });

  describe('hero and featured', () => {
    it('keeps one hero among published articles and pins featured ones', async () => {
      const a = await insertWebsite(t, { title: 'Hero A', slug: 'hero-a' });
      const b = await insertWebsite(t, { title: 'Hero B', slug: 'hero-b' });
      expect((await as(editor).post(`/api/website-content/${a}/set-hero`)).status).toBe(200);
      // Readers' reads come from the public cache: they change once the change's event has purged it (and warmed it again).
      await eventually(async () => (await as(null).get('/api/website-content/hero')).body.id === a);
      expect((await as(null).get('/api/website-content/hero')).body).toMatchObject({ id: a, article: { id: a, is_hero_article: true } });
      expect((await as(editor).post(`/api/website-content/${b}/set-hero`)).body).toMatchObject({ id: b, is_hero_article: true });
      await eventually(async () => (await as(null).get('/api/website-content/hero')).body.id === b);
      expect((await row(a)).is_hero_article).toBe(false);
      const heroEvents = await t.sql<{ payload: { id: number; previousId: number | null } }>(`select payload from outbox_events where type = 'HeroChanged' order by id`);
      expect(heroEvents.map((e) => [e.payload.id, e.payload.previousId])).toEqual([[a, null], [b, a]]);

      // The mark taken off: no hero, so the newest published article leads the home page; a second time changes nothing.
      expect((await as(editor).post(`/api/website-content/${b}/unset-hero`)).body).toMatchObject({ id: b, is_hero_article: false, status: 'published' });
      await eventually(async () => (await as(null).get('/api/website-content/hero')).body.id === null);
      expect((await as(editor).post(`/api/website-content/${b}/unset-hero`)).status).toBe(200);
      const after = await t.sql<{ payload: { id: number | null; previousId: number | null } }>(`select payload from outbox_events where type = 'HeroChanged' order by id`);
      expect(after.map((e) => [e.payload.id, e.payload.previousId])).toEqual([[a, null], [b, a], [null, b]]);
      expect((await row(b)).is_hero_article).toBe(false);

      expect((await as(editor).post(`/api/website-content/${a}/set-featured`)).body.is_featured).toBe(true);
      await eventually(async () => ids((await as(null).get('/api/website-content/featured')).body).includes(a));
      expect((await as(editor).post(`/api/website-content/${a}/unset-featured`)).body.is_featured).toBe(false);
      await eventually(async () => !ids((await as(null).get('/api/website-content/featured')).body).includes(a));

      // Unpublishing the hero leaves no hero.
      expect((await as(editor).post(`/api/website-content/${b}/unpublish`)).body).toMatchObject({ status: 'draft', is_hero_article: false });
      await eventually(async () => (await as(null).get('/api/website-content/hero')).body.id === null);
      expect((await as(null).get('/api/website-content/hero')).body).toEqual({ id: null, article: null });
    });
  });

  describe('audit log', () => {
    it('lists audit rows newest first with the actor emails, for admins only', async () => {
      const res = await as(admin).get('/api/admin/audit-log');
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body[0]).toMatchObject({ actor_email: EDITOR_EMAIL, subject_kind: 'website', action: 'website.unpublish' });
      const times = res.body.map((r: { at: string }) => r.at);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await as(editor).get('/api/admin/audit-log')).status).toBe(403);
      expect((await as(member).get('/api/admin/audit-log')).status).toBe(403);
    });
  });

  describe('concurrency and caching', () => {
    it('keeps one hero and one owner per slug when requests race', async () => {
      await t.sql('update website_content set is_hero_article = false');
      const articles = await Promise.all([1, 2, 3, 4].map((n) => insertWebsite(t, { title: `Racer ${n}`, slug: `racer-${n}` })));
      const heroes = await Promise.all(articles.map((id) => as(editor).post(`/api/website-content/${id}/set-hero`)));
      expect(heroes.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(await t.sql('select id from website_content where is_hero_article')).toHaveLength(1);

      const renames = await Promise.all(articles.map((id) => as(editor).put(`/api/website-content/${id}`, { slug: 'the-one-slug' })));
      expect(renames.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      expect(await t.sql(`select id from website_content where slug = 'the-one-slug'`)).toHaveLength(1);
    });

    it('lets browsers revalidate public answers (ETag, 304) and keeps staff answers private', async () => {
      // The earlier tests' changes are purged by the cache queue, maybe after this test's first read: an answer a purge marked
      // stale is sent once more as no-cache while a fresh one is made, so each read is repeated until it is the fresh one.
      const fresh = (path: string) => eventually(async () => {
        const res = await as(null).get(path);
        return res.headers['cache-control'] === EDGE_PUBLIC && res;
      });
      const first = await fresh('/api/publisher/articles');
      expect(first.headers.etag).toBeDefined();
      const again = await as(null).get('/api/publisher/articles').set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      for (const path of ['/api/website-content/featured', '/api/website-content/latest', '/api/website-content/hero', '/api/website-content/theme-counts']) {
        await fresh(path);
      }
      const draft = await insertWebsite(t, { status: 'draft', title: 'Private draft', slug: 'private-draft' });
      const staff = await as(editor).get(`/api/website-content/${draft}`);
      expect(staff.status).toBe(200);
      expect(staff.headers['cache-control']).toBe('private, no-store');
      expect((await as(editor).get('/api/website-content')).headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('uploaded featured images', () => {
    it('takes one of our uploads as the featured image, serves it to everyone and keeps it from the sweep', async () => {
      const id = await insertWebsite(t, { title: 'Uploaded image', slug: 'uploaded-image' });
      const upload = await request(t.server).post('/api/community/journal/upload-image').set('Cookie', editor.cookie).attach('image', await png(), 'photo.png');
      expect(upload.status).toBe(200);
      const url: string = upload.body.imageUrl;
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      const res = await as(editor).put(`/api/website-content/${id}`, { featured_image: url });
      expect(res.status).toBe(200);
      expect(res.body.featured_image).toBe(url);
      expect((await request(t.server).get(url)).status).toBe(200);
      await t.sql(`update uploads set created_at = now() - interval '2 days' where $1 like '%' || name`, [url]);
      await (await t.app.get(JobQueue).add(new SweepUploads({}))).finished();
      expect((await request(t.server).get(url)).status).toBe(200);

      const before = await snapshot();
      const missing = await as(editor).put(`/api/website-content/${id}`, { featured_image: `/uploads/${'0'.repeat(32)}.webp` });
      expect([missing.status, missing.body.error]).toEqual([400, 'featured_image is not one of your uploads. Upload the image again.']);
      expect(await snapshot()).toBe(before);
    });
  });
});
