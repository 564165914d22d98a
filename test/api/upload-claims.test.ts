import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { JobQueue } from '../../backend/src/infrastructure/queue/job-queue.js';
import { SweepUploads } from '../../backend/src/infrastructure/storage/upload-sweep.js';
import { identities, type Identity } from '../support/auth.js';
import { fileOf, png } from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertGeneration } from './content-fixtures.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * Issue 18 (Trust): staff content that names one of our uploads makes it public, so a newly named upload must be the
 * staff member's own. A member's private photo (uploaded, not attached yet) named as a draft's featured_image or as a
 * generation's image is 400 and changes nothing, and the photo stays unreadable to anyone but its owner.
 */
describe('upload-claims', () => {
  const SITE = 'https://flying50.example';
  let t: TestApp;
  let people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>;
  let privatePhoto: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: SITE } });
    people = await identities(t);
    privatePhoto = await upload(people.member);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string) => request(t.server).post(path).set('Cookie', who.cookie),
    put: (path: string) => request(t.server).put(path).set('Cookie', who.cookie),
  });

  /** Runs the hourly sweep of unused uploads the way its schedule does, with every upload old enough to be deleted. */
  async function sweep(): Promise<void> {
    await t.sql(`update uploads set created_at = now() - interval '3 days'`);
    await (await t.app.get(JobQueue).add(new SweepUploads({}))).finished();
  }

  /** The upload survived the sweep: in the ledger, on the disk, and served (to `reader`, or to everyone). */
  async function kept(url: string, reader?: Identity): Promise<void> {
    const ledger = await t.sql('select name from uploads where name = $1', [url.slice('/uploads/'.length)]);
    expect([url, ledger.length, existsSync(fileOf(t, url))]).toEqual([url, 1, true]);
    expect((await (reader ? as(reader).get(url) : request(t.server).get(url))).status).toBe(200);
  }

  /** Uploads a photo on its own (POST /api/community/journal/upload-image) and answers its address. */
  async function upload(who: Identity): Promise<string> {
    const res = await as(who).post('/api/community/journal/upload-image').attach('image', await png(), 'photo.png');
    expect(res.status).toBe(200);
    return res.body.imageUrl as string;
  }

  const tables = async () =>
    JSON.stringify([
      await t.sql('select * from website_content order by id'),
      await t.sql('select * from content_generations order by id'),
      await t.sql('select * from audit_log order by id'),
      await t.sql('select * from uploads order by name'),
    ]);

  /** The photo is still private: its owner gets it, nobody else does. */
  async function stillPrivate(url: string): Promise<void> {
    expect((await request(t.server).get(url)).status).toBe(404);
    expect((await request(t.server).get(url).set('Cookie', people.editor.cookie)).status).toBe(404);
    expect((await request(t.server).get(url).set('Cookie', people.member.cookie)).status).toBe(200);
  }

  describe("a member's private upload named in staff content", () => {
    it('is refused as a new draft\'s featured_image', async () => {
      const before = await tables();
      const res = await as(people.editor)
        .post('/api/website-content')
        .send({ title: 'Borrowed photo', long_form_article: 'Text.', editorial_theme: 'Gear & Tech', featured_image: privatePhoto });
      expect([res.status, res.body.error]).toEqual([400, 'featured_image is not one of your uploads. Upload the image again.']);
      expect(await tables()).toBe(before);
      await stillPrivate(privatePhoto);
    });

    it("is refused as a draft's new featured_image", async () => {
      const id = await insertWebsite(t, { status: 'draft' });
      const before = await tables();
      const res = await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: privatePhoto });
      expect([res.status, res.body.error]).toEqual([400, 'featured_image is not one of your uploads. Upload the image again.']);
      expect(await tables()).toBe(before);
      await stillPrivate(privatePhoto);
    });

    it("is refused as a generation's image, relative or absolute", async () => {
      const id = await insertGeneration(t, { created_by: people.editor.id });
      for (const [slot, url] of [['coverImage', privatePhoto], ['inlineVisual1', `https://flying50.example${privatePhoto}`]]) {
        const before = await tables();
        const res = await as(people.editor).put(`/api/content/generations/${id}`).send({ topic: 'Changed', generated_images: { [slot]: url } });
        expect([res.status, res.body.error]).toEqual([400, `generated_images.${slot} is not one of your uploads. Upload the image again.`]);
        expect(await tables()).toBe(before);
      }
      await stillPrivate(privatePhoto);
    });
  });

  describe("a staff member's own upload", () => {
    it('is taken as a featured image and a generation image, and the current image of another may stay', async () => {
      const mine = await upload(people.editor);
      const id = await insertWebsite(t, { status: 'draft' });
      expect((await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: mine })).status).toBe(200);
      const generation = await insertGeneration(t);
      expect((await as(people.editor).put(`/api/content/generations/${generation}`).send({ generated_images: { coverImage: mine } })).status).toBe(200);
      expect((await request(t.server).get(mine)).status).toBe(200);

      // The admin edits both without changing the editor's images: they stay, though they are not the admin's own.
      const article = await as(people.admin).put(`/api/website-content/${id}`).send({ title: 'Retitled', featured_image: mine });
      expect([article.status, article.body.featured_image]).toEqual([200, mine]);
      const package_ = await as(people.admin).put(`/api/content/generations/${generation}`).send({ generated_images: { coverImage: mine } });
      expect([package_.status, package_.body.generated_images.coverImage]).toEqual([200, mine]);
      // But the admin cannot put it on an article of their own choosing.
      const other = await insertWebsite(t, { status: 'draft' });
      expect((await as(people.admin).put(`/api/website-content/${other}`).send({ featured_image: mine })).status).toBe(400);
    });
  });

  /**
   * One of our uploads given as its full address (PUBLIC_URL/uploads/..., as copied from the browser) wherever a picture
   * address is taken is stored relative, the form the uploads' uses look for: it is claimed, the hourly sweep keeps it
   * and it serves. Before, an article saved it in full, unrecorded, and the sweep deleted the picture; a journal entry
   * refused it. An /uploads/ address naming no upload is refused as that field refuses a bad upload.
   */
  describe('one of our uploads given in full', () => {
    it("is stored relative as a new article's and a changed article's featured_image, and kept by the sweep", async () => {
      const created = await upload(people.editor);
      const res = await as(people.editor)
        .post('/api/website-content')
        .send({ title: 'Full address', long_form_article: 'Text.', editorial_theme: 'Gear & Tech', featured_image: `${SITE}${created}` });
      expect([res.status, res.body.featured_image]).toEqual([201, created]);
      const changed = await upload(people.editor);
      const id = await insertWebsite(t, { status: 'published' });
      const put = await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: `${SITE}${changed}` });
      expect([put.status, put.body.featured_image, put.body.featured_image_width]).toEqual([200, changed, 120]);
      const rows = await t.sql('select featured_image from website_content where id = any($1) order by id', [[res.body.id, id]]);
      expect(rows).toEqual([{ featured_image: created }, { featured_image: changed }]);
      await sweep();
      await kept(created, people.editor);
      await kept(changed); // a published article's picture: every reader gets it
    });

    it('counts as a use in an article saved in full before (2026-11-30), so the sweep keeps it', async () => {
      const legacy = await upload(people.editor);
      const id = await insertWebsite(t, { status: 'published' });
      await t.sql('update website_content set featured_image = $1 where id = $2', [`${SITE}${legacy}`, id]);
      await sweep();
      await kept(legacy);
    });

    it('is answered relative, with its width, from an article saved in full before (2026-11-30); an edit keeps it', async () => {
      const legacy = await upload(people.editor);
      const elsewhere = 'https://other.example/uploads/0123456789abcdef0123456789abcdef.webp';
      const [id, foreign] = [await insertWebsite(t, { status: 'published' }), await insertWebsite(t, { status: 'published' })];
      await t.sql('update website_content set featured_image = $1 where id = $2', [`${SITE}${legacy}`, id]);
      await t.sql('update website_content set featured_image = $1 where id = $2', [elsewhere, foreign]);
      const read = await request(t.server).get(`/api/website-content/${id}`);
      expect([read.status, read.body.featured_image, read.body.featured_image_width]).toEqual([200, legacy, 120]);
      const list = (await request(t.server).get('/api/publisher/articles')).body as Array<{ id: number; featured_image: string; featured_image_width: number | null }>;
      const pictureOf = (article: number) => list.filter((a) => a.id === article).map((a) => [a.featured_image, a.featured_image_width]);
      expect([pictureOf(id), pictureOf(foreign)]).toEqual([[[legacy, 120]], [[elsewhere, null]]]); // another site's address as stored
      // Someone else than its uploader edits the article, sending the picture back as answered: it stays (now relative).
      const edit = await as(people.admin).put(`/api/website-content/${id}`).send({ title: 'Retitled, same picture', featured_image: legacy });
      expect([edit.status, edit.body.featured_image, edit.body.featured_image_width]).toEqual([200, legacy, 120]);
      expect(await t.sql('select featured_image from website_content where id = $1', [id])).toEqual([{ featured_image: legacy }]);
    });

    it("is stored relative as an ad's image, new or changed, and kept by the sweep", async () => {
      const ad = { title: 'Full address', link_url: 'https://shop.example.com/sale', format: 'square', target_pages: ['home'], position: 1 };
      const first = await upload(people.editor);
      const created = await as(people.editor).post('/api/ads').send({ ...ad, image_url: `${SITE}${first}` });
      expect([created.status, created.body.image_url]).toEqual([201, first]);
      const second = await upload(people.editor);
      // As a person may type it (any case, the default port): still this site's address.
      const changed = await as(people.editor).put(`/api/ads/${created.body.id}`).send({ ...ad, image_url: `HTTPS://Flying50.EXAMPLE:443${second}` });
      expect([changed.status, changed.body.image_url]).toEqual([200, second]);
      expect(await t.sql('select image_url from ads where id = $1', [created.body.id])).toEqual([{ image_url: second }]);
      expect(existsSync(fileOf(t, first))).toBe(false); // the replaced picture was released
      await sweep();
      await kept(second);
    });

    it("is stored relative as a journal entry's photo, new or changed, and kept by the sweep for its owner alone", async () => {
      const first = await upload(people.otherMember);
      const created = await as(people.otherMember).post('/api/community/journal').send({ content: 'With my photo', image_url: `${SITE}${first}` });
      expect([created.status, created.body.image_url]).toEqual([201, first]);
      const second = await upload(people.otherMember);
      const changed = await as(people.otherMember).put(`/api/community/journal/${created.body.id}`).send({ image_url: `${SITE}${second}` });
      expect([changed.status, changed.body.image_url]).toEqual([200, second]);
      expect(await t.sql('select image_url from journal_entries where id = $1', [created.body.id])).toEqual([{ image_url: second }]);
      expect(existsSync(fileOf(t, first))).toBe(false); // the replaced photo was released
      await sweep();
      await kept(second, people.otherMember);
      expect((await request(t.server).get(second)).status).toBe(404); // still the member's alone
    });

    it('is refused, changing nothing, when it names no upload or a photo that is not yours', async () => {
      const theirs = await upload(people.member); // unattached: the sweeps above deleted the first one
      const missing = `${SITE}/uploads/${'0'.repeat(32)}.webp`;
      const entriesBefore = JSON.stringify(await t.sql('select * from journal_entries order by id'));
      const id = await insertWebsite(t, { status: 'draft' });
      const afterInsert = await tables();
      for (const url of [missing, `${SITE}/uploads/hero.jpg`, `${SITE}${theirs}`, `${SITE}${theirs}?v=2`]) {
        const res = await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: url });
        expect([url, res.status, res.body.error]).toEqual([url, 400, 'featured_image is not one of your uploads. Upload the image again.']);
        const entry = await as(people.otherMember).post('/api/community/journal').send({ content: 'Not mine', image_url: url });
        expect([url, entry.status, entry.body.error]).toEqual([url, 400, 'That image address is not one of your uploads. Send the photo as a data URL or upload it first.']);
      }
      expect(await tables()).toBe(afterInsert);
      expect(JSON.stringify(await t.sql('select * from journal_entries order by id'))).toBe(entriesBefore);
      await stillPrivate(theirs);
    });

    it('leaves other http(s) addresses as given', async () => {
      const id = await insertWebsite(t, { status: 'draft' });
      const photo = 'https://images.pexels.com/photos/3/c.jpeg';
      const res = await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: photo });
      expect([res.status, res.body.featured_image]).toEqual([200, photo]);
      const elsewhere = 'https://other.example/uploads/0123456789abcdef0123456789abcdef.webp';
      const other = await as(people.editor).put(`/api/website-content/${id}`).send({ featured_image: elsewhere });
      expect([other.status, other.body.featured_image]).toEqual([200, elsewhere]);
    });
  });
});
