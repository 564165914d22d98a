import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { JobQueue } from '../../backend/src/infrastructure/queue/job-queue.js';
import { SweepUploads } from '../../backend/src/infrastructure/storage/upload-sweep.js';
import { identities, type Identity } from '../support/auth.js';
import { fileOf, png } from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * Pictures an older version saved as the full address of one of our uploads (PUBLIC_URL/uploads/<name>, before
 * 2026-11-30) are answered relative (/uploads/<name>). A save that sends such a picture back as answered names the
 * same file: it is no newly chosen picture (not claimed as one, so no 400 for an editor who did not upload it) and is
 * never released; a save that does replace it releases it at once. A restored revision puts its picture back in the
 * relative form, and the pictures revisions name outlive the sweep, so a restore never brings back a deleted picture.
 */
describe('legacy-upload-addresses', () => {
  const SITE = 'https://magazine.example';
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: SITE } });
    people = await identities(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(who: Identity): Promise<string> {
    const res = await request(t.server).post('/api/community/journal/upload-image').set('Cookie', who.cookie).attach('image', await png(600, 400), 'photo.png');
    expect(res.status).toBe(200);
    return res.body.imageUrl as string;
  }
  const nameOf = (url: string) => url.slice('/uploads/'.length);
  /** [in the ledger, on the disk] */
  const present = async (url: string) => [(await t.sql('select name from uploads where name = $1', [nameOf(url)])).length, existsSync(fileOf(t, url))];
  async function sweep(): Promise<void> {
    await t.sql(`update uploads set created_at = now() - interval '3 days'`);
    await (await t.app.get(JobQueue).add(new SweepUploads({}))).finished();
  }
  const putHero = (who: Identity, theme: string, body: object) => request(t.server).put(`/api/theme-heros/${theme}`).set('Cookie', who.cookie).send(body);
  const legacyHero = (theme: string, url: string) =>
    t.sql(`insert into theme_heroes (theme, custom_title, custom_image_url, is_active, updated_at) values ($1, 'Old title', $2, true, now())
         on conflict (theme) do update set custom_title = excluded.custom_title, custom_image_url = excluded.custom_image_url`, [theme, url]);
  const heroPicture = async (theme: string) => (await t.sql<{ custom_image_url: string }>('select custom_image_url from theme_heroes where theme = $1', [theme]))[0].custom_image_url;

  describe("a theme page's hero picture saved in full by an older version", () => {
    it('is kept, stored relative, when another editor saves the hero with the picture as answered', async () => {
      const legacy = await upload(people.admin);
      // Saved with the host as typed (PUBLIC_URL's host in capitals): the same upload, answered relative.
      await legacyHero('training', `https://MAGAZINE.example${legacy}`);
      const read = await request(t.server).get('/api/theme-heros/training');
      expect([read.body.custom_image_url, read.body.custom_image_width]).toEqual([legacy, 600]);
      const saved = await putHero(people.editor, 'training', { custom_title: 'New title', custom_image_url: read.body.custom_image_url });
      expect([saved.status, saved.body.error, saved.body.custom_title, saved.body.custom_image_url, saved.body.custom_image_width]).toEqual([200, undefined, 'New title', legacy, 600]);
      expect(await heroPicture('training')).toBe(legacy);
      expect(await present(legacy)).toEqual([1, true]);
      await sweep();
      expect(await present(legacy)).toEqual([1, true]);
    });

    it("keeps a picture whose file is gone when only the title changes (no 400 for a picture that is not new)", async () => {
      const legacy = await upload(people.editor);
      await legacyHero('gear', `${SITE}${legacy}`);
      await t.sql('delete from uploads where name = $1', [nameOf(legacy)]); // swept while an older version did not count it
      const saved = await putHero(people.editor, 'gear', { custom_title: 'Kit that works', custom_image_url: legacy });
      expect([saved.status, saved.body.error, saved.body.custom_title, saved.body.custom_image_url]).toEqual([200, undefined, 'Kit that works', legacy]);
    });

    it('is released at once when the hero gets another picture', async () => {
      const legacy = await upload(people.editor);
      const next = await upload(people.editor);
      await legacyHero('mindset', `${SITE}${legacy}`);
      expect((await putHero(people.editor, 'mindset', { custom_image_url: next })).body.custom_image_url).toBe(next);
      expect([await present(legacy), await present(next)]).toEqual([[0, false], [1, true]]);
    });
  });

  const as = (who: Identity) => ({
    put: (path: string) => request(t.server).put(path).set('Cookie', who.cookie),
    post: (path: string) => request(t.server).post(path).set('Cookie', who.cookie),
  });
  const articlePicture = async (id: number) => (await t.sql<{ featured_image: string }>('select featured_image from website_content where id = $1', [id]))[0].featured_image;

  describe("an article revision's picture", () => {
    it('saved in full by an older version is restored relative, with its width, by an editor who did not upload it', async () => {
      const legacy = await upload(people.admin);
      const current = await upload(people.editor);
      const id = await insertWebsite(t, { status: 'published' });
      expect((await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: current })).status).toBe(200);
      // Revision 1 holds the Pexels photo the article started with; an older version's revision holds our upload in full.
      await t.sql(`update content_revisions set fields = jsonb_set(fields, '{featured_image}', to_jsonb($1::text)) where kind = 'website' and content_id = $2 and version = 1`, [`${SITE}${legacy}`, id]);
      const restored = await as(people.editor).post(`/api/website-content/${id}/revisions/1/restore`);
      expect([restored.status, restored.body.featured_image, restored.body.featured_image_width]).toEqual([200, legacy, 600]);
      expect(await articlePicture(id)).toBe(legacy);
      // The picture it had stays in the revision the restore saved: restoring that one brings it back, whole.
      await sweep();
      expect([await present(legacy), await present(current)]).toEqual([[1, true], [1, true]]);
      const back = await as(people.editor).post(`/api/website-content/${id}/revisions/2/restore`);
      expect([back.status, back.body.featured_image, back.body.featured_image_width]).toEqual([200, current, 600]);
      expect((await request(t.server).get(current)).status).toBe(200);
    });

    it('replaced a while ago is kept by the sweep, so restoring the revision brings back a picture that is there', async () => {
      const first = await upload(people.editor);
      const second = await upload(people.editor);
      const id = await insertWebsite(t, { status: 'published' });
      expect((await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: first })).status).toBe(200);
      expect((await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: second })).status).toBe(200);
      await sweep(); // a day later: only revision 2 names the first picture
      expect(await present(first)).toEqual([1, true]);
      const restored = await as(people.editor).post(`/api/website-content/${id}/revisions/2/restore`);
      expect([restored.status, restored.body.featured_image, restored.body.featured_image_width]).toEqual([200, first, 600]);
      expect((await request(t.server).get(first)).status).toBe(200);
    });
  });
});
