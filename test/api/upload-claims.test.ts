import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { identities, type Identity } from '../support/auth.js';
import { png } from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertGeneration } from './content-fixtures.js';
import { insertWebsite } from './website-fixtures.js';

/**
 * Issue 18 (Trust): staff content that names one of our uploads makes it public, so a newly named upload must be the
 * staff member's own. A member's private photo (uploaded, not attached yet) named as a draft's featured_image or as a
 * generation's image is 400 and changes nothing, and the photo stays unreadable to anyone but its owner.
 */
let t: TestApp;
let people: Record<'member' | 'otherMember' | 'editor' | 'admin', Identity>;
let privatePhoto: string;

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://flying50.example' } });
  people = await identities(t);
  privatePhoto = await upload(people.member);
});
afterAll(async () => {
  await t?.close();
});

const as = (who: Identity) => ({
  post: (path: string) => request(t.server).post(path).set('Cookie', who.cookie),
  put: (path: string) => request(t.server).put(path).set('Cookie', who.cookie),
});

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
