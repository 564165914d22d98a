import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { identities, type Identity } from '../support/auth.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { unsubscribeToken } from '../../backend/src/modules/newsletter/unsubscribe-token.js';

/**
 * The newsletter when things go wrong: refusals that are the sender's or the server's, not a subscriber's, change no
 * subscriber; a message refused for good fails its send; staff stop a send; one-click unsubscribe from any site.
 */
let t: TestApp;
let people: Awaited<ReturnType<typeof identities>>;
const READERS = ['r1@example.com', 'r2@example.com', 'r3@example.com', 'r4@example.com', 'r5@example.com', 'r6@example.com', 'r7@example.com'];

beforeAll(async () => {
  t = await startTestApp({ env: { NEWSLETTER_RATE_PER_MINUTE: '6000', PUBLIC_URL: 'https://mag.example.com' } });
  people = await identities(t);
  for (const email of READERS) await t.sql(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email]);
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
