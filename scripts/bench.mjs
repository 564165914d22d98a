// `npm run bench`: measures the built app. Prints start-up time to a healthy /api/health, idle memory
// of the API process, and GET /api/health throughput beside a bare node:http server answering the
// same bytes (the ratio shows what the framework stack costs). Uses DATABASE_URL (default: the local
// PostgreSQL, a fresh bench database) and REDIS_URL when set; BENCH_SECONDS (default 8) per run.
// Then the generation benchmark (scripts/bench-generation.mjs): one content generation against the
// fake model and image servers, as a multiple of the fake model's delay.
// `npm run bench -- foundation` or `npm run bench -- generation` runs only one of them.
import './check-node.mjs';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { benchGeneration } from './bench-generation.mjs';
import { prepare } from './prepare.mjs';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS || 8);
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
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(40), ...extraEnv },
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

async function load(url) {
  const result = await autocannon({ url, connections: 32, duration: seconds, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchFoundation() {
  const database = `f50_bench_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = 3900 + (process.pid % 90);
  const { child, startupMs } = await startApp(port, url.toString());
  try {
    await sleep(2000);
    const idleMb = rssMb(child.pid);
    const sample = await fetch(`http://127.0.0.1:${port}/api/health`);
    const body = Buffer.from(await sample.arrayBuffer());
    const headers = Object.fromEntries(sample.headers);
    delete headers['content-length'];
    delete headers['date'];
    delete headers['connection'];
    delete headers['keep-alive'];
    const app = await load(`http://127.0.0.1:${port}/api/health`);

    const bare = http.createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    await new Promise((r) => bare.listen(0, '127.0.0.1', r));
    const baseline = await load(`http://127.0.0.1:${bare.address().port}/api/health`);
    bare.close();

    console.log('\nFoundation benchmark');
    console.log(`  start-up to healthy /api/health: ${startupMs.toFixed(0)} ms`);
    console.log(`  idle memory of the API process:  ${idleMb.toFixed(1)} MB RSS`);
    console.log(`  GET /api/health:                  ${app.rps.toFixed(0)} req/s, p99 ${app.p99} ms, errors ${app.errors}`);
    console.log(`  bare node:http, same bytes:      ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(`  ratio app / bare:                 ${(app.rps / baseline.rps).toFixed(3)} (the health check queries the database and the queue on every call)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
}

const only = process.argv[2]; // optional: foundation | generation
if (!only || only === 'foundation') await benchFoundation();
if (!only || only === 'generation') await benchGeneration({ startApp, adminQuery, adminUrl });
