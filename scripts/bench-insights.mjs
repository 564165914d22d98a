// Insights benchmark (part of `npm run bench`; `npm run bench -- insights` alone): the time from a journal entry
// written (its POST answered 201) to its coach reply on the member's screen, pushed on their event stream
// (GET /api/community/insights/stream, as the journal screens listen), on the built app with the production queue
// layout (Bull on Redis: REDIS_URL, default the local Redis, with a fresh key prefix), the fake model of test/fakes
// answering every call after a fixed delay D. 10 members write 5 entries each at the same moment (50 entries), each
// with a stream open. Goal: p95 under D + 1 s. BENCH_INSIGHTS_DELAY_MS sets D (default 1000).
import { loadFakes } from './load-fakes.mjs';
import { sessionCookie } from './session-cookie.mjs';

const MEMBERS = 10;
const ENTRIES_EACH = 5;
const PASSWORD = 'bench-password-123';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `startApp(port, databaseUrl, env)` and `adminQuery(sql)` come from bench.mjs. */
export async function benchInsights({ startApp, adminQuery, adminUrl }) {
  const delay = Number(process.env.BENCH_INSIGHTS_DELAY_MS || 1000);
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `f50bench:${process.pid}`;
  const { startFakeOpenAI } = await loadFakes();
  const openai = await startFakeOpenAI({ delayMs: delay });
  const database = `f50_bench_insights_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = 3700 + (process.pid % 90);
  const base = `http://127.0.0.1:${port}`;
  const { child } = await startApp(port, url.toString(), {
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    OPENAI_API_KEY: 'bench-key',
    OPENAI_BASE_URL: openai.url,
    OPENAI_MODEL: 'gpt-bench',
    REGISTRATIONS_PER_CLIENT: '1000',
  });
  try {
    // A few published premium reports, so every reply also runs the full-text recommendation search.
    const pg = (await import('pg')).default;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    for (const topic of ['Hill repeats for masters runners', 'Recovery weeks after fifty', 'Fuelling the long ride', 'Open water swimming confidence']) {
      await db.query(
        `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, tags)
         values ($1, 'Bench', 1, 'Training & Performance', 'published', '{}', $2, 'Deck', 'Summary', '[]', '{}', '[]')`,
        [topic, `## ${topic}\n\nHills, recovery, tempo, long rides, swimming and strength for athletes over fifty.`],
      );
    }

    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const email = `bench-insights-${i}@example.com`;
      const res = await fetch(`${base}/api/community/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, name: `Bench Member ${i}` }),
      });
      if (!res.ok) throw new Error(`registering a bench member failed: ${res.status} ${await res.text()}`);
      members.push(sessionCookie(res));
    }

    const write = async (cookie, n) => {
      const res = await fetch(`${base}/api/community/journal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ title: `Hill session ${n}`, content: `Six hill repeats and a steady tempo run, number ${n}. Legs tough on the last two.`, tags: ['Training'] }),
      });
      if (res.status !== 201) throw new Error(`writing a bench entry failed: ${res.status} ${await res.text()}`);
      return { id: (await res.json()).id, writtenAt: performance.now() };
    };
    /** Opens the member's reply stream (resolves once it listens); `until(ids)` resolves when each reply arrived. */
    const listen = async (cookie) => {
      const res = await fetch(`${base}/api/community/insights/stream`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`opening a reply stream failed: ${res.status} ${await res.text()}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const seen = new Map();
      const wake = new Set();
      let listening;
      const ready = new Promise((resolve) => (listening = resolve));
      (async () => {
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event === 'ready') listening();
            if (event !== 'reply') continue;
            const push = JSON.parse(/^data: (.*)$/m.exec(block)[1]);
            seen.set(push.entry_id, { at: performance.now(), source: push.aiResponses[0]?.source });
            for (const w of wake) w();
          }
        }
      })().catch(() => undefined);
      await ready;
      return {
        until: (ids) =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`replies missing: ${ids.filter((id) => !seen.has(id)).join(', ')}`)), delay * 20 + 60_000);
            const check = () => {
              if (!ids.every((id) => seen.has(id))) return;
              clearTimeout(timer);
              wake.delete(check);
              resolve(seen);
            };
            wake.add(check);
            check();
          }),
        close: () => reader.cancel().catch(() => undefined),
      };
    };
    // Warm-up: one entry through the whole path.
    const streams = await Promise.all(members.map((cookie) => listen(cookie)));
    const warm = await write(members[0], 0);
    await streams[0].until([warm.id]);
    openai.requests.length = 0;

    const started = performance.now();
    const results = await Promise.all(
      members.map(async (cookie, m) => {
        const written = await Promise.all(Array.from({ length: ENTRIES_EACH }, (_, i) => write(cookie, m * ENTRIES_EACH + i + 1)));
        const visible = await streams[m].until(written.map((w) => w.id));
        return written.map((w) => ({ ms: visible.get(w.id).at - w.writtenAt, source: visible.get(w.id).source }));
      }),
    );
    for (const stream of streams) await stream.close();
    const all = results.flat();
    const latencies = all.map((r) => r.ms);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const goal = delay + 1000;
    const bySource = all.reduce((acc, r) => ((acc[r.source] = (acc[r.source] ?? 0) + 1), acc), {});
    console.log('\nInsights benchmark (built app, Bull on Redis, fake model answers each call after D)');
    console.log(`  D (fake model delay per call):   ${delay} ms`);
    console.log(`  entries:                          ${all.length} written at once by ${MEMBERS} members, each with a reply stream open`);
    console.log(`  replies:                          ${JSON.stringify(bySource)}; ${openai.chatBodies().length} model calls`);
    console.log(`  entry written -> reply pushed:    p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`);
    console.log(`  p95 - D:                          ${(p95 - delay).toFixed(0)} ms (goal: p95 under D + 1 s = ${goal} ms; ${p95 < goal ? 'met' : 'NOT met'})`);
    console.log(`  all replies visible after:        ${(performance.now() - started).toFixed(0)} ms`);
    // Where the time goes, from the database's own clock: entry committed -> EntryCreated relayed to the events queue ->
    // its consumers done (the activity row; the reply job is queued beside it) -> reply stored (its transaction began).
    const { rows: phases } = await db.query(
      `select extract(epoch from o.dispatched_at - j.created_at) * 1000 as relayed, extract(epoch from a.created_at - j.created_at) * 1000 as consumed,
              extract(epoch from r.created_at - j.created_at) * 1000 as stored
       from journal_entries j join outbox_events o on o.type = 'EntryCreated' and (o.payload->>'entryId')::int = j.id
       join activities a on a.event_id = o.id join ai_responses r on r.journal_entry_id = j.id
       where j.id <> $1`,
      [warm.id],
    );
    const phase = (key) => `p50 ${percentile(phases.map((r) => Number(r[key])), 50).toFixed(0)} / p95 ${percentile(phases.map((r) => Number(r[key])), 95).toFixed(0)} ms`;
    console.log(`  phases after the entry's commit:  relayed ${phase('relayed')}; event consumed ${phase('consumed')}; reply stored ${phase('stored')}`);
    await db.end();
    return { delayMs: delay, p50, p95, met: p95 < goal };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await openai.close();
    await adminQuery(`drop database if exists ${database} with (force)`);
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}
