// `npm run bench`: measures the built app. Prints start-up time to a healthy /api/health, idle memory
// of the API process, and the throughput of three reads, each beside a bare node:http server answering
// the same bytes (the ratio shows what the framework stack costs): GET /api/health, the signed-in
// member's GET /api/community/auth/me, and GET /api/community/journal for a member with 50 entries.
// The signed-in reads print whether they meet their goals (/me at least 0.2 of bare; the journal at
// least 0.12 of bare with p99 under 50 ms). Each route and its bare server are loaded in turns, BENCH_ROUNDS
// times (default 3) for BENCH_SECONDS each (default 4), 32 connections, after a one-second warm-up of both: the
// figures are medians, the ratio the median of the rounds' ratios, so a change in the machine's other load
// between two runs moves both sides. Uses DATABASE_URL (default: the local PostgreSQL, a fresh bench
// database) and REDIS_URL when set.
// Then the generation benchmark (scripts/bench-generation.mjs): one content generation against the
// fake model and image servers, as a multiple of the fake model's delay.
// Then the magazine benchmark (scripts/bench-magazine.mjs): the public reads with 60 articles, the article HTML, the
// JavaScript and LCP of the home and article pages, and Lighthouse on five public pages.
// `npm run bench -- foundation`, `-- magazine`, `-- generation` or `-- insights` runs only one of them; `-- js` only the
// magazine benchmark's JavaScript sizes of the public pages (and their LCP).
// `npm run bench -- scale [N ...]` runs the scale benchmark (scripts/bench-scale.mjs; only when asked, it takes up to a
// quarter of an hour): N published articles (default 100, 10000 and 100000) seeded with distinct 5-10 KB bodies, then per
// page the bytes (raw, gzip, brotli), the cold read, the first read after a publish, warm p99 at 64 connections and the
// app's memory, with verdicts against issue 19's goals. `npm run bench -- scale 10000` runs one N.
// `npm run bench -- newsletter` runs the newsletter bench (scripts/bench-newsletter.mjs; only when asked): an article sent to
// 10,000 subscribers through the SMTP sink, its time and the app's peak memory.
// `npm run bench -- lists [ARTICLES] [ENTRIES]` runs the lists bench (scripts/bench-lists.mjs; only when asked): every
// staff list route and the member's journal with ARTICLES articles (default 100000) and ENTRIES entries (default 5000):
// page bytes, counts, cold read and p99, and in Chromium at 390 px the time until /journal and /journal-old show the
// newest entry and their DOM size.
// `npm run bench -- uploads [ARTICLES]` runs the uploads bench (scripts/bench-uploads.mjs; only when asked): the serving
// check and the hourly sweep's runs with ARTICLES articles (default 100000) whose pictures are uploads.
// `npm run bench -- edge` runs the edge bench (scripts/bench-edge.mjs; only when asked): readers' throughput and p99
// through Varnish, from the app directly and from a bare node:http server, and publish-to-visible through the edge.
import './check-node.mjs';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { APP_ENV, APP_NODE_FLAGS } from './app-node-flags.mjs';
import { benchGeneration } from './bench-generation.mjs';
import { benchMagazine } from './bench-magazine.mjs';
import { prepare } from './prepare.mjs';
import { sessionCookie } from './session-cookie.mjs';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS || 4);
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const adminUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

prepare({ quiet: true });

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startApp(port, databaseUrl, extraEnv = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, 'backend/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...APP_ENV, PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(40), ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await sleep(20);
  }
  return { child, startupMs: performance.now() - started };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function load(url, headers = {}, duration = seconds, connections = 32) {
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The app's answer to one GET as it went over the wire (status, headers without the per-connection ones, body bytes
 * still compressed when the answer was: node:http, unlike fetch, does not decode them).
 */
function sample(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}: ${body.toString('utf8').slice(0, 200)}`));
          const answerHeaders = { ...res.headers };
          for (const name of ['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']) delete answerHeaders[name];
          resolve({ body, headers: answerHeaders });
        });
      })
      .on('error', reject);
  });
}

/** Starts scripts/bench-bare-server.mjs answering `answer` (in a process of its own, with the app's flags); its port. */
async function startBare(answer) {
  const file = `${os.tmpdir()}/f50-bench-bare-${process.pid}.json`;
  writeFileSync(file, JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }));
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, 'scripts/bench-bare-server.mjs', file], { cwd: root, env: { ...process.env, ...APP_ENV }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  rmSync(file, { force: true });
  return { child, port };
}

/** Loads the app's route and a bare node:http server answering the same bytes in turns; medians of the rounds. */
async function sideBySide(url, headers = {}, connections = 32) {
  const answer = await sample(url, headers);
  const bare = await startBare(answer);
  const bareUrl = `http://127.0.0.1:${bare.port}${new URL(url).pathname}`;
  await load(url, headers, 1, connections);
  await load(bareUrl, headers, 1, connections);
  const apps = [];
  const bares = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2) bares.push(await load(bareUrl, headers, seconds, connections));
    apps.push(await load(url, headers, seconds, connections));
    if (!(round % 2)) bares.push(await load(bareUrl, headers, seconds, connections));
  }
  bare.child.kill('SIGTERM');
  await new Promise((r) => bare.child.once('exit', r));
  const summary = (runs) => ({
    rps: median(runs.map((run) => run.rps)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  });
  const ratio = median(apps.map((run, i) => run.rps / bares[i].rps));
  return { app: summary(apps), baseline: summary(bares), ratio, bytes: answer.body.length };
}

const MEMBER = { email: 'bench-member@example.com', password: 'bench-password-123', name: 'Bench Member' };
const TAGS = ['Training', 'Mindset', 'Nutrition', 'Race Day', 'Recovery', 'Life Balance'];

/** Registers a member and writes `entries` journal entries; answers the session cookie. */
async function benchMember(base, entries) {
  const registered = await fetch(`${base}/api/community/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...MEMBER, confirmPassword: MEMBER.password }),
  });
  if (!registered.ok) throw new Error(`registering the bench member failed: ${registered.status} ${await registered.text()}`);
  const cookie = sessionCookie(registered);
  for (let i = 0; i < entries; i++) {
    const res = await fetch(`${base}/api/community/journal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: `Session ${i + 1}: steady miles`,
        content: `Day ${i + 1}. Forty minutes easy on the flat, then four strides. Legs felt heavy at first and fine after twenty minutes; ` +
          'slept seven hours, breakfast of porridge and a banana. Next time: start slower and keep the cadence up on the climbs.',
        tags: [TAGS[i % TAGS.length], TAGS[(i + 2) % TAGS.length]],
        is_private: i % 5 === 0,
      }),
    });
    if (res.status !== 201) throw new Error(`writing a bench journal entry failed: ${res.status} ${await res.text()}`);
  }
  return cookie;
}

const GOALS = {
  me: { ratio: 0.2 },
  journal: { ratio: 0.12, p99: 50 },
};

function verdict(result, goal) {
  const misses = [];
  if (result.ratio < goal.ratio) misses.push(`ratio below ${goal.ratio}`);
  if (goal.p99 !== undefined && result.app.p99 >= goal.p99) misses.push(`p99 not under ${goal.p99} ms`);
  const wanted = `goal: ratio >= ${goal.ratio}${goal.p99 !== undefined ? `, p99 < ${goal.p99} ms` : ''}`;
  return misses.length ? `MISSED (${misses.join(', ')}; ${wanted})` : `met (${wanted})`;
}

function report(label, result, note = '') {
  const pad = (text) => text.padEnd(34);
  console.log(`  ${pad(label + ':')}${result.app.rps.toFixed(0)} req/s, p99 ${result.app.p99} ms, errors ${result.app.errors} (${result.bytes} bytes)`);
  console.log(`  ${pad('  bare node:http, same bytes:')}${result.baseline.rps.toFixed(0)} req/s, p99 ${result.baseline.p99} ms`);
  console.log(`  ${pad('  ratio app / bare:')}${result.ratio.toFixed(3)}${note ? ` ${note}` : ''}`);
}

export async function benchFoundation() {
  const database = `f50_bench_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = 3900 + (process.pid % 90);
  // The bench member writes 50 entries at once, more than JOURNAL_ENTRIES_PER_HOUR's default.
  const { child, startupMs } = await startApp(port, url.toString(), { JOURNAL_ENTRIES_PER_HOUR: '1000' });
  try {
    await sleep(2000);
    const idleMb = rssMb(child.pid);
    const base = `http://127.0.0.1:${port}`;
    const loadBefore = os.loadavg()[0];
    const health = await sideBySide(`${base}/api/health`);
    const cookie = await benchMember(base, 50);
    const me = await sideBySide(`${base}/api/community/auth/me`, { cookie });
    const journal = await sideBySide(`${base}/api/community/journal`, { cookie });

    console.log('\nFoundation benchmark');
    console.log(`  start-up to healthy /api/health: ${startupMs.toFixed(0)} ms`);
    console.log(`  idle memory of the API process:  ${idleMb.toFixed(1)} MB RSS`);
    console.log(`  load: ${rounds} rounds of ${seconds} s app / ${seconds} s bare, 32 connections, medians; the load generator on the same machine`);
    console.log(`  machine: ${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after the runs`);
    report('GET /api/health', health, '(the health check queries the database and the queue on every call)');
    report('GET /api/community/auth/me', me, `-> ${verdict(me, GOALS.me)}`);
    report('GET /api/community/journal (50)', journal, `-> ${verdict(journal, GOALS.journal)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
}

const only = process.argv[2]; // optional: foundation | magazine | js | generation | insights | scale | edge | newsletter | lists | decodes | uploads
if (only === 'newsletter') {
  const { met } = await (await import('./bench-newsletter.mjs')).benchNewsletter({ startApp, adminQuery, adminUrl });
  process.exit(met ? 0 : 1);
}
if (only === 'decodes') {
  await (await import('./bench-decodes.mjs')).benchDecodes({ startApp, adminQuery, adminUrl, rssMb });
  process.exit(0);
}
if (only === 'edge') {
  await (await import('./bench-edge.mjs')).benchEdge({ startApp, adminQuery, adminUrl });
  process.exit(0);
}
if (only === 'uploads') {
  const articles = Number(process.argv[3] ?? 100_000);
  if (!Number.isInteger(articles) || articles < 1 || articles > 1_000_000) {
    console.error(`npm run bench -- uploads [ARTICLES]: a whole number from 1 to 1000000 (got ${process.argv[3]})`);
    process.exit(2);
  }
  const met = await (await import('./bench-uploads.mjs')).benchUploads({ startApp, adminQuery, adminUrl }, articles);
  process.exit(met ? 0 : 1);
}
if (only === 'lists') {
  const [articles = 100_000, entries = 5000] = process.argv.slice(3).map(Number);
  if (![articles, entries].every((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000)) {
    console.error(`npm run bench -- lists [ARTICLES] [ENTRIES]: whole numbers from 1 to 1000000 (got ${process.argv.slice(3).join(' ')})`);
    process.exit(2);
  }
  await (await import('./bench-lists.mjs')).benchLists({ startApp, adminQuery, adminUrl }, articles, entries);
  process.exit(0);
}
if (only === 'scale') {
  const counts = process.argv.slice(3).map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 1_000_000)) {
    console.error(`npm run bench -- scale [N ...]: each N must be a whole number from 1 to 1000000 (got ${process.argv.slice(3).join(' ')})`);
    process.exit(2);
  }
  await (await import('./bench-scale.mjs')).benchScale({ startApp, adminQuery, adminUrl }, counts.length ? counts.sort((a, b) => a - b) : [100, 10_000, 100_000]);
}
if (!only || only === 'foundation') await benchFoundation();
if (!only || only === 'magazine' || only === 'js') await benchMagazine({ startApp, adminQuery, adminUrl, sideBySide, verdict, report, jsOnly: only === 'js' });
if (!only || only === 'generation') await benchGeneration({ startApp, adminQuery, adminUrl });
if (!only || only === 'insights') await (await import('./bench-insights.mjs')).benchInsights({ startApp, adminQuery, adminUrl });
