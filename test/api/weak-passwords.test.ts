// Every place a password is set refuses the most used, guessable ones (400 with the reason, shown by the forms) and
// the person's own address or name: member registration, an invitation's acceptance, a reset link and a password change.
// A refused password uses nothing up: the link still works with a better one.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { PASSWORD, RESET_SUBJECT, acceptInvitation, cookieFrom, invitationToken, registerMember } from '../support/auth.js';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';

describe('weak-passwords', () => {
  const COMMON = 'Choose a less common password: this one is among the most used and easy to guess.';
  const PERSONAL = 'Choose a password that is not made of your own details (your address or what you are called): those are the first guesses.';
  const WEAK = ['password', '12345678', 'aaaaaaaa', 'Password1', 'qwertyuiop', 'P@ssw0rd'];

  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const answer = (res: request.Response) => [res.status, res.body.error];

  describe('weak passwords', () => {
    it('a member cannot register with a common password, one repeated character, nor their address or name', async () => {
      const register = (password: string, email = 'weak@example.com', name = 'Pat Runner') =>
        request(t.server).post('/api/community/auth/register').send({ email, password, confirmPassword: password, name });
      for (const password of WEAK) expect([password, ...answer(await register(password))]).toEqual([password, 400, COMMON]);
      expect(answer(await register('weak@example.com'))).toEqual([400, PERSONAL]);
      expect(answer(await register('PatRunner1'))).toEqual([400, PERSONAL]);
      expect(await t.sql(`select id from users where email = 'weak@example.com'`)).toEqual([]);
      expect((await register(PASSWORD)).status).toBe(200);
    });

    it('an invited editor cannot set a common password; the invitation still opens with a better one', async () => {
      const token = await invitationToken(t, EDITOR_EMAIL);
      expect(answer(await acceptInvitation(t, token, 'Eddie Editor', 'password'))).toEqual([400, COMMON]);
      expect(answer(await acceptInvitation(t, token, 'Eddie Editor', 'Eddie Editor'))).toEqual([400, PERSONAL]);
      expect((await acceptInvitation(t, token, 'Eddie Editor', PASSWORD)).status).toBe(200);
    });

    it('a reset link does not set a common password, and still works with a better one', async () => {
      await registerMember(t, 'resets@example.com');
      await request(t.server).post('/api/auth/password-reset').send({ email: 'resets@example.com' }).expect(200);
      await t.flushOutbox();
      const token = tokenFrom(await t.mail.waitFor((m) => m.to.includes('resets@example.com') && m.subject === RESET_SUBJECT), '/reset-password');
      const reset = (password: string) => request(t.server).post('/api/auth/password-reset/confirm').send({ token, password, confirmPassword: password });
      expect(answer(await reset('12345678'))).toEqual([400, COMMON]);
      expect(answer(await reset('resets@example.com'))).toEqual([400, PERSONAL]);
      expect((await reset('a-new-password')).status).toBe(200);
      expect((await request(t.server).post('/api/community/auth/login').send({ email: 'resets@example.com', password: 'a-new-password' })).status).toBe(200);
    });

    it('a signed-in member cannot change to a common password; the old one keeps working', async () => {
      const pat = await registerMember(t, 'changes@example.com', 'Pat Changer');
      const change = (password: string) =>
        request(t.server).post('/api/community/auth/password').set('Cookie', pat.cookie).send({ currentPassword: PASSWORD, password, confirmPassword: password });
      expect(answer(await change('Password1'))).toEqual([400, COMMON]);
      expect(answer(await change('aaaaaaaa'))).toEqual([400, COMMON]);
      expect(answer(await change('pat-changer'))).toEqual([400, PERSONAL]);
      const login = await request(t.server).post('/api/community/auth/login').send({ email: pat.email, password: PASSWORD });
      expect([login.status, cookieFrom(login).startsWith('f50_session=')]).toEqual([200, true]);
    });

    it('the staff sign-up sets no password at all (staff accounts come from invitations)', async () => {
      const res = await request(t.server).post('/api/auth/register').send({ email: 'staffer@example.com', password: 'password', confirmPassword: 'password', name: 'Sam' });
      expect(res.status).toBe(403);
    });
  });
});
