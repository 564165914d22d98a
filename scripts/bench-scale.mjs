// The scale bench (issue 19), `npm run bench -- scale [N ...]` (default 100 10000 100000): the magazine at real size.
// Seeds N published articles with distinct 5-10 KB Markdown bodies into the bench's own database
// (scripts/bench-scale-seed.mjs, COPY; topped up from one N to the next), starts the built app on it with an empty
// cache, and reports per page (home, a theme page, an article, GET /api/publisher/articles, search, /rss.xml,
// /sitemap.xml and the sitemap files it links):
// - the bytes: raw (no Accept-Encoding), gzip and brotli as sent over the wire;
// - the cold read: the first GET after the app started (nothing cached);
// - the warm p99 and req/s at 64 connections (autocannon, BENCH_SCALE_SECONDS each, default 3, after 1 s of warm-up),
//   asking as a browser does (Accept-Encoding gzip, deflate, br);
// then the first read after a publish: an editor (invited through STAFF_EMAILS, the invitation opened from the fake
// SMTP sink) creates and publishes an article in Training & Performance through the API, three times; the bench times
// the first GET of home, /publisher/training and /rss.xml that shows it (earlier reads still answered from the cache
// before the invalidation arrived are not counted); and the app's memory (VmRSS and peak VmHWM of the API process).
// Prints verdicts against the issue's goals. Uses DATABASE_URL's server (a fresh database, dropped at the end) and
// REDIS_URL when set (the cache is then in Redis, under a fresh prefix per N).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadFakes } from './load-fakes.mjs';
import { seedArticles } from './bench-scale-seed.mjs';
import { lighthouseScores } from './bench-magazine.mjs';
import { startPexelsStandIn } from './pexels-standin.mjs';
import { sessionCookie } from './session-cookie.mjs';

const root = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS || 3);
const CONNECTIONS = 64;
const PUBLISHES = 3;
const BROWSER = 'gzip, deflate, br';
const EDITOR = { email: 'scale-editor@flyingat50.test', password: 'scale-bench-password-123' };
const SEARCH = '/api/publisher/search?q=recovery';
const GOALS = { htmlRawKb: 250, htmlCompressedKb: 60, listCompressedKb: 30, p99Factor: 1.3, afterPublishMs: 150, coldFeedMs: 300, rssMb: 400 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const kb = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One GET as it goes over the wire: status, time to the last byte, wire bytes, encoding and the decoded text. */
function get(url, encoding) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        const wire = Buffer.concat(chunks);
        const used = res.headers['content-encoding'] ?? 'identity';
        const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync }[used];
        resolve({ status: res.statusCode, ms, bytes: wire.length, encoding: used, text: (decode ? decode(wire) : wire).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.setTimeout(120_000, () => req.destroy(new Error(`GET ${url}: no answer in 120 s`)));
    req.on('error', reject);
  });
}

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]) / 1024;
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

/** Signs the bench editor in: the first time by opening the invitation mailed at the app's start, later with the password. */
async function signIn(base, smtp, tokenFrom) {
  const login = () => fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }) });
  let res = await login();
  // The first start on this database made the editor's invitation (STAFF_EMAILS): open it from the mail.
  if (res.status === 401) {
    res = await fetch(`${base}/api/auth/invitations/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: tokenFrom(await smtp.waitFor((m) => m.to.includes(EDITOR.email), 30_000), '/accept-invitation'),
        name: 'Scale Editor',
        password: EDITOR.password,
        confirmPassword: EDITOR.password,
      }),
    });
  }
  if (!res.ok) throw new Error(`signing the bench editor in failed: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

async function staffPost(base, cookie, path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The pages measured at this N: the sitemap's own files (a sitemap index links them) follow /sitemap.xml. */
async function pagesOf(base, databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [{ slug, body }] = (
    await client.query(`select slug, long_form_article as body from website_content where created_by is null order by id offset $1 limit 1`, [Math.floor(count / 2)])
  ).rows;
  await client.end();
  const pages = [
    { name: 'home /', path: '/', kind: 'html', lighthouse: true },
    { name: 'theme /publisher/training', path: '/publisher/training', kind: 'html', lighthouse: true },
    { name: 'article /article/{slug}', path: `/article/${slug}`, kind: 'html', lighthouse: true },
    { name: 'GET /api/publisher/articles', path: '/api/publisher/articles', kind: 'list' },
    { name: 'search ?q=recovery', path: SEARCH, kind: 'list' },
    { name: '/rss.xml', path: '/rss.xml', kind: 'feed' },
    { name: '/sitemap.xml', path: '/sitemap.xml', kind: 'feed', sitemap: true },
  ].map((page) => ({ ...page, url: base + page.path }));
  return { pages, body };
}

/** Lighthouse three times on each of `urls` (each run in a fresh Chromium, Pexels pictures from the stand-in): per page, every run and the median. */
async function lighthouseRuns(urls) {
  const runs = [];
  const pexels = await startPexelsStandIn();
  try {
    for (let i = 0; i < 3; i++) runs.push(await lighthouseScores(urls, pexels.chromeFlags));
  } finally {
    await pexels.close();
  }
  const med = (values) => [...values].sort((a, b) => a - b)[1];
  return urls.map((url, i) => {
    const of = runs.map((run) => run[i]);
    return {
      path: new URL(url).pathname,
      performance: of.map((r) => r.performance),
      median: med(of.map((r) => r.performance)),
      others: ['accessibility', 'bestPractices', 'seo'].map((k) => `${k} ${[...new Set(of.map((r) => r[k]))].join('/')}`).join(', '),
      failing: [...new Set(of.flatMap((r) => r.failing))],
    };
  });
}

/** The sitemap files a sitemap index links (none when /sitemap.xml is itself the list of URLs). */
function sitemapFiles(text, publicUrl, base) {
  if (!/<sitemapindex[\s>]/.test(text)) return [];
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m, i) => {
    const path = m[1].trim().replace(publicUrl, '');
    return { name: `sitemap file ${i + 1}`, path, url: base + path, kind: 'feed' };
  });
}

/** The first GET of `url` that shows `marker` (reads answered before the cache saw the publish are skipped). */
async function firstReadShowing(url, marker, since) {
  for (let tries = 0; performance.now() - since < 60_000; tries++) {
    const read = await get(url, BROWSER);
    if (read.text.includes(marker)) return { ms: read.ms, visibleAfterMs: performance.now() - since, staleReads: tries };
    await sleep(5);
  }
  return { ms: Infinity, visibleAfterMs: Infinity, staleReads: -1 };
}

/** Waits (up to a minute) until /api/health answers within 100 ms: the answers a load run left in flight are sent. */
async function settle(base) {
  const until = performance.now() + 60_000;
  while (performance.now() < until && (await get(`${base}/api/health`)).ms > 100) await sleep(250);
}

async function publishRound(base, cookie, body, round, count) {
  const title = `Scale bench publish ${count} round ${round} ${Date.now()}`;
  const draft = await staffPost(base, cookie, '/api/website-content', { title, editorial_theme: 'Training & Performance', long_form_article: body, category: 'Running' });
  await staffPost(base, cookie, `/api/website-content/${draft.id}/publish`, {});
  const since = performance.now();
  const reads = {};
  for (const [name, path] of [['home', '/'], ['theme', '/publisher/training'], ['rss', '/rss.xml']]) reads[name] = await firstReadShowing(base + path, title, since);
  return reads;
}

async function measure({ startApp, base, port, databaseUrl, count, smtp, tokenFrom, dataDir, lastN }) {
  const env = {
    STAFF_EMAILS: EDITOR.email,
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `f50scale${process.pid}n${count}`,
    // The bench is one client sending thousands of searches: lift the per-client search budget (its 429s would be
    // measured instead of the search).
    SEARCHES_PER_MINUTE: '10000000',
  };
  const { child, startupMs } = await startApp(port, databaseUrl, env);
  try {
    await sleep(1000);
    const idle = memory(child.pid);
    const step = (text) => process.stderr.write(`  [N=${count}] ${text}\n`);
    step('cold reads');
    const { pages, body } = await pagesOf(base, databaseUrl, count);
    for (let i = 0; i < pages.length; i++) {
      const page = pages[i];
      const cold = await get(page.url, BROWSER);
      if (cold.status !== 200) throw new Error(`GET ${page.path} answered ${cold.status}: ${cold.text.slice(0, 200)}`);
      page.coldMs = cold.ms;
      if (page.sitemap) pages.push(...sitemapFiles(cold.text, env.PUBLIC_URL, base));
    }
    for (const page of pages) {
      page.raw = (await get(page.url)).bytes;
      const gzip = await get(page.url, 'gzip');
      page.gzip = gzip.encoding === 'gzip' ? gzip.bytes : null;
      const br = await get(page.url, BROWSER);
      page.br = br.bytes;
      page.brEncoding = br.encoding;
    }

    step('signing in, publishing');
    const cookie = await signIn(base, smtp, tokenFrom);
    const publishes = [];
    for (let round = 1; round <= PUBLISHES; round++) {
      publishes.push(await publishRound(base, cookie, body, round, count));
      await sleep(500);
    }

    step('warm p99 at 64 connections');
    for (const page of pages) {
      const headers = { 'accept-encoding': BROWSER };
      await settle(base);
      await autocannon({ url: page.url, connections: CONNECTIONS, duration: 1, headers });
      const run = await autocannon({ url: page.url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 30 });
      // No answer completed within the run: its p99 is beyond the run's length (shown as "none").
      const completed = run['1xx'] + run['2xx'] + run['3xx'] + run['4xx'] + run['5xx'];
      page.p99 = completed ? run.latency.p99 : Infinity;
      page.rps = run.requests.average;
      page.errors = run.errors + run.timeouts + run.non2xx;
    }
    const after = memory(child.pid);
    // Lighthouse (mobile, three runs each: the median) on home, a theme page and an article, at the largest N only.
    const lighthouse = lastN && process.env.BENCH_LIGHTHOUSE !== '0' ? await lighthouseRuns(pages.filter((p) => p.lighthouse).map((p) => p.url)) : [];
    return { count, pages, publishes, startupMs, idle, after, lighthouse };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function printResult(result, seeding) {
  const { count, pages, publishes, after, idle, startupMs } = result;
  console.log(`\nN = ${count.toLocaleString('en-GB')} published articles`);
  console.log(
    `  seeding: ${seeding.added.toLocaleString('en-GB')} added in ${(seeding.ms / 1000).toFixed(1)} s (${seeding.streams} COPY streams); bodies ${kb(seeding.min)} to ${kb(seeding.max)}, ` +
      `average ${kb(seeding.avg)}, ${seeding.distinct_bodies === seeding.n ? 'all distinct' : `${seeding.distinct_bodies} distinct of ${seeding.n}`}, ${Math.round((100 * seeding.pictures) / seeding.n)}% with a picture, ${seeding.themes} themes, oldest ${seeding.oldest.toISOString().slice(0, 10)}`,
  );
  console.log(`  app: healthy ${(startupMs / 1000).toFixed(1)} s after start; RSS ${idle.rssMb.toFixed(0)} MB idle, ${after.rssMb.toFixed(0)} MB after the run (peak ${after.peakMb.toFixed(0)} MB)`);
  console.log(`  ${'page'.padEnd(30)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'br'.padStart(10)}${'cold ms'.padStart(10)}${'warm p99'.padStart(10)}${'req/s'.padStart(8)}${'errors'.padStart(8)}`);
  for (const p of pages) {
    console.log(
      `  ${p.name.padEnd(30)}${kb(p.raw).padStart(10)}${(p.gzip === null ? 'none' : kb(p.gzip)).padStart(10)}${(p.brEncoding === 'br' ? kb(p.br) : `${p.brEncoding}`).padStart(10)}` +
        `${p.coldMs.toFixed(0).padStart(10)}${(Number.isFinite(p.p99) ? `${p.p99} ms` : 'none').padStart(10)}${p.rps.toFixed(0).padStart(8)}${String(p.errors).padStart(8)}`,
    );
  }
  for (const name of ['home', 'theme', 'rss']) {
    const reads = publishes.map((p) => p[name]);
    console.log(
      `  first read of ${name.padEnd(5)} after a publish (${reads.length} publishes): ${reads.map((r) => r.ms.toFixed(0)).join(' / ')} ms; ` +
        `shown ${reads.map((r) => r.visibleAfterMs.toFixed(0)).join(' / ')} ms after the publish answer`,
    );
  }
  for (const l of result.lighthouse) {
    console.log(`  Lighthouse mobile ${l.path}: performance ${l.performance.join(' / ')} (median ${l.median}); ${l.others}${l.failing.length ? `; below 0.9: ${l.failing.join(', ')}` : ''}`);
  }
}

/**
 * What a page's warm p99 is compared with: the same page at N=100. A sitemap file is bounded by its URL cap, not by
 * N=100's tiny files, so it is compared with the file of the same size (within 10 %) at the smallest N that has one:
 * what it costs must depend on what it holds, not on how many articles exist.
 */
function referencePage(results, r, p, baseline) {
  if (!p.name.startsWith('sitemap file')) {
    const before = baseline.pages.find((b) => b.name === p.name);
    return before ? { before, count: baseline.count } : null;
  }
  for (const smaller of results.filter((other) => other.count < r.count)) {
    const before = smaller.pages.find((b) => b.name.startsWith('sitemap file') && Math.abs(b.raw - p.raw) <= 0.1 * p.raw);
    if (before) return { before, count: smaller.count };
  }
  return null;
}

function verdicts(results) {
  const lines = [];
  const check = (ok, text) => lines.push(`  ${ok ? 'met   ' : 'MISSED'} ${text}`);
  const compressed = (p) => (p.brEncoding === 'br' ? p.br : (p.gzip ?? p.raw));
  const baseline = results.find((r) => r.count === 100);
  for (const r of results) {
    const at = `N=${r.count.toLocaleString('en-GB')}`;
    for (const p of r.pages.filter((page) => page.kind === 'html')) {
      check(p.raw < GOALS.htmlRawKb * 1024 && compressed(p) < GOALS.htmlCompressedKb * 1024, `${at} ${p.name}: ${kb(p.raw)} raw, ${kb(compressed(p))} compressed (goal < ${GOALS.htmlRawKb} KB raw, < ${GOALS.htmlCompressedKb} KB compressed)`);
    }
    for (const p of r.pages.filter((page) => page.kind === 'list')) check(compressed(p) < GOALS.listCompressedKb * 1024, `${at} ${p.name}: ${kb(compressed(p))} compressed (goal < ${GOALS.listCompressedKb} KB)`);
    if (r.count < 10_000) continue;
    // The goals at 100,000 articles, shown from 10,000 on so the trend is visible.
    for (const name of ['home', 'theme']) {
      const worst = Math.max(...r.publishes.map((p) => p[name].ms));
      check(worst < GOALS.afterPublishMs, `${at} first read of ${name} after a publish: worst ${worst.toFixed(0)} ms (goal at 100,000: < ${GOALS.afterPublishMs} ms)`);
    }
    for (const p of r.pages.filter((page) => page.kind === 'feed')) check(p.coldMs < GOALS.coldFeedMs, `${at} ${p.name} cold: ${p.coldMs.toFixed(0)} ms (goal at 100,000: < ${GOALS.coldFeedMs} ms)`);
    check(r.after.rssMb < GOALS.rssMb, `${at} app RSS after the run: ${r.after.rssMb.toFixed(0)} MB (goal at 100,000: < ${GOALS.rssMb} MB)`);
    for (const l of r.lighthouse) check(l.median >= 95, `${at} Lighthouse mobile performance ${l.path}: median ${l.median} of ${l.performance.join(' / ')} (goal at 100,000: >= 95)`);
    if (!baseline) {
      lines.push(`  n/a    ${at} warm p99 against N=100: run N=100 in the same invocation to compare`);
      continue;
    }
    for (const p of r.pages) {
      const reference = referencePage(results, r, p, baseline);
      if (!reference) {
        lines.push(`  n/a    ${at} ${p.name} warm p99 ${p.p99} ms: no file of its size (${kb(p.raw)}) at a smaller N to compare with`);
        continue;
      }
      const { before, count } = reference;
      const factor = p.p99 / Math.max(1, before.p99);
      const figure = Number.isFinite(p.p99) ? `${p.p99} ms = ${factor.toFixed(2)}x` : `beyond ${SECONDS} s (no answer completed) against`;
      const of = before.name === p.name ? `N=${count.toLocaleString('en-GB')}'s` : `N=${count.toLocaleString('en-GB')}'s ${before.name} (same size)`;
      check(factor <= GOALS.p99Factor && p.errors === 0, `${at} ${p.name} warm p99 ${figure} ${of} ${before.p99} ms${p.errors ? `, ${p.errors} errors` : ''} (goal at 100,000: <= ${GOALS.p99Factor}x)`);
    }
  }
  console.log('\nVerdicts (the goals of issue 19)');
  for (const line of lines) console.log(line);
}

/** `startApp(port, databaseUrl, env)` and `adminQuery(sql)` come from bench.mjs; `counts` are the Ns, ascending. */
export async function benchScale({ startApp, adminQuery, adminUrl }, counts) {
  const { startFakeSmtp, tokenFrom } = await loadFakes();
  const smtp = await startFakeSmtp();
  // BENCH_SCALE_DATABASE: an existing database to seed (topped up) and keep, so repeated runs skip the seeding.
  const kept = process.env.BENCH_SCALE_DATABASE;
  const database = kept || `f50_bench_scale_${process.pid}`;
  if (!kept) await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const port = Number(process.env.BENCH_PORT || 3600 + (process.pid % 90));
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `${os.tmpdir()}/f50-bench-scale-${process.pid}`;
  const started = performance.now();
  const loadBefore = os.loadavg();
  const results = [];
  try {
    execFileSync(process.execPath, ['backend/dist/migrate.js'], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
    for (const count of counts) {
      const seeding = await seedArticles(databaseUrl, count);
      const result = await measure({ startApp, base, port, databaseUrl, count, smtp, tokenFrom, dataDir, lastN: count === counts[counts.length - 1] });
      results.push(result);
      printResult(result, seeding);
    }
    verdicts(results);
    const loadAfter = os.loadavg();
    console.log(
      `\n  machine: ${os.cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after; ` +
        `cache ${process.env.REDIS_URL ? 'in Redis' : "in the app's memory"}; the load generator on the same machine; ${((performance.now() - started) / 60_000).toFixed(1)} minutes in all`,
    );
  } finally {
    await smtp.close();
    if (!kept) await adminQuery(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
