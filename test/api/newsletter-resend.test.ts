import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { createRootLogger } from '../../backend/src/infrastructure/logging/logger.js';
import { identities, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { WeeklyDigestJob } from '../../backend/src/modules/newsletter/jobs/weekly-digest.job.js';
import { INTERRUPTED } from '../../backend/src/modules/newsletter/newsletter-delivery.js';
import { NewsletterSends, SCHEDULE_GRACE_HOURS } from '../../backend/src/modules/newsletter/newsletter-sends.js';

/**
 * A send that failed or was stopped does not use up what it was for: the article can be sent again (to those it did
 * not reach), the digest's articles go in the next digest; and the schedule sends no digest days late.
 */
describe('newsletter-resend', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;
  const lines: string[] = [];
  const READERS = ['ann@example.com', 'bob@example.com', 'cy@example.com'];
  const ALREADY_SENT = 'This article has already been sent as a newsletter.';

  beforeAll(async () => {
    t = await startTestApp({
      env: { NEWSLETTER_WEEKLY_DAY: 'friday', NEWSLETTER_WEEKLY_TIME: '08:00', NEWSLETTER_RATE_PER_MINUTE: '6000', PUBLIC_URL: 'https://mag.example.com' },
      logger: createRootLogger('info', { write: (line: string) => void lines.push(line) }),
    });
    people = await identities(t);
    // This week's digest went out long ago (the app's own minute tick sends nothing meanwhile); "send now" takes next week's.
    const { key } = await t.app.get(NewsletterSends).lastMoment(new Date());
    await t.sql(
      `insert into newsletter_sends (kind, subject, week_key, window_end, html, text, status) values ('weekly', 'An earlier week', $1, now() - interval '30 days', '', '', 'empty')`,
      [key],
    );
    for (const email of READERS) await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: Identity) => ({ Cookie: who.cookie });
  let articles = 0;
  async function article(title = `Resend article ${++articles}`, published = new Date(Date.now() - 3600_000)): Promise<{ id: number; title: string }> {
    const [row] = await t.sql<{ id: number }>(
      `insert into website_content (title, subtitle, slug, status, publish_date, meta_description, long_form_article, headlines, tldr_summary, tags)
     values ($1::text, 'A deck', lower(regexp_replace($1::text, '[^A-Za-z0-9]+', '-', 'g')), 'published', $2, 'Why it matters.', 'The body.', '[]', 'Summary.', '[]') returning id`,
      [title, published],
    );
    return { id: row.id, title };
  }
  const mailsOf = (subject: string) => t.mail.messages.filter((m) => m.subject === subject).flatMap((m) => m.to).sort();
  const status = async (id: number) => (await t.sql<{ status: string }>('select status from newsletter_sends where id = $1', [id]))[0].status;
  const cancel = (id: number) => request(t.server).post(`/api/admin/newsletter/sends/${id}/cancel`).set(as(people.editor));
  /** Whom "Send as newsletter" of the article would mail now, as its confirm question says (reads only). */
  const recipientsOf = async (id: number) => {
    const res = await request(t.server).get(`/api/admin/newsletter/articles/${id}/recipients`).set(as(people.editor));
    expect(res.status).toBe(200);
    return res.body as { recipients: number; resend: boolean; sent_at: string | null };
  };

  /** Holds the delivery lock of the next send, as a busy worker would: nothing of it is delivered until `release`. */
  async function holdNextSend(): Promise<{ next: number; release: () => Promise<void> }> {
    const [{ next }] = await t.sql<{ next: string }>(`select last_value + 1 as next from newsletter_sends_id_seq`);
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1, $2)', [0x6e6c, Number(next)]);
    return { next: Number(next), release: () => holder.end() };
  }

  describe('an article whose send failed or was stopped', () => {
    it('is sent again to the subscribers it did not reach, never twice to anyone', async () => {
      const { id, title } = await article();
      expect(await recipientsOf(id)).toEqual({ recipients: 3, resend: false, sent_at: null });
      const held = await holdNextSend();
      const first = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      expect(first.body).toEqual({ id: held.next, status: 'sending', recipients: 3 });
      // While it goes out, the dialog is told a send is under way (another would be refused), with when it began.
      const [{ began }] = await t.sql<{ began: Date }>('select created_at as began from newsletter_sends where id = $1', [held.next]);
      expect(await recipientsOf(id)).toEqual({ recipients: 0, resend: true, sent_at: began.toISOString() });
      // Ann got it; Bob's was being handed over when the worker died (it may have left); staff stop the rest.
      await t.sql(
        `update newsletter_deliveries d set status = 'sent', sent_at = now() from newsletter_subscribers s where s.id = d.subscriber_id and d.send_id = $1 and s.email = 'ann@example.com'`,
        [held.next],
      );
      await t.sql(
        `update newsletter_deliveries d set status = 'failed', error = $2 from newsletter_subscribers s where s.id = d.subscriber_id and d.send_id = $1 and s.email = 'bob@example.com'`,
        [held.next, INTERRUPTED],
      );
      expect((await cancel(held.next)).body).toEqual({ id: held.next, status: 'cancelled', skipped: 1 });
      await held.release();

      // The confirm question of the send again says whom it goes to: only Cy, the one the stopped send did not reach.
      const sends = await t.sql('select id from newsletter_sends');
      expect(await recipientsOf(id)).toEqual({ recipients: 1, resend: true, sent_at: null });
      expect(await t.sql('select id from newsletter_sends')).toEqual(sends);
      const again = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      expect(again.status).toBe(201);
      expect(again.body).toEqual({ id: expect.any(Number), status: 'sending', recipients: 1 });
      await eventually(async () => (await status(again.body.id)) === 'sent', 20_000);
      expect(mailsOf(title)).toEqual(['cy@example.com']);
      // Sent now: the dialog is told so up front, and a third click is refused, as before.
      const [{ went }] = await t.sql<{ went: Date }>('select created_at as went from newsletter_sends where id = $1', [again.body.id]);
      expect(await recipientsOf(id)).toEqual({ recipients: 0, resend: true, sent_at: went.toISOString() });
      const third = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      expect(third.status).toBe(409);
      expect(third.body.error).toBe(ALREADY_SENT);
      expect(await t.sql(`select actor_id from audit_log where action = 'newsletter.article-send' and details->>'article' = $1::text`, [id])).toHaveLength(2);
    });

    it('two clicks at once after a failed send make exactly one send', async () => {
      const { id, title } = await article();
      t.mail.refuse({ data: '554 5.7.1 Message rejected as spam' });
      const failed = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      await eventually(async () => (await status(failed.body.id)) === 'failed', 20_000);
      t.mail.refuse({});

      const clicks = await Promise.all([1, 2, 3].map(() => request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor))));
      expect(clicks.map((c) => c.status).sort()).toEqual([201, 409, 409]);
      expect(clicks.filter((c) => c.status === 409).map((c) => c.body.error)).toEqual([ALREADY_SENT, ALREADY_SENT]);
      const made = clicks.find((c) => c.status === 201)!.body as { id: number; recipients: number };
      // The refused message reached nobody: everyone gets it now, once.
      expect(made.recipients).toBe(3);
      await eventually(async () => (await status(made.id)) === 'sent', 20_000);
      expect(mailsOf(title)).toEqual(READERS);
      expect(await t.sql(`select status from newsletter_sends where article_id = $1 order by id`, [id])).toEqual([{ status: 'failed' }, { status: 'sent' }]);
    });

    it('is refused when every confirmed subscriber already has it', async () => {
      const { id } = await article();
      const held = await holdNextSend();
      await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      await t.sql(`update newsletter_deliveries set status = 'sent', sent_at = now() where send_id = $1`, [held.next]);
      expect((await cancel(held.next)).body).toMatchObject({ status: 'cancelled', skipped: 0 });
      await held.release();
      const sends = await t.sql('select id from newsletter_sends');
      expect(await recipientsOf(id)).toEqual({ recipients: 0, resend: true, sent_at: null });
      const res = await request(t.server).post(`/api/admin/newsletter/articles/${id}/send`).set(as(people.editor));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('Every confirmed subscriber has already received this article, so there is nobody left to send it to.');
      expect(await t.sql('select id from newsletter_sends')).toEqual(sends);
    });
  });

  it('whom an article would go to is asked of an article that exists (404 otherwise), by staff only', async () => {
    const missing = await request(t.server).get('/api/admin/newsletter/articles/999999/recipients').set(as(people.editor));
    expect([missing.status, missing.body.error]).toEqual([404, 'Article not found']);
    const { id } = await article();
    expect((await request(t.server).get(`/api/admin/newsletter/articles/${id}/recipients`)).status).toBe(401);
    expect((await request(t.server).get(`/api/admin/newsletter/articles/${id}/recipients`).set(as(people.member))).status).toBe(403);
  });

  describe('a weekly digest that failed or was stopped', () => {
    it('leaves its articles for the next digest: the preview lists them and staff send it again', async () => {
      const { title } = await article('Tempo runs after sixty');
      const held = await holdNextSend();
      const first = await request(t.server).post('/api/admin/newsletter/weekly').set(as(people.editor));
      expect(first.body).toEqual({ id: held.next, status: 'sending', recipients: 3 });
      expect((await cancel(held.next)).status).toBe(200);
      await held.release();

      // Nobody got it: the same articles are still to send.
      const preview = await request(t.server).get('/api/admin/newsletter/weekly/preview').set(as(people.editor));
      expect(preview.status).toBe(200);
      expect(preview.body.articles.map((a: { title: string }) => a.title)).toContain(title);
      const again = await request(t.server).post('/api/admin/newsletter/weekly').set(as(people.editor));
      expect(again.status).toBe(201);
      await eventually(async () => (await status(again.body.id)) === 'sent', 20_000);
      const [{ subject }] = await t.sql<{ subject: string }>('select subject from newsletter_sends where id = $1', [again.body.id]);
      expect(mailsOf(subject)).toEqual(READERS);
      expect(t.mail.messages.find((m) => m.subject === subject)!.html).toContain(title);

      // A digest stopped after it reached some readers counts as sent: its articles are not listed again.
      await t.sql(`update newsletter_sends set status = 'cancelled' where id = $1`, [again.body.id]);
      const after = await request(t.server).get('/api/admin/newsletter/weekly/preview').set(as(people.editor));
      expect(after.status).toBe(409);
      expect(after.body.error).toBe('Nothing was published since the last digest, so there is nothing to send.');
    });
  });

  describe('the schedule', () => {
    it(`sends no digest more than ${SCHEDULE_GRACE_HOURS} hours after its moment (said once in the log); within that it does`, async () => {
      const sends = t.app.get(NewsletterSends);
      // A moment three weeks on (no digest yet), as a worker first started 7 and 8 hours after it would see it.
      const { key, at } = await sends.lastMoment(new Date(Date.now() + 21 * 86_400_000));
      const hours = (n: number) => new Date(at.getTime() + n * 3_600_000);
      lines.length = 0;
      expect((await t.app.get(WeeklyDigestJob).run(hours(7))).weekly).toBeUndefined();
      expect((await t.app.get(WeeklyDigestJob).run(hours(8))).weekly).toBeUndefined();
      expect(await t.sql(`select 1 from newsletter_sends where week_key = $1::date`, [key])).toEqual([]);
      const said = lines.filter((line) => line.includes(`weekly digest of ${key}`));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(`its moment passed more than ${SCHEDULE_GRACE_HOURS} hours ago, so it is not sent`);

      // The following week's moment, 5 hours late: still sent (a week with nothing new is recorded as empty).
      const next = await sends.lastMoment(new Date(at.getTime() + 7 * 86_400_000 + 3_600_000));
      const run = await t.app.get(WeeklyDigestJob).run(new Date(next.at.getTime() + 5 * 3_600_000));
      expect(run.weekly).toEqual(expect.any(Number));
      expect(await t.sql(`select week_key::text as key from newsletter_sends where id = $1`, [run.weekly])).toEqual([{ key: next.key }]);
    });
  });

  describe('GET /api/admin/newsletter/articles/sent', () => {
    it("names the articles asked about whose send went out or is going out, with when it began; a failed or stopped one can go again, so it is not named", async () => {
      const [sent, going, stopped, failed, never] = await Promise.all(['went out', 'going out', 'stopped', 'failed', 'never sent'].map((what) => article(`Sent list: ${what}`)));
      const send = async (articleId: number, state: string) =>
        (
          await t.sql<{ created_at: Date }>(
            `insert into newsletter_sends (kind, subject, article_id, html, text, status) values ('article', 'S', $1, '', '', $2) returning created_at`,
            [articleId, state],
          )
        )[0].created_at;
      const sentAt = await send(sent.id, 'sent');
      const goingAt = await send(going.id, 'sending');
      await send(stopped.id, 'cancelled');
      await send(failed.id, 'failed');
      const ids = [never.id, going.id, failed.id, stopped.id, sent.id, 2_000_000_000].join(',');
      const res = await request(t.server).get(`/api/admin/newsletter/articles/sent?ids=${ids}`).set(as(people.editor));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        sent: [
          { article_id: sent.id, sent_at: sentAt.toISOString(), status: 'sent' },
          { article_id: going.id, sent_at: goingAt.toISOString(), status: 'sending' },
        ].sort((a, b) => a.article_id - b.article_id),
      });
    });

    it.each(['', '?ids=', '?ids=a', '?ids=1,,2', '?ids=-1', '?ids=1%202', `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`])('refuses %s with 400 naming the form', async (qs) => {
      const res = await request(t.server).get(`/api/admin/newsletter/articles/sent${qs}`).set(as(people.editor));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ids must be 1 to 50 article ids (whole numbers) separated by commas');
    });
  });
});
