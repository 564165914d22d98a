import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import type { ReceivedMail } from '../fakes/fake-smtp.js';
import { identities, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { WeeklyDigestJob } from '../../backend/src/modules/newsletter/jobs/weekly-digest.job.js';
import { NewsletterDelivery } from '../../backend/src/modules/newsletter/newsletter-delivery.js';
import { NewsletterSends } from '../../backend/src/modules/newsletter/newsletter-sends.js';
import { unsubscribeToken } from '../../backend/src/modules/newsletter/unsubscribe-token.js';
import { answerProblems } from '../support/openapi-answers.js';
import { readsDuring } from '../support/rows-read.js';

/** Issue 22: the newsletter that sends (weekly digest, article sends, one-click unsubscribe, staff views). */
describe('newsletter-sends', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  /** The first tick after a scheduled moment (Friday 08:00 London) in the coming week. */
  let tick: Date;
  const CONFIRMED = ['ann@example.com', 'bob@example.com', 'cy@example.com'];

  beforeAll(async () => {
    t = await startTestApp({ env: { NEWSLETTER_WEEKLY_DAY: 'friday', NEWSLETTER_WEEKLY_TIME: '08:00', NEWSLETTER_RATE_PER_MINUTE: '6000', PUBLIC_URL: 'https://mag.example.com' } });
    people = await identities(t);
    const sends = t.app.get(NewsletterSends);
    const { at } = await sends.lastMoment(new Date(Date.now() + 7 * 86_400_000));
    tick = new Date(at.getTime() + 60_000);
    // The app's own minute tick runs in real time: this week's digest is marked as sent long ago, so the tick leaves the
    // tests' weeks (the coming ones, driven by run(tick) below) alone.
    const { key } = await sends.lastMoment(new Date());
    await t.sql(
      `insert into newsletter_sends (kind, subject, week_key, window_end, html, text, status) values ('weekly', 'An earlier week', $1, now() - interval '30 days', '', '', 'empty')`,
      [key],
    );
    for (const email of CONFIRMED) await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
    await t.sql(`insert into newsletter_subscribers (email, status, token_hash, token_expires_at) values ('pending@example.com', 'pending', repeat('a', 64), now() + interval '1 day')`);
    await t.sql(`insert into newsletter_subscribers (email, status, unsubscribed_at) values ('gone@example.com', 'unsubscribed', now())`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({ Cookie: who.cookie });
  const newsletters = (subject: string) => t.mail.messages.filter((m) => m.subject === subject);
  const recipientsOf = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to).sort();

  async function article(title: string, published: Date, status = 'published', image = '/uploads/0123456789abcdef0123456789abcdef.webp'): Promise<number> {
    const [row] = await t.sql<{ id: number }>(
      `insert into website_content (title, subtitle, slug, status, publish_date, meta_description, featured_image, long_form_article, headlines, tldr_summary, tags)
     values ($1::text, 'A deck for ' || $1::text, lower(regexp_replace($1::text, '[^A-Za-z0-9]+', '-', 'g')), $2, $3, 'Why ' || $1::text || ' matters after 50.', $4,
       'An opening paragraph.' || chr(10) || chr(10) || '## A subheading' || chr(10) || chr(10) || 'The body of ' || $1::text || '.', '[]', 'Summary.', '[]')
     returning id`,
      [title, status, published, image],
    );
    return row.id;
  }

  describe('the weekly digest', () => {
    it("mails the week's three articles once to each confirmed subscriber, none to pending or unsubscribed ones", async () => {
      const day = 86_400_000;
      await article('Hill repeats after fifty', new Date(tick.getTime() - 2 * day));
      await article('Recovery sleep for masters', new Date(tick.getTime() - 3 * day));
      await article('Strength work twice a week', new Date(tick.getTime() - 4 * day), 'published', 'https://images.pexels.com/photos/1/a.jpeg');
      await article('A draft nobody sees', new Date(tick.getTime() - 2 * day), 'draft');
      await article('Last month news', new Date(tick.getTime() - 20 * day));

      const run = await t.app.get(WeeklyDigestJob).run(tick);
      expect(run.weekly).toEqual(expect.any(Number));
      const [send] = await t.sql<{ subject: string; recipients: number }>('select subject, recipients from newsletter_sends where id = $1', [run.weekly]);
      expect(send.recipients).toBe(3);
      expect(send.subject).toMatch(/^Flying@50 this week: 3 new articles \(\d{1,2} [A-Z][a-z]+ \d{4}\)$/);

      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [run.weekly])).length > 0, 20_000);
      const mails = newsletters(send.subject);
      expect(recipientsOf(mails)).toEqual(CONFIRMED);

      for (const mail of mails) {
        for (const title of ['Hill repeats after fifty', 'Recovery sleep for masters', 'Strength work twice a week']) {
          expect(mail.text).toContain(title);
          expect(mail.html).toContain(title);
        }
        for (const left of ['A draft nobody sees', 'Last month news']) expect(mail.html + mail.text).not.toContain(left);
        // British dates, the responsive copy of our upload as an absolute address, alt text on every picture.
        expect(mail.text).toMatch(/Published \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
        expect(mail.html).toContain('src="https://mag.example.com/uploads/0123456789abcdef0123456789abcdef-mail.jpg"');
        expect(mail.html).toContain('alt="Picture for the article: Hill repeats after fifty"');
        expect(mail.html).toContain('https://mag.example.com/article/hill-repeats-after-fifty');
        // Its own unsubscribe link, and the one-click headers (RFC 8058).
        const token = /\/newsletter\/unsubscribe\?token=([0-9]+\.[A-Za-z0-9_-]{43})/.exec(mail.text)![1];
        expect(mail.html).toContain(`https://mag.example.com/newsletter/unsubscribe?token=${token}`);
        expect(mail.headers['list-unsubscribe']).toBe(`<https://mag.example.com/api/newsletter/unsubscribe?token=${token}>`);
        expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      }
      expect(new Set(mails.map((m) => m.headers['list-unsubscribe'])).size).toBe(3);

      // The next ticks of the same week send nothing more.
      await t.app.get(WeeklyDigestJob).run(new Date(tick.getTime() + 3600_000));
      expect((await t.sql(`select id from newsletter_sends where kind = 'weekly' and status <> 'empty'`)).length).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(newsletters(send.subject)).toHaveLength(3);
    });

    it('sends nothing in a week without a new article, and staff asking for a digest then get 409', async () => {
      const before = t.mail.messages.length;
      const run = await t.app.get(WeeklyDigestJob).run(new Date(tick.getTime() + 7 * 86_400_000));
      const [send] = await t.sql<{ status: string; recipients: number }>('select status, recipients from newsletter_sends where id = $1', [run.weekly]);
      expect(send).toEqual({ status: 'empty', recipients: 0 });
      expect((await t.sql('select 1 from newsletter_deliveries where send_id = $1', [run.weekly])).length).toBe(0);

      const res = await request(t.server).post('/api/admin/newsletter/weekly').set(as(people.editor));
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/Nothing was published since the last digest|already been sent/);
      await new Promise((r) => setTimeout(r, 200));
      expect(t.mail.messages.length).toBe(before);
    });
  });

  describe('one-click unsubscribe', () => {
    it('a POST with the token of the List-Unsubscribe header unsubscribes at once, without signing in', async () => {
      const mail = t.mail.messages.find((m) => m.to.includes('cy@example.com') && m.headers['list-unsubscribe'])!;
      const url = new URL(/<([^>]+)>/.exec(mail.headers['list-unsubscribe'])![1]);
      const res = await request(t.server).post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'You are unsubscribed: no more newsletters will be sent to this address.' });
      const [row] = await t.sql<{ status: string; unsubscribed_at: Date | null }>(`select status, unsubscribed_at from newsletter_subscribers where email = 'cy@example.com'`);
      expect(row.status).toBe('unsubscribed');
      expect(row.unsubscribed_at).not.toBeNull();
      // Twice is the same answer; a forged or malformed token is 400 and changes nothing.
      expect((await request(t.server).post(`${url.pathname}${url.search}`).send({})).status).toBe(200);
      const [id, mac] = url.searchParams.get('token')!.split('.');
      const forged = `${Number(id) - 1}.${mac}`;
      const bad = await request(t.server).post(`/api/newsletter/unsubscribe?token=${forged}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('This unsubscribe link is not valid. Use the link at the bottom of a newsletter.');
      expect((await request(t.server).post('/api/newsletter/unsubscribe')).status).toBe(400);
      // Opened in a browser (a mail program without one-click), the address shows a page that asks first; its form
      // posts the one-click body and gets a page back.
      const bob = await t.sql<{ id: number }>(`select id from newsletter_subscribers where email = 'bob@example.com'`);
      const bobMail = t.mail.messages.find((m) => m.to.includes('bob@example.com') && m.headers['list-unsubscribe'])!;
      const bobUrl = new URL(/<([^>]+)>/.exec(bobMail.headers['list-unsubscribe'])![1]);
      const opened = await request(t.server).get(`${bobUrl.pathname}${bobUrl.search}`);
      expect(opened.status).toBe(200);
      expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(opened.text).toContain(`<form method="post" action="/api/newsletter/unsubscribe?token=${encodeURIComponent(bobUrl.searchParams.get('token')!)}">`);
      expect(opened.text).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
      expect((await t.sql(`select status from newsletter_subscribers where id = $1`, [bob[0].id]))[0]).toEqual({ status: 'confirmed' });
      // The app's page (/newsletter/unsubscribe) asks the same address for JSON before it offers its button: valid, or
      // the refusal the page would show (a link signed under an earlier SESSION_SECRET here). Neither changes anything.
      const checked = await request(t.server).get(`${bobUrl.pathname}${bobUrl.search}`).set('Accept', 'application/json');
      expect([checked.status, checked.headers['content-type'], checked.body]).toEqual([200, 'application/json; charset=utf-8', { valid: true, unsubscribed: false }]);
      expect(answerProblems('get', '/api/newsletter/unsubscribe', 200, checked.body)).toEqual([]);
      const stale = await request(t.server).get(`/api/newsletter/unsubscribe?token=${unsubscribeToken('an earlier session secret', bob[0].id)}`).set('Accept', 'application/json');
      expect([stale.status, stale.body.error]).toEqual([400, 'This unsubscribe link is not valid. Use the link at the bottom of a newsletter.']);
      expect((await t.sql(`select status from newsletter_subscribers where id = $1`, [bob[0].id]))[0]).toEqual({ status: 'confirmed' });
      const posted = await request(t.server).post(`${bobUrl.pathname}${bobUrl.search}`).set('Accept', 'text/html').type('form').send('List-Unsubscribe=One-Click');
      expect(posted.status).toBe(200);
      expect(posted.text).toContain('You are unsubscribed: no more newsletters will be sent to this address.');
      expect((await t.sql(`select status from newsletter_subscribers where id = $1`, [bob[0].id]))[0]).toEqual({ status: 'unsubscribed' });
      await t.sql(`update newsletter_subscribers set status = 'confirmed', unsubscribed_at = null where id = $1`, [bob[0].id]);
      expect((await t.sql(`select 1 from newsletter_subscribers where status = 'unsubscribed'`)).length).toBe(2);
    });
  });

  describe('an article as a newsletter', () => {
    it('sends a test to the staff member first, then the article once to every confirmed subscriber', async () => {
      const id = await article('Pacing a first marathon at 55', new Date(Date.now() - 3600_000));
      const test = await request(t.server).post(`/api/admin/newsletter/articles/${id}/test`).set(as(people.editor));
      expect(test.status).toBe(200);
      expect(test.body).toEqual({ to: people.editor.email });
      const tested = await t.mail.waitFor((m) => m.subject === '[Test] Pacing a first marathon at 55');
      expect(tested.to).toEqual([people.editor.email]);
      expect(tested.text).toContain('The body of Pacing a first marathon at 55.');
      expect(tested.html).toContain('A subheading');
      expect((await t.sql('select 1 from newsletter_sends where article_id = $1', [id])).length).toBe(0);

      const sent = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ id: expect.any(Number), status: 'sending', recipients: 2 });
      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 20_000);
      expect(recipientsOf(newsletters('Pacing a first marathon at 55'))).toEqual(['ann@example.com', 'bob@example.com']);

      expect((await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.admin))).status).toBe(409);
      const draft = await article('Not yet out', new Date(), 'draft');
      const refused = await request(t.server).post(`/api/admin/newsletter/articles/${draft}/send`).set(as(people.editor));
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('Only a published article can be sent as a newsletter.');
      expect((await request(t.server).post('/api/admin/newsletter/articles/999999/test').set(as(people.editor))).status).toBe(404);
      expect((await request(t.server).post('/api/admin/newsletter/articles/abc/send').set(as(people.editor))).status).toBe(400);

      const audit = await t.sql<{ action: string; actor_id: number }>(`select action, actor_id from audit_log where action like 'newsletter.%' order by id`);
      expect(audit).toEqual([
        { action: 'newsletter.test-send', actor_id: people.editor.id },
        { action: 'newsletter.article-send', actor_id: people.editor.id },
      ]);
    });

    it('skips a subscriber who unsubscribes after the send was made, before their turn', async () => {
      await t.sql(`update newsletter_subscribers set status = 'confirmed', unsubscribed_at = null where email = 'cy@example.com'`);
      const id = await article('Cold water swimming', new Date(Date.now() - 60_000));
      // Hold the next send's delivery lock, as a busy worker would, so its delivery waits until cy has unsubscribed.
      const [{ next }] = await t.sql<{ next: string }>(`select last_value + 1 as next from newsletter_sends_id_seq`);
      const holder = new pg.Client({ connectionString: t.config.databaseUrl });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1, $2)', [0x6e6c, Number(next)]);
      const sent = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      expect(sent.body).toEqual({ id: Number(next), status: 'sending', recipients: 3 });
      await t.sql(`update newsletter_subscribers set status = 'unsubscribed' where email = 'cy@example.com'`);
      await holder.end(); // the lock goes with the connection, as it does when a worker dies
      await t.app.get(NewsletterDelivery).start(sent.body.id, '-again');
      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 20_000);
      const counts = await t.sql<{ status: string; n: number }>(`select status, count(*)::int as n from newsletter_deliveries where send_id = $1 group by status order by status`, [sent.body.id]);
      expect(counts).toEqual([{ status: 'sent', n: 2 }, { status: 'skipped', n: 1 }]);
      expect(recipientsOf(newsletters('Cold water swimming'))).toEqual(['ann@example.com', 'bob@example.com']);
    });
  });

  describe('staff views', () => {
    it('lists each send with its figures to staff and the subscribers by status to admins, paged on the server', async () => {
      const sends = await request(t.server).get('/api/admin/newsletter/sends?limit=2').set(as(people.editor));
      expect(sends.status).toBe(200);
      // This week's (marked at the start), the digest, the empty week and two articles.
      expect(sends.headers['x-total-count']).toBe('5');
      expect(sends.headers['x-next-cursor']).toEqual(expect.any(String));
      const rest = await request(t.server).get(`/api/admin/newsletter/sends?before=${encodeURIComponent(sends.headers['x-next-cursor'])}`).set(as(people.editor));
      const all = [...sends.body, ...rest.body] as Array<{ id: number; kind: string; status: string; subject: string }>;
      expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
      expect(all.find((s) => s.subject === 'Cold water swimming')).toMatchObject({ kind: 'article', recipients: 3, sent: 2, skipped: 1, pending: 0, status: 'sent' });
      expect(all.find((s) => s.kind === 'weekly' && s.status === 'sent')).toMatchObject({ recipients: 3, sent: 3, failed: 0, skipped: 0, pending: 0 });

      // The addresses are for administrators only, like the CSV export: an editor sees the sends' figures, never the list.
      expect((await request(t.server).get('/api/admin/newsletter/subscribers?limit=50').set(as(people.editor))).status).toBe(403);
      // Figures without addresses are for editors too: how many the next send goes to.
      const counts = await request(t.server).get('/api/admin/newsletter/subscribers/counts').set(as(people.editor));
      expect(counts.status).toBe(200);
      const byStatus = await t.sql<{ status: string; n: number }>('select status, count(*)::int as n from newsletter_subscribers group by status');
      expect(counts.body).toEqual({ confirmed: 0, pending: 0, unsubscribed: 0, bounced: 0, ...Object.fromEntries(byStatus.map((row) => [row.status, row.n])) });
      expect(counts.body.confirmed).toBe(2);
      const confirmed = await request(t.server).get('/api/admin/newsletter/subscribers?status=confirmed').set(as(people.admin));
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.map((s: { email: string }) => s.email).sort()).toEqual(['ann@example.com', 'bob@example.com']);
      expect(confirmed.headers['x-total-count']).toBe('2');
      const search = await request(t.server).get('/api/admin/newsletter/subscribers?q=pend').set(as(people.admin));
      expect(search.body).toEqual([expect.objectContaining({ email: 'pending@example.com', status: 'pending' })]);
      expect((await request(t.server).get('/api/admin/newsletter/subscribers?status=gone').set(as(people.admin))).status).toBe(400);
    });

    it('counts sign-ups by status without reading them: 3,000 more, changed and deleted by SQL, still counted right', async () => {
      await t.sql(
        `insert into newsletter_subscribers (email, status, created_at)
       select 'crowd-' || i || '@example.com', case when i % 3 = 0 then 'pending' else 'confirmed' end, now() from generate_series(1, 3000) as i`,
      );
      await t.sql(`update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now() where email like 'crowd-1%'`);
      await t.sql(`delete from newsletter_subscribers where email like 'crowd-2%'`);
      await t.sql(`insert into newsletter_suppressions (address_hash, unsubscribed_at) select md5(i::text), now() from generate_series(1, 5) as i`);
      let counts: Record<string, number> = {};
      const reads = await readsDuring(t, async () => (counts = (await request(t.server).get('/api/admin/newsletter/subscribers/counts').set(as(people.editor))).body));
      const byStatus = await t.sql<{ status: string; n: number }>('select status, count(*)::int as n from newsletter_subscribers group by status');
      const expected: Record<string, number> = { confirmed: 0, pending: 0, unsubscribed: 0, bounced: 0, ...Object.fromEntries(byStatus.map((row) => [row.status, row.n])) };
      const [kept] = await t.sql<{ n: number }>('select count(*)::int as n from newsletter_suppressions');
      expect(counts).toEqual({ ...expected, unsubscribed: expected.unsubscribed + kept.n });
      // Before newsletter_subscriber_counts: a grouped count over every sign-up and a count of every suppression.
      expect(reads.filter((sql) => /from newsletter_(subscribers|suppressions)\b/.test(sql))).toEqual([]);
      await t.sql(`delete from newsletter_subscribers where email like 'crowd-%'`);
      await t.sql(`delete from newsletter_suppressions where address_hash in (select md5(i::text) from generate_series(1, 5) as i)`);
    });

    it("keeps each send's figures as its deliveries change, by the worker or by SQL, and with a subscriber erased", async () => {
      const figures = async () => {
        const sends = await request(t.server).get('/api/admin/newsletter/sends?limit=50').set(as(people.editor));
        return (sends.body as Array<{ id: number; sent: number; failed: number; skipped: number; pending: number }>).map(({ id, sent, failed, skipped, pending }) => ({ id, sent, failed, skipped, pending }));
      };
      // What the figures are, counted from the deliveries themselves.
      const counted = async () =>
        (
          await t.sql<{ id: number; sent: number; failed: number; skipped: number; pending: number }>(
            `select s.id, count(d.id) filter (where d.status = 'sent')::int as sent, count(d.id) filter (where d.status = 'failed')::int as failed,
                  count(d.id) filter (where d.status = 'skipped')::int as skipped, count(d.id) filter (where d.status in ('pending', 'sending'))::int as pending
             from newsletter_sends s left join newsletter_deliveries d on d.send_id = s.id group by s.id order by s.created_at desc, s.id desc`,
          )
        ).map((row) => ({ ...row, id: Number(row.id) }));
      expect(await figures()).toEqual(await counted());
      const [{ send_id }] = await t.sql<{ send_id: number }>(`select send_id from newsletter_deliveries where status = 'sent' order by id limit 1`);
      await t.sql(`update newsletter_deliveries set status = 'failed', error = 'bounced' where send_id = $1 and id = (select min(id) from newsletter_deliveries where send_id = $1)`, [send_id]);
      await t.sql(`insert into newsletter_subscribers (email, status) values ('late@example.com', 'confirmed'), ('later@example.com', 'confirmed')`);
      await t.sql(`insert into newsletter_deliveries (send_id, subscriber_id) select $1, id from newsletter_subscribers where email = 'late@example.com'`, [send_id]);
      await t.sql(`insert into newsletter_deliveries (send_id, subscriber_id, status) select $1, id, 'sent' from newsletter_subscribers where email = 'later@example.com'`, [send_id]);
      const after = await figures();
      expect(after).toEqual(await counted());
      expect(after.find((row) => row.id === Number(send_id))).toMatchObject({ failed: expect.any(Number), pending: 1 });
      await t.sql(`delete from newsletter_subscribers where email in ('late@example.com', 'later@example.com')`);
      expect(await figures()).toEqual(await counted());
    });

    it('exports the subscribers as CSV to admins only, audited', async () => {
      expect((await request(t.server).get('/api/admin/newsletter/subscribers/export').set(as(people.editor))).status).toBe(403);
      await t.sql(`insert into newsletter_subscribers (email, status) values ('=cmd@example.com', 'pending')`);
      const res = await request(t.server).get('/api/admin/newsletter/subscribers/export').set(as(people.admin));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
      const lines = res.text.trim().split('\r\n');
      expect(lines[0]).toBe('email,status,created_at,confirmed_at,unsubscribed_at');
      expect(lines).toHaveLength(7);
      expect(lines.find((l) => l.startsWith('"ann@example.com"'))).toMatch(/^"ann@example.com","confirmed","\d{4}-/);
      expect(lines.some((l) => l.startsWith(`"'=cmd@example.com","pending"`))).toBe(true);
      const [row] = await t.sql<{ action: string; actor_id: number; details: { rows: number } }>(`select action, actor_id, details from audit_log where action = 'newsletter.export'`);
      expect(row).toEqual({ action: 'newsletter.export', actor_id: people.admin.id, details: { rows: 6 } });
    });
  });

  describe('when the mail server refuses', () => {
    it('"try again later" pauses the send, the minute\'s tick resumes it, and everyone gets it once', async () => {
      const id = await article('Hill repeats at 60', new Date(Date.now() - 60_000));
      t.mail.refuseNext(1);
      const sent = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      expect(sent.status).toBe(201);
      const deliveries = () => t.sql<{ status: string; n: number }>(`select status, count(*)::int as n from newsletter_deliveries where send_id = $1 group by status order by status`, [sent.body.id]);
      // Paused (waited for as staff see it: before the worker takes the send, its rows are pending too): nothing failed,
      // the refused mail back in the queue, the send still sending.
      const listed = async () => ((await request(t.server).get('/api/admin/newsletter/sends').set(as(people.editor))).body as Array<{ id: number; paused_at: string | null; paused_reason: string | null }>).find((s) => s.id === sent.body.id)!;
      await eventually(async () => (await listed()).paused_at !== null && !(await t.sql(`select 1 from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2`, [0x6e6c, sent.body.id])).length, 20_000);
      expect((await deliveries()).find((row) => row.status === 'failed')).toBeUndefined();
      expect((await deliveries()).some((row) => row.status === 'pending')).toBe(true);
      expect(await t.sql(`select status from newsletter_sends where id = $1`, [sent.body.id])).toEqual([{ status: 'sending' }]);
      // Staff see why it waits.
      expect(await listed()).toMatchObject({ paused_at: expect.any(String), paused_reason: expect.stringContaining('451') });
      await t.app.get(WeeklyDigestJob).run(new Date());
      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 20_000);
      expect(await deliveries()).toEqual([{ status: 'sent', n: 2 }]);
      expect(recipientsOf(newsletters('Hill repeats at 60'))).toEqual(['ann@example.com', 'bob@example.com']);
      expect(await listed()).toMatchObject({ paused_at: null, paused_reason: null });
    });

    it('a recipient refused for good (550) is failed and the others are sent', async () => {
      const id = await article('Masters rowing', new Date(Date.now() - 60_000));
      t.mail.refuseRecipients(['bob@example.com']);
      const sent = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      await eventually(async () => (await t.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 20_000);
      t.mail.refuseRecipients([]);
      const rows = await t.sql<{ email: string; status: string; error: string | null }>(
        `select s.email, d.status, d.error from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id where d.send_id = $1 order by s.email`,
        [sent.body.id],
      );
      expect(rows).toEqual([
        { email: 'ann@example.com', status: 'sent', error: null },
        { email: 'bob@example.com', status: 'failed', error: expect.stringContaining('550') },
      ]);
      expect(recipientsOf(newsletters('Masters rowing'))).toEqual(['ann@example.com']);
      // The address is marked bounced, and the next send skips it; signing up again sends a confirmation link.
      expect(await t.sql(`select status from newsletter_subscribers where email = 'bob@example.com'`)).toEqual([{ status: 'bounced' }]);
      const listed = await request(t.server).get('/api/admin/newsletter/subscribers?status=bounced').set(as(people.admin));
      expect(listed.body.map((s: { email: string }) => s.email)).toEqual(['bob@example.com']);
      const next = await request(t.server).post(`/api/admin/newsletter/articles/${await article('Tempo runs', new Date(Date.now() - 60_000))}/send`).set(as(people.editor));
      expect(next.body.recipients).toBe(1);
      expect((await request(t.server).post('/api/newsletter/subscribe').send({ email: 'bob@example.com' })).status).toBe(201);
      expect(await t.sql(`select status from newsletter_subscribers where email = 'bob@example.com'`)).toEqual([{ status: 'pending' }]);
    });
  });

  describe('a request to be forgotten', () => {
    it('an admin erases a subscriber for good: the address, its sign-up and deliveries; audited by id only', async () => {
      const [{ id }] = await t.sql<{ id: number }>(`select id from newsletter_subscribers where email = 'ann@example.com'`);
      expect((await t.sql('select 1 from newsletter_deliveries where subscriber_id = $1', [id])).length).toBeGreaterThan(0);
      expect((await request(t.server).delete(`/api/admin/newsletter/subscribers/${id}`).set(as(people.editor))).status).toBe(403);
      const erased = await request(t.server).delete(`/api/admin/newsletter/subscribers/${id}`).set(as(people.admin));
      expect(erased.status).toBe(200);
      expect(erased.body).toEqual({ success: true });
      expect(await t.sql('select 1 from newsletter_subscribers where id = $1', [id])).toEqual([]);
      expect(await t.sql('select 1 from newsletter_deliveries where subscriber_id = $1', [id])).toEqual([]);
      const [audit] = await t.sql<{ actor_id: number; subject_id: number; details: object }>(`select actor_id, subject_id, details from audit_log where action = 'newsletter.erase'`);
      expect(audit).toEqual({ actor_id: people.admin.id, subject_id: Number(id), details: {} });
      expect(JSON.stringify(await t.sql(`select * from audit_log where action = 'newsletter.erase'`))).not.toContain('ann@example.com');
      const again = await request(t.server).delete(`/api/admin/newsletter/subscribers/${id}`).set(as(people.admin));
      expect(again.status).toBe(404);
      expect(again.body.error).toBe('Subscriber not found');
    });
  });
});
