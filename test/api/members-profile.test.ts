import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import request from 'supertest';
import sharp from 'sharp';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { registerMember, type Identity } from '../support/auth.js';
import { avif, bigPng, dataUrl, fileOf, jpegWithGps, png, storedFiles } from '../support/images.js';
import { insertPremium } from './members-fixtures.js';

describe('members-profile', () => {
  let t: TestApp;
  let pat: Identity;
  let sam: Identity;

  beforeAll(async () => {
    t = await startTestApp();
    pat = await registerMember(t, 'pat@example.com', 'Pat Runner');
    sam = await registerMember(t, 'sam@example.com', 'Sam Swimmer');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: Identity, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) => request(t.server)[method](path).set('Cookie', who.cookie);
  const users = async () => t.sql('select * from users order by id');

  describe('profile', () => {
    it("answers the member's profile", async () => {
      const res = await call(pat, 'get', '/api/community/profile');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        profile: {
          id: pat.id,
          email: 'pat@example.com',
          name: 'Pat Runner',
          is_premium: false,
          created_at: expect.stringMatching(/Z$/),
          last_login_at: expect.stringMatching(/Z$/),
          profile_image_url: null,
          coach_tone: 'encouraging',
          upgrade_offer_hidden: false,
          time_zone: 'Europe/London',
        },
      });
    });

    it('changes the coach tone with PATCH; a bad value is 400 and changes nothing', async () => {
      const res = await call(pat, 'patch', '/api/community/profile').send({ coach_tone: 'direct' });
      expect(res.status).toBe(200);
      expect(res.body.profile).toMatchObject({ id: pat.id, coach_tone: 'direct' });
      expect((await call(pat, 'get', '/api/community/profile')).body.profile.coach_tone).toBe('direct');
      for (const [body, error] of [
        [{ coach_tone: 'harsh' }, 'coach_tone must be one of direct, encouraging, analytical'],
        [{}, 'Send coach_tone, upgrade_offer_hidden, name or time_zone'],
        [{ upgrade_offer_hidden: 'yes' }, 'upgrade_offer_hidden must be true or false'],
        [{ name: '   ' }, 'Please enter your name'],
        [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
        [{ name: 'Bob\r\nBcc: victim@example.com' }, 'Name must be one line of text, without control characters'],
        [{ name: '\u202Eevil\u202C Admin' }, 'Name must be one line of text, without control characters'],
        [{ coach_tone: 'direct', email: 'someone@example.com' }, expect.stringContaining('email')],
      ] as const) {
        const bad = await call(pat, 'patch', '/api/community/profile').send(body);
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ success: false, statusCode: 400, error });
      }
      expect((await t.sql('select coach_tone, name from users where id = $1', [pat.id]))[0]).toEqual({ coach_tone: 'direct', name: 'Pat Runner' });
      // The name, trimmed; the session's next request goes by it.
      const renamed = await call(pat, 'patch', '/api/community/profile').send({ name: '  Patricia Runner ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.profile).toMatchObject({ name: 'Patricia Runner', coach_tone: 'direct' });
      expect((await call(pat, 'get', '/api/community/auth/me')).body.user.name).toBe('Patricia Runner');
      await call(pat, 'patch', '/api/community/profile').send({ name: 'Pat Runner' });
      expect((await call(sam, 'get', '/api/community/profile')).body.profile.coach_tone).toBe('encouraging');
      await call(pat, 'patch', '/api/community/profile').send({ coach_tone: 'encouraging' }).expect(200);
    });

    it('remembers that the member put the upgrade card away, for that member only, until they ask for it again', async () => {
      const res = await call(pat, 'patch', '/api/community/profile').send({ upgrade_offer_hidden: true });
      expect(res.status).toBe(200);
      expect(res.body.profile).toMatchObject({ id: pat.id, upgrade_offer_hidden: true, coach_tone: 'encouraging' });
      expect((await call(pat, 'get', '/api/community/profile')).body.profile.upgrade_offer_hidden).toBe(true);
      expect((await call(sam, 'get', '/api/community/profile')).body.profile.upgrade_offer_hidden).toBe(false);
      await call(pat, 'patch', '/api/community/profile').send({ upgrade_offer_hidden: false, coach_tone: 'analytical' }).expect(200);
      expect((await t.sql('select upgrade_offer_hidden, coach_tone from users where id = $1', [pat.id]))[0]).toEqual({ upgrade_offer_hidden: false, coach_tone: 'analytical' });
      await call(pat, 'patch', '/api/community/profile').send({ coach_tone: 'encouraging' }).expect(200);
    });

    it('upgrades to premium (payment is not active)', async () => {
      const res = await call(pat, 'put', '/api/community/profile/upgrade').send();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, profile: { id: pat.id, is_premium: true } });
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', pat.cookie)).body.user.is_premium).toBe(true);
      expect((await call(sam, 'get', '/api/community/profile')).body.profile.is_premium).toBe(false);
    });

    it('sets a profile photo re-encoded as WebP with EXIF and GPS gone; a new photo replaces (and deletes) the old one', async () => {
      const first = await call(pat, 'post', '/api/community/profile/upload-image').attach('profile_image', await jpegWithGps(), { filename: 'me.jpg', contentType: 'image/jpeg' });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        success: true,
        profile_image_url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/),
        profile: expect.objectContaining({ id: pat.id, profile_image_url: first.body.profile_image_url }),
      });
      const meta = await sharp(fileOf(t, first.body.profile_image_url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      const served = await request(t.server).get(first.body.profile_image_url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const second = await call(pat, 'post', '/api/community/profile/upload-image').attach('profile_image', await png(), 'me.png');
      expect(second.status).toBe(200);
      expect(existsSync(fileOf(t, second.body.profile_image_url))).toBe(true);
      expect(existsSync(fileOf(t, first.body.profile_image_url))).toBe(false);
      expect((await request(t.server).get(first.body.profile_image_url)).status).toBe(404);
      expect((await call(pat, 'get', '/api/community/profile')).body.profile.profile_image_url).toBe(second.body.profile_image_url);
    });

    const refused: [string, () => Promise<request.Response>, number, string][] = [
      [
        'a text file named fake.jpg',
        async () => call(sam, 'post', '/api/community/profile/upload-image').attach('profile_image', Buffer.from('not an image'), { filename: 'fake.jpg', contentType: 'image/jpeg' }),
        400,
        'Please select a JPEG, PNG, GIF, or WebP image.',
      ],
      [
        'a 6 MB image',
        async () => call(sam, 'post', '/api/community/profile/upload-image').attach('profile_image', await bigPng(6 * 1024 * 1024), 'big.png'),
        413,
        'Please select an image smaller than 5MB.',
      ],
      [
        'an AVIF image (profile photos are JPEG, PNG, GIF or WebP)',
        async () => call(sam, 'post', '/api/community/profile/upload-image').attach('profile_image', await avif(), 'me.avif'),
        400,
        'Please select a JPEG, PNG, GIF, or WebP image.',
      ],
      ['no file', async () => call(sam, 'post', '/api/community/profile/upload-image').send({}), 400, 'Please choose an image to upload.'],
      ['the wrong field', async () => call(sam, 'post', '/api/community/profile/upload-image').attach('image', await png(), 'a.png'), 400, '"profile_image" field'],
      [
        'two files',
        async () => call(sam, 'post', '/api/community/profile/upload-image').attach('profile_image', await png(), 'a.png').attach('profile_image', await png(), 'b.png'),
        400,
        'one',
      ],
    ];

    it.each(refused)('refuses %s and changes nothing', async (_name, send, status, message) => {
      const before = { users: await users(), files: storedFiles(t) };
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, statusCode: status });
      expect(res.body.error).toContain(message);
      expect(await users()).toEqual(before.users);
      expect(storedFiles(t)).toEqual(before.files);
    });

    it('needs a session', async () => {
      expect((await request(t.server).get('/api/community/profile')).status).toBe(401);
      expect((await request(t.server).delete('/api/community/profile')).status).toBe(401);
      expect(await t.sql('select id from users where id = any($1)', [[pat.id, sam.id]])).toHaveLength(2);
    });
  });

  describe('deleting the account', () => {
    /** Every row of every table that names the user (user_id columns, the users row, created_by). */
    async function rowsNaming(id: number): Promise<Record<string, number>> {
      const tables = await t.sql<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'created_by') order by table_name`,
      );
      const found: Record<string, number> = {};
      for (const { table_name, column_name } of [...tables, { table_name: 'users', column_name: 'id' }]) {
        const [{ n }] = await t.sql<{ n: string }>(`select count(*) as n from ${table_name} where ${column_name} = $1`, [id]);
        if (Number(n)) found[`${table_name}.${column_name}`] = Number(n);
      }
      return found;
    }

    it('removes the account, sessions, entries, goals, saved reports and photos; publishes MemberDeleted; clears the cookies', async () => {
      // Pat has a profile photo (above); add entries with photos, an unused upload, goals and saved reports.
      const withPhoto = await call(pat, 'post', '/api/community/journal').send({ title: 'Photo', content: 'x', image_url: dataUrl(await jpegWithGps()) });
      const multipart = await call(pat, 'post', '/api/community/journal').field('content', 'y').attach('image', await png(), 'a.png');
      const unused = await call(pat, 'post', '/api/community/journal/upload-image').attach('image', await png(), 'b.png');
      await call(pat, 'post', '/api/community/goals').send({ goal: 'Old goal' });
      await call(pat, 'post', '/api/community/goals').send({ goal: 'New goal' });
      const premium = await insertPremium(t, { created_by: null });
      await call(pat, 'post', '/api/community/library/save').send({ content_id: premium, journal_entry_id: withPhoto.body.id });
      const profile = (await call(pat, 'get', '/api/community/profile')).body.profile;
      const patFiles = [profile.profile_image_url, withPhoto.body.image_url, multipart.body.image_url, unused.body.imageUrl].map((u: string) => fileOf(t, u));
      expect(patFiles.every((f) => existsSync(f))).toBe(true);

      // Sam's things must survive.
      const samsEntry = await call(sam, 'post', '/api/community/journal').send({ title: 'Sam', content: 'z', image_url: dataUrl(await png(), 'image/png') });
      await call(sam, 'put', '/api/community/profile/upgrade').send();
      expect((await call(sam, 'post', '/api/community/library/save').send({ content_id: premium })).status).toBe(200);
      await eventually(async () => (await t.sql('select 1 from activities where user_id = $1', [pat.id])).length > 0);
      expect(Object.keys(await rowsNaming(pat.id)).length).toBeGreaterThan(4);

      const res = await call(pat, 'delete', '/api/community/profile');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      // Every cookie registration set is cleared: the browser keeps nothing naming the deleted account (f50_known is
      // `<user id>.<mac>` and would otherwise stay 400 days).
      const setCookies = res.headers['set-cookie'] as unknown as string[];
      for (const name of ['f50_session', 'f50_signed_in', 'f50_known']) {
        expect(setCookies.find((c) => c.startsWith(`${name}=`))).toMatch(new RegExp(`^${name}=;.*Path=/;.*Expires=Thu, 01 Jan 1970`));
      }
      expect((await call(pat, 'get', '/api/community/auth/me')).status).toBe(401);

      // Nothing of Pat's is left: no files, no rows (the activity feed forgets them through the MemberDeleted consumer).
      expect(patFiles.filter((f) => existsSync(f))).toEqual([]);
      expect((await request(t.server).get(withPhoto.body.image_url)).status).toBe(404);
      await eventually(async () => Object.keys(await rowsNaming(pat.id)).length === 0);
      const events = await t.sql<{ type: string; payload: { userId: number; files: string[] } }>(
        `select type, payload from outbox_events where payload->>'userId' = $1`,
        [String(pat.id)],
      );
      expect(events.map((e) => e.type)).toEqual(['MemberDeleted']);
      expect(events[0].payload.files.sort()).toEqual(patFiles.map((f) => f.split('/').pop()).sort());
      expect(JSON.stringify(await t.sql('select payload from outbox_events'))).not.toContain('pat@example.com');

      // Sam is untouched.
      expect(existsSync(fileOf(t, samsEntry.body.image_url))).toBe(true);
      expect((await call(sam, 'get', '/api/community/journal')).body).toHaveLength(1);
      expect((await call(sam, 'get', '/api/community/library')).body.savedContent).toHaveLength(1);
      expect(await t.sql('select id from premium_content where id = $1', [premium])).toHaveLength(1);
    });

    it('the MemberDeleted consumer deletes files idempotently', async () => {
      const { RemoveMemberFilesHandler } = await import('../../backend/src/modules/community/events/remove-member-files.handler.js');
      const { MemberDeleted } = await import('../../backend/src/modules/community/events/member-deleted.event.js');
      const up = await call(sam, 'post', '/api/community/journal/upload-image').attach('image', await png(), 'c.png');
      const name = up.body.imageUrl.split('/').pop();
      const handler = t.app.get(RemoveMemberFilesHandler);
      await handler.handle(new MemberDeleted({ userId: sam.id, files: [name, '../../etc/passwd', 'missing.webp'] }, 1));
      await handler.handle(new MemberDeleted({ userId: sam.id, files: [name] }, 1));
      expect(existsSync(fileOf(t, up.body.imageUrl))).toBe(false);
    });
  });
});
