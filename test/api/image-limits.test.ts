import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import request from 'supertest';
import { registerMember, registerStaff, type Identity } from '../support/auth.js';
import { animatedGif, dataUrl, fileOf, firstPixelOf, framesOf, hugePng, jpegWithGps, storedFiles, transparentPng } from '../support/images.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { DECODES_AT_ONCE } from '../../backend/src/infrastructure/storage/decode-line.js';
import { UploadService } from '../../backend/src/infrastructure/storage/upload.service.js';

/**
 * What stored pictures keep of an animation, and how far their pixels go: an ad's animated GIF stays animated (frames
 * and pixels capped), a member's photo is one still frame; a picture over 100 megapixels (a member's over 50) is refused
 * as too large, not as unreadable, from its header; and a process decodes only DECODES_AT_ONCE pictures at a time.
 */
describe('image-limits', () => {
  let t: TestApp;
  let editor: Identity;
  let member: Identity;
  const TOO_LARGE = 'This image is too large (over 100 megapixels). Please resize it and try again.';
  const MEMBER_TOO_LARGE = 'This image is too large (over 50 megapixels). Please resize it and try again.';
  const ANIMATION_TOO_LARGE = 'This animation is too large (over 200 frames or 50 megapixels in all). Please shorten or resize it and try again.';

  beforeAll(async () => {
    t = await startTestApp({ env: { PHOTOS_PER_HOUR: '100' } });
    editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
    member = await registerMember(t, 'pat@example.com', 'Pat');
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (who: Identity, path: string) => request(t.server).post(path).set('Cookie', who.cookie);
  const adUpload = (bytes: Buffer, name = 'ad.gif') => post(editor, '/api/ads/upload-image').attach('image', bytes, name);
  const journalUpload = (bytes: Buffer, name = 'photo.gif') => post(member, '/api/community/journal/upload-image').attach('image', bytes, name);
  const profileUpload = (bytes: Buffer, name = 'me.gif') => post(member, '/api/community/profile/upload-image').attach('profile_image', bytes, name);
  const variantOf = (url: string, width: number) => url.replace(/\.webp$/, `-${width}.webp`);

  describe('animated GIFs', () => {
    it('an ad keeps its animation, uploaded or sent as a data URL, in the stored WebP and its smaller copies', async () => {
      const uploaded = await adUpload(await animatedGif(2, 600, 100));
      expect(uploaded.status).toBe(200);
      expect(await framesOf(fileOf(t, uploaded.body.imageUrl))).toBe(2);
      expect(await framesOf(fileOf(t, variantOf(uploaded.body.imageUrl, 480)))).toBe(2);
      // An animated WebP stays animated too.
      const webp = await adUpload(readFileSync(fileOf(t, uploaded.body.imageUrl)), 'ad.webp');
      expect(await framesOf(fileOf(t, webp.body.imageUrl))).toBe(2);

      const created = await post(editor, '/api/ads').send({ image_url: dataUrl(await animatedGif(3), 'image/gif'), target_pages: ['home'] });
      expect(created.status).toBe(201);
      expect(await framesOf(fileOf(t, created.body.image_url))).toBe(3);
    });

    it("a member's journal photo and profile picture keep only the first frame", async () => {
      const journal = await journalUpload(await animatedGif(2));
      expect(journal.status).toBe(200);
      expect(await framesOf(fileOf(t, journal.body.imageUrl))).toBe(1);
      const profile = await profileUpload(await animatedGif(2));
      expect(profile.status).toBe(200);
      expect(await framesOf(fileOf(t, profile.body.profile_image_url))).toBe(1);
    });

    it('an ad animation over 200 frames or 50 megapixels in all is refused with its reason, and nothing is stored', async () => {
      const files = storedFiles(t).length;
      const tooLong = await adUpload(await animatedGif(201, 8, 8));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error).toBe(ANIMATION_TOO_LARGE);
      // 13 frames of 2000 x 2000: 52 megapixels in all, though each frame is well under 100.
      const tooBig = await adUpload(await animatedGif(13, 2000, 2000));
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.error).toBe(ANIMATION_TOO_LARGE);
      expect(storedFiles(t).length).toBe(files);
    });
  });

  describe('transparent pictures', () => {
    it("an ad is stored opaque, its transparent parts white as on the page it was drawn for; a member's photo keeps them", async () => {
      const ad = await adUpload(await transparentPng(), 'logo.png');
      expect(ad.status).toBe(200);
      expect(await firstPixelOf(fileOf(t, ad.body.imageUrl))).toEqual([255, 255, 255, 255]);
      expect(await firstPixelOf(fileOf(t, variantOf(ad.body.imageUrl, 480)))).toEqual([255, 255, 255, 255]);
      const created = await post(editor, '/api/ads').send({ image_url: dataUrl(await transparentPng(), 'image/png'), target_pages: ['home'] });
      expect(created.status).toBe(201);
      expect(await firstPixelOf(fileOf(t, created.body.image_url))).toEqual([255, 255, 255, 255]);
      // Still animated when it was.
      expect(await framesOf(fileOf(t, (await adUpload(await animatedGif(2))).body.imageUrl))).toBe(2);

      const photo = await journalUpload(await transparentPng(), 'cut-out.png');
      expect(photo.status).toBe(200);
      expect((await firstPixelOf(fileOf(t, photo.body.imageUrl)))[3]).toBe(0);
    });
  });

  describe('pictures over the pixel limit', () => {
    const decodes = () => t.app.get(UploadService).decodes;

    it('over 100 megapixels are refused as too large (not unreadable) for an ad, uploaded or as a data URL, before they are decoded', async () => {
      const huge = await hugePng();
      expect(huge.length).toBeLessThan(5 * 1024 * 1024);
      const files = storedFiles(t).length;
      const started = decodes().started;
      for (const res of [await adUpload(huge, 'huge.png'), await post(editor, '/api/ads').send({ image_url: dataUrl(huge, 'image/png'), target_pages: ['home'] })]) {
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(TOO_LARGE);
      }
      expect(decodes().started).toBe(started);
      expect(storedFiles(t).length).toBe(files);
    });

    it("over 50 megapixels (a 9990 x 9990 picture of 300 KB) are refused from the header for a member's photo and profile picture", async () => {
      const bomb = await hugePng(9990, 9990);
      const files = storedFiles(t).length;
      const started = decodes().started;
      for (const res of [await journalUpload(bomb, 'bomb.png'), await profileUpload(bomb, 'bomb.png')]) {
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(MEMBER_TOO_LARGE);
      }
      expect(decodes().started).toBe(started);
      expect(storedFiles(t).length).toBe(files);
    });

    it(`big pictures sent at once are decoded at most ${DECODES_AT_ONCE} at a time, each stored, and a normal photo still is`, async () => {
      const big = await hugePng(4000, 4000);
      const started = decodes().started;
      const answers = await Promise.all(Array.from({ length: 6 }, () => journalUpload(big, 'big.png')));
      expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
      expect(decodes().started).toBe(started + 6);
      expect(decodes().peak).toBeLessThanOrEqual(DECODES_AT_ONCE);
      const photo = await journalUpload(await jpegWithGps(), 'photo.jpg');
      expect(photo.status).toBe(200);
      expect(existsSync(fileOf(t, photo.body.imageUrl))).toBe(true);
    });
  });
});
