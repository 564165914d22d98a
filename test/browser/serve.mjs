// Starts the built app for the browser tests on a fresh PostgreSQL database (dropping ones left by
// earlier runs), its own Redis key prefix when REDIS_URL is set, the fake OpenAI, Pexels and Stripe servers and an SMTP sink.
import pg from 'pg';
import { loadFakes } from '../../scripts/load-fakes.mjs';

const adminUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
// Named by port and pid: runs on other ports (other engineers, other checkouts) keep their own.
const database = `f50_browser_${process.env.PORT}_${process.pid}`;
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
// Drop databases of earlier runs whose server process is gone (a concurrent run keeps its own).
const stale = await client.query("select datname from pg_database where datname like 'f50_browser_%'");
for (const { datname } of stale.rows) {
  if (!alive(Number(datname.split('_').at(-1)))) await client.query(`drop database if exists ${datname} with (force)`);
}
await client.query(`create database ${database}`);
await client.end();

// Likewise the Redis keys of earlier runs.
if (process.env.REDIS_URL) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
  for await (const keys of redis.scanStream({ match: 'f50browser:*', count: 500 })) {
    const stale = keys.filter((key) => !alive(Number(key.split(':')[1])));
    if (stale.length) await redis.del(...stale);
  }
  await redis.quit();
}

const url = new URL(adminUrl);
url.pathname = `/${database}`;
process.env.DATABASE_URL = url.toString();
process.env.QUEUE_PREFIX = `f50browser:${process.pid}`;
process.env.DATA_DIR = `/tmp/f50-browser-data/${process.pid}`;
process.env.SESSION_SECRET ||= 'browser-tests-session-secret-0123456789abcdef';
// BROWSER_BILLING=demo: the app without Stripe settings (the embedded default), where the upgrade is the demo toggle.
// premium-demo.spec.ts starts such a second server for its journey; it needs none of the fakes (mail goes to the log).
if (process.env.BROWSER_BILLING === 'demo') {
  await import('../../backend/dist/main.js');
} else {
  await startWithFakes();
}

async function startWithFakes() {
  // The paid services are replaced by the fake OpenAI-compatible and Pexels-compatible servers.
  const { startFakeOpenAI, startFakePexels, startFakeSmtp, startFakeStripe } = await loadFakes();
  const openai = await startFakeOpenAI({ delayMs: Number(process.env.FAKE_MODEL_DELAY_MS || 300) });
  const pexels = await startFakePexels();
  // Mail goes to an SMTP sink whose inbox the tests read over HTTP (support.ts: inbox()).
  const smtp = await startFakeSmtp({ inboxPort: Number(process.env.BROWSER_INBOX_PORT) });
  // Paid premium runs against the fake Stripe (its hosted checkout and portal pages post signed webhooks to the app).
  const stripe = await startFakeStripe({
    secretKey: 'sk_test_browser',
    webhookSecret: 'whsec_browser_tests',
    webhookUrl: `http://127.0.0.1:${process.env.PORT}/api/billing/webhook`,
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_browser',
    STRIPE_WEBHOOK_SECRET: 'whsec_browser_tests',
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_ANNUAL: 'price_annual',
    STRIPE_API_URL: stripe.url,
    SMTP_URL: smtp.url,
    OPENAI_API_KEY: 'browser-test-key',
    OPENAI_BASE_URL: openai.url,
    OPENAI_MODEL: 'gpt-browser-test',
    PEXELS_API_KEY: 'browser-test-key',
    PEXELS_BASE_URL: pexels.url,
  });
  await import('../../backend/dist/main.js');
}
