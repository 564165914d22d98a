// `npm run bench -- uploads [ARTICLES]` (only when asked): what the uploads' use checks cost with a real archive.
// ARTICLES published articles (default 100000, seeded as the scale bench seeds them), two in three with an uploaded
// picture, 2,000 uploads nothing uses (older than a day) and 1,000 recent ones. Prints the serving check of an upload
// (GET /uploads/<name> on the app: an article's picture and one no article uses, median and spread of 20) and each
// hourly sweep run (upload-sweep.ts: up to RUN_BUDGET checks) until the unused ones are gone, then two runs over
// uploads all checked before, with verdicts: a run under 5 s, a serving check under 20 ms, whatever the archive.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { seedArticles } from './bench-scale-seed.mjs';

const root = new URL('..', import.meta.url).pathname;
const GOALS = { runMs: 5000, servingMs: 20 };
const UNUSED = 2000;
const RECENT = 1000;
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms (${sorted[0].toFixed(1)}-${sorted.at(-1).toFixed(1)})`;
};

/** The ledger and the pictures: every seeded article's picture becomes an upload, plus unused and recent uploads. */
async function seedUploads(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into users (email, password_hash, role) values ('bench-uploads@flyingat50.test', 'not a hash', 'editor')`);
    await client.query(`update website_content set featured_image = '/uploads/' || md5(id::text) || '.webp' where featured_image is not null`);
    const owner = `(select id from users where email = 'bench-uploads@flyingat50.test')`;
    await client.query(`insert into uploads (name, user_id, created_at)
      select md5(id::text) || '.webp', ${owner}, now() - interval '30 days' + id * interval '1 second' from website_content where featured_image like '/uploads/%'`);
    await client.query(`insert into uploads (name, user_id, created_at)
      select md5('unused' || g) || '.webp', ${owner}, now() - interval '10 days' + g * interval '1 second' from generate_series(1, ${UNUSED}) g`);
    await client.query(`insert into uploads (name, user_id, created_at) select md5('recent' || g) || '.webp', ${owner}, now() - interval '1 hour' from generate_series(1, ${RECENT}) g`);
    await client.query('analyze');
    const { rows } = await client.query(`select (select count(*)::int from uploads) as uploads, (select name from uploads order by created_at limit 1) as article, md5('unused1') || '.webp' as unused`);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Times GET /uploads/<name> 20 times after 3 warm-ups (the ledger and use checks; the file itself is not there: 404). */
async function servingCheck(base, name) {
  const times = [];
  for (let i = 0; i < 23; i++) {
    const started = performance.now();
    await (await fetch(`${base}/uploads/${name}`)).arrayBuffer();
    if (i >= 3) times.push(performance.now() - started);
  }
  return times;
}

/** The app's modules in this process (no HTTP, the in-process queue), for the sweep itself. */
async function sweeper(databaseUrl, dataDir) {
  const { NestFactory } = await import('@nestjs/core');
  const { loadConfig } = await import(`${root}backend/dist/config/app-config.js`);
  const { AppModule } = await import(`${root}backend/dist/app.module.js`);
  const { UploadSweep } = await import(`${root}backend/dist/infrastructure/storage/upload-sweep.js`);
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.REDIS_URL;
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(loadConfig(env)), { logger: false });
  await app.init();
  return { sweep: app.get(UploadSweep), close: () => app.close() };
}

export async function benchUploads({ startApp, adminQuery, adminUrl }, articles) {
  const database = `f50_bench_uploads_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(`${os.tmpdir()}/f50-bench-uploads-`);
  const port = 3500 + (process.pid % 90);
  const loadBefore = os.loadavg();
  let child;
  try {
    execFileSync(process.execPath, ['backend/dist/migrate.js'], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
    await seedArticles(databaseUrl, articles);
    const seeded = await seedUploads(databaseUrl);
    console.log(`\nUploads with ${articles} articles: ${seeded.uploads} uploads in the ledger (${UNUSED} unused and older than a day, ${RECENT} recent)`);

    ({ child } = await startApp(port, databaseUrl, { DATA_DIR: dataDir }));
    const serving = {};
    for (const [label, name] of [['an article picture', seeded.article], ['an upload no article uses', seeded.unused]]) {
      serving[label] = await servingCheck(`http://127.0.0.1:${port}`, name);
      console.log(`  serving check, ${label}: ${spread(serving[label])}`);
    }
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    child = undefined;

    const { sweep, close } = await sweeper(databaseUrl, dataDir);
    const runs = [];
    try {
      let removed = 0;
      for (let run = 1; removed < UNUSED && run <= 50; run++) {
        const started = performance.now();
        const names = await sweep.sweep();
        runs.push(performance.now() - started);
        removed += names.length;
        console.log(`  sweep run ${run}: ${names.length} removed in ${runs.at(-1).toFixed(0)} ms`);
      }
      for (let run = 1; run <= 2; run++) {
        const started = performance.now();
        const names = await sweep.sweep();
        runs.push(performance.now() - started);
        console.log(`  sweep run over checked uploads: ${names.length} removed in ${runs.at(-1).toFixed(0)} ms`);
      }
    } finally {
      await close();
    }
    const slowest = Math.max(...runs);
    const servingWorst = Math.max(...Object.values(serving).map((times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]));
    console.log(`  -> slowest sweep run ${slowest.toFixed(0)} ms: ${slowest < GOALS.runMs ? 'meets' : 'MISSES'} the goal (< ${GOALS.runMs} ms)`);
    console.log(`  -> serving check median ${servingWorst.toFixed(1)} ms at worst: ${servingWorst < GOALS.servingMs ? 'meets' : 'MISSES'} the goal (< ${GOALS.servingMs} ms)`);
    console.log(`  machine: ${os.cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} after`);
    return slowest < GOALS.runMs && servingWorst < GOALS.servingMs;
  } finally {
    if (child) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await adminQuery(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
