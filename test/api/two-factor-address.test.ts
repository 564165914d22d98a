import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { generate } from 'otplib';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ADDRESS_CODE_SUBJECT, PASSWORD, registerMember, turnOnTwoStep, type Identity } from '../support/auth.js';

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
    await t.sql('update users set email_verified_at = null where id = $1', [legacy.id]);
    for (let i = 0; i < 4; i++) expect((await setUp(legacy)).status).toBe(409);
  });
});
