import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import request from 'supertest';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';
import { avif, bigPng, dataUrl, fileOf, jpegWithGps, png, storedFiles } from '../support/images.js';

describe('members-journal', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({
    get: (path: string) => request(t.server).get(path).set('Cookie', who.cookie),
    post: (path: string) => request(t.server).post(path).set('Cookie', who.cookie),
    put: (path: string) => request(t.server).put(path).set('Cookie', who.cookie),
    delete: (path: string) => request(t.server).delete(path).set('Cookie', who.cookie),
  });
  const entries = async () => t.sql<Record<string, unknown>>('select * from journal_entries order by id');
  const events = async (type: string) => t.sql<{ payload: Record<string, unknown> }>('select payload from outbox_events where type = $1 order by id', [type]);

  describe('writing entries', () => {
    it('creates an entry from JSON, answers 201 with the contract shape and publishes EntryCreated', async () => {
      const res = await as(pat)
        .post('/api/community/journal')
        .send({ title: '  Hill reps  ', content: '  Six hill repeats, felt strong.  ', tags: ['Training', 'Mindset', 'Training'], is_private: true });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title: 'Hill reps',
        content: 'Six hill repeats, felt strong.',
        tags: ['Training', 'Mindset'],
        image_url: null,
        is_private: true,
        entry_type: 'journal',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updated_at: expect.any(String),
        aiResponses: [],
        insight_pending: true,
      });
      expect(await events('EntryCreated')).toContainEqual({ payload: { userId: pat.id, entryId: res.body.id, entryType: 'journal' } });
    });

    it('stores a JSON data-URL photo re-encoded as WebP: auto-rotated, EXIF and GPS gone, served from /uploads', async () => {
      const jpeg = await jpegWithGps(300, 200);
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await as(pat).post('/api/community/journal').send({ title: 'Photo', content: 'With a photo', image_url: dataUrl(jpeg) });
      expect(res.status).toBe(201);
      expect(res.body.image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

      const meta = await sharp(fileOf(t, res.body.image_url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();

      const served = await as(pat).get(res.body.image_url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.isBuffer(served.body) && (served.body as Buffer).equals(readFileSync(fileOf(t, res.body.image_url)))).toBe(true);
      expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    });

    it('creates an entry from a multipart form (chat composer): tags as JSON text, is_private as text, an image file', async () => {
      const res = await as(pat)
        .post('/api/community/journal')
        .field('content', 'Recovery ride, easy spin')
        .field('tags', JSON.stringify(['Recovery']))
        .field('is_private', 'false')
        .field('entry_type', 'user_entry')
        .attach('image', await png(), { filename: 'ride.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      // Sent without a title: its own first words are its title (in Classic Journal and My Journal Journey).
      expect(res.body).toMatchObject({ title: 'Recovery ride, easy spin', content: 'Recovery ride, easy spin', tags: ['Recovery'], is_private: false, entry_type: 'user_entry' });
      expect(res.body.image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      expect((await sharp(fileOf(t, res.body.image_url)).metadata()).format).toBe('webp');
      expect(await events('EntryCreated')).toContainEqual({ payload: { userId: pat.id, entryId: res.body.id, entryType: 'user_entry' } });
    });

    it('titles an untitled entry with its first words, cut at a word boundary, also when the title is cleared on edit', async () => {
      const content = 'Long run in the hills this morning, legs felt heavy on the second climb but recovered well after.';
      const res = await as(pat).post('/api/community/journal').send({ content, entry_type: 'user_entry' });
      expect(res.status).toBe(201);
      expect(res.body.title).toBe('Long run in the hills this morning, legs felt heavy on the…');
      const edited = await as(pat).put(`/api/community/journal/${res.body.id}`).send({ title: '', content: 'Short swim.' });
      expect(edited.status).toBe(200);
      expect(edited.body.title).toBe('Short swim.');
      expect((await t.sql('select title from journal_entries where id = $1', [res.body.id]))[0]).toEqual({ title: 'Short swim.' });
    });

    it('lets a title made from the words follow them when the text is edited; a title the member wrote stays', async () => {
      const content = 'Keyboard only test: tempo run 5 km, felt strong. Second line of the message.';
      const chat = await as(pat).post('/api/community/journal').send({ content, entry_type: 'user_entry' });
      const made = 'Keyboard only test: tempo run 5 km, felt strong. Second line…';
      expect(chat.body.title).toBe(made);
      // The edit form sends the title back as it showed it, with the new text.
      const edited = await as(pat).put(`/api/community/journal/${chat.body.id}`).send({ title: made, content: 'Swim session: 1500 m in the pool, steady.' });
      expect(edited.body.title).toBe('Swim session: 1500 m in the pool, steady.');
      const textOnly = await as(pat).put(`/api/community/journal/${chat.body.id}`).send({ content: 'Rest day, a walk with the dog.' });
      expect(textOnly.body.title).toBe('Rest day, a walk with the dog.');
      const titled = await as(pat).put(`/api/community/journal/${chat.body.id}`).send({ title: 'Dog walk', content: 'Rest day, a long walk with the dog.' });
      expect(titled.body.title).toBe('Dog walk');
      const kept = await as(pat).put(`/api/community/journal/${chat.body.id}`).send({ content: 'Rest day, an easy walk.' });
      expect(kept.body.title).toBe('Dog walk');
    });

    it('shrinks large photos to at most 2000 px and accepts AVIF', async () => {
      const large = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#777777' } }).jpeg().toBuffer();
      const res = await as(pat).post('/api/community/journal').field('content', 'Big photo').attach('image', large, 'big.jpg');
      expect(res.status).toBe(201);
      expect(await sharp(fileOf(t, res.body.image_url)).metadata()).toMatchObject({ width: 2000, height: 1000 });

      const fromAvif = await as(pat).post('/api/community/journal').field('content', 'AVIF photo').attach('image', await avif(), 'photo.avif');
      expect(fromAvif.status).toBe(201);
      expect(existsSync(fileOf(t, fromAvif.body.image_url))).toBe(true);
    });

    it('accepts GIF and WebP too; an empty image_url means no photo', async () => {
      for (const [bytes, name] of [
        [await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } }).gif().toBuffer(), 'a.gif'],
        [await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00ff00' } }).webp().toBuffer(), 'a.webp'],
      ] as const) {
        const res = await as(pat).post('/api/community/journal').field('content', name).attach('image', bytes, name);
        expect(res.status).toBe(201);
        expect((await sharp(fileOf(t, res.body.image_url)).metadata()).format).toBe('webp');
      }
      const none = await as(pat).post('/api/community/journal').send({ title: 'No photo', content: 'x', image_url: '' });
      expect(none.status).toBe(201);
      expect(none.body.image_url).toBeNull();
    });

    it('answers 404 JSON for an upload that does not exist', async () => {
      const res = await request(t.server).get('/uploads/00000000000000000000000000000000.webp');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, statusCode: 404 });
    });
  });

  describe('photos that are refused change nothing', () => {
    const refused: [string, () => Promise<request.Response>, number, string][] = [
      [
        'a text file named fake.jpg',
        async () => as(pat).post('/api/community/journal').field('content', 'x').attach('image', Buffer.from('this is not an image at all'), { filename: 'fake.jpg', contentType: 'image/jpeg' }),
        400,
        'Please select a JPEG, PNG, GIF, or WebP image.',
      ],
      [
        'an 11 MB image in a multipart form',
        async () => as(pat).post('/api/community/journal').field('content', 'x').attach('image', await bigPng(11 * 1024 * 1024), 'huge.png'),
        413,
        'Image must be smaller than 10MB',
      ],
      [
        'an 11 MB image as a data URL',
        async () => as(pat).post('/api/community/journal').send({ content: 'x', image_url: dataUrl(await bigPng(11 * 1024 * 1024), 'image/png') }),
        413,
        'Image must be smaller than 10MB',
      ],
      ['a data URL of text', async () => as(pat).post('/api/community/journal').send({ content: 'x', image_url: dataUrl(Buffer.from('hello'), 'image/png') }), 400, 'Please select a JPEG, PNG, GIF, or WebP image.'],
      ['a broken data URL', async () => as(pat).post('/api/community/journal').send({ content: 'x', image_url: 'data:image/png;base64,@@@' }), 400, 'Image must be a base64 data URL'],
      ['a link to someone else\'s site', async () => as(pat).post('/api/community/journal').send({ content: 'x', image_url: 'https://evil.example/a.jpg' }), 400, 'not one of your uploads'],
      [
        'a file and image_url at once',
        async () => as(pat).post('/api/community/journal').field('content', 'x').field('image_url', 'data:image/png;base64,AAAA').attach('image', await png(), 'a.png'),
        400,
        'either as the image file or as image_url',
      ],
      [
        'a file in another field',
        async () => as(pat).post('/api/community/journal').field('content', 'x').attach('photo', await png(), 'a.png'),
        400,
        'Send the image in the "image" field',
      ],
      ['upload-image without a file', async () => as(pat).post('/api/community/journal/upload-image').send({}), 400, 'Please choose an image to upload.'],
      [
        'upload-image with a text file',
        async () => as(pat).post('/api/community/journal/upload-image').attach('image', Buffer.from('GIF89 but not really'), 'fake.gif'),
        400,
        'Please select a JPEG, PNG, GIF, or WebP image.',
      ],
    ];

    it.each(refused)('%s', async (_name, send, status, message) => {
      const before = { rows: await entries(), files: storedFiles(t), uploads: await t.sql('select * from uploads order by name') };
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, statusCode: status });
      expect(res.body.error).toContain(message);
      expect(await entries()).toEqual(before.rows);
      expect(storedFiles(t)).toEqual(before.files);
      expect(await t.sql('select * from uploads order by name')).toEqual(before.uploads);
    });
  });

  describe('bad entry bodies get 400 with a readable message and change nothing', () => {
    let id: number;
    beforeAll(async () => {
      id = (await as(pat).post('/api/community/journal').send({ title: 'Keep me', content: 'Unchanged' })).body.id;
    });

    const cases: [string, string, 'post' | 'put', object, RegExp][] = [
      ['blank content', 'create', 'post', { title: 'T', content: '   ' }, /Please write your journal entry/],
      ['no content', 'create', 'post', { title: 'T' }, /Please write your journal entry/],
      ['content as a number', 'create', 'post', { content: 42 }, /Content must be text/],
      ['content over 10000 characters', 'create', 'post', { content: 'x'.repeat(10001) }, /at most 10000 characters/],
      ['a title over 200 characters', 'create', 'post', { title: 't'.repeat(201), content: 'x' }, /Title must be at most 200 characters/],
      ['an unknown tag', 'create', 'post', { content: 'x', tags: ['Training', 'Knitting'] }, /Tags must be from: Training, Mindset/],
      ['seven tags', 'create', 'post', { content: 'x', tags: ['Training', 'Mindset', 'Nutrition', 'Race Day', 'Recovery', 'Life Balance', 'Training'] }, /at most 6 tags/],
      ['tags as text', 'create', 'post', { content: 'x', tags: 'Training' }, /Tags must be a list/],
      ['is_private as text', 'create', 'post', { content: 'x', is_private: 'yes' }, /is_private must be true or false/],
      ['a weekly summary from a member', 'create', 'post', { content: 'x', entry_type: 'weekly_summary' }, /Entry type must be/],
      ['an unknown field', 'create', 'post', { content: 'x', user_id: 1 }, /Unknown field "user_id"/],
      ['blank content on edit', 'edit', 'put', { content: '' }, /Please write your journal entry/],
      ['null content on edit', 'edit', 'put', { content: null }, /Please write your journal entry/],
      ['a mismatched id on edit', 'edit', 'put', { id: 999999, content: 'x' }, /does not match/],
      ['an unknown field on edit', 'edit', 'put', { entry_type: 'journal' }, /Unknown field "entry_type"/],
      ['an image_url of another kind on edit', 'edit', 'put', { image_url: 42 }, /image_url must be text/],
      // A null where the document does not say nullable (only image_url is) is refused, as on every route.
      ['null is_private', 'create', 'post', { content: 'x', is_private: null }, /^is_private must not be null$/],
      ['null is_private on edit', 'edit', 'put', { is_private: null }, /^is_private must not be null$/],
      ['null title and tags on edit', 'edit', 'put', { title: null, tags: null }, /^title must not be null; tags must not be null$/],
    ];

    it.each(cases)('%s (%s)', async (_name, _kind, method, body, message) => {
      const before = await entries();
      const res = method === 'post' ? await as(pat).post('/api/community/journal').send(body) : await as(pat).put(`/api/community/journal/${id}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400 });
      expect(res.body.error).toMatch(message);
      expect(await entries()).toEqual(before);
    });
  });

  describe('reading, editing and deleting', () => {
    it("lists only the member's own entries, newest first", async () => {
      await as(sam).post('/api/community/journal').send({ title: 'Sam', content: "Sam's entry" });
      const mine = await as(pat).get('/api/community/journal');
      expect(mine.status).toBe(200);
      expect(mine.body.length).toBeGreaterThan(3);
      expect(mine.body.every((e: { content: string }) => e.content !== "Sam's entry")).toBe(true);
      const times = mine.body.map((e: { created_at: string; id: number }) => [e.created_at, e.id]);
      expect([...times].sort().reverse()).toEqual(times);
      const sams = await as(sam).get('/api/community/journal');
      expect(sams.body.map((e: { content: string }) => e.content)).toEqual(["Sam's entry"]);
    });

    it('edits fields, replaces the photo (the old file is deleted) and removes it with null', async () => {
      const created = await as(pat).post('/api/community/journal').send({ title: 'Edit me', content: 'Before', image_url: dataUrl(await png(), 'image/png') });
      const oldFile = fileOf(t, created.body.image_url);
      expect(existsSync(oldFile)).toBe(true);

      const kept = await as(pat)
        .put(`/api/community/journal/${created.body.id}`)
        .send({ id: created.body.id, title: 'Edited', content: 'After', tags: ['Nutrition'], is_private: true, image_url: created.body.image_url });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ id: created.body.id, title: 'Edited', content: 'After', tags: ['Nutrition'], is_private: true, image_url: created.body.image_url });
      expect(existsSync(oldFile)).toBe(true);

      const replaced = await as(pat).put(`/api/community/journal/${created.body.id}`).send({ image_url: dataUrl(await jpegWithGps()) });
      expect(replaced.status).toBe(200);
      expect(replaced.body.image_url).not.toBe(created.body.image_url);
      expect(replaced.body.content).toBe('After');
      expect(existsSync(oldFile)).toBe(false);
      expect((await sharp(fileOf(t, replaced.body.image_url)).metadata()).exif).toBeUndefined();

      const removed = await as(pat).put(`/api/community/journal/${created.body.id}`).send({ image_url: null });
      expect(removed.body.image_url).toBeNull();
      expect(existsSync(fileOf(t, replaced.body.image_url))).toBe(false);
      expect(await t.sql('select * from uploads where name = $1', [replaced.body.image_url.slice(9)])).toEqual([]);
    });

    it('uploads a photo on its own, then uses it on an entry; another member cannot use that address', async () => {
      const up = await as(pat).post('/api/community/journal/upload-image').attach('image', await jpegWithGps(), { filename: 'IMG_0001.JPG', contentType: 'image/jpeg' });
      expect(up.status).toBe(200);
      expect(up.body).toEqual({ imageUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/) });
      expect((await sharp(fileOf(t, up.body.imageUrl)).metadata()).exif).toBeUndefined();

      const entry = await as(pat).post('/api/community/journal').send({ title: 'Uploaded first', content: 'x' });
      const used = await as(pat).put(`/api/community/journal/${entry.body.id}`).send({ image_url: up.body.imageUrl });
      expect(used.status).toBe(200);
      expect(used.body.image_url).toBe(up.body.imageUrl);

      const stolen = await as(sam).post('/api/community/journal').send({ content: 'Not mine', image_url: up.body.imageUrl });
      expect(stolen.status).toBe(400);
      expect(stolen.body.error).toContain('not one of your uploads');
    });

    it("answers 404 'Journal entry not found' for another member's entry and changes nothing", async () => {
      const own = await as(pat).post('/api/community/journal').send({ title: 'Private', content: 'Only mine', image_url: dataUrl(await png(), 'image/png') });
      const before = await entries();
      for (const res of [
        await as(sam).put(`/api/community/journal/${own.body.id}`).send({ content: 'Hijacked' }),
        await as(sam).delete(`/api/community/journal/${own.body.id}`),
        await as(pat).put('/api/community/journal/999999').send({ content: 'x' }),
        await as(pat).delete('/api/community/journal/99999999999'),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('Journal entry not found');
      }
      expect((await as(pat).delete('/api/community/journal/abc')).status).toBe(400);
      expect(await entries()).toEqual(before);
      expect(existsSync(fileOf(t, own.body.image_url))).toBe(true);
    });

    it('deletes an entry and its photo', async () => {
      const own = await as(pat).post('/api/community/journal').send({ title: 'Bye', content: 'Delete me', image_url: dataUrl(await png(), 'image/png') });
      const res = await as(pat).delete(`/api/community/journal/${own.body.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await t.sql('select id from journal_entries where id = $1', [own.body.id])).toEqual([]);
      expect(existsSync(fileOf(t, own.body.image_url))).toBe(false);
      expect((await as(pat).delete(`/api/community/journal/${own.body.id}`)).status).toBe(404);
    });

    it('needs a session', async () => {
      expect((await request(t.server).get('/api/community/journal')).status).toBe(401);
      expect((await request(t.server).post('/api/community/journal').attach('image', await png(), 'a.png')).status).toBe(401);
    });
  });
});
