// The lists bench (issue 20), `npm run bench -- lists [ARTICLES] [ENTRIES]` (default 100000 articles, 5000 entries):
// members and staff at real size. Seeds ARTICLES website articles (scripts/bench-scale-seed.mjs, COPY), a member with
// ENTRIES journal entries (one a day and night back from now, SQL), and a few thousand audit rows, generations, API keys
// and accounts into the bench's own database; starts the built app on it and reports, per list route, the bytes of a
// page (raw, as sent without Accept-Encoding), the X-Total-Count, the cold read and the warm p99 at 16 connections
// (autocannon, BENCH_LISTS_SECONDS each, default 3); then in Chromium at 390 px the time from navigation until
// /journal and /journal-old show the member's newest entry, and their DOM size then. Prints verdicts against the
// issue's goals (each answer under 100 KB raw; newest entries within 1 s; under 3,000 elements; a word found among
// ENTRIES entries under 100 ms on the server) and the load average. Uses DATABASE_URL's server (a fresh database,
// dropped at the end) and REDIS_URL when set.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedArticles } from './bench-scale-seed.mjs';
import { sessionCookie } from './session-cookie.mjs';

const root = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_LISTS_SECONDS || 3);
const CONNECTIONS = 16;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const GOALS = { rawKb: 100, newestMs: 1000, dom: 3000, searchMs: 100 };
const MEMBER = { email: 'lists-member@example.com', password: 'lists-bench-password-123', name: 'Lee Lists' };
const STAFF = { email: 'lists-admin@example.com', password: 'lists-bench-password-123', name: 'Ada Lists' };
const NEWEST = 'Newest entry of the lists bench';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function register(base, who) {
  const res = await fetch(`${base}/api/community/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...who, confirmPassword: who.password }),
  });
  if (!res.ok) throw new Error(`registering ${who.email} failed: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

async function login(base, who) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: who.email, password: who.password }) });
  if (!res.ok) throw new Error(`signing ${who.email} in failed: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

/** The member's entries, the staff's other lists, by SQL (the articles come from seedArticles). */
async function seedRest(databaseUrl, entries) {
  return withClient(databaseUrl, async (client) => {
    const started = performance.now();
    const [{ id: memberId }] = (await client.query('select id from users where email = $1', [MEMBER.email])).rows;
    const [{ id: staffId }] = (await client.query('select id from users where email = $1', [STAFF.email])).rows;
    await client.query(
      `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
       select $1, case when g % 2 = 0 then 'Day ' || g else '' end,
              case when g = 1 then $3 else 'Session ' || g || ': an easy ' || (5 + g % 12) || ' km run with notes about pacing, fuelling and sleep. Legs felt heavy at first and fine after twenty minutes.' end
                || case when g = $2 / 2 then ' Saw a kingfisher by the weir.' else '' end,
              (case when g % 3 = 0 then '["Training","Recovery"]' else '["Training"]' end)::jsonb, case when g % 2 = 0 then 'journal' else 'user_entry' end,
              g % 5 = 0, now() - (g * 12 || ' hours')::interval, now() - (g * 12 || ' hours')::interval
         from generate_series(1, $2) g`,
      [memberId, entries, NEWEST],
    );
    // A goal that sets the year's distance: the momentum tab then adds up the year's runs (about 730 entries here).
    await client.query(`insert into goals (user_id, goal) values ($1, 'Run 2,000 km this year')`, [memberId]);
    await client.query(
      `insert into audit_log (actor_id, action, subject_kind, subject_id, details, at)
       select $1, case when g % 3 = 0 then 'premium.update' else 'website.publish' end, 'website', g, '{"title":"A bench article"}', now() - (g || ' minutes')::interval
         from generate_series(1, 20000) g`,
      [staffId],
    );
    await client.query(
      `insert into content_generations (topic, status, long_form_article, headlines, tldr_summary, apple_news_deck, repurposed_formats, metadata,
         generated_images, image_details, prompt_version, model, created_by, created_at, updated_at)
       select 'Bench package ' || g, case when g % 4 = 0 then 'archived' else 'published' end, repeat('A long package article. ', 400), '["One","Two"]', 'Summary.', 'Deck.',
              '{"listicle":"L","tips":"T","opinion":"O","interview":"I","narrative":"N"}', '{"section":"Training & Performance","format":"Feature","tags":[]}',
              '{"coverImage":"https://images.example/1.jpg","inlineVisual1":"https://images.example/2.jpg","inlineVisual2":"https://images.example/3.jpg"}', '{}',
              'content-package.v1', 'bench', $1, now() - (g || ' hours')::interval, now()
         from generate_series(1, 2000) g`,
      [staffId],
    );
    await client.query(
      `insert into premium_content (topic, subtitle, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines,
         repurposed_formats, tags, created_by, created_at, updated_at)
       select 'Bench premium report ' || g, 'A subtitle', (array['Training & Performance','Nutrition & Fueling','Recovery & Health','Mindset & Motivation','Gear & Tech','Racing & Strategy'])[1 + g % 6],
              case when g % 5 = 0 then 'archived' when g % 2 = 0 then 'draft' else 'published' end, '{"coverImage":"https://images.example/1.jpg"}',
              repeat('A long premium report. ', 600), 'Deck.', 'Summary.', '["One","Two"]', '{"socialMediaPost":"Post"}', '[]', $1, now() - (g || ' hours')::interval, now()
         from generate_series(1, 5000) g`,
      [staffId],
    );
    await client.query(
      `insert into api_keys (name, scope, key_hash, key_prefix, created_by, expires_at, created_at)
       select 'Bench key ' || g, 'content', md5(random()::text) || md5(random()::text), 'f50_content_' || g, $1, now() + interval '30 days', now() - (g || ' minutes')::interval
         from generate_series(1, 500) g`,
      [staffId],
    );
    await client.query(
      `insert into users (email, name, password_hash, is_premium, created_at, last_login_at)
       select 'bench-reader-' || g || '@example.com', 'Reader ' || g, 'x', g % 4 = 0, now() - (g || ' minutes')::interval,
              case when g % 3 = 0 then null else now() - (g || ' seconds')::interval end
         from generate_series(1, 20000) g`,
    );
    // The premium readers pay (5,000 subscriptions, a tenth of them ended): the Users tab's billing figures.
    await client.query(
      `insert into subscriptions (user_id, stripe_subscription_id, stripe_customer_id, plan, status, amount_pence, started_at, ended_at)
       select id, 'sub_bench_' || id, 'cus_bench_' || id, case when id % 3 = 0 then 'annual' else 'monthly' end,
              case when id % 10 = 0 then 'canceled' else 'active' end, case when id % 3 = 0 then 9900 else 999 end,
              now() - (id || ' hours')::interval, case when id % 10 = 0 then now() - (id || ' minutes')::interval end
         from users where email like 'bench-reader-%' and is_premium`,
    );
    await client.query('analyze');
    return performance.now() - started;
  });
}

function read(url, cookie) {
  const started = performance.now();
  return fetch(url, { headers: { cookie } }).then(async (res) => {
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, ms: performance.now() - started, bytes: body.length, total: res.headers.get('x-total-count'), next: res.headers.get('x-next-cursor') };
  });
}

async function p99(url, cookie) {
  const headers = { cookie };
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const run = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 30 });
  return { p99: run.latency.p99, rps: run.requests.average, errors: run.errors + run.non2xx };
}

/** Chromium at 390 px: from navigation until the newest entry shows, and the DOM size then. */
async function journalPages(base, cookie) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const results = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    for (const path of ['/journal', '/journal-old', '/journal', '/journal-old']) {
      const started = Date.now();
      await page.goto(base + path, { waitUntil: 'commit' });
      await page.getByText(NEWEST).first().waitFor({ state: 'visible', timeout: 60_000 });
      const ms = Date.now() - started;
      const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
      results.push({ path, ms, dom });
    }
  } finally {
    await browser.close();
  }
  // The first visit of each warms the browser's cache of the app's scripts; the second is what a returning member sees.
  return results;
}

export async function benchLists({ startApp, adminQuery, adminUrl }, articles, entries) {
  const database = `f50_bench_lists_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const port = Number(process.env.BENCH_PORT || 3700 + (process.pid % 90));
  const base = `http://127.0.0.1:${port}`;
  const loadBefore = os.loadavg();
  const started = performance.now();
  const step = (text) => process.stderr.write(`  [lists] ${text}\n`);
  let app;
  try {
    execFileSync(process.execPath, ['backend/dist/migrate.js'], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
    step(`seeding ${articles.toLocaleString('en-GB')} articles`);
    const seeding = await seedArticles(databaseUrl, articles);
    app = (await startApp(port, databaseUrl, { QUEUE_PREFIX: `f50lists${process.pid}` })).child;
    const memberCookie = await register(base, MEMBER);
    await register(base, STAFF);
    await withClient(databaseUrl, (client) => client.query(`update users set role = 'admin' where email = $1`, [STAFF.email]));
    const staffCookie = await login(base, STAFF);
    step(`seeding ${entries.toLocaleString('en-GB')} journal entries and the other staff lists`);
    const restMs = await seedRest(databaseUrl, entries);
    const pageIds = await withClient(databaseUrl, async (client) =>
      (await client.query(`select id from users order by created_at desc, id desc limit 50`)).rows.map((row) => row.id).join(','));
    const routes = [
      ['GET /api/website-content', '/api/website-content', staffCookie],
      ['  ?theme=Recovery & Health', '/api/website-content?theme=Recovery%20%26%20Health', staffCookie],
      ['  ?q=recovery', '/api/website-content?q=recovery', staffCookie],
      ['GET /api/content/generations', '/api/content/generations', staffCookie],
      ['GET /api/content/generations/archived', '/api/content/generations/archived', staffCookie],
      ['GET /api/admin/audit-log', '/api/admin/audit-log', staffCookie],
      ['GET /api/admin/api-keys', '/api/admin/api-keys', staffCookie],
      ['GET /api/admin/users', '/api/admin/users', staffCookie],
      ['  ?sort=email', '/api/admin/users?sort=email', staffCookie],
      ['GET /api/billing/members (totals)', '/api/billing/members', staffCookie],
      ['  ?user_ids= (a page of 50)', `/api/billing/members?user_ids=${pageIds}`, staffCookie],
      ['GET /api/ads', '/api/ads', staffCookie],
      ['GET /api/premium-content (staff)', '/api/premium-content', staffCookie],
      ['  ?theme=Gear & Tech', '/api/premium-content?theme=Gear%20%26%20Tech', staffCookie],
      ['  ?q=report 4999', '/api/premium-content?q=report%204999', staffCookie],
      ['GET /api/premium-content/archived', '/api/premium-content/archived', staffCookie],
      ['GET /api/premium-content (member)', '/api/premium-content', memberCookie],
      ['GET /api/community/journal', '/api/community/journal', memberCookie],
      ['  ?q=kingfisher', '/api/community/journal?q=kingfisher', memberCookie],
      ['GET /api/community/momentum', '/api/community/momentum', memberCookie],
      ['GET /api/community/insights/year-progress', '/api/community/insights/year-progress', memberCookie],
      ['GET /api/community/insights/weekly-distance', '/api/community/insights/weekly-distance', memberCookie],
    ];
    const rows = [];
    for (const [name, path, cookie] of routes) {
      step(name.trim());
      const cold = await read(base + path, cookie);
      if (cold.status !== 200) throw new Error(`${path} answered ${cold.status}`);
      const warm = await p99(base + path, cookie);
      rows.push({ name, path, cold, ...warm });
    }
    step('Chromium at 390 px');
    const pages = await journalPages(base, memberCookie);

    console.log(`\nLists bench (issue 20): ${articles.toLocaleString('en-GB')} articles (seeded in ${(seeding.ms / 1000).toFixed(0)} s), ` +
      `a member with ${entries.toLocaleString('en-GB')} entries, 20,000 audit rows, 2,000 generations, 5,000 premium reports, 500 API keys, 20,000 accounts (${(restMs / 1000).toFixed(0)} s)\n`);
    console.log(`  ${'route'.padEnd(40)} ${'page raw'.padStart(9)} ${'total'.padStart(8)} ${'cold'.padStart(8)} ${'p99'.padStart(7)} ${'req/s'.padStart(7)}`);
    for (const r of rows) {
      console.log(`  ${r.name.padEnd(40)} ${kb(r.cold.bytes).padStart(9)} ${String(r.cold.total ?? '-').padStart(8)} ${`${r.cold.ms.toFixed(0)} ms`.padStart(8)} ${`${r.p99} ms`.padStart(7)} ${r.rps.toFixed(0).padStart(7)}${r.errors ? ` (${r.errors} errors)` : ''}`);
    }
    console.log('\n  Chromium, 390 px (first visit, then a second one with the scripts cached):');
    for (const p of pages) console.log(`  ${p.path.padEnd(14)} newest entry shown after ${String(p.ms).padStart(5)} ms, ${p.dom.toLocaleString('en-GB')} elements`);

    const biggest = rows.reduce((a, b) => (b.cold.bytes > a.cold.bytes ? b : a));
    const search = rows.find((r) => r.path.includes('kingfisher'));
    const slowest = pages.slice(2).reduce((a, b) => (b.ms > a.ms ? b : a));
    const largestDom = pages.reduce((a, b) => (b.dom > a.dom ? b : a));
    const verdict = (ok) => (ok ? 'met' : 'NOT met');
    console.log('\n  Goals:');
    console.log(`  each answer under ${GOALS.rawKb} KB raw: largest ${kb(biggest.cold.bytes)} (${biggest.name.trim()}): ${verdict(biggest.cold.bytes < GOALS.rawKb * 1024)}`);
    console.log(`  newest entries within ${GOALS.newestMs} ms: slowest ${slowest.ms} ms (${slowest.path}, scripts cached): ${verdict(slowest.ms < GOALS.newestMs)}`);
    console.log(`  under ${GOALS.dom.toLocaleString('en-GB')} elements: largest ${largestDom.dom.toLocaleString('en-GB')} (${largestDom.path}): ${verdict(largestDom.dom < GOALS.dom)}`);
    console.log(`  a word among ${entries.toLocaleString('en-GB')} entries under ${GOALS.searchMs} ms: cold ${search.cold.ms.toFixed(0)} ms, p99 ${search.p99} ms at ${CONNECTIONS} connections: ${verdict(search.cold.ms < GOALS.searchMs)}`);
    const loadAfter = os.loadavg();
    console.log(
      `\n  machine: ${os.cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after; ` +
        `the load generator and Chromium on the same machine; ${((performance.now() - started) / 60_000).toFixed(1)} minutes in all`,
    );
  } finally {
    if (app) app.kill('SIGTERM');
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
}
