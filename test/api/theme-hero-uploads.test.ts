import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { JobQueue } from '../../backend/src/infrastructure/queue/job-queue.js';
import { SweepUploads } from '../../backend/src/infrastructure/storage/upload-sweep.js';
import { identities, type Identity } from '../support/auth.js';
import { fileOf, png } from '../support/images.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * A theme page's hero picture may be one of this site's uploads (docs/product.md#admin-mode-on-magazine-pages), given
 * as /uploads/... or as PUBLIC_URL/uploads/... (stored relative): the hero's use is recorded, so the hourly sweep of
 * unused uploads keeps the file (before, an absolute address was saved unrecorded and the sweep deleted the picture:
 * readers got a broken hero); the picture it replaces is released; an upload that does not exist is 400; and the
 * picture is offered at its real widths (custom_image_width), in the answer and in the server-rendered page.
 */
describe('theme-hero-uploads', () => {
  const SITE = 'https://magazine.example';
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;

  beforeAll(async () => {
    if (!existsSync(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url))) {
      throw new Error('This test renders theme pages: run `npm run build` first (npm test does).');
    }
    t = await startTestApp({ env: { PUBLIC_URL: SITE } });
    people = await identities(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Uploads a picture on its own (600 by 400 px unless told) and answers its address. */
  async function upload(who: Identity, width = 600): Promise<string> {
    const res = await request(t.server).post('/api/community/journal/upload-image').set('Cookie', who.cookie).attach('image', await png(width, 400), 'photo.png');
    expect(res.status).toBe(200);
    return res.body.imageUrl as string;
  }
  const put = (who: Identity, theme: string, body: object) => request(t.server).put(`/api/theme-heros/${theme}`).set('Cookie', who.cookie).send(body);
  const ledger = async (url: string) => (await t.sql('select name from uploads where name = $1', [url.slice('/uploads/'.length)])).length;
  /** Runs the hourly sweep the way its schedule does, with every upload a few days old (old enough to be deleted when unused). */
  async function sweep(): Promise<void> {
    await t.sql(`update uploads set created_at = now() - interval '3 days'`);
    await (await t.app.get(JobQueue).add(new SweepUploads({}))).finished();
  }
  const tables = async () => JSON.stringify([await t.sql('select * from theme_heroes order by theme'), await t.sql('select * from uploads order by name'), await t.sql('select id from audit_log order by id')]);

  describe("a theme page's hero picture uploaded to this site", () => {
    it('is saved relative whether given absolute or relative, kept by the sweep, and released when replaced or cleared', async () => {
      const first = await upload(people.editor);
      const saved = await put(people.editor, 'training', { custom_title: 'Train smarter', custom_image_url: `${SITE}${first}` });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ custom_image_url: first, custom_image_width: 600, is_active: true });
      expect((await t.sql('select custom_image_url from theme_heroes where theme = $1', ['training']))[0]).toEqual({ custom_image_url: first });
      await sweep();
      expect(existsSync(fileOf(t, first))).toBe(true);
      expect((await request(t.server).get(first)).status).toBe(200); // readers get it: the hero shows it to everyone

      const second = await upload(people.editor);
      const replaced = await put(people.editor, 'training', { custom_image_url: second });
      expect(replaced.body).toMatchObject({ custom_image_url: second, custom_image_width: 600 });
      // The first picture is used by nothing now: out of the ledger and off the disk at once.
      expect([await ledger(first), existsSync(fileOf(t, first))]).toEqual([0, false]);
      await sweep();
      expect((await request(t.server).get(second)).status).toBe(200);
      await eventually(async () => (await request(t.server).get('/api/theme-heros/training')).body.custom_image_url === second);
      expect((await request(t.server).get('/api/theme-heros/training')).body.custom_image_width).toBe(600);

      const cleared = await put(people.editor, 'training', { custom_image_url: '' });
      expect(cleared.body).toMatchObject({ custom_image_url: null, custom_image_width: null });
      expect([await ledger(second), existsSync(fileOf(t, second))]).toEqual([0, false]);

      // A Pexels photo is no upload of ours: saved as given, no width.
      const photo = await put(people.editor, 'training', { custom_image_url: 'https://images.pexels.com/photos/2/b.jpeg' });
      expect(photo.body).toMatchObject({ custom_image_url: 'https://images.pexels.com/photos/2/b.jpeg', custom_image_width: null });
    });

    it('refuses an /uploads/ address that names no upload, or a member\'s photo, changing nothing', async () => {
      const privatePhoto = await upload(people.member);
      const before = await tables();
      const missing = `/uploads/${'0'.repeat(32)}.webp`;
      const noUpload = (url: string) => `custom_image_url names no picture uploaded to this site (${url}). Upload the picture again.`;
      for (const [url, message] of [
        [missing, noUpload(missing)],
        [`${SITE}${missing}`, noUpload(missing)],
        ['/uploads/hero.jpg', noUpload('/uploads/hero.jpg')],
        [privatePhoto, 'custom_image_url is not one of your uploads. Upload the image again.'],
      ]) {
        const res = await put(people.editor, 'gear', { custom_image_url: url });
        expect([url, res.status, res.body.error]).toEqual([url, 400, message]);
      }
      expect(await tables()).toBe(before);
      expect((await request(t.server).get(privatePhoto)).status).toBe(404); // still the member's alone
    });

    it("takes another editor's picture once it is a magazine picture, and a picture shared with an article outlives the hero", async () => {
      const shared = await upload(people.admin);
      const article = await insertWebsite(t, { title: 'Shared picture' });
      expect((await request(t.server).put(`/api/website-content/${article}`).set('Cookie', people.admin.cookie).send({ featured_image: shared })).status).toBe(200);
      expect((await put(people.editor, 'gear', { custom_image_url: shared })).body).toMatchObject({ custom_image_url: shared, custom_image_width: 600 });
      expect((await put(people.editor, 'gear', { custom_image_url: null })).status).toBe(200);
      expect([await ledger(shared), existsSync(fileOf(t, shared))]).toEqual([1, true]); // the article still uses it
    });

    it('is offered at its real widths in the server-rendered theme page, never as a 1600w it does not have', async () => {
      const picture = await upload(people.editor);
      expect((await put(people.editor, 'recovery', { custom_image_url: picture })).status).toBe(200);
      const copy = picture.replace(/\.webp$/, '-480.webp');
      const html = await eventually(async () => {
        const text = (await request(t.server).get('/publisher/recovery')).text;
        return text.includes(picture) && text;
      });
      const tags = [...html.matchAll(/<(?:img|link)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(picture));
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`${copy} 480w, ${picture} 600w`);
      expect(tags.filter((tag) => tag.includes(`${picture} 1600w`))).toEqual([]);
      expect(html).toContain('"custom_image_width":600');
    });
  });
});
