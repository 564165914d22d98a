// Newsletter benchmark (`npm run bench -- newsletter`; only when asked): one article sent as a newsletter to 10,000
// confirmed subscribers (BENCH_NEWSLETTER_SUBSCRIBERS) by the built app in the production layout (main.js with
// RUN_WORKERS=false and one backend/dist/worker.js that delivers; Bull on Redis: REDIS_URL, default the local Redis,
// with a fresh key prefix) through the SMTP sink of test/fakes (a real SMTP server that parses and keeps every message,
// in this process). NEWSLETTER_RATE_PER_MINUTE is set high (100,000) so the figure is what the path itself does.
// Prints the time from the send's POST to its last delivery row sent, the worker's resident memory before and at its
// peak (sampled every 250 ms) and the load average. Goal (issue 22): under 2 minutes and 300 MB.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { APP_ENV, APP_NODE_FLAGS } from './app-node-flags.mjs';
import { loadFakes } from './load-fakes.mjs';
import { sessionCookie } from './session-cookie.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const PASSWORD = 'bench-password-123';
const ADMIN = 'bench-admin@example.com';

function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
}

/** `startApp(port, databaseUrl, env)` and `adminQuery(sql)` come from bench.mjs. */
export async function benchNewsletter({ startApp, adminQuery, adminUrl }) {
  const count = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS || 10_000);
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `f50bench:nl:${process.pid}`;
  const { startFakeSmtp, tokenFrom } = await loadFakes();
  const sink = await startFakeSmtp();
  const database = `f50_bench_newsletter_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = 3600 + (process.pid % 90);
  const base = `http://127.0.0.1:${port}`;
  const env = { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, SMTP_URL: sink.url, ADMIN_EMAILS: ADMIN, NEWSLETTER_RATE_PER_MINUTE: '100000' };
  const { child } = await startApp(port, url.toString(), { ...env, RUN_WORKERS: 'false' });
  const worker = spawn(process.execPath, [...APP_NODE_FLAGS, 'backend/dist/worker.js'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, ...APP_ENV, ...env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(40) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    await db.connect();
    const invitation = await sink.waitFor((m) => m.to.includes(ADMIN), 60_000);
    const accepted = await fetch(`${base}/api/auth/invitations/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenFrom(invitation, '/accept-invitation'), name: 'Bench Admin', password: PASSWORD, confirmPassword: PASSWORD }),
    });
    if (!accepted.ok) throw new Error(`accepting the bench admin's invitation failed: ${accepted.status} ${await accepted.text()}`);
    const cookie = sessionCookie(accepted);

    await db.query(`insert into newsletter_subscribers (email, status, confirmed_at) select 'reader' || n || '@example.com', 'confirmed', now() from generate_series(1, $1) n`, [count]);
    const body = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}: hill repeats, recovery weeks and strength work for athletes over fifty, told at length.`).join('\n\n');
    const { rows: [{ id: article }] } = await db.query(
      `insert into website_content (title, subtitle, slug, status, publish_date, featured_image, long_form_article, headlines, tldr_summary, tags)
       values ('Hill repeats after fifty', 'Short, steep and effective', 'bench-hill-repeats', 'published', now(), '/uploads/0123456789abcdef0123456789abcdef.webp', $1, '[]', 'Hills help.', '[]')
       returning id`,
      [body],
    );
    sink.clear();

    const load = os.loadavg();
    const baseline = rssMb(worker.pid);
    const apiBaseline = rssMb(child.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(worker.pid))), 250);
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/newsletter/articles/${article}/send`, { method: 'POST', headers: { cookie } });
    if (res.status !== 201) throw new Error(`the send failed: ${res.status} ${await res.text()}`);
    const { id } = await res.json();
    for (;;) {
      const { rows } = await db.query(`select status from newsletter_sends where id = $1`, [id]);
      if (rows[0]?.status === 'sent') break;
      if (performance.now() - started > 600_000) throw new Error('the send did not finish within 10 minutes');
      await sleep(200);
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    const { rows: figures } = await db.query(`select status, count(*)::int as n from newsletter_deliveries where send_id = $1 group by status order by status`, [id]);
    const recipients = new Set(sink.messages.map((m) => m.to[0]));
    const loadAfter = os.loadavg();
    console.log('\nNewsletter benchmark (built app: API process and one worker, Bull on Redis, the SMTP sink of test/fakes in the bench process)');
    console.log(`  subscribers:                  ${count}`);
    console.log(`  deliveries:                   ${figures.map((f) => `${f.status} ${f.n}`).join(', ')}; sink received ${sink.messages.length} for ${recipients.size} addresses`);
    console.log(`  POST to last mail sent:       ${(ms / 1000).toFixed(1)} s (${Math.round(count / (ms / 60_000))} a minute; goal under 120 s: ${ms < 120_000 ? 'met' : 'NOT met'})`);
    console.log(`  worker memory (RSS):          ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (goal under 300 MB: ${peak < 300 ? 'met' : 'NOT met'}); API process ${apiBaseline.toFixed(0)} MB before, ${rssMb(child.pid).toFixed(0)} MB after`);
    console.log(`  load average (1/5/15 min):    before ${load.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
    return { ms, peakMb: peak, met: ms < 120_000 && peak < 300 };
  } finally {
    await db.end().catch(() => undefined);
    worker.kill('SIGTERM');
    if (worker.exitCode === null) await new Promise((r) => worker.once('exit', r));
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await sink.close();
    await adminQuery(`drop database if exists ${database} with (force)`);
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}
