import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { identities, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { MailSender } from '../../backend/src/infrastructure/mail/mail-sender.js';
import { WeeklyDigestJob } from '../../backend/src/modules/newsletter/jobs/weekly-digest.job.js';

/**
 * Bounces at RCPT TO (docs/operations.md "Records and crashes"): RFC 3463 5.1.x, a bad destination address, means the
 * address is dead: its sign-up is marked bounced (bounced_at) and later sends skip it. Another permanent refusal
 * (5.7.1, a policy) fails that delivery only. With the fake SMTP server of test/fakes.
 */
describe('newsletter-bounces', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof identities>>;

  beforeAll(async () => {
    t = await startTestApp({ env: { NEWSLETTER_RATE_PER_MINUTE: '6000', PUBLIC_URL: 'https://mag.example.com' } });
    people = await identities(t);
    for (const email of ['b1@example.com', 'b2@example.com', 'b3@example.com']) {
      await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
    }
  });
  afterAll(async () => {
    await t?.close();
  });
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
      [`Bounces article ${articles}`, `bounces-article-${articles}`],
    );
    return row.id;
  }
  const sendRow = async (send: number) =>
    (await t.sql<{ status: string; paused_reason: string | null; failure: string | null }>(`select status, paused_reason, failure from newsletter_sends where id = $1`, [send]))[0];
  /** True once no worker holds the send's delivery lock (its delivery run ended: paused, stopped or done). */
  const idle = async (send: number) => !(await t.sql(`select 1 from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2`, [0x6e6c, send])).length;
  const ended = async (id: number) => (await sendRow(id)).status !== 'sending';

  async function send(until: (id: number) => Promise<boolean>): Promise<number> {
    const res = await request(t.server).post(`/api/admin/newsletter/articles/${await article()}/send`).set(as(people.editor));
    expect(res.status).toBe(201);
    await eventually(async () => (await until(res.body.id)) && (await idle(res.body.id)), 20_000);
    return res.body.id as number;
  }
  /** Sends a new article while its delivery lock is held, as a busy worker would: nothing is delivered until `release`. */
  async function heldSend(): Promise<{ id: number; release: () => Promise<void> }> {
    const [{ next }] = await t.sql<{ next: string }>(`select case when is_called then last_value + 1 else last_value end as next from newsletter_sends_id_seq`);
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1, $2)', [0x6e6c, Number(next)]);
    const res = await request(t.server).post(`/api/admin/newsletter/articles/${await article()}/send`).set(as(people.editor));
    expect(res.body.id).toBe(Number(next));
    return { id: Number(next), release: () => holder.end() };
  }

  describe('RFC 3463 5.1.x (a bad destination address) at RCPT: the address is dead, and later sends skip it', () => {
    const dead: Array<[string, string]> = [
      ['gone-1-1@example.com', '550 5.1.1 <address>: Recipient address rejected: User unknown in virtual mailbox table'],
      ['gone-1-2@example.com', '550 5.1.2 <address>: Bad destination system address'],
      ['gone-1-3@example.com', '501 5.1.3 <address>: Bad destination mailbox address syntax'],
      ['gone-1-10@example.com', '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient <address> not found by SMTP address lookup'],
    ];
    const policy = 'policy-5-7-1@example.com';
    const ids: number[] = [];
    afterAll(async () => {
      await t.sql('delete from newsletter_subscribers where id = any($1)', [ids]);
    });
    const stateOf = async (email: string) =>
      (await t.sql<{ status: string; dated: boolean }>(`select status, bounced_at is not null as dated from newsletter_subscribers where email = $1`, [email]))[0];

    it.each(dead)('%s refused with "%s": bounced (dated) in the first send, never tried again', async (email, reply) => {
      const [{ id }] = await t.sql<{ id: number }>(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now()) returning id`, [email]);
      ids.push(id);
      t.mail.refuseRecipients([email], reply);
      const first = await send(ended);
      expect(await sendRow(first)).toEqual({ status: 'sent', paused_reason: null, failure: null });
      expect(await stateOf(email)).toEqual({ status: 'bounced', dated: true });

      t.mail.refuseRecipients([]);
      const tried = t.mail.recipientsTried.length;
      const later = await send(ended);
      expect((await sendRow(later)).status).toBe('sent');
      expect(t.mail.recipientsTried.slice(tried)).not.toContain(email);
      expect(await t.sql(`select 1 from newsletter_deliveries where send_id = $1 and subscriber_id = $2`, [later, id])).toEqual([]);
    });

    it('a 5.1.1 refusal followed by a message refused for good (the send fails): the address is still bounced', async () => {
      const email = 'gone-before-spam@example.com';
      const [{ id: subscriberId }] = await t.sql<{ id: number }>(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now()) returning id`, [email]);
      ids.push(subscriberId);
      const { id, release } = await heldSend();
      // Its row goes first; the others' mails reach the server once it was refused, and are refused after their data.
      await t.sql(`update newsletter_deliveries set held_at = now() where send_id = $1 and subscriber_id <> $2`, [id, subscriberId]);
      t.mail.refuseRecipients([email]);
      t.mail.refuse({ data: '554 5.7.1 Message rejected as spam' });
      const sender = t.app.get(MailSender);
      const sendBulk = sender.sendBulk.bind(sender);
      let refused!: () => void;
      const deadRefused = new Promise<void>((resolve) => (refused = resolve));
      sender.sendBulk = async (message) => {
        if (message.to !== email) await deadRefused;
        return sendBulk(message).finally(() => message.to === email && refused());
      };
      try {
        await release();
        await t.app.get(WeeklyDigestJob).run(new Date());
        await eventually(async () => (await ended(id)) && (await idle(id)), 20_000);
      } finally {
        sender.sendBulk = sendBulk;
        t.mail.refuse({});
      }
      expect((await sendRow(id)).failure).toContain('554 5.7.1 Message rejected as spam');
      expect(await t.sql(`select status from newsletter_deliveries where send_id = $1 and subscriber_id = $2`, [id, subscriberId])).toEqual([{ status: 'failed' }]);
      expect(await stateOf(email)).toEqual({ status: 'bounced', dated: true });
    });

    it('550 5.7.1 (a policy, not a dead address) fails that delivery only: the subscriber stays and the next send tries it again', async () => {
      const [{ id }] = await t.sql<{ id: number }>(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now()) returning id`, [policy]);
      ids.push(id);
      t.mail.refuseRecipients([policy], '550 5.7.1 <address>: Recipient address rejected: Access denied');
      const first = await send(ended);
      expect(await t.sql(`select status from newsletter_deliveries where send_id = $1 and subscriber_id = $2`, [first, id])).toEqual([{ status: 'failed' }]);
      expect(await stateOf(policy)).toEqual({ status: 'confirmed', dated: false });

      t.mail.refuseRecipients([]);
      const later = await send(ended);
      expect(await t.sql(`select status from newsletter_deliveries where send_id = $1 and subscriber_id = $2`, [later, id])).toEqual([{ status: 'sent' }]);
    });
  });
});
