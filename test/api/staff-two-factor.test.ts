import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { generate } from 'otplib';
import { ADMIN_EMAIL, EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { cookieFrom, PASSWORD, registerMember, registerStaff } from '../support/auth.js';
import { insertWebsite } from './website-fixtures.js';

describe('staff-two-factor', () => {
  const KEYS_ADMIN = 'keys-admin@flyingat50.test';
  const OTHER_ADMIN = 'other-admin@flyingat50.test';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { STAFF_TWO_FACTOR: 'required', ADMIN_EMAILS: `${ADMIN_EMAIL},${KEYS_ADMIN},${OTHER_ADMIN}` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, cookie: string) => request(t.server).get(path).set('Cookie', cookie);

  describe('STAFF_TWO_FACTOR=required', () => {
    it("gives staff without two-step sign-in a member's access until they turn it on, in the same session", async () => {
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
      const me = await get('/api/auth/me', editor.cookie);
      expect(me.body.user).toMatchObject({ role: 'editor', two_factor_needed: true });
      expect((await get('/api/website-content', editor.cookie)).status).toBe(403);
      // Public reads do not show a draft to them either (every check of the role sees a member).
      const draft = await insertWebsite(t, { status: 'draft' });
      expect((await get(`/api/website-content/${draft}`, editor.cookie)).status).toBe(404);
      // The members' area, and their own two-step settings, are open.
      expect((await get('/api/community/journal', editor.cookie)).status).toBe(200);
      const setup = await request(t.server).post('/api/community/auth/two-factor/setup').set('Cookie', editor.cookie).send({ password: PASSWORD });
      const on = await request(t.server).post('/api/community/auth/two-factor/enable').set('Cookie', editor.cookie).send({ code: await generate({ secret: setup.body.secret }) });
      expect(on.status).toBe(200);
      // Staff power from here on, under a new session token: a copy of the cookie from before (a member's power) ends.
      const before = editor.cookie;
      editor.cookie = cookieFrom(on);
      expect(editor.cookie).not.toBe(before);
      expect((await get('/api/website-content', before)).status).toBe(401);

      expect((await get('/api/auth/me', editor.cookie)).body.user).toMatchObject({ role: 'editor', two_factor_needed: false });
      expect((await get('/api/website-content', editor.cookie)).status).toBe(200);
      expect((await get(`/api/website-content/${draft}`, editor.cookie)).status).toBe(200);
    });

    it('says so in the sign-in answer, and lets an administrator without it do nothing an administrator does', async () => {
      const admin = await registerStaff(t, ADMIN_EMAIL, 'Ada Admin');
      const signedIn = await request(t.server).post('/api/auth/login').send({ email: ADMIN_EMAIL, password: PASSWORD });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({ role: 'admin', two_factor_needed: true });
      expect((await get('/api/admin/users', admin.cookie)).status).toBe(403);
      expect((await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: 'No', scope: 'content' })).status).toBe(403);
    });

    it("pauses the API keys of a staff member who turns two-step sign-in off, until it is on again", async () => {
      const admin = await registerStaff(t, KEYS_ADMIN, 'Kay Keys');
      const other = await registerStaff(t, OTHER_ADMIN, 'Otto Other');
      const turnOn = async (who: { cookie: string }) => {
        const setup = await request(t.server).post('/api/community/auth/two-factor/setup').set('Cookie', who.cookie).send({ password: PASSWORD });
        const on = await request(t.server).post('/api/community/auth/two-factor/enable').set('Cookie', who.cookie).send({ code: await generate({ secret: setup.body.secret }) });
        expect(on.status).toBe(200);
        who.cookie = cookieFrom(on); // the session goes on under a new token
        return on.body.recovery_codes as string[];
      };
      const recovery = await turnOn(admin);
      await turnOn(other);
      const made = await request(t.server).post('/api/admin/api-keys').set('Cookie', admin.cookie).send({ name: 'Newsroom tool', scope: 'staff' });
      expect(made.status).toBe(201);
      const withKey = () => request(t.server).get('/api/website-content').set('Authorization', `Bearer ${made.body.key}`);
      const listed = async () => (await get('/api/admin/api-keys', other.cookie)).body.find((key: { id: number }) => key.id === made.body.id);
      expect((await withKey()).status).toBe(200);

      const off = await request(t.server).post('/api/community/auth/two-factor/disable').set('Cookie', admin.cookie).send({ password: PASSWORD, code: recovery[0] });
      expect(off.status).toBe(200);
      const paused = await withKey();
      expect(paused.status).toBe(401);
      expect(paused.body.error).toBe('This API key works again once the administrator or editor who made it turns on two-step sign-in.');
      // Another administrator sees it paused (not revoked).
      expect(await listed()).toMatchObject({ status: 'paused', revoked: false });

      // Turning it on again (the session survives turning off: other sessions end, this one stays) brings the key back.
      await turnOn(admin);
      expect((await withKey()).status).toBe(200);
      expect(await listed()).toMatchObject({ status: 'active' });
    });

    it('asks nothing of members', async () => {
      const member = await registerMember(t, 'member-required@example.com');
      expect((await get('/api/community/auth/me', member.cookie)).body.user).toMatchObject({ role: 'member', two_factor_needed: false });
      expect((await get('/api/community/journal', member.cookie)).status).toBe(200);
    });
  });
});
