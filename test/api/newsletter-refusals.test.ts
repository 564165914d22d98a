import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { identities, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { WeeklyDigestJob } from '../../backend/src/modules/newsletter/jobs/weekly-digest.job.js';
import { BOUNCE_BREAKER, DEFER_MINUTES, NewsletterDelivery } from '../../backend/src/modules/newsletter/newsletter-delivery.js';
import { unsubscribeToken } from '../../backend/src/modules/newsletter/unsubscribe-token.js';

/**
 * The newsletter when things go wrong: refusals that are the sender's or the server's, not a subscriber's, change no
 * subscriber; a message refused for good fails its send; staff stop a send; one-click unsubscribe from any site.
 */
describe('newsletter-refusals', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  const READERS = ['r1@example.com', 'r2@example.com', 'r3@example.com', 'r4@example.com', 'r5@example.com', 'r6@example.com', 'r7@example.com'];

  beforeAll(async () => {
    t = await startTestApp({ env: { NEWSLETTER_RATE_PER_MINUTE: '6000', PUBLIC_URL: 'https://mag.example.com' } });
    people = await identities(t);
    for (const email of READERS) await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
  });
  afterAll(async () => await t?.close());
  beforeEach(() => {
    t.mail.refuse({});
    t.mail.refuseRecipients([]);
  });

  const as = (who: Identity) => ({ Cookie: who.cookie });
  let articles = 0;
  async function article(): Promise<number> {
    articles += 1;
    const [row] = await t.sql<{ id: number }>(
      `insert into website_content (title, subtitle, slug, status, publish_date, meta_description, long_form_article, headlines, tldr_summary, tags)
     values ($1, 'A deck', $2, 'published', now() - interval '1 minute', 'Why it matters.', 'The body.', '[]', 'Summary.', '[]') returning id`,
      [`Refusals article ${articles}`, `refusals-article-${articles}`],
    );
    return row.id;
  }
  const statuses = async () => (await t.sql<{ email: string; status: string }>(`select email, status from newsletter_subscribers order by email`)).map((r) => `${r.email}:${r.status}`);
  const deliveries = (send: number) =>
    t.sql<{ status: string; n: number }>(`select status, count(*)::int as n from newsletter_deliveries where send_id = $1 group by status order by status`, [send]);
  const sendRow = async (send: number) =>
    (await t.sql<{ status: string; paused_reason: string | null; failure: string | null }>(`select status, paused_reason, failure from newsletter_sends where id = $1`, [send]))[0];
  /** True once no worker holds the send's delivery lock (its delivery run ended: paused, stopped or done). */
  const idle = async (send: number) => !(await t.sql(`select 1 from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2`, [0x6e6c, send])).length;
  /** The tick once the server takes mail again, after any run holding the send ends (the app's own tick's may, begun before: it would leave the send to it). */
  const resume = async (send: number) => (await eventually(() => idle(send), 20_000), await t.app.get(WeeklyDigestJob).run(new Date()));

  describe('one-click unsubscribe from a mail program', () => {
    it.each([
      ['a mail site', { Origin: 'https://mail.yahoo.com' }],
      ['an opaque origin', { Origin: 'null' }],
      ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ])('unsubscribes when the POST comes from %s; other cross-site POSTs are still refused', async (_name, headers) => {
      const [{ id }] = await t.sql<{ id: number }>(`insert into newsletter_subscribers (email, status, confirmed_at) values ('one-click-' || md5(random()::text) || '@example.com', 'confirmed', now()) returning id`);
      const token = unsubscribeToken(t.config.sessionSecret, id);
      const res = await request(t.server).post(`/api/newsletter/unsubscribe?token=${token}`).set(headers).type('form').send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'You are unsubscribed: no more newsletters will be sent to this address.' });
      expect(await t.sql(`select status from newsletter_subscribers where id = $1`, [id])).toEqual([{ status: 'unsubscribed' }]);
      // The exemption is this route's alone.
      const signUp = await request(t.server).post('/api/newsletter/subscribe').set(headers).send({ email: 'cross@example.com' });
      expect(signUp.status).toBe(403);
      expect(signUp.body.error).toBe('Cross-site requests are not allowed.');
      const login = await request(t.server).post('/api/community/auth/login').set(headers).type('form').send('email=a@example.com&password=x');
      expect(login.status).toBe(403);
      expect((await request(t.server).post('/api/newsletter/confirm').set(headers).send({ token: 'A'.repeat(43) })).status).toBe(403);
    });
  });

  /** A confirmed subscriber of these tests alone (gone after them: the sends below count the readers), and their link. */
  const extraReaders: number[] = [];
  async function subscriber(): Promise<{ id: number; path: string }> {
    const [{ id }] = await t.sql<{ id: number }>(`insert into newsletter_subscribers (email, status, confirmed_at) values ('form-' || md5(random()::text) || '@example.com', 'confirmed', now()) returning id`);
    extraReaders.push(id);
    return { id, path: `/api/newsletter/unsubscribe?token=${unsubscribeToken(t.config.sessionSecret, id)}` };
  }

  describe('the one-click body as RFC 8058 says mail programs SHOULD send it', () => {
    afterAll(async () => {
      await t.sql('delete from newsletter_subscribers where id = any($1)', [extraReaders]);
    });

    const status = async (id: number) => (await t.sql<{ status: string }>(`select status from newsletter_subscribers where id = $1`, [id]))[0].status;

    it('unsubscribes with a multipart form (List-Unsubscribe=One-Click), sent from a mail site', async () => {
      const { id, path } = await subscriber();
      if (!t.server.listening) await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
      const form = new FormData();
      form.append('List-Unsubscribe', 'One-Click');
      const res = await fetch(`http://127.0.0.1:${(t.server.address() as AddressInfo).port}${path}`, { method: 'POST', body: form, headers: { Origin: 'https://mail.example.net' } });
      expect([res.status, await res.json()]).toEqual([200, { message: 'You are unsubscribed: no more newsletters will be sent to this address.' }]);
      expect(await status(id)).toBe('unsubscribed');
      // supertest's .field() sends one too.
      const other = await subscriber();
      expect((await request(t.server).post(other.path).field('List-Unsubscribe', 'One-Click')).status).toBe(200);
      expect(await status(other.id)).toBe('unsubscribed');
    });

    it('reads no form past 100 KB (413) and takes no other body type (415); the reader stays subscribed', async () => {
      const { id, path } = await subscriber();
      const padding = 'x'.repeat(150 * 1024);
      const multipart = await request(t.server).post(path).field('List-Unsubscribe', 'One-Click').field('padding', padding);
      const urlencoded = await request(t.server).post(path).type('form').send(`List-Unsubscribe=One-Click&padding=${padding}`);
      for (const res of [multipart, urlencoded]) expect([res.status, res.body.error]).toEqual([413, 'The request body is too large (at most 100 KB here).']);
      const text = await request(t.server).post(path).type('text').send('List-Unsubscribe=One-Click');
      expect([text.status, text.body.error]).toEqual([415, 'Send the request body as JSON (application/json) or as a form (application/x-www-form-urlencoded or multipart/form-data).']);
      expect(await status(id)).toBe('confirmed');
    });
  });

  describe('an unsubscribe link that is not valid, opened in a browser', () => {
    afterAll(async () => {
      await t.sql('delete from newsletter_subscribers where id = any($1)', [extraReaders]);
    });
    const INVALID = 'This unsubscribe link is not valid. Use the link at the bottom of a newsletter.';

    it('gets a page saying so (the words of /newsletter/unsubscribe), without the button; its form answers pages, never raw JSON', async () => {
      const { id, path } = await subscriber();
      const [, mac] = new URL(path, 'http://x').searchParams.get('token')!.split('.');
      // A forged MAC, and a link of a mail sent before SESSION_SECRET changed.
      for (const token of [`${id + 1}.${mac}`, unsubscribeToken('an earlier session secret', id)]) {
        const page = await request(t.server).get(`/api/newsletter/unsubscribe?token=${token}`).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
        expect([page.status, page.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
        expect(page.text).toContain(`<p role="alert">${INVALID}</p>`);
        expect(page.text).not.toMatch(/<form|<button/);
        const posted = await request(t.server).post(`/api/newsletter/unsubscribe?token=${token}`).set('Accept', 'text/html').type('form').send('List-Unsubscribe=One-Click');
        expect([posted.status, posted.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
        expect(posted.text).toContain(`<p role="alert">${INVALID}</p>`);
        expect(posted.text).not.toContain('"success"');
      }
      // Without a token (its DTO refuses it before the route runs), too.
      const bare = await request(t.server).get('/api/newsletter/unsubscribe');
      expect([bare.status, bare.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
      expect(bare.text).toContain(INVALID);
      // A client that asks for JSON, and mail programs' one-click POST, get the error body.
      const json = await request(t.server).get(`/api/newsletter/unsubscribe?token=${id + 1}.${mac}`).set('Accept', 'application/json');
      expect([json.status, json.body]).toEqual([400, { success: false, statusCode: 400, error: INVALID }]);
      const oneClick = await request(t.server).post(`/api/newsletter/unsubscribe?token=${id + 1}.${mac}`).type('form').send('List-Unsubscribe=One-Click');
      expect([oneClick.status, oneClick.body.error]).toEqual([400, INVALID]);
      expect(await t.sql(`select status from newsletter_subscribers where id = $1`, [id])).toEqual([{ status: 'confirmed' }]);
    });
  });

  /** Sends a new article; answers its send once its delivery run has ended (`until` holds and no worker holds it). */
  async function send(until: (id: number) => Promise<boolean>): Promise<number> {
    const res = await request(t.server).post(`/api/admin/newsletter/articles/${await article()}/send`).set(as(people.editor));
    expect(res.status).toBe(201);
    await eventually(async () => (await until(res.body.id)) && (await idle(res.body.id)), 20_000);
    return res.body.id as number;
  }
  const paused = async (id: number) => (await sendRow(id)).paused_reason !== null;
  const ended = async (id: number) => (await sendRow(id)).status !== 'sending';
  const cancel = (id: number) => request(t.server).post(`/api/admin/newsletter/sends/${id}/cancel`).set(as(people.editor));
  /** Sends a new article while its delivery lock is held, as a busy worker would: nothing is delivered until `release`. */
  async function heldSend(): Promise<{ id: number; release: () => Promise<void> }> {
    const [{ next }] = await t.sql<{ next: string }>(`select last_value + 1 as next from newsletter_sends_id_seq`);
    const { release } = await holding(Number(next));
    const res = await request(t.server).post(`/api/admin/newsletter/articles/${await article()}/send`).set(as(people.editor));
    expect(res.body.id).toBe(Number(next));
    return { id: Number(next), release };
  }
  /** Holds a send's delivery lock, as a worker delivering it does, until `release`. */
  async function holding(send: number): Promise<{ release: () => Promise<void> }> {
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect().then(() => holder.query('select pg_advisory_lock($1, $2)', [0x6e6c, send]));
    // Unlocked before the connection ends: end() resolves before the server has ended the session (and its locks), so a
    // delivery started right after it could still find the send held ('busy') on a loaded machine.
    return { release: () => holder.query('select pg_advisory_unlock($1, $2)', [0x6e6c, send]).then(() => holder.end()) };
  }

  describe("a refusal that is the sender's or the server's", () => {
    it('MAIL FROM refused (553 5.7.1) pauses the send, names the settings to check and changes no subscriber; it goes on once the server takes mail', async () => {
      const before = await statuses();
      t.mail.refuse({ mailFrom: '553 5.7.1 Sender address rejected' });
      const id = await send(paused);
      const row = await sendRow(id);
      expect(row.status).toBe('sending');
      expect(row.paused_reason).toContain('553 5.7.1 Sender address rejected');
      expect(row.paused_reason).toMatch(/MAIL_FROM.*SMTP_URL.*No subscriber was changed/);
      expect(await statuses()).toEqual(before);
      expect(await deliveries(id)).toEqual([{ status: 'pending', n: 7 }]);
      // Staff see it in the list.
      const listed = (await request(t.server).get('/api/admin/newsletter/sends').set(as(people.editor))).body as Array<{ id: number; paused_reason: string; failure: null }>;
      expect(listed.find((s) => s.id === id)).toMatchObject({ paused_reason: row.paused_reason, failure: null });

      // The app's own tick came a moment ago: its delivery, begun under the refusal, holds the send for 500 ms more.
      const { release } = await holding(id);
      const ended = new Promise((resolve) => setTimeout(resolve, 500)).then(release);
      t.mail.refuse({});
      await resume(id);
      await ended;
      await eventually(async () => (await sendRow(id)).status === 'sent', 20_000);
      expect(await deliveries(id)).toEqual([{ status: 'sent', n: 7 }]);
      expect((await sendRow(id)).paused_reason).toBeNull();
    });

    it('RCPT refused with 554 5.7.1 Relay access denied pauses the send; staff stop it, and nothing more is sent', async () => {
      const before = await statuses();
      t.mail.refuse({ rcpt: '554 5.7.1 Relay access denied' });
      const id = await send(paused);
      expect((await sendRow(id)).paused_reason).toContain('554 5.7.1 Relay access denied');
      expect(await statuses()).toEqual(before);
      expect(await deliveries(id)).toEqual([{ status: 'pending', n: 7 }]);

      const stopped = await cancel(id);
      expect(stopped.status).toBe(200);
      expect(stopped.body).toEqual({ id, status: 'cancelled', skipped: 7 });
      expect(await sendRow(id)).toEqual({ status: 'cancelled', paused_reason: null, failure: null });
      expect(await deliveries(id)).toEqual([{ status: 'skipped', n: 7 }]);
      // Twice is the same answer (and one audit row); the tick leaves it alone.
      expect((await cancel(id)).body).toEqual({ id, status: 'cancelled', skipped: 0 });
      expect(await t.sql(`select actor_id from audit_log where action = 'newsletter.cancel' and subject_id = $1`, [id])).toEqual([{ actor_id: people.editor.id }]);
      t.mail.refuse({});
      const mails = t.mail.messages.length;
      await t.app.get(WeeklyDigestJob).run(new Date());
      await new Promise((r) => setTimeout(r, 300));
      expect(t.mail.messages.length).toBe(mails);
      expect(await statuses()).toEqual(before);
    });

    it(`${BOUNCE_BREAKER} recipients refused in a row pause the send instead of marking them bounced`, async () => {
      const before = await statuses();
      // A server without enhanced codes whose 550 is taken at its word for one address, but not for everyone at once.
      t.mail.refuse({ rcpt: '550 No such user here' });
      const id = await send(paused);
      expect((await sendRow(id)).paused_reason).toMatch(new RegExp(`^${BOUNCE_BREAKER} addresses in a row were refused for good.*SMTP_URL and MAIL_FROM. No subscriber was marked bounced`));
      expect(await statuses()).toEqual(before);
      expect(await deliveries(id)).toEqual([{ status: 'pending', n: 7 }]);
      expect((await cancel(id)).status).toBe(200);
    });
  });

  describe('staff stop a send', () => {
    it('a send stopped before its worker gets to it sends no mail; a finished send cannot be stopped', async () => {
      // Hold the next send's delivery lock, as a busy worker would, so its delivery waits until staff have stopped it.
      const [{ next }] = await t.sql<{ next: string }>(`select last_value + 1 as next from newsletter_sends_id_seq`);
      const holder = new pg.Client({ connectionString: t.config.databaseUrl });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1, $2)', [0x6e6c, Number(next)]);
      const res = await request(t.server).post(`/api/admin/newsletter/articles/${await article()}/send`).set(as(people.editor));
      expect(res.body.id).toBe(Number(next));
      expect((await cancel(res.body.id)).body).toEqual({ id: res.body.id, status: 'cancelled', skipped: 7 });
      await holder.end();
      const mails = t.mail.messages.length;
      expect(await t.app.get(NewsletterDelivery).deliver(res.body.id)).toMatchObject({ outcome: 'not sending', sent: 0 });
      expect(t.mail.messages.length).toBe(mails);

      const done = await send(ended);
      const refused = await cancel(done);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('This send has already finished, so there is nothing to stop.');
      expect((await cancel(999999)).status).toBe(404);
      expect((await request(t.server).post(`/api/admin/newsletter/sends/${done}/cancel`).set(as(people.member))).status).toBe(403);
    });
  });

  describe('a message refused for good', () => {
    it('554 5.7.1 after DATA fails the send with a clear message; nothing more is tried and no subscriber changes', async () => {
      const before = await statuses();
      t.mail.refuse({ data: '554 5.7.1 Message rejected as spam' });
      const id = await send(ended);
      const row = await sendRow(id);
      expect(row.status).toBe('failed');
      expect(row.paused_reason).toBeNull();
      expect(row.failure).toMatch(/^The mail server refused the newsletter itself for good: "554 5\.7\.1 Message rejected as spam" \(at DATA\)\. Nothing more was sent/);
      expect(await statuses()).toEqual(before);
      // The first refused mail is failed (at most one per connection was under way); the rest skipped.
      const counts = Object.fromEntries((await deliveries(id)).map((r) => [r.status, r.n]));
      expect(counts.failed).toBeGreaterThanOrEqual(1);
      expect(counts.failed + counts.skipped).toBe(7);
      const tries = t.mail.messages.length;
      t.mail.refuse({});
      await t.app.get(WeeklyDigestJob).run(new Date());
      await new Promise((r) => setTimeout(r, 300));
      expect(t.mail.messages.length).toBe(tries);
      expect((await sendRow(id)).status).toBe('failed');
    });
  });

  describe("one recipient's refusal is that recipient's, and the send goes on", () => {
    const deliveryOf = async (send: number, email: string) =>
      (
        await t.sql<{ status: string; error: string | null; tries: number; waits: boolean }>(
          `select d.status, d.error, d.tries, d.retry_at > now() as waits from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id where d.send_id = $1 and s.email = $2`,
          [send, email],
        )
      )[0];
    const mailsTo = (email: string, subject: string) => t.mail.messages.filter((m) => m.subject === subject && m.to.includes(email)).length;

    it('550 5.7.1 "Access denied" for one address fails that delivery alone, with the reply; the subscriber stays, the others get the mail', async () => {
      const before = await statuses();
      t.mail.refuseRecipients(['r4@example.com'], '550 5.7.1 <address>: Recipient address rejected: Access denied');
      const id = await send(ended);
      expect(await sendRow(id)).toEqual({ status: 'sent', paused_reason: null, failure: null });
      expect(await deliveries(id)).toEqual([
        { status: 'failed', n: 1 },
        { status: 'sent', n: 6 },
      ]);
      expect((await deliveryOf(id, 'r4@example.com')).error).toContain('550 5.7.1 <r4@example.com>: Recipient address rejected: Access denied');
      // A policy of that address, not an address gone: nobody is marked bounced.
      expect(await statuses()).toEqual(before);
    });

    it('a recipient refused for now (450, greylisting) waits behind the others, who all get the mail; it is tried again later, and gets it once', async () => {
      t.mail.refuseRecipients(['r2@example.com'], '450 4.2.0 <address>: Recipient address rejected: Greylisted, see https://postgrey.example/help');
      const onlyR2Left = async (id: number) => JSON.stringify(await deliveries(id)) === JSON.stringify([{ status: 'pending', n: 1 }, { status: 'sent', n: 6 }]);
      const id = await send(onlyR2Left);
      const [{ subject }] = await t.sql<{ subject: string }>('select subject from newsletter_sends where id = $1', [id]);
      expect(await deliveryOf(id, 'r2@example.com')).toMatchObject({ status: 'pending', tries: 1, waits: true, error: expect.stringContaining('450 4.2.0') });
      // Staff read why the send is not over (without the address: editors see no subscriber's address).
      const row = await sendRow(id);
      expect(row.status).toBe('sending');
      expect(row.paused_reason).toBe(
        "1 address was refused for now by the recipient's mail server (greylisting or a full mailbox, for example); everyone else has been sent to. Each is tried again later, for about 8 hours, and then counted as failed; or stop the send.",
      );
      // A run before its time leaves it waiting.
      expect(await t.app.get(NewsletterDelivery).deliver(id)).toMatchObject({ outcome: 'finished', sent: 0 });
      expect(await deliveryOf(id, 'r2@example.com')).toMatchObject({ status: 'pending', tries: 1 });
      expect((await sendRow(id)).status).toBe('sending');

      // Its time comes and the server takes it now.
      t.mail.refuseRecipients([]);
      await t.sql(`update newsletter_deliveries set retry_at = now() where send_id = $1 and status = 'pending'`, [id]);
      await resume(id);
      await eventually(async () => (await sendRow(id)).status === 'sent', 20_000);
      expect(await sendRow(id)).toEqual({ status: 'sent', paused_reason: null, failure: null });
      for (const email of READERS) expect({ email, mails: mailsTo(email, subject) }).toEqual({ email, mails: 1 });
    });

    it(`a recipient refused for now ${DEFER_MINUTES.length + 1} times fails with the reply; the send ends`, async () => {
      const before = await statuses();
      t.mail.refuseRecipients(['r5@example.com'], '452 4.2.2 <address>: Mailbox full');
      const id = await send(async (id) => (await deliveries(id)).some((row) => row.status === 'pending'));
      // Its last try: refused again, it is counted as failed.
      await t.sql(`update newsletter_deliveries set tries = $2, retry_at = now() where send_id = $1 and status = 'pending'`, [id, DEFER_MINUTES.length]);
      await resume(id);
      await eventually(async () => (await sendRow(id)).status === 'sent', 20_000);
      expect(await deliveryOf(id, 'r5@example.com')).toMatchObject({ status: 'failed', tries: DEFER_MINUTES.length + 1, error: expect.stringContaining('452 4.2.2') });
      expect(await deliveries(id)).toEqual([
        { status: 'failed', n: 1 },
        { status: 'sent', n: 6 },
      ]);
      expect(await statuses()).toEqual(before);
    });

    it("a row put back after the server's refusal goes behind the rows not tried yet, so it never blocks the others", async () => {
      const { id, release } = await heldSend();
      // Its first row was refused a minute ago and put back (a passing refusal, as if tied to it).
      const first = `(select min(id) from newsletter_deliveries where send_id = $1)`;
      await t.sql(`update newsletter_deliveries set held_at = now() - interval '1 minute' where id = ${first}`, [id]);
      const [{ email }] = await t.sql<{ email: string }>(`select s.email from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id where d.id = ${first}`, [id]);
      await release();
      // The server refuses for now again: the rows tried before the send pauses are the untried ones, never that one first.
      t.mail.refuse({ rcpt: '451 4.7.1 Sending rate limit exceeded, try again later' });
      const from = t.mail.recipientsTried.length;
      expect(await t.app.get(NewsletterDelivery).deliver(id)).toMatchObject({ outcome: 'paused', sent: 0 });
      const tried = t.mail.recipientsTried.slice(from);
      expect(tried.length).toBeGreaterThan(0);
      expect(tried).not.toContain(email);
      t.mail.refuse({});
      await resume(id);
      await eventually(async () => (await sendRow(id)).status === 'sent', 20_000);
      expect(await deliveries(id)).toEqual([{ status: 'sent', n: 7 }]);
    });
  });

  describe('a send that only waits its turn', () => {
    it("loses its note of an earlier pause (the server was down) once another send's mail flows", async () => {
      const { id: waiting, release } = await heldSend();
      const stale = 'The mail server takes no mail for now: "connect ECONNREFUSED 127.0.0.1:2525". The send goes on by itself once it does.';
      await t.sql(`update newsletter_sends set paused_at = now() - interval '5 minutes', paused_reason = $2 where id = $1`, [waiting, stale]);
      // Another send goes out: the server takes mail again, so the waiting send's note is stale.
      await send(ended);
      expect(await sendRow(waiting)).toEqual({ status: 'sending', paused_reason: null, failure: null });
      expect(await deliveries(waiting)).toEqual([{ status: 'pending', n: 7 }]);
      await release();
      await resume(waiting);
      await eventually(async () => (await sendRow(waiting)).status === 'sent', 20_000);
    });
  });

  describe('a recipient refused for good', () => {
    it('550 5.1.1 for one address marks only that subscriber bounced; the others get the mail', async () => {
      t.mail.refuseRecipients(['r3@example.com']);
      const id = await send(ended);
      expect((await sendRow(id)).status).toBe('sent');
      expect(await deliveries(id)).toEqual([
        { status: 'failed', n: 1 },
        { status: 'sent', n: 6 },
      ]);
      const bounced = await t.sql<{ email: string; dated: boolean }>(`select email, bounced_at is not null as dated from newsletter_subscribers where status = 'bounced'`);
      expect(bounced).toEqual([{ email: 'r3@example.com', dated: true }]); // when it bounced: the retention run deletes it 30 days later
    });
  });
});
