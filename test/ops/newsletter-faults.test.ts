// Issue 22 under a fault, with the BUILT app in real processes (an API process with RUN_WORKERS=false and worker
// processes) on a throwaway Redis and a fresh database: the worker delivering a newsletter is killed (SIGKILL) after
// some mails; a new worker sends the rest, and nobody gets the newsletter twice.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp.js';
import { createDatabase, layoutEnv, staffSession, startApi, startRedis, startWorker, until, type AppProcess, type RedisServer } from './support/processes.js';

const ADMIN_DB = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const SUBSCRIBERS = 60;
/** SMTP connections a worker sends over at once (MailSender's BULK_CONNECTIONS): at most these are in flight at the kill. */
const IN_FLIGHT = 4;
const TITLE = 'Intervals on the track at 60';

let mail: FakeSmtp;
let redis: RedisServer;
let db: Awaited<ReturnType<typeof createDatabase>>;
let env: Record<string, string>;
let api: AppProcess;
const processes: AppProcess[] = [];
const track = (p: AppProcess) => (processes.push(p), p);

beforeAll(async () => {
  [mail, redis, db] = await Promise.all([startFakeSmtp(), startRedis(), createDatabase(ADMIN_DB)]);
  // 300 a minute: a mail every 200 ms, so the kill lands in the middle of the send.
  env = layoutEnv({ databaseUrl: db.url, redisUrl: redis.url, smtpUrl: mail.url, extra: { NEWSLETTER_RATE_PER_MINUTE: '300' } });
  api = track(await startApi(env));
  track(await startWorker(env));
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.signal('SIGKILL')));
  await mail?.close();
  await db?.drop().catch(() => undefined);
  await redis?.close();
  if (env) rmSync(env.DATA_DIR, { recursive: true, force: true });
});

describe('a newsletter under a worker crash', () => {
  it('a worker killed in the middle of a send: a new worker sends the rest, nobody twice', async () => {
    const editor = await staffSession(api.url, mail, 'editor@flyingat50.test');
    // The app's minute tick would make this week's digest of the article below: mark every recent week as done.
    await db.sql(
      `insert into newsletter_sends (kind, subject, week_key, window_end, html, text, status)
       select 'weekly', 'An earlier week', d::date, now() - interval '30 days', '', '', 'empty' from generate_series(current_date - 8, current_date + 1, interval '1 day') d
       on conflict do nothing`,
    );
    await db.sql(
      `insert into newsletter_subscribers (email, status, confirmed_at) select 'reader' || n || '@example.com', 'confirmed', now() from generate_series(1, $1) n`,
      [SUBSCRIBERS],
    );
    const [{ id: article }] = await db.sql<{ id: number }>(
      `insert into website_content (title, slug, status, publish_date, long_form_article, headlines, tldr_summary, tags)
       values ($1, 'intervals-on-the-track-at-60', 'published', now(), 'Six by 400 metres.', '[]', 'Track work.', '[]') returning id`,
      [TITLE],
    );
    const sent = await editor.post(api.url, `/api/admin/newsletter/articles/${article}/send`);
    expect(sent.status).toBe(201);
    expect(sent.body.recipients).toBe(SUBSCRIBERS);
    const newsletters = () => mail.messages.filter((m) => m.subject === TITLE);

    await until(async () => newsletters().length >= 15, 60_000, 'the first mails of the send');
    await processes[1].signal('SIGKILL');
    const atKill = newsletters().length;
    expect(atKill).toBeLessThan(SUBSCRIBERS);
    await new Promise((r) => setTimeout(r, 1000));
    expect(newsletters().length).toBeLessThanOrEqual(atKill + IN_FLIGHT);

    track(await startWorker(env));
    await until(async () => (await db.sql(`select 1 from newsletter_sends where id = $1 and status = 'sent'`, [sent.body.id])).length > 0, 90_000, 'the send finished');

    const received = newsletters().flatMap((m) => m.to);
    const counts = new Map<string, number>();
    for (const to of received) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n > 1)).toEqual([]);

    const rows = await db.sql<{ email: string; status: string; error: string | null }>(
      `select s.email, d.status, d.error from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id where d.send_id = $1`,
      [sent.body.id],
    );
    expect(rows).toHaveLength(SUBSCRIBERS);
    const failed = rows.filter((r) => r.status === 'failed');
    // Only the mails in the hands of SMTP at the kill are failed (perhaps delivered, never sent again); all others sent once.
    expect(failed.length).toBeLessThanOrEqual(IN_FLIGHT);
    for (const row of failed) expect(row.error).toMatch(/^Interrupted while the mail was handed to the mail server/);
    for (const row of rows.filter((r) => r.status === 'sent')) expect(counts.get(row.email)).toBe(1);
    expect(rows.filter((r) => r.status === 'sent').length).toBeGreaterThanOrEqual(SUBSCRIBERS - IN_FLIGHT);

    const listed = await editor.get(api.url, '/api/admin/newsletter/sends');
    expect(listed.body[0]).toMatchObject({ id: sent.body.id, recipients: SUBSCRIBERS, sent: SUBSCRIBERS - failed.length, failed: failed.length, pending: 0, status: 'sent' });
  }, 240_000);
});
