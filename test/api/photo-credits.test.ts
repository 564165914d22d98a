import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * Stock photos credit their photographers on the public magazine (docs/product.md#article-pages): the public answers
 * carry featured_image_credit / custom_image_credit ({photographer, photographer_url, page_url}) for the picture they
 * were chosen with, and the article page shows "Photo by … on Pexels" with links and an ImageObject in its JSON-LD.
 * Uploaded pictures (and a picture changed by hand since) have no credit.
 */
describe('photo-credits', () => {
  let t: TestApp;
  let editor: Identity;

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('The photo credit test needs the built frontend: run `npm run build` first (npm test does).');
    }
    t = await startTestApp({ env: { PUBLIC_URL: 'https://magazine.example' } });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  const PHOTO = 'https://images.pexels.com/photos/4498151/pexels-photo-4498151.jpeg';
  const CREDIT = { photographer: 'Jane Doe', photographer_url: 'https://www.pexels.com/@jane-doe', page_url: 'https://www.pexels.com/photo/rower-4498151/' };
  const edit = (id: number, body: object) => request(t.server).put(`/api/website-content/${id}`).set('Cookie', editor.cookie).send(body);
  const publicArticle = (slug: string) => request(t.server).get(`/api/website-content/${slug}`);

  describe('article photo credits', () => {
    it('an editor-chosen stock photo is credited in the public answer, the lists, the page and its JSON-LD; a new picture without one is not', async () => {
      const slug = 'rowing-after-fifty';
      const id = await insertWebsite(t, { title: 'Rowing after fifty', slug });
      expect((await edit(id, { featured_image: PHOTO, featured_image_credit: CREDIT })).status).toBe(200);

      const article = await publicArticle(slug);
      expect(article.body.featured_image_credit).toEqual(CREDIT);
      const latest = await request(t.server).get('/api/website-content/latest');
      const card = (latest.body.items ?? latest.body).find((a: { id: number }) => a.id === id);
      expect(card.featured_image_credit).toEqual(CREDIT);

      // React's text separators (<!-- -->) left out.
      const html = (await request(t.server).get(`/article/${slug}`)).text.replaceAll('<!-- -->', '');
      expect(html).toMatch(/<figcaption[^>]*><p[^>]*>Photo by <a href="https:\/\/www\.pexels\.com\/@jane-doe"[^>]*>Jane Doe<\/a> on <a href="https:\/\/www\.pexels\.com\/photo\/rower-4498151\/"[^>]*>Pexels<\/a><\/p><\/figcaption>/);
      const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
      expect(ld.image).toEqual([
        { '@type': 'ImageObject', url: PHOTO, creditText: 'Photo by Jane Doe on Pexels', creator: { '@type': 'Person', name: 'Jane Doe', url: CREDIT.photographer_url } },
      ]);

      // Another picture sent by hand (no credit with it) is not credited with the first one's photographer.
      expect((await edit(id, { featured_image: 'https://images.pexels.com/photos/99/other.jpeg' })).status).toBe(200);
      await eventually(async () => (await publicArticle(slug)).body.featured_image === 'https://images.pexels.com/photos/99/other.jpeg');
      expect((await publicArticle(slug)).body.featured_image_credit).toBeNull();
      expect((await request(t.server).get(`/article/${slug}`)).text).not.toContain('Photo by');
    });

    it('a draft written by hand keeps the credit of the stock photo chosen for it; without a picture, none', async () => {
      const draft = (extra: object) =>
        request(t.server)
          .post('/api/website-content')
          .set('Cookie', editor.cookie)
          .send({ title: `Masters rowing ${Math.random()}`, editorial_theme: 'Training & Performance', long_form_article: 'Row long.', ...extra });
      const credited = await draft({ featured_image: PHOTO, featured_image_credit: CREDIT });
      expect([credited.status, credited.body.featured_image_credit]).toEqual([201, CREDIT]);
      expect((await request(t.server).get(`/api/website-content/${credited.body.id}`).set('Cookie', editor.cookie)).body.featured_image_credit).toEqual(CREDIT);
      const bare = await draft({ featured_image_credit: CREDIT });
      expect([bare.status, bare.body.featured_image, bare.body.featured_image_credit]).toEqual([201, null, null]);
      const bad = await draft({ featured_image: PHOTO, featured_image_credit: { ...CREDIT, page_url: 'javascript:alert(1)' } });
      expect(bad.status).toBe(400);
    });

    it('an uploaded picture has no credit, even with a stock photo credit stored from before', async () => {
      const slug = 'own-photo-article';
      const id = await insertWebsite(t, { title: 'Our own photo', slug });
      await t.sql(`update website_content set featured_image = '/uploads/0123456789abcdef0123456789abcdef.webp', image_details = $2 where id = $1`, [
        id,
        JSON.stringify({ featured_image: { ...CREDIT, url: '/uploads/0123456789abcdef0123456789abcdef.webp' } }),
      ]);
      const article = await publicArticle(slug);
      expect(article.status).toBe(200);
      expect(article.body.featured_image_credit).toBeNull();
      expect((await request(t.server).get(`/article/${slug}`)).text).not.toContain('Photo by');
    });

    it("a generated article's cover is credited; addresses that are not http(s) are not linked", async () => {
      const slug = 'generated-cover-article';
      const id = await insertWebsite(t, { title: 'A generated cover', slug });
      const cover = { id: 4498151, alt: 'Rower', photographer: 'Sam Lee', photographer_url: 'javascript:alert(1)', page_url: CREDIT.page_url, query: 'rowing' };
      await t.sql(`update website_content set featured_image = $2, image_details = $3 where id = $1`, [id, PHOTO, JSON.stringify({ coverImage: cover })]);
      expect((await publicArticle(slug)).body.featured_image_credit).toEqual({ photographer: 'Sam Lee', photographer_url: CREDIT.page_url, page_url: CREDIT.page_url });
    });

    it('refuses a credit whose addresses are not http(s)', async () => {
      const id = await insertWebsite(t, { title: 'Refused credit', slug: 'refused-credit' });
      const res = await edit(id, { featured_image: PHOTO, featured_image_credit: { ...CREDIT, photographer_url: 'javascript:alert(1)' } });
      expect(res.status).toBe(400);
    });
  });

  describe('theme hero photo credits', () => {
    const put = (body: object) => request(t.server).put('/api/theme-heros/recovery').set('Cookie', editor.cookie).send(body);

    it("keeps a stock photo's credit with the hero picture, and drops it for a new picture without one", async () => {
      expect((await put({ custom_title: 'Recover well', custom_image_url: PHOTO, custom_image_credit: CREDIT })).body.custom_image_credit).toEqual(CREDIT);
      expect((await request(t.server).get('/api/theme-heros/recovery')).body.custom_image_credit).toEqual(CREDIT);
      // A title change keeps the picture and its credit.
      expect((await put({ custom_title: 'Recover better' })).body.custom_image_credit).toEqual(CREDIT);
      expect((await put({ custom_image_url: 'https://images.pexels.com/photos/7/seven.jpeg' })).body.custom_image_credit).toBeNull();
      // The public read is cached: it is read again once the change has cleared it.
      const read = await eventually(async () => {
        const hero = (await request(t.server).get('/api/theme-heros/recovery')).body;
        return hero.custom_image_url === 'https://images.pexels.com/photos/7/seven.jpeg' && hero;
      });
      expect(read.custom_image_credit).toBeNull();
    });
  });
});
