import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { generate } from 'otplib';
import { OWNER_PROOF_BACKFILL } from '../../backend/src/infrastructure/database/migrations/Migration20270104000000_address_owner_proof.js';
import { tokenFrom } from '../fakes/fake-smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ADDRESS_CODE_SUBJECT, PASSWORD, RESET_SUBJECT, moveAccount, registerMember, turnOnTwoStep, type Identity } from '../support/auth.js';

describe('two-factor-address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const BASE = '/api/community/auth/two-factor';
  const setUp = (who: Identity) => request(t.server).post(`${BASE}/setup`).set('Cookie', who.cookie).send({ password: PASSWORD });
  const codeMails = (email: string) => t.mail.messages.filter((m) => m.to.includes(email) && m.subject === ADDRESS_CODE_SUBJECT);
  const signIn = (email: string, password: string, code?: string) => request(t.server).post('/api/community/auth/login').send({ email, password, code });
  const twoStepOn = async (userId: number) => (await t.sql('select 1 from two_factor_secrets where user_id = $1 and confirmed_at is not null', [userId])).length === 1;

  const move = (who: Identity, to: string, code?: string) => moveAccount(t, who, to, code);

  /** A password reset from the link mailed to the address (the mail since `since`), to `password`. */
  async function reset(email: string, password: string): Promise<void> {
    const since = Date.now();
    await request(t.server).post('/api/auth/password-reset').send({ email }).expect(200);
    await t.flushOutbox();
    const token = tokenFrom(await t.mail.waitFor((m) => m.to.includes(email) && m.subject === RESET_SUBJECT && m.receivedAt >= since), '/reset-password');
    await request(t.server).post('/api/auth/password-reset/confirm').send({ token, password, confirmPassword: password }).expect(200);
  }

  describe("two-step sign-in and the address-change link: a reset keeps it on only when it was proved on the account's present address", () => {
    it("someone who turned it on at their own address and moved the account to another person's cannot lock that person out", async () => {
      const squatter = await registerMember(t, 'squatter@attacker.test', 'Squatter');
      const { recovery } = await turnOnTwoStep(t, squatter); // proves squatter@attacker.test with the mailed code
      // The move asks the code (the squatter has it); the victim opens the link, tricked.
      await move(squatter, 'victim@example.com', recovery[0]);
      expect(await twoStepOn(squatter.id)).toBe(true);
      // The victim takes the address back with a reset: the squatter's authenticator goes, and the victim is told.
      await reset('victim@example.com', 'victims-own-password');
      const victim = await signIn('victim@example.com', 'victims-own-password');
      expect([victim.status, victim.body.user?.email]).toEqual([200, 'victim@example.com']);
      expect(await twoStepOn(squatter.id)).toBe(false);
      await t.flushOutbox();
      const told = await t.mail.waitFor((m) => m.to.includes('victim@example.com') && m.subject === 'Two-step sign-in was turned off');
      expect(told.text).toContain('it had been set up while the account had another address');
    });

    it('an address reached by the link is not proved for turning it on: the code goes to that address', async () => {
      const squatter = await registerMember(t, 'squatter-first@attacker.test', 'Squatter');
      await move(squatter, 'victim-first@example.com');
      expect((await request(t.server).get('/api/community/auth/me').set('Cookie', squatter.cookie)).body.user).toMatchObject({ email: 'victim-first@example.com', email_verified: true });
      const setup = await setUp(squatter);
      expect([setup.status, setup.body.email_code_sent_to]).toEqual([200, 'victim-first@example.com']);
      const noCode = await request(t.server).post(`${BASE}/enable`).set('Cookie', squatter.cookie).send({ code: await generate({ secret: setup.body.secret }) });
      expect([noCode.status, noCode.body.reason]).toEqual([400, 'email_code_invalid']);
      expect(await twoStepOn(squatter.id)).toBe(false);
    });

    it("its owner who moved the account proves the new address by turning it off and on again, and then a reset keeps it", async () => {
      const owner = await registerMember(t, 'owner-old@example.com', 'Owner');
      const { recovery } = await turnOnTwoStep(t, owner);
      await move(owner, 'owner-new@example.com', recovery[0]);
      const moved = { ...owner, email: 'owner-new@example.com' };
      expect((await request(t.server).post(`${BASE}/disable`).set('Cookie', owner.cookie).send({ password: PASSWORD, code: recovery[1] })).status).toBe(200);
      const since = Date.now();
      const { secret } = await turnOnTwoStep(t, moved); // the set-up mails its code to the new address
      expect(codeMails('owner-new@example.com').filter((m) => m.receivedAt >= since)).toHaveLength(1);
      await reset('owner-new@example.com', 'owners-new-password');
      expect(await twoStepOn(owner.id)).toBe(true);
      const passwordOnly = await signIn('owner-new@example.com', 'owners-new-password');
      expect([passwordOnly.status, passwordOnly.body.reason]).toEqual([401, 'two_factor_required']);
      expect((await signIn('owner-new@example.com', 'owners-new-password', await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))).status).toBe(200);
    });

    it("counts existing accounts' proved addresses as proved, except one come by a link still on record and not proved since", async () => {
      const reset1 = await registerMember(t, 'backfill-reset@example.com');
      await reset(reset1.email, 'a-new-password-1');
      const linked = await registerMember(t, 'backfill-link-old@example.com');
      await move(linked, 'backfill-link@example.com');
      const linkedThenReset = await registerMember(t, 'backfill-both-old@example.com');
      await move(linkedThenReset, 'backfill-both@example.com');
      await reset('backfill-both@example.com', 'a-new-password-2');
      const never = await registerMember(t, 'backfill-never@example.com');
      const ids = [reset1.id, linked.id, linkedThenReset.id, never.id];
      await t.sql('update users set email_owner_proved_at = null where id = any($1)', [ids]);
      await t.sql(OWNER_PROOF_BACKFILL);
      const rows = await t.sql<{ id: number; proved: boolean }>('select id, email_owner_proved_at is not null as proved from users where id = any($1)', [ids]);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.proved]))).toEqual({ [reset1.id]: true, [linked.id]: false, [linkedThenReset.id]: true, [never.id]: false });
    });
  });

  describe("the confirmation codes two-step sign-in's set-up mails to an address never confirmed", () => {
    it('are at most 3 an hour per address: then 429 with Retry-After, and nothing changes', async () => {
      const who = await registerMember(t, 'code-flood@example.com');
      const secrets: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await setUp(who);
        expect([res.status, res.body.email_code_sent_to]).toEqual([200, who.email]);
        secrets.push(res.body.secret);
      }
      const stored = async () => (await t.sql<{ secret: string }>('select secret from two_factor_secrets where user_id = $1', [who.id]))[0].secret;
      const before = await stored();
      const refused = await setUp(who);
      expect([refused.status, refused.body.error]).toEqual([429, 'Too many confirmation codes were sent to your email address. Please try again in an hour.']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
      expect(await stored()).toBe(before);
      // A wrong password is refused first, and mails nothing either.
      expect((await request(t.server).post(`${BASE}/setup`).set('Cookie', who.cookie).send({ password: 'not-my-password' })).status).toBe(403);

      await t.flushOutbox();
      await t.mail.waitFor(() => codeMails(who.email).length >= 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(codeMails(who.email)).toHaveLength(3);
      // The set-up under way (the third) is still finished with the latest code (the mails may arrive in any order).
      const statuses: number[] = [];
      for (const mail of codeMails(who.email)) {
        const email_code = /Your code is (\d{8})\./.exec(mail.text)![1];
        statuses.push((await request(t.server).post(`${BASE}/enable`).set('Cookie', who.cookie).send({ code: await generate({ secret: secrets[2] }), email_code })).status);
        if (statuses.at(-1) === 200) break;
      }
      expect(statuses.at(-1)).toBe(200);
    });

    it('are not counted when nothing is mailed (two-step sign-in already on)', async () => {
      const legacy = await registerMember(t, 'already-on@example.com');
      await turnOnTwoStep(t, legacy);
      await t.sql('update users set email_verified_at = null, email_owner_proved_at = null where id = $1', [legacy.id]);
      for (let i = 0; i < 4; i++) expect((await setUp(legacy)).status).toBe(409);
    });
  });
});
