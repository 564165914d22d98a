import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { generate } from 'otplib';
import { EDITOR_EMAIL, startTestApp, type TestApp } from '../support/test-app.js';
import { cookieFrom, PASSWORD, registerMember, registerStaff, turnOnTwoStep, type Identity } from '../support/auth.js';

describe('two-factor-owner-changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Generous sign-in limits, so the per-account limit of wrong codes is what this file meets.
    t = await startTestApp({ env: { LOGIN_MAX_FAILURES: '100', LOGIN_MAX_FAILURES_PER_CLIENT: '100' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The app's code `offset` seconds from now (the enabling code took the current step; one step either way is accepted). */
  const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });
  const moveTo = (who: Identity, body: Record<string, string>) => request(t.server).post('/api/community/auth/email').set('Cookie', who.cookie).send(body);
  const newPassword = async (who: Identity, body: Record<string, string>) => {
    const res = await request(t.server).post('/api/community/auth/password').set('Cookie', who.cookie).send({ password: 'a-new-password-here', confirmPassword: 'a-new-password-here', ...body });
    if (res.status === 200) who.cookie = cookieFrom(res); // the session goes on under a new token
    return res;
  };
  const signIn = (email: string, body: Record<string, string>) => request(t.server).post('/api/community/auth/login').send({ email, ...body });
  const linksAsked = async (userId: number) => (await t.sql(`select 1 from email_tokens where user_id = $1 and purpose = 'change-email'`, [userId])).length;

  const REQUIRED = [403, 'two_factor_required', 'Enter the 6-digit code from your authenticator app.'];
  const answerOf = (res: request.Response) => [res.status, res.body.reason, res.body.error];

  describe('with two-step sign-in on, a session left open and the password are not enough', () => {
    it('to move the account to another address: the current code (or a recovery code) is asked as well', async () => {
      const owner = await registerMember(t, 'moving-2fa@example.com');
      const { secret, recovery } = await turnOnTwoStep(t, owner);

      expect(answerOf(await moveTo(owner, { password: PASSWORD, email: 'intruder@attacker.test' }))).toEqual(REQUIRED);
      const wrongCode = await moveTo(owner, { password: PASSWORD, email: 'intruder@attacker.test', code: '000000' });
      expect(answerOf(wrongCode)).toEqual([403, 'two_factor_invalid', 'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.']);
      // A wrong password says so whatever the code, and takes no code.
      const next = await codeAt(secret, 30);
      expect(answerOf(await moveTo(owner, { password: 'not-my-password', email: 'intruder@attacker.test', code: next }))).toEqual([403, undefined, 'That password is not right.']);
      expect(await linksAsked(owner.id)).toBe(0);
      // The wrong code after the right password is mailed to the owner, as at sign-in.
      await t.flushOutbox();
      await t.mail.waitFor((m) => m.to.includes(owner.email) && m.subject === 'A wrong two-step code was entered for your Flying@50 account');

      // Bad input is refused before a code is taken: the recovery code still works afterwards.
      const same = await moveTo(owner, { password: PASSWORD, email: owner.email, code: recovery[0] });
      expect([same.status, same.body.error]).toEqual([400, 'That is already the address of your account.']);
      const withRecovery = await moveTo(owner, { password: PASSWORD, email: 'moved-2fa@example.com', code: ` ${recovery[0]} ` });
      expect(withRecovery.status).toBe(200);
      expect(await linksAsked(owner.id)).toBe(1);
      // Each code works once.
      expect(answerOf(await moveTo(owner, { password: PASSWORD, email: 'moved-2fa@example.com', code: recovery[0] }))[1]).toBe('two_factor_invalid');
      expect((await moveTo(owner, { password: PASSWORD, email: 'moved-2fa@example.com', code: next })).status).toBe(200);
    });

    it('to change the password: the current code (or a recovery code) is asked as well', async () => {
      const owner = await registerMember(t, 'password-2fa@example.com');
      const { secret, recovery } = await turnOnTwoStep(t, owner);

      expect(answerOf(await newPassword(owner, { currentPassword: PASSWORD }))).toEqual(REQUIRED);
      expect(answerOf(await newPassword(owner, { currentPassword: PASSWORD, code: '000000' }))[1]).toBe('two_factor_invalid');
      // Nothing changed: the old password (with a code) still signs in.
      expect((await signIn(owner.email, { password: PASSWORD, code: recovery[1] })).status).toBe(200);
      // A new password the same as the old one is refused before a code is taken.
      const samePassword = await newPassword(owner, { currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD, code: await codeAt(secret, 30) });
      expect([samePassword.status, samePassword.body.error]).toEqual([400, 'Choose a new password different from the current one.']);

      const changed = await newPassword(owner, { currentPassword: PASSWORD, code: await codeAt(secret, 30) });
      expect(changed.status).toBe(200);
      expect((await signIn(owner.email, { password: 'a-new-password-here', code: recovery[2] })).status).toBe(200);
    });

    it("a change made with a recovery code is mailed to the owner, saying what the code was used for; one made with the app's code is not", async () => {
      const owner = await registerMember(t, 'recovery-mail-2fa@example.com');
      const { secret, recovery } = await turnOnTwoStep(t, owner);
      const RECOVERY_SUBJECTS = [
        'A recovery code was used to sign in',
        'A recovery code was used to change your email address',
        'A recovery code was used to change your password',
        'A recovery code was used to confirm your password',
      ];
      const isRecoveryMail = (m: { to: string; subject: string }) => m.to.includes(owner.email) && RECOVERY_SUBJECTS.includes(m.subject);
      const recoveryMail = async (subject: string, left: string) => {
        await t.flushOutbox();
        return t.mail.waitFor((m) => isRecoveryMail(m) && m.subject === subject && m.text.includes(left));
      };

      expect((await moveTo(owner, { password: PASSWORD, email: 'recovery-mail-moved@example.com', code: recovery[0] })).status).toBe(200);
      const moved = await recoveryMail('A recovery code was used to change your email address', '9 recovery codes are left.');
      expect(moved.text).toContain("one of your recovery codes, instead of a code from your authenticator app, to change the account's email address.");
      expect(moved.text).not.toContain('Someone signed in to your Flying@50 account with your password');
      expect((await newPassword(owner, { currentPassword: PASSWORD, code: recovery[1] })).status).toBe(200);
      const changed = await recoveryMail('A recovery code was used to change your password', '8 recovery codes are left.');
      expect(changed.text).toContain('one of your recovery codes, instead of a code from your authenticator app, to change its password.');
      expect(changed.text).not.toContain('Someone signed in to your Flying@50 account with your password');
      // With the app's code: no such mail (the next change, with a recovery code again, marks the point).
      const back = { currentPassword: 'a-new-password-here', password: PASSWORD, confirmPassword: PASSWORD, code: await codeAt(secret, 30) };
      expect((await newPassword(owner, back)).status).toBe(200);
      expect((await moveTo(owner, { password: PASSWORD, email: 'recovery-mail-moved-2@example.com', code: recovery[2] })).status).toBe(200);
      await recoveryMail('A recovery code was used to change your email address', '7 recovery codes are left.');
      // Confirming the password (before deleting the account or making an API key) says so too.
      const confirmed = await request(t.server).post('/api/auth/confirm-password').set('Cookie', owner.cookie).send({ password: PASSWORD, code: recovery[3] });
      expect(confirmed.status).toBe(200);
      const proved = await recoveryMail('A recovery code was used to confirm your password', '6 recovery codes are left.');
      expect(proved.text).toContain('to confirm it was you before an action that asks for them again');
      expect(t.mail.messages.filter(isRecoveryMail).map((m) => m.subject)).toEqual([
        'A recovery code was used to change your email address',
        'A recovery code was used to change your password',
        'A recovery code was used to change your email address',
        'A recovery code was used to confirm your password',
      ]);
    });

    it('an address change refused for its hourly budget (429) uses up no code; a refused code does not count against the budget', async () => {
      const owner = await registerMember(t, 'budget-2fa@example.com');
      const { recovery } = await turnOnTwoStep(t, owner);
      const codesLeft = async () => (await request(t.server).get('/api/community/auth/two-factor').set('Cookie', owner.cookie)).body.recovery_codes_left;
      // Refused codes and passwords are given back to the budget: three changes still go through after them.
      expect(answerOf(await moveTo(owner, { password: PASSWORD, email: 'budget-a@example.com', code: '000000' }))[1]).toBe('two_factor_invalid');
      expect(answerOf(await moveTo(owner, { password: PASSWORD, email: 'budget-a@example.com' }))).toEqual(REQUIRED);
      expect((await moveTo(owner, { password: 'not-my-password', email: 'budget-a@example.com', code: recovery[9] })).status).toBe(403);
      for (let i = 0; i < 3; i++) expect((await moveTo(owner, { password: PASSWORD, email: `budget-${i}@example.com`, code: recovery[i] })).status).toBe(200);
      expect(await codesLeft()).toBe(7);
      await t.flushOutbox();
      const recoveryMails = () => t.mail.messages.filter((m) => m.to.includes(owner.email) && m.subject.startsWith('A recovery code was used')).length;
      await t.mail.waitFor(
        (m) => m.to.includes(owner.email) && m.subject === 'A recovery code was used to change your email address' && m.text.includes('7 recovery codes are left.'),
      );
      const mailed = recoveryMails();

      const refused = await moveTo(owner, { password: PASSWORD, email: 'budget-4@example.com', code: recovery[3] });
      expect([refused.status, refused.body.error]).toEqual([429, 'Too many address changes asked for. Please try again in an hour.']);
      // The code given with the refused request is still there, and still works; no "recovery code was used" mail was due.
      expect(await codesLeft()).toBe(7);
      await t.flushOutbox();
      expect(recoveryMails()).toBe(mailed);
      expect((await newPassword(owner, { currentPassword: PASSWORD, code: recovery[3] })).status).toBe(200);
      expect(await codesLeft()).toBe(6);
    });

    it('takes at most 10 wrong codes for the account, then 429 even with the right one', async () => {
      const owner = await registerMember(t, 'guessing-2fa@example.com');
      const { recovery } = await turnOnTwoStep(t, owner);
      for (let i = 0; i < 10; i++) expect((await newPassword(owner, { currentPassword: PASSWORD, code: String(300000 + i) })).status).toBe(403);
      const refused = await moveTo(owner, { password: PASSWORD, email: 'elsewhere@example.com', code: recovery[0] });
      expect([refused.status, refused.body.error]).toEqual([429, 'Too many wrong codes. Please wait 15 minutes and try again.']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('for staff too, who change their address and password at the same routes', async () => {
      const editor = await registerStaff(t, EDITOR_EMAIL, 'Eddie Editor');
      const { recovery } = await turnOnTwoStep(t, editor);
      expect(answerOf(await moveTo(editor, { password: PASSWORD, email: 'eddie-elsewhere@example.com' }))).toEqual(REQUIRED);
      expect(answerOf(await newPassword(editor, { currentPassword: PASSWORD }))).toEqual(REQUIRED);
      expect((await newPassword(editor, { currentPassword: PASSWORD, code: recovery[0] })).status).toBe(200);
    });

    it('accounts without two-step sign-in are asked the password alone, as before', async () => {
      const plain = await registerMember(t, 'no-2fa@example.com');
      expect((await moveTo(plain, { password: PASSWORD, email: 'no-2fa-moved@example.com' })).status).toBe(200);
      expect((await newPassword(plain, { currentPassword: PASSWORD })).status).toBe(200);
    });
  });
});
