import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { JobQueue, jobTypeOf } from '../../backend/src/infrastructure/queue/job-queue.js';
import { SWEEP_EVERY_MS, SWEEP_OFFSET_MS, SweepUploads, UploadSweep } from '../../backend/src/infrastructure/storage/upload-sweep.js';
import { UploadService } from '../../backend/src/infrastructure/storage/upload.service.js';
import type { AppConfig } from '../../backend/src/config/app-config.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { fileOf, png, uploadsDir } from '../support/images.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { insertGeneration } from './content-fixtures.js';

/**
 * Uploads hardening: unused uploads are swept after a day, journal entries' photos reach only their owner, and a
 * generation's images come only from Pexels or the product's uploads.
 */
describe('uploads-hardening', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;
  let editor: Identity;
  const PEXELS_FAKE = 'http://127.0.0.1:9';

  beforeAll(async () => {
    t = await startTestApp({ env: { PEXELS_BASE_URL: PEXELS_FAKE, PUBLIC_URL: 'https://flying50.example' } });
    pat = await registerMember(t, 'pat@example.com', 'Pat');
    sam = await registerMember(t, 'sam@example.com', 'Sam');
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity | null) => {
    const withCookie = (req: request.Test) => (who ? req.set('Cookie', who.cookie) : req);
    return {
      get: (path: string) => withCookie(request(t.server).get(path)),
      post: (path: string) => withCookie(request(t.server).post(path)),
      put: (path: string) => withCookie(request(t.server).put(path)),
    };
  };

  /** Uploads a photo on its own (POST /api/community/journal/upload-image) and answers its address. */
  async function upload(who: Identity): Promise<string> {
    const res = await as(who).post('/api/community/journal/upload-image').attach('image', await png(), 'photo.png');
    expect(res.status).toBe(200);
    return res.body.imageUrl as string;
  }
  const nameOf = (url: string) => url.replace(/^\/uploads\//, '');
  const ledger = async (url: string) => t.sql('select * from uploads where name = $1', [nameOf(url)]);
  const backdate = (url: string, hours: number) =>
    t.sql(`update uploads set created_at = now() - make_interval(hours => $2) where name = $1`, [nameOf(url), hours]);
  /** Runs the sweep the way the schedule does: a sweep-uploads job on the maintenance queue (Bull on Redis here). */
  async function runSweep(): Promise<void> {
    const job = await t.app.get(JobQueue).add(new SweepUploads({}));
    await job.finished();
  }

  describe('the hourly sweep of unused uploads', () => {
    it('is one repeatable Bull job, whichever processes schedule it, at 23 min past each hour (UTC)', async () => {
      const queue = t.app.get<Queue>(getQueueToken('maintenance'));
      await t.app.get(JobQueue).repeat(SweepUploads, SWEEP_EVERY_MS, SWEEP_OFFSET_MS); // a second process asking
      const schedules = (await queue.getRepeatableJobs()).filter((s) => s.name === jobTypeOf(SweepUploads).name);
      expect(schedules).toHaveLength(1);
      expect(schedules[0]).toMatchObject({ cron: '0 23 * * * *', tz: 'UTC', every: null });
      expect(schedules[0].next % 3600_000).toBe(23 * 60_000);
    });

    it("replaces an earlier release's schedule of the same name (Bull's `every`, on the whole hour), its pending run too", async () => {
      const queue = t.app.get<Queue>(getQueueToken('maintenance'));
      const { name } = jobTypeOf(SweepUploads);
      const pending = async () => (await queue.getDelayed()).filter((job) => job.name === name);
      await queue.add(name, {}, { jobId: name, repeat: { every: SWEEP_EVERY_MS }, attempts: 1 });
      expect((await queue.getRepeatableJobs()).filter((s) => s.name === name)).toHaveLength(2);

      await t.app.get(JobQueue).repeat(SweepUploads, SWEEP_EVERY_MS, SWEEP_OFFSET_MS);

      const schedules = (await queue.getRepeatableJobs()).filter((s) => s.name === name);
      expect(schedules).toEqual([expect.objectContaining({ cron: '0 23 * * * *', every: null })]);
      expect((await pending()).map((job) => job.opts.repeat)).toEqual([expect.objectContaining({ cron: '0 23 * * * *' })]);
    });

    it('deletes an unattached upload older than a day (row and file); attached and recent ones stay', async () => {
      const stale = await upload(pat);
      const recent = await upload(pat);
      const onEntry = await upload(pat);
      const onGeneration = await upload(editor);
      const entry = await as(pat).post('/api/community/journal').send({ content: 'With a photo', image_url: onEntry, is_private: true });
      expect(entry.status).toBe(201);
      const generation = await insertGeneration(t);
      expect((await as(editor).put(`/api/content/generations/${generation}`).send({ generated_images: { inlineVisual1: onGeneration } })).status).toBe(200);
      const profile = await as(pat).post('/api/community/profile/upload-image').attach('profile_image', await png(), 'me.png');
      expect(profile.status).toBe(200);
      const onProfile = profile.body.profile_image_url as string;
      for (const url of [stale, onEntry, onGeneration, onProfile]) await backdate(url, 25);
      await backdate(recent, 23);

      await runSweep();

      expect(await ledger(stale)).toEqual([]);
      expect(existsSync(fileOf(t, stale))).toBe(false);
      for (const url of [recent, onEntry, onGeneration, onProfile]) {
        expect(await ledger(url)).toHaveLength(1);
        expect(existsSync(fileOf(t, url))).toBe(true);
      }
      // The address of a swept upload is no longer the member's to use.
      const late = await as(pat).post('/api/community/journal').send({ content: 'Too late', image_url: stale });
      expect(late.status).toBe(400);
    });

    it('never deletes an upload that a transaction is attaching while the sweep runs', async () => {
      const url = await upload(pat);
      await backdate(url, 25);
      const client = new pg.Client({ connectionString: t.config.databaseUrl });
      await client.connect();
      try {
        // What POST /api/community/journal does with an uploaded address: claim the ledger row, then write the entry.
        await client.query('begin');
        await client.query('select user_id from uploads where name = $1 for share', [nameOf(url)]);
        await client.query(`insert into journal_entries (user_id, content, image_url) values ($1, 'Attached during the sweep', $2)`, [pat.id, url]);
        expect(await t.app.get(UploadSweep).sweep()).not.toContain(nameOf(url));
        await client.query('commit');
      } finally {
        await client.end();
      }
      await runSweep();
      expect(await ledger(url)).toHaveLength(1);
      expect(existsSync(fileOf(t, url))).toBe(true);
    });

    it('makes an attach wait for a sweep that holds the upload, then refuses it (no entry points at a deleted file)', async () => {
      const url = await upload(pat);
      const client = new pg.Client({ connectionString: t.config.databaseUrl });
      await client.connect();
      try {
        // What the sweep does with an unused upload: lock its row, delete it, commit.
        await client.query('begin');
        await client.query('select name from uploads where name = $1 for update', [nameOf(url)]);
        const attaching = as(pat).post('/api/community/journal').send({ content: 'Attached during the sweep', image_url: url }).then((res) => res);
        await eventually(async () => (await t.sql(`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)).length > 0);
        await client.query('delete from uploads where name = $1', [nameOf(url)]);
        await client.query('commit');
        const res = await attaching;
        expect(res.status).toBe(400);
        expect(res.body.error).toContain('not one of your uploads');
      } finally {
        await client.end();
      }
      expect(await t.sql('select * from journal_entries where image_url = $1', [url])).toEqual([]);
    });

    it('deletes a generation image upload once a generation stops using it', async () => {
      const url = await upload(editor);
      const generation = await insertGeneration(t);
      await as(editor).put(`/api/content/generations/${generation}`).send({ generated_images: { coverImage: url } });
      await backdate(url, 25);
      await runSweep();
      expect(await ledger(url)).toHaveLength(1);
      await as(editor).put(`/api/content/generations/${generation}`).send({ generated_images: { coverImage: 'https://images.pexels.com/photos/2/b.jpeg' } });
      await runSweep();
      expect(await ledger(url)).toEqual([]);
      expect(existsSync(fileOf(t, url))).toBe(false);
    });
  });

  describe('the files on disk', () => {
    it("are the app's user's alone: each upload and its copies 0600 in a 0700 folder", async () => {
      const url = await upload(pat);
      // The copies made on request are written the same way as those made with the upload.
      expect((await as(pat).get(url.replace(/\.webp$/, '-960.webp'))).status).toBe(200);
      expect((await as(pat).get(url.replace(/\.webp$/, '-mail.jpg'))).status).toBe(200);
      const dir = uploadsDir(t);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const files = readdirSync(dir).filter((name) => name.startsWith(nameOf(url).replace(/\.webp$/, '')));
      expect(files.length).toBeGreaterThanOrEqual(3);
      for (const name of files) expect([name, statSync(join(dir, name)).mode & 0o777]).toEqual([name, 0o600]);
    });

    it('closes, at start, an uploads folder an earlier version left open to other accounts', () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'f50-uploads-mode-'));
      try {
        const folder = join(dataDir, 'uploads');
        mkdirSync(folder);
        chmodSync(folder, 0o755);
        new UploadService({ dataDir } as AppConfig).onModuleInit();
        expect(statSync(folder).mode & 0o777).toBe(0o700);
        // None yet: made private with the first upload.
        rmSync(folder, { recursive: true });
        new UploadService({ dataDir } as AppConfig).onModuleInit();
        expect(existsSync(folder)).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('who gets a photo', () => {
    const missing = '/uploads/00000000000000000000000000000000.webp';

    it('serves a private entry\'s photo to its owner only, uncached; the rest get the 404 of a missing file', async () => {
      const entry = await as(pat).post('/api/community/journal').field('content', 'Private ride').field('is_private', 'true').attach('image', await png(), 'ride.png');
      expect(entry.status).toBe(201);
      const url = entry.body.image_url as string;
      const absent = await request(t.server).get(missing);
      expect(absent.status).toBe(404);

      const own = await as(pat).get(url);
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toBe('image/webp');
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      // This app is served over https: the owner's cookie is __Host-f50_session. Under the bare name (which any host under
      // the domain can set) it counts only for a session begun before the prefix came in (docs/operations.md "Cookies").
      expect(pat.cookie).toMatch(/^__Host-f50_session=/);
      const bare = () => request(t.server).get(url).set('Cookie', pat.cookie.replace(/^__Host-/, ''));
      expect((await bare()).status).toBe(404);
      await t.sql('update sessions set bare_cookie = true where user_id = $1', [pat.id]);
      expect((await bare()).status).toBe(200);
      await t.sql('update sessions set bare_cookie = false where user_id = $1', [pat.id]);

      for (const who of [sam, editor, null]) {
        const res = await as(who).get(url);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(absent.body);
        expect(res.headers['cache-control']).toBe(absent.headers['cache-control']);
      }
      expect((await request(t.server).head(url)).status).toBe(404);
      expect((await request(t.server).get(url).set('Cookie', 'f50_session=not-a-session')).status).toBe(404);

      // No longer marked private: still its owner's alone.
      expect((await as(pat).put(`/api/community/journal/${entry.body.id}`).send({ is_private: false })).status).toBe(200);
      expect((await as(pat).get(url)).headers['cache-control']).toBe('private, no-store');
      expect((await as(sam).get(url)).status).toBe(404);
      expect((await as(null).get(url)).status).toBe(404);
    });

    it("serves a non-private entry's photo (the default) to its owner only: signed out and other members get the 404", async () => {
      const entry = await as(pat).post('/api/community/journal').field('content', 'Shared ride').attach('image', await png(), 'ride.png');
      expect(entry.status).toBe(201);
      expect(entry.body.is_private).toBe(false);
      const url = entry.body.image_url as string;
      const own = await as(pat).get(url);
      expect(own.status).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const who of [sam, editor, null]) expect((await as(who).get(url)).status).toBe(404);
      for (const copy of [url.replace('.webp', '-480.webp'), url.replace('.webp', '-960.webp')]) {
        expect((await as(pat).get(copy)).status).toBe(200);
        expect((await as(null).get(copy)).status).toBe(404);
      }

      // An upload used first by a non-private entry, then by a private one too: the owner's alone throughout.
      const shared = await upload(pat);
      expect((await as(pat).post('/api/community/journal').send({ content: 'Public', image_url: shared, is_private: false })).status).toBe(201);
      expect((await as(null).get(shared)).status).toBe(404);
      expect((await as(pat).post('/api/community/journal').send({ content: 'Private', image_url: shared, is_private: true })).status).toBe(201);
      expect((await as(null).get(shared)).status).toBe(404);
      expect((await as(pat).get(shared)).status).toBe(200);
    });

    it('serves an upload not attached yet to its owner only', async () => {
      const url = await upload(pat);
      const own = await as(pat).get(url);
      expect(own.status).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect((await as(sam).get(url)).status).toBe(404);
      expect((await as(null).get(url)).status).toBe(404);
    });

    it('serves profile photos and generation images to everyone, cached', async () => {
      const profile = await as(sam).post('/api/community/profile/upload-image').attach('profile_image', await png(), 'me.png');
      const url = await upload(editor);
      const generation = await insertGeneration(t);
      expect((await as(editor).put(`/api/content/generations/${generation}`).send({ generated_images: { coverImage: url } })).status).toBe(200);
      for (const image of [profile.body.profile_image_url as string, url]) {
        const res = await as(null).get(image);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      }
    });

    it("serves a premium report's stored cover to everyone, and the sweep keeps it while the report uses it", async () => {
      // The demo's reports have covers made locally (npm run seed:demo): members saw a broken picture on the coach's
      // recommendations, and the hourly sweep deleted the file a day later.
      const url = await upload(editor);
      await t.sql(`insert into premium_content (topic, status, generated_images) values ('Covered report', 'published', $1)`, [JSON.stringify({ coverImage: url })]);
      const res = await as(null).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      await backdate(url, 48);
      await runSweep();
      expect(await ledger(url)).toHaveLength(1);
      expect(existsSync(fileOf(t, url))).toBe(true);
    });

    it('answers the same 404 for other methods and names that cannot be uploads', async () => {
      for (const res of [await request(t.server).get('/uploads/../package.json'), await request(t.server).get('/uploads/abc.webp'), await request(t.server).post(missing)]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, statusCode: 404, error: 'Image not found' });
      }
    });
  });

  describe("a generation's images", () => {
    const rowOf = async (id: number) => (await t.sql('select * from content_generations where id = $1', [id]))[0];

    it('accept Pexels photos, the image search server\'s photos and the product\'s uploads (stored as /uploads/...)', async () => {
      const id = await insertGeneration(t);
      const url = await upload(editor);
      const res = await as(editor)
        .put(`/api/content/generations/${id}`)
        .send({
          generated_images: {
            coverImage: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&h=650&w=940',
            inlineVisual1: `${PEXELS_FAKE}/photos/2.jpg?auto=compress`,
            inlineVisual2: `https://flying50.example${url}`,
          },
        });
      expect(res.status).toBe(200);
      expect(res.body.generated_images).toEqual({
        coverImage: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&h=650&w=940',
        inlineVisual1: `${PEXELS_FAKE}/photos/2.jpg?auto=compress`,
        inlineVisual2: url,
      });
      const relative = await as(editor).put(`/api/content/generations/${id}`).send({ generated_images: { coverImage: url } });
      expect(relative.status).toBe(200);
      expect(relative.body.generated_images.coverImage).toBe(url);
    });

    const refused: [string, string, string][] = [
      ['a tracking pixel on another site', 'coverImage', 'https://tracker.example/pixel.gif'],
      ['a look-alike host', 'inlineVisual1', 'https://images.pexels.com.evil.example/photos/1.jpeg'],
      ['Pexels over plain http', 'inlineVisual2', 'http://images.pexels.com/photos/1.jpeg'],
      ['credentials before the Pexels host', 'coverImage', 'https://user:pw@images.pexels.com/photos/1.jpeg'],
      ['an upload path on another site', 'coverImage', 'https://tracker.example/uploads/0123456789abcdef0123456789abcdef.webp'],
    ];
    const notAnImage = (slot: string) => `generated_images.${slot} must be a Pexels photo (https://images.pexels.com/...) or an uploaded image (/uploads/...)`;
    const notYours = (slot: string) => `generated_images.${slot} is not one of your uploads. Upload the image again.`;
    it.each([
      ...refused.map(([name, slot, image]) => [name, slot, image, notAnImage(slot)]),
      ['an upload that does not exist', 'inlineVisual1', '/uploads/0123456789abcdef0123456789abcdef.webp', notYours('inlineVisual1')],
      ['an absolute upload address that does not exist', 'inlineVisual2', 'https://flying50.example/uploads/0123456789abcdef0123456789abcdef.webp', notYours('inlineVisual2')],
    ])('refuses %s with 400 naming the field and changes nothing', async (_name, slot, image, message) => {
      const id = await insertGeneration(t);
      const before = await rowOf(id);
      const res = await as(editor).put(`/api/content/generations/${id}`).send({ topic: 'Changed', generated_images: { [slot]: image } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(await rowOf(id)).toEqual(before);
    });

    it('refuses addresses that are neither URLs nor upload paths in the DTO', async () => {
      const id = await insertGeneration(t);
      for (const image of ['not a url', 'javascript:alert(1)', '//tracker.example/pixel.gif', '/uploads/../secret.webp']) {
        const res = await as(editor).put(`/api/content/generations/${id}`).send({ generated_images: { coverImage: image } });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('The cover image must be an http(s) image URL or an uploaded image (/uploads/...)');
      }
    });
  });

  describe('the sweep under the in-process queue driver', () => {
    it('runs through the in-process maintenance queue too', async () => {
      const local = await startTestApp({ queue: 'in-process' });
      try {
        const member = await registerMember(local, 'lee@example.com', 'Lee');
        const res = await request(local.server).post('/api/community/journal/upload-image').set('Cookie', member.cookie).attach('image', await png(), 'a.png');
        const url = res.body.imageUrl as string;
        await local.sql(`update uploads set created_at = now() - interval '25 hours' where name = $1`, [nameOf(url)]);
        await (await local.app.get(JobQueue).add(new SweepUploads({}))).finished();
        expect(await local.sql('select * from uploads where name = $1', [nameOf(url)])).toEqual([]);
        expect(existsSync(fileOf(local, url))).toBe(false);
      } finally {
        await local.close();
      }
    });
  });
});
