import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import request from 'supertest';
import { UploadSweep } from '../../backend/src/infrastructure/storage/upload-sweep.js';
import { UploadService } from '../../backend/src/infrastructure/storage/upload.service.js';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { fileOf, png, storedFiles } from '../support/images.js';
import { EDITOR_EMAIL, eventually, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Smaller copies of stored uploads (/uploads/<hex>-480.webp and -960.webp): written with the upload, served under the
 * upload's own rules, made on first request for uploads stored before they existed, deleted with the upload.
 */
describe('upload-variants', () => {
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

  const get = (who: Identity | null, path: string) => {
    const req = request(t.server).get(path).buffer(true).parse(binary);
    return who ? req.set('Cookie', who.cookie) : req;
  };
  /** Collects the body as bytes whatever the content type (supertest would parse JSON 404s itself). */
  function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  }
  const variant = (url: string, width: number) => url.replace(/\.webp$/, `-${width}.webp`);
  const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

  /** A profile photo (seen by everyone) of the given size; answers its address. */
  async function profilePhoto(who: Identity, width: number, height: number): Promise<string> {
    const res = await request(t.server).post('/api/community/profile/upload-image').set('Cookie', who.cookie).attach('profile_image', await png(width, height), 'me.png');
    expect(res.status).toBe(200);
    return res.body.profile_image_url as string;
  }
  /** A journal photo uploaded on its own (its owner's only until attached); answers its address. */
  async function ownPhoto(who: Identity, width = 1200, height = 800): Promise<string> {
    const res = await request(t.server).post('/api/community/journal/upload-image').set('Cookie', who.cookie).attach('image', await png(width, height), 'photo.png');
    expect(res.status).toBe(200);
    return res.body.imageUrl as string;
  }

  describe('copies 480 and 960 px wide', () => {
    it('are stored with the upload and served to everyone with the upload\'s headers, each at its width', async () => {
      const url = await profilePhoto(pat, 1600, 900);
      for (const width of [480, 960]) expect(existsSync(fileOf(t, variant(url, width)))).toBe(true);

      const original = await get(null, url);
      for (const [path, width] of [[url, 1600], [variant(url, 480), 480], [variant(url, 960), 960]] as const) {
        const res = await get(null, path);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe(original.headers['cache-control']);
        expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(res.body as Buffer).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((900 * width) / 1600));
      }
      expect((await get(null, variant(url, 480))).body.length).toBeLessThan((original.body as Buffer).length);
    });

    it('are never wider than the upload', async () => {
      const url = await profilePhoto(sam, 300, 200);
      for (const width of [480, 960]) {
        const res = await get(null, variant(url, width));
        expect(res.status).toBe(200);
        expect(await widthOf(res.body as Buffer)).toBe(300);
      }
    });

    it('of a photo only its owner may see reach its owner only, uncached; others get the 404 of a missing file', async () => {
      const url = await ownPhoto(pat);
      const missing = await get(null, '/uploads/00000000000000000000000000000000-480.webp');
      expect(missing.status).toBe(404);
      for (const width of [480, 960]) {
        const own = await get(pat, variant(url, width));
        expect(own.status).toBe(200);
        expect(own.headers['cache-control']).toBe('private, no-store');
        expect(await widthOf(own.body as Buffer)).toBe(width);
        for (const who of [sam, null]) {
          const res = await get(who, variant(url, width));
          expect(res.status).toBe(404);
          expect(res.body).toEqual(missing.body);
          expect(res.headers['cache-control']).toBe('no-store');
        }
        expect((await request(t.server).head(variant(url, width))).status).toBe(404);
      }
    });

    it('answer the same 404 for names that are not an upload\'s copy', async () => {
      const url = await profilePhoto(sam, 800, 600);
      const hex = url.slice('/uploads/'.length, -'.webp'.length);
      const odd = [
        `/uploads/${hex}-500.webp`,
        `/uploads/${hex}-0480.webp`,
        `/uploads/${hex}-1600.webp`,
        `/uploads/${hex}-480.png`,
        `/uploads/${hex}-480`,
        `/uploads/${hex}-480-960.webp`,
        `/uploads/${hex}_480.webp`,
        `/uploads/${hex.toUpperCase()}-480.webp`,
        `/uploads/.${hex}-480.webp`,
        `/uploads/${hex}-480.webp/`,
        '/uploads/0123456789abcdef0123456789abcdef-960.webp',
      ];
      for (const path of odd) {
        const res = await request(t.server).get(path);
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.body).toMatchObject({ success: false, statusCode: 404, error: 'Image not found' });
      }
      expect((await request(t.server).post(variant(url, 480))).status).toBe(404);
    });

    it('of an upload stored before copies existed are made on the first request (once, atomically) and kept', async () => {
      const url = await profilePhoto(pat, 1400, 700);
      for (const width of [480, 960]) await rm(fileOf(t, variant(url, width)));

      // Several readers at once: each gets the whole copy, one file is left, no temporary file stays behind.
      const answers = await Promise.all([1, 2, 3].map(() => get(null, variant(url, 480))));
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(await widthOf(res.body as Buffer)).toBe(480);
      }
      expect(existsSync(fileOf(t, variant(url, 480)))).toBe(true);
      expect(storedFiles(t).filter((file) => file.endsWith('.tmp'))).toEqual([]);

      const res = await get(sam, variant(url, 960));
      expect(res.status).toBe(200);
      expect(await widthOf(res.body as Buffer)).toBe(960);
      expect(existsSync(fileOf(t, variant(url, 960)))).toBe(true);
    });

    it('fall back to the upload itself when no copy can be made from it', async () => {
      const url = await profilePhoto(sam, 1000, 500);
      await rm(fileOf(t, variant(url, 480)));
      const unreadable = Buffer.from('RIFF....WEBPnot really an image');
      await writeFile(fileOf(t, url), unreadable);
      const res = await get(null, variant(url, 480));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.body).toEqual(unreadable);
      expect(existsSync(fileOf(t, variant(url, 480)))).toBe(false);
    });

    it('are deleted with their upload (a deleted entry\'s photo, the sweep of unused uploads)', async () => {
      const entry = await request(t.server).post('/api/community/journal').set('Cookie', pat.cookie).field('content', 'Ride').attach('image', await png(1200, 800), 'ride.png');
      expect(entry.status).toBe(201);
      const onEntry = entry.body.image_url as string;
      const unused = await ownPhoto(pat);
      const files = (url: string) => [url, variant(url, 480), variant(url, 960)].map((each) => fileOf(t, each));
      for (const file of [...files(onEntry), ...files(unused)]) expect(existsSync(file)).toBe(true);

      expect((await request(t.server).delete(`/api/community/journal/${entry.body.id}`).set('Cookie', pat.cookie)).status).toBe(200);
      await eventually(async () => files(onEntry).every((file) => !existsSync(file)));

      await t.sql(`update uploads set created_at = now() - interval '25 hours' where name = $1`, [unused.slice('/uploads/'.length)]);
      // The app's own hourly sweep may come first: whichever run takes it deletes it.
      await t.app.get(UploadSweep).sweep();
      expect(await t.sql('select 1 from uploads where name = $1', [unused.slice('/uploads/'.length)])).toEqual([]);
      for (const file of files(unused)) expect(existsSync(file)).toBe(false);
      expect((await get(pat, variant(unused, 480))).status).toBe(404);
    });
  });

  describe("a page's picture widths (widthsOf, for the srcset of an article list)", () => {
    it('are read at once: each upload at its real width by address, once however often listed; other addresses left out', async () => {
      const [narrow, wide] = [await ownPhoto(pat, 600, 400), await ownPhoto(pat, 2400, 1200)];
      const missing = `/uploads/${'0'.repeat(32)}.webp`;
      const widths = await t.app.get(UploadService).widthsOf([narrow, wide, narrow, null, 'https://images.pexels.com/photos/1/a.jpeg', missing, '/images/hero-default.svg']);
      expect([...widths]).toEqual([[narrow, 600], [wide, 2000]]); // stored at most 2000 px wide
    });
  });

  describe('the JPEG copy for e-mail', () => {
    const mailCopy = (url: string) => url.replace(/\.webp$/, '-mail.jpg');

    it('is made on first request, at most 960 px wide, under the upload\'s rules, and deleted with it', async () => {
      const url = await profilePhoto(sam, 1600, 900);
      const res = await get(null, mailCopy(url));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe((await get(null, url)).headers['cache-control']);
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 960, 540]);
      expect(existsSync(fileOf(t, mailCopy(url)))).toBe(true);

      // A photo only its owner may see: the same rules as the upload.
      const own = await ownPhoto(pat);
      expect((await get(pat, mailCopy(own))).status).toBe(200);
      expect((await get(sam, mailCopy(own))).status).toBe(404);
      expect((await get(null, mailCopy(own))).status).toBe(404);

      await t.sql(`update uploads set created_at = now() - interval '25 hours' where name = $1`, [own.slice('/uploads/'.length)]);
      // The app's own hourly sweep may come first: whichever run takes it deletes it.
      await t.app.get(UploadSweep).sweep();
      expect(await t.sql('select 1 from uploads where name = $1', [own.slice('/uploads/'.length)])).toEqual([]);
      expect(existsSync(fileOf(t, mailCopy(own)))).toBe(false);
      for (const odd of [url.replace(/\.webp$/, '-mail.jpeg'), url.replace(/\.webp$/, '-mail.webp'), url.replace(/\.webp$/, '-480.jpg')]) {
        expect([odd, (await request(t.server).get(odd)).status]).toEqual([odd, 404]);
      }
    });
  });

  describe('Cross-Origin-Resource-Policy', () => {
    const mailCopy = (url: string) => url.replace(/\.webp$/, '-mail.jpg');
    const corp = async (who: Identity | null, path: string) => {
      const res = await get(who, path);
      return [path, res.status, res.headers['cross-origin-resource-policy']];
    };

    it('lets other origins load the pictures everyone may see (a newsletter in webmail), and keeps members\' own photos to this site', async () => {
      // An ad's picture (a magazine picture) and a profile photo, each copy: any origin may load them.
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
      const image = await request(t.server).post('/api/ads/upload-image').set('Cookie', editor.cookie).attach('image', await png(800, 600), 'ad.png');
      const ad = await request(t.server)
        .post('/api/ads')
        .set('Cookie', editor.cookie)
        .send({ title: 'Spring sale', link_url: 'https://shop.example.com/', format: 'featured', target_pages: ['home'], image_url: image.body.imageUrl });
      expect(ad.status).toBe(201);
      const profile = await profilePhoto(pat, 1200, 800);
      for (const url of [image.body.imageUrl as string, profile]) {
        for (const path of [url, variant(url, 480), mailCopy(url)]) expect(await corp(null, path)).toEqual([path, 200, 'cross-origin']);
      }
      // A photo only its owner may see stays same-origin, for its owner too; the 404 of anyone else is same-origin.
      const own = await ownPhoto(sam);
      for (const path of [own, variant(own, 960), mailCopy(own)]) {
        expect(await corp(sam, path)).toEqual([path, 200, 'same-origin']);
        expect(await corp(pat, path)).toEqual([path, 404, 'same-origin']);
      }
    });
  });
});
