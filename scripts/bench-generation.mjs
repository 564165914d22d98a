// Generation benchmark (part of `npm run bench`): one content generation through POST /api/content/generate
// on the built app, against the fake OpenAI and Pexels servers of test/fakes (compiled to plain JavaScript
// first). The fake model answers every call after a fixed delay D, so the wall time as a multiple of D
// shows how much of the work runs in parallel: one model call is 1.0 D; the goal is at most 2.5 D.
// BENCH_MODEL_DELAY_MS sets D (default 1000), BENCH_PEXELS_DELAY_MS the image-search delay (default 100),
// BENCH_GENERATIONS the measured runs (default 3, after one warm-up).
import { loadFakes } from './load-fakes.mjs';
import { sessionCookie } from './session-cookie.mjs';

const EMAIL = 'bench-editor@flyingat50.test';
const PASSWORD = 'bench-password-123';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `startApp(port, databaseUrl, env)` and `adminQuery(sql)` come from bench.mjs. */
export async function benchGeneration({ startApp, adminQuery, adminUrl }) {
  const delay = Number(process.env.BENCH_MODEL_DELAY_MS || 1000);
  const pexelsDelay = Number(process.env.BENCH_PEXELS_DELAY_MS || 100);
  const runs = Number(process.env.BENCH_GENERATIONS || 3);
  const { startFakeOpenAI, startFakePexels, startFakeSmtp, tokenFrom, generateFromSchema } = await loadFakes();
  const openai = await startFakeOpenAI({ delayMs: delay });
  const pexels = await startFakePexels({ delayMs: pexelsDelay });
  const smtp = await startFakeSmtp(); // the bench editor opens its invitation link like a real one

  const database = `f50_bench_gen_${process.pid}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = 3800 + (process.pid % 90);
  const base = `http://127.0.0.1:${port}`;
  const { child } = await startApp(port, url.toString(), {
    ADMIN_EMAILS: EMAIL,
    OPENAI_API_KEY: 'bench-key',
    OPENAI_BASE_URL: openai.url,
    OPENAI_MODEL: 'gpt-bench',
    PEXELS_API_KEY: 'bench-key',
    PEXELS_BASE_URL: pexels.url,
    SMTP_URL: smtp.url,
  });
  try {
    // The settings invite EMAIL at start; the bench opens the mailed link as its owner would.
    const mail = await smtp.waitFor((m) => m.to.includes(EMAIL));
    const accepted = await fetch(`${base}/api/auth/invitations/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenFrom(mail, '/accept-invitation'), name: 'Bench Editor', password: PASSWORD, confirmPassword: PASSWORD }),
    });
    if (!accepted.ok) throw new Error(`accepting the bench editor's invitation failed: ${accepted.status} ${await accepted.text()}`);
    const cookie = sessionCookie(accepted);

    const generate = async (topic) => {
      openai.requests.length = 0;
      pexels.requests.length = 0;
      const started = performance.now();
      const res = await fetch(`${base}/api/content/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ topic }),
      });
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`generation failed: ${res.status} ${await res.text()}`);
      await res.json();
      return { ms, modelCalls: openai.chatBodies().length, searches: pexels.requests.filter((r) => r.path === '/v1/search').length };
    };

    await generate('Warm-up: base training for masters cyclists');
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await generate(`Hill repeats for runners over fifty, part ${i + 1}`));
    const wall = median(results.map((r) => r.ms));
    const ratio = wall / delay;

    // The slow path: the first package breaks the length rules and one follow-up request repairs it.
    const repairs = [];
    for (let i = 0; i < runs; i++) {
      let packages = 0;
      openai.setResponder((body) => {
        const value = generateFromSchema(body.response_format.json_schema.schema, { seed: JSON.stringify(body.messages) });
        if (body.response_format.json_schema.name === 'content_package' && packages++ === 0) value.long_form_article = 'Far too short.';
        return value;
      });
      repairs.push(await generate(`Recovery weeks for masters triathletes, part ${i + 1}`));
    }
    openai.setResponder(null);
    const repairWall = median(repairs.map((r) => r.ms));
    console.log('\nGeneration benchmark (fake model answers each call after D; built app, one generation at a time)');
    console.log(`  D (fake model delay per call):   ${delay} ms; Pexels delay ${pexelsDelay} ms per search`);
    console.log(`  calls per generation:             ${results[0].modelCalls} model (package + image queries, in parallel), ${results[0].searches} image searches`);
    console.log(`  POST /api/content/generate:       median ${wall.toFixed(0)} ms over ${runs} runs (min ${Math.min(...results.map((r) => r.ms)).toFixed(0)}, max ${Math.max(...results.map((r) => r.ms)).toFixed(0)})`);
    console.log(`  wall time / D:                    ${ratio.toFixed(2)} D (goal: at most 2.5 D; ${ratio <= 2.5 ? 'met' : 'NOT met'})`);
    console.log(`  with one length repair:           median ${repairWall.toFixed(0)} ms = ${(repairWall / delay).toFixed(2)} D (${repairs[0].modelCalls} model calls)`);
    return { wallMs: wall, ratio, repairWallMs: repairWall };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await openai.close();
    await pexels.close();
    await smtp.close();
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
}
