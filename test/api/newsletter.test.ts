import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { endLimitWindows } from '../support/limits.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Newsletter sign-up with double opt-in (issue 11). */
describe('newsletter', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const subscribe = (email: unknown, ip = '10.0.0.1') => request(t.server).post('/api/newsletter/subscribe').set('X-Forwarded-For', ip).send({ email });
  const confirm = (token: unknown) => request(t.server).post('/api/newsletter/confirm').send({ token });
  const SUBJECT = 'Confirm your Flying@50 newsletter subscription';
  /** Ten minutes later: the address may be sent its next sign-up mail (one per 10 minutes). */
  const tenMinutesLater = () => endLimitWindows(t, 'newsletter-mail-spacing');

  async function linkTokenFor(email: string): Promise<string> {
    const mail = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === SUBJECT);
    const match = /https?:\/\/\S*\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(match).not.toBeNull();
    return match![1];
  }

  describe('newsletter', () => {
    it('stores a pending address, mails a link whose token is stored only hashed, confirms it, and says so again on a second open', async () => {
      const res = await subscribe('Pat.Reader@Example.com');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Thanks! Check your inbox to confirm your subscription.' });
      const token = await linkTokenFor('pat.reader@example.com');
      const [row] = await t.sql<{ email: string; status: string; token_hash: string }>('select * from newsletter_subscribers');
      expect(row).toMatchObject({ email: 'pat.reader@example.com', status: 'pending', token_hash: createHash('sha256').update(token).digest('hex') });
      expect(JSON.stringify(await t.sql('select * from newsletter_subscribers'))).not.toContain(token);

      const ok = await confirm(token);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ message: 'Your subscription is confirmed.' });
      const [confirmed] = await t.sql<{ status: string; token_hash: string | null; confirmed_at: Date | null }>('select * from newsletter_subscribers');
      expect(confirmed.status).toBe('confirmed');
      expect(confirmed.confirmed_at).not.toBeNull();
      // Opened again (a second click, a mail scanner that opened it first): already confirmed, nothing changes.
      const again = await confirm(token);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ message: 'Your subscription is already confirmed. Nothing more to do.' });
      expect(await t.sql('select * from newsletter_subscribers')).toEqual([confirmed]);
      // Not once it has expired, nor after an unsubscribe.
      await t.sql(`update newsletter_subscribers set token_expires_at = now() - interval '1 minute'`);
      expect((await confirm(token)).status).toBe(400);
      await t.sql(`update newsletter_subscribers set token_expires_at = now() + interval '1 day', status = 'unsubscribed'`);
      expect((await confirm(token)).status).toBe(400);
    });

    it('answers new, pending and confirmed addresses alike (no one learns who is subscribed); the mail tells the owner', async () => {
      const answer = (res: request.Response) => ({ status: res.status, body: res.body, type: res.headers['content-type'] });
      const fresh = answer(await subscribe('new@example.com', '10.0.1.1'));
      expect(fresh).toEqual({ status: 201, body: { message: 'Thanks! Check your inbox to confirm your subscription.' }, type: expect.stringMatching(/^application\/json/) });

      // Pending: the same answer and a new link; the older link stops working, the newest confirms.
      expect((await subscribe('kept@example.com', '10.0.1.1')).status).toBe(201);
      const first = await linkTokenFor('kept@example.com');
      await tenMinutesLater();
      expect(answer(await subscribe('Kept@Example.com', '10.0.1.2'))).toEqual(fresh);
      const second = /token=([A-Za-z0-9_-]+)/.exec(
        (await t.mail.waitFor((m) => m.to.includes('kept@example.com') && m.subject === SUBJECT && !m.text.includes(first))).text,
      )![1];
      expect((await confirm(first)).status).toBe(400);
      expect((await confirm(second)).status).toBe(200);

      // Confirmed: the same answer again; nothing changes and the owner is told the address is already subscribed.
      const before = await t.sql(`select * from newsletter_subscribers where email = 'kept@example.com'`);
      await tenMinutesLater();
      expect(answer(await subscribe('kept@example.com', '10.0.1.3'))).toEqual(fresh);
      const told = await t.mail.waitFor((m) => m.to.includes('kept@example.com') && m.subject === 'You are already subscribed to the Flying@50 newsletter');
      expect(told.text).toContain('This address is already subscribed, so nothing has changed');
      expect(told.text).not.toMatch(/token=/);
      expect(await t.sql(`select * from newsletter_subscribers where email = 'kept@example.com'`)).toEqual(before);
      await t.flushOutbox();
      expect(t.mail.messages.filter((m) => m.to.includes('kept@example.com')).map((m) => m.subject)).toEqual([SUBJECT, SUBJECT, 'You are already subscribed to the Flying@50 newsletter']);
    });

    it('sends a new link when a pending address signs up after its link expired', async () => {
      expect((await subscribe('late@example.com')).status).toBe(201);
      const first = await linkTokenFor('late@example.com');
      await t.sql(`update newsletter_subscribers set token_expires_at = now() - interval '1 minute' where email = 'late@example.com'`);
      expect((await confirm(first)).status).toBe(400);
      await tenMinutesLater();
      expect((await subscribe('late@example.com')).status).toBe(201);
      await new Promise((r) => setTimeout(r, 50));
      const mails = await t.mail.waitFor((m) => m.to.includes('late@example.com') && m.subject === SUBJECT && !m.text.includes(first));
      const second = /token=([A-Za-z0-9_-]+)/.exec(mails.text)![1];
      expect((await confirm(second)).status).toBe(200);
    });

    it('mails one address at most once per 10 minutes and 3 times a day, whoever signs it up from wherever, answering alike', async () => {
      const THANKS = { message: 'Thanks! Check your inbox to confirm your subscription.' };
      const hash = (token: string) => createHash('sha256').update(token).digest('hex');
      // The link stored is the one mailed last: a sign-up that mails nothing changes nothing (the mail and the new link go together).
      const storedHash = async () => (await t.sql<{ token_hash: string }>(`select token_hash from newsletter_subscribers where email = 'victim@example.com'`))[0].token_hash;
      // Five sign-ups of someone else's address from five clients within seconds: one mail, and its link keeps working.
      const answers = [];
      for (let i = 1; i <= 5; i++) answers.push((await subscribe('victim@example.com', `10.0.7.${i}`)).body);
      expect(answers).toEqual(Array(5).fill(THANKS));
      const links = [await linkTokenFor('victim@example.com')];
      expect(await storedHash()).toBe(hash(links[0]));
      // Later (and an hour after the five sign-ups, which are limited to 5 an hour per address) one more each time, up
      // to three a day; then none, with the same answer.
      const later = async () => {
        await tenMinutesLater();
        await endLimitWindows(t, 'newsletter-address');
      };
      for (let i = 0; i < 2; i++) {
        await later();
        expect((await subscribe('victim@example.com', '10.0.7.9')).body).toEqual(THANKS);
        const mail = await t.mail.waitFor((m) => m.to.includes('victim@example.com') && m.subject === SUBJECT && links.every((link) => !m.text.includes(link)));
        links.push(/token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]);
        expect(await storedHash()).toBe(hash(links.at(-1)!));
      }
      await later();
      expect((await subscribe('victim@example.com', '10.0.7.9')).body).toEqual(THANKS);
      expect(await storedHash()).toBe(hash(links[2]));
      await t.flushOutbox();
      expect(t.mail.messages.filter((m) => m.to.includes('victim@example.com'))).toHaveLength(3);
    });

    it("counts an address's case and +tag variants as one inbox: a stranger varying the address gets no more mails into it", async () => {
      const THANKS = { message: 'Thanks! Check your inbox to confirm your subscription.' };
      const inbox = (m: { to: string[] }) => m.to.some((to) => /^inbox(\+[^@]*)?@example\.com$/i.test(to));
      // Variants signed up from different clients within seconds: the same answer each time, one mail in all, sent to
      // (and stored for) the address as it was given.
      const variants = ['inbox+1@example.com', 'inbox+2@example.com', 'Inbox@EXAMPLE.com', 'INBOX+news@example.com'];
      const answers = [];
      for (const [i, email] of variants.entries()) answers.push((await subscribe(email, `10.0.8.${i + 1}`)).body);
      expect(answers).toEqual(Array(variants.length).fill(THANKS));
      await linkTokenFor('inbox+1@example.com');
      await t.flushOutbox();
      await new Promise((r) => setTimeout(r, 300));
      expect(t.mail.messages.filter(inbox).map((m) => m.to)).toEqual([['inbox+1@example.com']]);
      expect((await t.sql<{ email: string }>(`select email from newsletter_subscribers where email like 'inbox%' order by email`)).map((r) => r.email)).toEqual([
        'inbox+1@example.com',
      ]);
      // The sign-ups per address (5 an hour) are the inbox's too: a fifth variant within the hour is one too many.
      expect((await subscribe('inbox+5@example.com', '10.0.8.9')).status).toBe(201);
      expect((await subscribe('inbox+6@example.com', '10.0.8.9')).status).toBe(429);
      // Ten minutes on, the inbox may be sent its next mail, to whichever variant asks.
      await tenMinutesLater();
      await endLimitWindows(t, 'newsletter-address');
      expect((await subscribe('inbox+2@example.com', '10.0.8.9')).body).toEqual(THANKS);
      await linkTokenFor('inbox+2@example.com');
      await t.flushOutbox();
      expect(t.mail.messages.filter(inbox)).toHaveLength(2);
    });

    it('answers bad input with a 400 and stores nothing', async () => {
      const before = await t.sql('select count(*) from newsletter_subscribers');
      for (const email of ['', 'not-an-address', 'a@b', 42, null, `${'x'.repeat(250)}@example.com`]) {
        const res = await subscribe(email);
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
      expect((await request(t.server).post('/api/newsletter/subscribe').send({ email: 'ok@example.com', extra: 1 })).status).toBe(400);
      for (const token of ['', 'short', 'A'.repeat(43), 7]) expect((await confirm(token)).status).toBe(400);
      expect(await t.sql('select count(*) from newsletter_subscribers')).toEqual(before);
    });

    it('limits sign-ups per client', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await subscribe(`reader${i}@example.com`, '10.9.9.9')).status);
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
