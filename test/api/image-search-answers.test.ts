import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { registerStaff, type Identity } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * The image search's answers are another company's data: a photo's addresses go into pages (img src, og:image,
 * JSON-LD, feeds, newsletters) and links (the credit's <a href>), and its picture becomes an article's featured
 * image. Only absolute http(s) addresses are taken from it: a photo without one is left out, a credit link that is
 * not one is left blank, so an upstream that answers javascript:, data: or one of our own /uploads/ paths (a member's
 * private photo, made public by being an article's picture) changes nothing.
 */
describe('image-search-answers', () => {
  let t: TestApp;
  let upstream: Server;
  let editor: Identity;
  let photos: unknown[] = [];

  const HOSTILE_URLS = ['javascript:alert(document.domain)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', '/uploads/aaaaaaaaaaaaaaaaaaaaaa.webp', '//evil.example/x.jpg'];
  const photo = (id: number, over: Record<string, unknown> = {}, src: Record<string, string> = {}) => ({
    id,
    width: 1880,
    height: 1253,
    url: `https://www.pexels.com/photo/${id}/`,
    photographer: 'Pat Lens',
    photographer_url: 'https://www.pexels.com/@pat-lens',
    avg_color: '#7A6B5C',
    alt: 'A runner on a hill',
    src: { large2x: `https://images.pexels.com/photos/${id}/large.jpeg`, medium: `https://images.pexels.com/photos/${id}/medium.jpeg`, ...src },
    ...over,
  });
  const hostilePhotos = () => HOSTILE_URLS.map((url, i) => photo(100 + i, {}, { large2x: url, large: url, original: url }));

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ photos, total_results: photos.length, page: 1, per_page: 15 }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    t = await startTestApp({ queue: 'in-process', env: { PEXELS_API_KEY: 'pexels-key', PEXELS_BASE_URL: base } });
    editor = await registerStaff(t, EDITOR_EMAIL);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  describe('photos from the image search', () => {
    it('leave out a photo whose picture is not an absolute http(s) address, and blank credit links that are not', async () => {
      photos = [
        ...hostilePhotos(),
        photo(7, { url: 'javascript:alert(1)', photographer_url: 'data:text/html,<script>alert(1)</script>', avg_color: 'url(https://evil.example/t)' }, { medium: 'javascript:alert(2)' }),
        photo(8),
      ];
      const res = await request(t.server).get('/api/pexels/search?query=hill%20running').set('Cookie', editor.cookie);
      expect(res.status).toBe(200);
      expect(res.body.photos.map((p: { id: number }) => p.id)).toEqual([7, 8]);
      expect(res.body.photos[0]).toMatchObject({
        url: 'https://images.pexels.com/photos/7/large.jpeg',
        thumbnail: 'https://images.pexels.com/photos/7/large.jpeg',
        page_url: '',
        photographer_url: '',
        avg_color: null,
      });
      expect(res.body.photos[1]).toMatchObject({
        url: 'https://images.pexels.com/photos/8/large.jpeg',
        thumbnail: 'https://images.pexels.com/photos/8/medium.jpeg',
        page_url: 'https://www.pexels.com/photo/8/',
        photographer_url: 'https://www.pexels.com/@pat-lens',
        avg_color: '#7A6B5C',
      });
    });

    it("never become a published article's featured image or credit: 'Update image' finds no photo and changes nothing", async () => {
      const id = await insertWebsite(t);
      photos = hostilePhotos();
      const res = await request(t.server).post(`/api/website-content/${id}/update-image`).set('Cookie', editor.cookie).send({});
      expect(res.status).toBe(502);
      const [row] = await t.sql<{ featured_image: string; image_details: unknown }>('select featured_image, image_details from website_content where id = $1', [id]);
      expect(row.featured_image).toBe('https://images.pexels.com/photos/1/a.jpeg');
      expect(JSON.stringify(row.image_details ?? {})).not.toMatch(/javascript:|data:|uploads|evil/);
    });

    it("'Update image' drops the editor's description of the old picture: the new photo's own is answered", async () => {
      const id = await insertWebsite(t);
      await t.sql(`update website_content set featured_image_alt = 'A cyclist on a coast road' where id = $1`, [id]);
      photos = [photo(9, { alt: 'Two swimmers in a lake' })];
      const res = await request(t.server).post(`/api/website-content/${id}/update-image`).set('Cookie', editor.cookie).send({});
      expect([res.status, res.body.featured_image, res.body.featured_image_alt]).toEqual([200, 'https://images.pexels.com/photos/9/large.jpeg', 'Two swimmers in a lake']);
      const [row] = await t.sql<{ featured_image_alt: string | null }>('select featured_image_alt from website_content where id = $1', [id]);
      expect(row.featured_image_alt).toBeNull();
    });
  });
});
