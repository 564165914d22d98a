import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { png } from '../support/images.js';
import { insertWebsite } from './website-fixtures.js';
import { PublicCache } from '../../backend/src/infrastructure/cache/public-cache.js';
import { ARTICLES_TAG, articleTag, themeTag } from '../../backend/src/modules/website/cache-tags.js';

/**
 * Issue 18: readers get only what readers need. Anonymous visitors, members and content keys (the API routes, the
 * public cache, the data embedded in the server-rendered pages) get the reader's view of an article, without the
 * editorial fields; staff (editor, admin, staff key) reading the same routes still get everything. And the pictures of
 * the server-rendered pages carry `sizes` only with a `srcset` (likewise `imagesizes` only with `imagesrcset`), an
 * uploaded picture's srcset at its real width (featured_image_width), never a cover's 1600w it does not have.
 */
describe('reader-view', () => {
  let t: TestApp;
  let editor: Identity;
  let admin: Identity;
  let member: Identity;
  let contentKey: string;
  let staffKey: string;
  let id: number;
  const slug = 'tempo-runs-for-masters';
  /** Names of the staff-only fields, as JSON keys, and the texts only staff may read. */
  const STAFF_FIELDS = ['system_prompt', 'topic', 'prompt_version', 'headlines', 'editorial_week', 'status', 'publish_date', 'created_at'];
  const STAFF_TEXTS = ['SECRET-BRIEF-Write like a coach', 'SECRET-TOPIC-tempo', 'website-article.v9', 'SECRET-HEADLINE'];

  const leaks = (text: string): string[] => [
    ...STAFF_FIELDS.filter((name) => text.includes(`"${name}"`)),
    ...STAFF_TEXTS.filter((secret) => text.includes(secret)),
  ];
  const embeddedJson = (html: string) => /<script type="application\/json" id="initial-queries" data-path="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('The reader view test needs the built frontend: run `npm run build` first (npm test does).');
    }
    t = await startTestApp({ env: { PUBLIC_URL: 'https://magazine.example' } });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
    member = await registerMember(t, 'reader@example.com', 'Rita Reader');
    const key = async (scope: 'content' | 'staff') =>
      (await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: `${scope} key`, scope })).body.key as string;
    contentKey = await key('content');
    staffKey = await key('staff');
    // The hero and a featured article; its picture is neither an upload nor a Pexels photo (no srcset possible).
    id = await insertWebsite(t, { title: 'Tempo runs for masters', slug, is_hero_article: true, is_featured: true });
    await t.sql(
      `update website_content set topic = $2, system_prompt = $3, prompt_version = $4, headlines = $5, editorial_week = 3,
       featured_image = 'https://cdn.example/photos/tempo.jpg' where id = $1`,
      [id, STAFF_TEXTS[1], STAFF_TEXTS[0], STAFF_TEXTS[2], JSON.stringify([STAFF_TEXTS[3], 'Another'])],
    );
    const other = await insertWebsite(t, { title: 'Hill sprints for masters', is_featured: true });
    await t.sql(`update website_content set topic = $2, system_prompt = $3, featured_image = '/images/hero-default.svg' where id = $1`, [other, STAFF_TEXTS[1], STAFF_TEXTS[0]]);
    await insertWebsite(t, { status: 'draft' }); // empties the public cache after the changes above
  });
  afterAll(async () => {
    await t?.close();
  });

  const READS = () => [
    `/api/website-content/${id}`,
    `/api/website-content/${slug}`,
    '/api/publisher/articles',
    '/api/website-content/featured',
    '/api/website-content/latest',
    '/api/website-content/hero',
    '/api/publisher/most-read?limit=3',
  ];

  describe('the reader view', () => {
    it('anonymous visitors, members and content keys get articles without the staff fields, from the API and the cache', async () => {
      for (const [who, auth] of [
        ['anonymous', (r: request.Test) => r],
        ['member', (r: request.Test) => r.set('Cookie', member.cookie)],
        ['content key', (r: request.Test) => r.set('Authorization', `Bearer ${contentKey}`)],
      ] as const) {
        for (const path of READS()) {
          for (const pass of ['miss', 'hit']) {
            const res = await auth(request(t.server).get(path));
            expect([who, path, pass, res.status]).toEqual([who, path, pass, 200]);
            expect([who, path, pass, leaks(res.text)]).toEqual([who, path, pass, []]);
          }
        }
      }
      const one = await request(t.server).get(`/api/website-content/${id}`);
      expect(one.body).toMatchObject({ id, slug, title: 'Tempo runs for masters', published_at: expect.any(String), is_hero_article: true, theme: 'Training & Performance' });
    });

    it("staff (editor, admin, staff key) reading the same routes get the whole article, and are never served the readers' copy", async () => {
      for (const [who, auth] of [
        ['editor', (r: request.Test) => r.set('Cookie', editor.cookie)],
        ['admin', (r: request.Test) => r.set('Cookie', admin.cookie)],
        ['staff key', (r: request.Test) => r.set('Authorization', `Bearer ${staffKey}`)],
      ] as const) {
        const one = await auth(request(t.server).get(`/api/website-content/${id}`));
        expect([who, one.status]).toEqual([who, 200]);
        expect(one.body).toMatchObject({ id, status: 'published', topic: STAFF_TEXTS[1], system_prompt: STAFF_TEXTS[0], prompt_version: STAFF_TEXTS[2], editorial_week: 3 });
        expect(one.body.headlines).toEqual([STAFF_TEXTS[3], 'Another']);
        const list = await auth(request(t.server).get('/api/publisher/articles'));
        expect(list.body.find((a: { id: number }) => a.id === id)).toMatchObject({ topic: STAFF_TEXTS[1], system_prompt: STAFF_TEXTS[0] });
        expect((await auth(request(t.server).get('/api/website-content/hero'))).body.article).toMatchObject({ id, system_prompt: STAFF_TEXTS[0] });
        for (const path of ['/api/website-content/featured', '/api/website-content/latest']) {
          expect((await auth(request(t.server).get(path))).body.find((a: { id: number }) => a.id === id)).toMatchObject({ prompt_version: STAFF_TEXTS[2] });
        }
      }
      // Readers after staff: still the reader's view.
      expect(leaks((await request(t.server).get('/api/publisher/articles')).text)).toEqual([]);
    });

    it("an unpublished article's related list is the unknown article's (empty): it tells readers neither that it exists nor its theme", async () => {
      const published = await request(t.server).get(`/api/publisher/articles/${id}/related`);
      expect(published.body.length).toBeGreaterThan(0); // the theme has other published articles
      for (const status of ['draft', 'scheduled', 'archived'] as const) {
        const hidden = await insertWebsite(t, { status });
        for (const path of [`/api/publisher/articles/${hidden}/related`, '/api/publisher/articles/999999999/related']) {
          const res = await request(t.server).get(path);
          expect([status, path, res.status, res.body]).toEqual([status, path, 200, []]);
        }
      }
    });

    it('the data embedded in the server-rendered pages holds no staff field either', async () => {
      for (const path of ['/', '/publisher', '/publisher/training', `/article/${slug}`]) {
        const res = await request(t.server).get(path);
        expect([path, res.status]).toEqual([path, 200]);
        const json = embeddedJson(res.text);
        expect([path, json.length > 10]).toEqual([path, true]);
        expect([path, leaks(json)]).toEqual([path, []]);
        expect([path, leaks(res.text)]).toEqual([path, []]);
      }
    });
  });

  describe('responsive pictures in the server-rendered pages', () => {
    /** Every img/source with sizes but no srcset, and every preload link with imagesizes but no imagesrcset. */
    const badPictures = (html: string): string[] => [
      ...[...html.matchAll(/<(?:img|source)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\ssizes=/.test(tag) && !/\ssrcset=/i.test(tag)),
      ...[...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\simagesizes=/i.test(tag) && !/\simagesrcset=/i.test(tag)),
    ];

    it('give sizes only with a srcset, and imagesizes only with an imagesrcset, on the home, theme and article pages', async () => {
      for (const path of ['/', '/publisher/training', `/article/${slug}`]) {
        const html = (await request(t.server).get(path)).text;
        expect(html).toContain('https://cdn.example/photos/tempo.jpg'); // the picture without copies is on the page
        expect([path, badPictures(html)]).toEqual([path, []]);
      }
      // A Pexels photo still gets its srcset and sizes, on the picture and its preload.
      await t.sql(`update website_content set featured_image = 'https://images.pexels.com/photos/9/tempo.jpeg' where id = $1`, [id]);
      await t.app.get(PublicCache).purge([articleTag(id)]); // as the cache queue does after an edit of the article
      const html = (await request(t.server).get(`/article/${slug}`)).text;
      expect(html).toMatch(/<img[^>]*srcSet="[^"]*w=480 480w[^"]*"[^>]*sizes="\(min-width: 1216px\) 1152px, 100vw"|<img[^>]*sizes="\(min-width: 1216px\) 1152px, 100vw"[^>]*srcSet=/);
      expect(html).toMatch(/<link rel="preload"[^>]*imageSrcSet="[^"]*"[^>]*imageSizes=|<link rel="preload"[^>]*imageSizes="[^"]*"[^>]*imageSrcSet=/);
      expect(badPictures(html)).toEqual([]);
    });
  });

  describe('an uploaded article picture narrower than a cover (600 px)', () => {
    const spins = 'easy-spins-for-masters';
    let picture: string;
    let spinsId: number;
    let editWidth: unknown;
    const widthIn = (items: Array<{ id: number; featured_image_width: number | null }>, article: number) => items.find((a) => a.id === article)?.featured_image_width;

    beforeAll(async () => {
      const upload = await request(t.server).post('/api/community/journal/upload-image').set('Cookie', editor.cookie).attach('image', await png(600, 400), 'spins.png');
      expect(upload.status).toBe(200);
      picture = upload.body.imageUrl as string;
      spinsId = await insertWebsite(t, { title: 'Easy spins for masters', slug: spins });
      const edit = await request(t.server).put(`/api/website-content/${spinsId}`).set('Cookie', editor.cookie).send({ featured_image: picture });
      expect([edit.status, edit.body.featured_image]).toEqual([200, picture]);
      editWidth = edit.body.featured_image_width;
      await t.app.get(PublicCache).purge([articleTag(spinsId), ARTICLES_TAG, themeTag('training')]); // as the cache queue does after the edit
    });

    it('answers its real width in the article and in every public list (twice: from the database, then the cache); other pictures answer null', async () => {
      expect(editWidth).toBe(600); // the answer of the edit too
      for (let read = 0; read < 2; read += 1) {
        for (const path of [`/api/website-content/${spins}`, `/api/website-content/${spinsId}`]) {
          const res = await request(t.server).get(path);
          expect([path, res.status, res.body.featured_image, res.body.featured_image_width]).toEqual([path, 200, picture, 600]);
        }
        for (const path of ['/api/publisher/articles', '/api/website-content/latest', '/api/publisher/themes/training/articles', `/api/publisher/articles/${id}/related`]) {
          const body = (await request(t.server).get(path)).body;
          const items = (Array.isArray(body) ? body : body.items) as Array<{ id: number; featured_image_width: number | null }>;
          expect([path, widthIn(items, spinsId)]).toEqual([path, 600]);
        }
        const others = (await request(t.server).get('/api/publisher/articles')).body as Array<{ id: number; featured_image_width: number | null }>;
        expect(widthIn(others, id)).toBeNull(); // a Pexels photo: resized on request, no width of ours
      }
      const search = await request(t.server).get('/api/publisher/search?q=spins');
      expect(widthIn(search.body.results, spinsId)).toBe(600);
      // Staff get it too (the admin mode shows the same pictures).
      const staff = await request(t.server).get(`/api/website-content/${spins}`).set('Cookie', editor.cookie);
      expect(staff.body.featured_image_width).toBe(600);
      const staffList = await request(t.server).get('/api/website-content?limit=50').set('Cookie', editor.cookie);
      expect(widthIn(staffList.body, spinsId)).toBe(600);
    });

    it("is offered at 480w and its own 600w in the server-rendered pages, never as a 1600w it does not have", async () => {
      const copy = picture.replace(/\.webp$/, '-480.webp');
      for (const path of [`/article/${spins}`, '/', '/publisher/training']) {
        const html = (await request(t.server).get(path)).text;
        const tags = [...html.matchAll(/<(?:img|link)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(picture));
        expect([path, tags.length > 0]).toEqual([path, true]);
        for (const tag of tags) expect([path, tag]).toEqual([path, expect.stringContaining(`${copy} 480w, ${picture} 600w`)]);
        expect([path, tags.filter((tag) => tag.includes(`${picture} 1600w`))]).toEqual([path, []]);
      }
      // The answer embedded for hydration carries the width, so the browser renders the same srcset.
      expect(embeddedJson((await request(t.server).get(`/article/${spins}`)).text)).toContain('"featured_image_width":600');
    });
  });
});
