import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * A website article's featured image has a description for readers who cannot see it (docs/product.md#article-pages):
 * the editor's featured_image_alt, else the stored description of the stock photo shown, else none. The public answers,
 * the lists and the article page's head (og:image:alt, twitter:image:alt) carry it; a new picture does not keep the old
 * picture's description, and revisions keep and restore it.
 */
describe('image-descriptions', () => {
  let t: TestApp;
  let editor: Identity;

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('The image description test needs the built frontend: run `npm run build` first (npm test does).');
    }
    t = await startTestApp({ env: { PUBLIC_URL: 'https://magazine.example' } });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  const PHOTO = 'https://images.pexels.com/photos/4498151/pexels-photo-4498151.jpeg';
  const OTHER = 'https://images.pexels.com/photos/99/other.jpeg';
  const ALT = 'A grey-haired woman rowing a single scull on a misty lake';
  const edit = (id: number, body: object) => request(t.server).put(`/api/website-content/${id}`).set('Cookie', editor.cookie).send(body);
  const staffArticle = (id: number) => request(t.server).get(`/api/website-content/${id}`).set('Cookie', editor.cookie);
  const publicArticle = (slug: string) => request(t.server).get(`/api/website-content/${slug}`);
  const page = async (slug: string) => (await request(t.server).get(`/article/${slug}`)).text;
  const stored = async (id: number) => (await t.sql<{ featured_image_alt: string | null }>('select featured_image_alt from website_content where id = $1', [id]))[0].featured_image_alt;
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replaceAll('.', '\\.')}" content="([^"]*)"`).exec(html)?.[1];

  describe('featured image descriptions', () => {
    it("an editor's description travels to the staff and public answers, the lists, the page's image and its head", async () => {
      const slug = 'rowing-on-a-misty-lake';
      const id = await insertWebsite(t, { title: 'Rowing on a misty lake', slug });
      const saved = await edit(id, { featured_image: PHOTO, featured_image_alt: `  ${ALT}  ` });
      expect([saved.status, saved.body.featured_image_alt]).toEqual([200, ALT]);
      expect(await stored(id)).toBe(ALT);
      expect((await staffArticle(id)).body.featured_image_alt).toBe(ALT);
      await eventually(async () => (await publicArticle(slug)).body.featured_image_alt === ALT);

      const latest = await request(t.server).get('/api/website-content/latest');
      const card = (latest.body.items ?? latest.body).find((a: { id: number }) => a.id === id);
      expect(card.featured_image_alt).toBe(ALT);

      const html = await page(slug);
      expect(meta(html, 'og:image')).toBe(PHOTO);
      expect(meta(html, 'og:image:alt')).toBe(ALT);
      expect(meta(html, 'twitter:image:alt')).toBe(ALT);
      expect(html).toMatch(new RegExp(`<img[^>]*alt="${ALT}"`));
      expect(html).not.toContain('Photo for ');

      // Emptied: none (the picture only decorates), and the page's image says so with an empty alt.
      expect((await edit(id, { featured_image_alt: '   ' })).body.featured_image_alt).toBeNull();
      expect(await stored(id)).toBe('');
      await eventually(async () => (await publicArticle(slug)).body.featured_image_alt === null);
      const bare = await page(slug);
      expect(meta(bare, 'og:image:alt')).toBeUndefined();
      expect(meta(bare, 'twitter:image:alt')).toBeUndefined();
      expect(bare).toMatch(/<img[^>]*alt=""[^>]*fetchpriority="high"|<img[^>]*fetchpriority="high"[^>]*alt=""/i);
    });

    it('refuses a description over 250 characters or not text with a 400 naming the field, changing nothing', async () => {
      const id = await insertWebsite(t, { title: 'Refused descriptions' });
      expect((await edit(id, { featured_image_alt: 'Kept' })).status).toBe(200);
      const before = JSON.stringify(await t.sql('select * from website_content where id = $1', [id]));
      const revisions = await t.sql('select id from content_revisions where content_id = $1', [id]);
      for (const [body, message] of [
        [{ featured_image_alt: 'x'.repeat(251) }, 'featured_image_alt must be at most 250 characters'],
        [{ featured_image_alt: 42 }, 'featured_image_alt must be text'],
        [{ featured_image_alt: ['A', 'B'], title: 'Changed' }, 'featured_image_alt must be text'],
      ] as const) {
        const res = await edit(id, body);
        expect([res.status, res.body.error]).toEqual([400, expect.stringContaining(message)]);
      }
      expect(JSON.stringify(await t.sql('select * from website_content where id = $1', [id]))).toBe(before);
      expect(await t.sql('select id from content_revisions where content_id = $1', [id])).toEqual(revisions);
      expect((await edit(id, { featured_image_alt: 'y'.repeat(250) })).body.featured_image_alt).toBe('y'.repeat(250));
    });

    it("a generated cover without an editor's description answers the stock photo's own; a stand-in credit is not a description", async () => {
      const slug = 'generated-cover-description';
      const id = await insertWebsite(t, { title: 'A generated cover', slug });
      const cover = { id: 4498151, alt: 'Rower on a calm river at dawn', photographer: 'Sam Lee', photographer_url: 'https://www.pexels.com/@sam', page_url: 'https://www.pexels.com/photo/4498151/', query: 'rowing' };
      await t.sql(`update website_content set featured_image = $2, image_details = $3 where id = $1`, [id, PHOTO, JSON.stringify({ coverImage: cover })]);
      expect((await publicArticle(slug)).body.featured_image_alt).toBe('Rower on a calm river at dawn');
      expect((await staffArticle(id)).body.featured_image_alt).toBe('Rower on a calm river at dawn');
      expect(meta(await page(slug), 'og:image:alt')).toBe('Rower on a calm river at dawn');

      // An editor who empties it says the picture only decorates: the stock photo's own is not read out; null undoes that.
      expect((await edit(id, { featured_image_alt: '' })).body.featured_image_alt).toBeNull();
      await eventually(async () => (await publicArticle(slug)).body.featured_image_alt === null);
      expect(meta(await page(slug), 'og:image:alt')).toBeUndefined();
      expect((await edit(id, { featured_image_alt: null })).body.featured_image_alt).toBe('Rower on a calm river at dawn');

      // The cover's description is of the cover only: another picture has none of it.
      const moved = await insertWebsite(t, { title: 'Another picture' });
      await t.sql(`update website_content set featured_image = $2, image_details = $3 where id = $1`, [moved, OTHER, JSON.stringify({ coverImage: cover })]);
      expect((await staffArticle(moved)).body.featured_image_alt).toBeNull();
      // Pexels gave no description: image search's stand-in ("Photo by …") names the photographer, not what it shows.
      await t.sql(`update website_content set image_details = $2 where id = $1`, [moved, JSON.stringify({ coverImage: { ...cover, id: 99, alt: 'Photo by Sam Lee' } })]);
      expect((await staffArticle(moved)).body.featured_image_alt).toBeNull();
    });

    it("a new picture sent without a description does not keep the old picture's; with one, it has that one", async () => {
      const id = await insertWebsite(t, { title: 'Changing pictures' });
      expect((await edit(id, { featured_image: PHOTO, featured_image_alt: ALT })).status).toBe(200);
      // The same picture sent again keeps its description.
      expect((await edit(id, { featured_image: PHOTO, title: 'Changing pictures again' })).body.featured_image_alt).toBe(ALT);
      const changed = await edit(id, { featured_image: OTHER });
      expect([changed.status, changed.body.featured_image_alt]).toEqual([200, null]);
      expect(await stored(id)).toBeNull();
      const described = await edit(id, { featured_image: PHOTO, featured_image_alt: 'A rower at dawn' });
      expect(described.body.featured_image_alt).toBe('A rower at dawn');
    });

    it('a revision keeps the description, and restoring it puts it back with its picture', async () => {
      const id = await insertWebsite(t, { title: 'Restored description' });
      expect((await edit(id, { featured_image: PHOTO, featured_image_alt: ALT })).status).toBe(200);
      expect((await edit(id, { featured_image: OTHER, featured_image_alt: 'Something else' })).status).toBe(200);
      const [revision] = await t.sql<{ version: number; fields: Record<string, unknown> }>(
        `select version, fields from content_revisions where content_id = $1 and fields->>'featured_image' = $2 order by version desc limit 1`,
        [id, PHOTO],
      );
      expect(revision.fields.featured_image_alt).toBe(ALT);
      const restored = await request(t.server).post(`/api/website-content/${id}/revisions/${revision.version}/restore`).set('Cookie', editor.cookie).send({});
      expect([restored.status, restored.body.featured_image, restored.body.featured_image_alt]).toEqual([200, PHOTO, ALT]);
      expect(await stored(id)).toBe(ALT);
    });

    it('a draft written by hand takes its picture with a description', async () => {
      const res = await request(t.server).post('/api/website-content').set('Cookie', editor.cookie).send({
        title: 'Swimming in open water at 60',
        editorial_theme: 'Training & Performance',
        long_form_article: 'Open water is different.',
        featured_image: PHOTO,
        featured_image_alt: ` ${ALT} `,
      });
      expect([res.status, res.body.featured_image_alt]).toEqual([201, ALT]);
      expect(await stored(res.body.id)).toBe(ALT);
      const long = await request(t.server).post('/api/website-content').set('Cookie', editor.cookie).send({
        title: 'Too long a description',
        editorial_theme: 'Training & Performance',
        long_form_article: 'Text.',
        featured_image_alt: 'x'.repeat(251),
      });
      expect([long.status, long.body.error]).toEqual([400, expect.stringContaining('featured_image_alt must be at most 250 characters')]);
    });
  });
});
