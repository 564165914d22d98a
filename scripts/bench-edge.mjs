// The edge bench (issue 24), `npm run bench -- edge`: readers served by Varnish in front of the app.
// Starts the built app (its own database; Redis when REDIS_URL is set) with an editor who publishes a dozen articles,
// and a varnishd running deploy/varnish/default.vcl on a free port (the app purges it: CACHE_PURGE_URLS). Then, for the
// home page and an article page, asking as a browser does (Accept-Encoding gzip, deflate, br), 64 connections
// (wrk with two threads when installed, `apt-get install -y wrk`; else or with BENCH_EDGE_LOADGEN=autocannon, autocannon),
// BENCH_EDGE_SECONDS each (default 5) after a second of warm-up:
// - through the edge (Varnish answering from its store),
// - from the app directly,
// - from a bare node:http server sending the app's own bytes and headers (what Node alone can do here),
// req/s and p99 of each; then publish-to-visible: an editor publishes BENCH_EDGE_PUBLISHES articles (default 5), and the
// bench times, from the moment the publish answered, the first answer of the edge's home page that shows the new title
// (polled every 10 ms). Prints the load average, and verdicts against the goals: through the edge at least 10x the
// app's req/s with p99 under 20 ms, publish-to-visible within 1 s. Needs varnishd and varnish-modules (xkey):
// `apt-get install -y varnish varnish-modules`.
// The load generator belongs on another machine; here, with `taskset` and at least two cores, it gets its own core:
// the server measured (Varnish, the app, the bare server) runs on CPU 0 and wrk on the others (BENCH_EDGE_PIN=0: all
// share every core, as before). Redis and PostgreSQL stay where the system runs them (that can only help the app).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadFakes } from './load-fakes.mjs';
import { sessionCookie } from './session-cookie.mjs';

const root = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_EDGE_SECONDS || 5);
const PUBLISHES = Number(process.env.BENCH_EDGE_PUBLISHES || 5);
const CONNECTIONS = 64;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const TOKEN = 'bench-edge-purge-token-0123456789';
const EDITOR = { email: 'edge-editor@flyingat50.test', password: 'edge-bench-password-123' };
const GOALS = { factor: 10, p99Ms: 20, visibleMs: 1000 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** varnishd with the repository's VCL and a local.vcl pointing at the app (as test/ops/support/varnish.ts does). */
async function startVarnish(appPort, port) {
  if (spawnSync('varnishd', ['-V']).status !== 0) throw new Error('varnishd is missing: apt-get install -y varnish varnish-modules');
  const dir = mkdtempSync(join(os.tmpdir(), 'f50-bench-varnish-'));
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, 'local.vcl'),
    `backend default { .host = "127.0.0.1"; .port = "${appPort}"; .probe = app_health; }
acl purgers { "127.0.0.1"; }
sub check_purge_token { if (req.http.X-Purge-Token != "${TOKEN}") { return (synth(403, "Wrong purge token")); } }
`,
  );
  const child = spawn(
    'varnishd',
    ['-F', '-n', join(dir, 'n'), '-f', join(root, 'deploy/varnish/default.vcl'), '-p', `vcl_path=${dir}:${join(root, 'deploy/varnish')}:/usr/share/varnish/vcl`, '-a', `127.0.0.1:${port}`, '-T', '127.0.0.1:0', '-s', 'malloc,128m'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  const pinChildren = () => {
    // varnishd's manager and its worker process (every thread) on the server's core.
    const found = spawnSync('pgrep', ['-f', join(dir, 'n')], { encoding: 'utf8' });
    for (const pid of found.stdout.split('\n').filter(Boolean)) pin(Number(pid), SERVER_CPUS);
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${errors}`);
    if ((await fetch(`${url}/robots.txt`).then((r) => r.status, () => 0)) === 200) break;
    if (i > 300) throw new Error('varnishd did not answer within 30 s');
    await sleep(100);
  }
  pinChildren();
  return {
    url,
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once process `pid` has used under 2 % of a core for two half-seconds in a row (30 s at most). */
async function settled(pid) {
  const cpu = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 a second)
  };
  let quiet = 0;
  for (let i = 0, before = cpu(); i < 60 && quiet < 2; i++) {
    await sleep(500);
    const now = cpu();
    quiet = now - before <= 1 ? quiet + 1 : 0;
    before = now;
  }
}

/** One GET as it goes over the wire (body still compressed): for the bare server to send the same bytes. */
function sample(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)));
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

const CPUS = os.cpus().length;
/** The server measured on CPU 0, the load generator on the other cores (see the top of this file). */
const PIN = process.env.BENCH_EDGE_PIN !== '0' && CPUS >= 2 && spawnSync('taskset', ['-V']).status === 0;
const SERVER_CPUS = '0';
const LOAD_CPUS = `1-${CPUS - 1}`;
/** Every thread of process `pid` onto `cpus` (taskset -a -p -c). */
function pin(pid, cpus) {
  if (!PIN) return;
  const done = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)]);
  if (done.status !== 0) throw new Error(`taskset ${cpus} ${pid} failed: ${done.stderr}`);
}
/** A command run on the load generator's cores when pinning. */
const onLoadCpus = (command, args) => (PIN ? ['taskset', ['-c', LOAD_CPUS, command, ...args]] : [command, args]);

/** wrk (C, two threads) when installed: autocannon is one Node.js process, slower than Varnish itself. */
const WRK = process.env.BENCH_EDGE_LOADGEN === 'autocannon' ? null : ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((path) => existsSync(path));
/** One wrk thread per core it runs on: two threads sharing one core wait for each other, and wrk counts that wait in
 * every latency it reports (a bare server doing 250 µs per answer: p99 30 ms with one thread, 400-500 ms with two). */
const WRK_THREADS = Number(process.env.BENCH_EDGE_WRK_THREADS || (PIN ? CPUS - 1 : 2));
const LOADGEN = WRK ? `wrk, ${WRK_THREADS} thread${WRK_THREADS === 1 ? '' : 's'}` : 'autocannon';

/** One wrk run: its req/s, p99 (ms) and errors (socket errors and answers other than 2xx/3xx). */
function wrk(url, seconds) {
  return new Promise((resolve, reject) => {
    const args = [`-t${WRK_THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...Object.entries(BROWSER).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
    const child = spawn(...onLoadCpus(WRK, args), { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
      const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
      if (code !== 0 || !rps || !p99) return reject(new Error(`wrk failed (${code}): ${out}`));
      const ms = Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]];
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
      const errors = (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0);
      resolve({ rps: Number(rps[1]), p99: Math.round(ms * 10) / 10, errors });
    });
  });
}

async function load(url) {
  if (WRK) {
    await wrk(url, 1);
    return wrk(url, SECONDS);
  }
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: BROWSER });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function signIn(base, smtp, tokenFrom) {
  const res = await fetch(`${base}/api/auth/invitations/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: tokenFrom(await smtp.waitFor((m) => m.to.includes(EDITOR.email)), '/accept-invitation'),
      name: 'Edge Editor',
      password: EDITOR.password,
      confirmPassword: EDITOR.password,
    }),
  });
  if (!res.ok) throw new Error(`signing the bench editor in failed: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

async function publish(base, cookie, title) {
  const post = async (path, body) => {
    const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const draft = await post('/api/website-content', { title, editorial_theme: 'Training & Performance', long_form_article: `${title}. Steady work, week after week. `.repeat(60) });
  await post(`/api/website-content/${draft.id}/publish`, {});
  return draft;
}

/** Milliseconds from `since` to the first answer of `url` containing `text` (polled every 10 ms, 10 s at most). */
async function visibleAfter(url, text, since) {
  for (;;) {
    const body = await fetch(url).then((r) => r.text(), () => '');
    if (body.includes(text)) return performance.now() - since;
    if (performance.now() - since > 10_000) return Infinity;
    await sleep(10);
  }
}

/** `startApp(port, databaseUrl, env)` and `adminQuery(sql)` come from bench.mjs. */
export async function benchEdge({ startApp, adminQuery, adminUrl }) {
  const { startFakeSmtp, tokenFrom } = await loadFakes();
  const smtp = await startFakeSmtp();
  const database = `f50_bench_edge_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `${os.tmpdir()}/f50-bench-edge-${process.pid}`;
  const loadBefore = os.loadavg();
  const edgePort = await freePort();
  const { child } = await startApp(port, dbUrl.toString(), {
    STAFF_EMAILS: EDITOR.email,
    SMTP_URL: smtp.url,
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `f50edge${process.pid}`,
    CACHE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`,
    CACHE_PURGE_TOKEN: TOKEN,
  });
  let edge;
  let bare;
  try {
    edge = await startVarnish(port, edgePort);
    const cookie = await signIn(base, smtp, tokenFrom);
    let article;
    for (let i = 1; i <= 12; i++) article = await publish(base, cookie, `Edge bench article ${i} on steady aerobic work`);
    // The seed's events (purges, warm-ups, the activity feed) are handled before anything is measured: otherwise the
    // first page measured shares the app's core with them (it was half as fast as the second, whichever came first).
    await settled(child.pid);
    const pages = [
      ['home /', '/'],
      ['article /article/{slug}', `/article/${article.slug}`],
    ];
    const rows = [];
    // The servers measured on CPU 0 (the app, and this process, which serves the bare server), wrk on the others.
    pin(child.pid, SERVER_CPUS);
    pin(process.pid, SERVER_CPUS);
    for (const [name, path] of pages) {
      const original = await sample(`${base}${path}`);
      bare = http.createServer((req, res) => {
        res.writeHead(original.status, original.headers);
        res.end(original.body);
      });
      await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
      const barePort = bare.address().port;
      // Each run starts with the app quiet: after the app's own run it still collects garbage for a while, on the core
      // the next page's Varnish shares with it (the article through Varnish measured 0.7-0.8 of the bare server, home 1.1).
      await settled(child.pid);
      const viaEdge = await load(`${edge.url}${path}`);
      const direct = await load(`${base}${path}`);
      const nodeAlone = await load(`http://127.0.0.1:${barePort}${path}`);
      await new Promise((resolve) => bare.close(resolve));
      bare = undefined;
      rows.push({ name, viaEdge, direct, nodeAlone, bytes: original.body.length, encoding: original.headers['content-encoding'] ?? 'identity' });
    }
    pin(process.pid, `0-${CPUS - 1}`);
    pin(child.pid, `0-${CPUS - 1}`);
    const visible = [];
    for (let i = 1; i <= PUBLISHES; i++) {
      await fetch(`${edge.url}/`); // the edge holds the home page before each publish
      const title = `Visible through the edge ${i} ${Date.now()}`;
      await publish(base, cookie, title);
      visible.push(await visibleAfter(`${edge.url}/`, title, performance.now()));
    }
    const loadAfter = os.loadavg();

    const fmt = (r) => `${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms${r.errors ? `  (${r.errors} errors)` : ''}`;
    console.log(`\nEdge bench (issue 24): ${LOADGEN}, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding ${BROWSER['accept-encoding']}`);
    for (const row of rows) {
      console.log(`  ${row.name} (${row.bytes} bytes ${row.encoding} from the app)`);
      console.log(`    through Varnish   ${fmt(row.viaEdge)}`);
      console.log(`    the app directly  ${fmt(row.direct)}`);
      console.log(`    bare node:http    ${fmt(row.nodeAlone)}`);
      console.log(`    edge/app ${(row.viaEdge.rps / row.direct.rps).toFixed(1)}x, edge/bare ${(row.viaEdge.rps / row.nodeAlone.rps).toFixed(1)}x, app/bare ${(row.direct.rps / row.nodeAlone.rps).toFixed(2)}`);
    }
    console.log(`  publish-to-visible through the edge (home page), ${PUBLISHES} publishes: median ${Math.round(median(visible))} ms, max ${Math.round(Math.max(...visible))} ms`);
    console.log('\nVerdicts (the goals of issue 24)');
    for (const row of rows) {
      const factor = row.viaEdge.rps / row.direct.rps;
      console.log(`  ${factor >= GOALS.factor ? 'PASS' : 'FAIL'} ${row.name}: through the edge ${factor.toFixed(1)}x the app's req/s (goal >= ${GOALS.factor}x)`);
      console.log(`  ${row.viaEdge.p99 < GOALS.p99Ms ? 'PASS' : 'FAIL'} ${row.name}: p99 through the edge ${row.viaEdge.p99} ms (goal < ${GOALS.p99Ms} ms)`);
    }
    const worst = Math.max(...visible);
    console.log(`  ${worst <= GOALS.visibleMs ? 'PASS' : 'FAIL'} publish-to-visible through the edge: at most ${Math.round(worst)} ms (goal <= ${GOALS.visibleMs} ms)`);
    console.log(
      `\n  machine: ${os.cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after; ` +
        `cache ${process.env.REDIS_URL ? 'in Redis' : "in the app's memory"}; ` +
        (PIN ? `the server measured on CPU ${SERVER_CPUS}, the load generator on CPU ${LOAD_CPUS}` : 'the load generator, Varnish and the app share every core'),
    );
  } finally {
    if (bare) await new Promise((resolve) => bare.close(resolve));
    await edge?.stop();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    await smtp.close();
    await adminQuery(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
