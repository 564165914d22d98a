import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../../scripts/chromium-path.mjs';

const port = Number(process.env.BROWSER_TEST_PORT || 3870);
/** BROWSER_TEST_WORKERS (default 2): how many journeys run at once, each worker against its own app. */
const workers = Math.max(1, Number(process.env.BROWSER_TEST_WORKERS || 2));
export const ADMIN_EMAIL = 'admin@flyingat50.test';

/** Journeys in a real Chromium against the built app on a fresh database (see serve.mjs). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One retry: a journey that passes only on its second run is listed as "flaky" in the report (a defect to fix, not a
  // pass to forget), but a race met once on a loaded machine does not fail the whole run.
  retries: 1,
  workers,
  // Journeys take 5-35 s here; 60 s leaves room for a machine others load (at load average 13, long journeys met 45 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // A trace records a screencast and DOM snapshots of every step of every journey: a third of the suite's time here.
    // BROWSER_TRACE=retain-on-failure keeps one for each failing journey when you need it (npx playwright show-trace).
    trace: process.env.BROWSER_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // One app per worker (its own database, mail sink and ports: support.ts appPort()), so journeys never wait on
  // each other's data; most of a journey's time is waiting on the app and the browser, which a second worker uses.
  webServer: Array.from({ length: workers }, (_, slot) => {
    const appPort = port + 10 * slot;
    // Every journey registers its members from 127.0.0.1: far more than a real network's REGISTRATIONS_PER_CLIENT (30 an
    // hour; its refusal is tested in test/api/abuse-limits.test.ts).
    return {
      command: 'node test/browser/serve.mjs',
      cwd: '../..',
      url: `http://127.0.0.1:${appPort}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: String(appPort), PUBLIC_URL: `http://127.0.0.1:${appPort}`, BROWSER_INBOX_PORT: String(appPort + 2), ADMIN_EMAILS: `${ADMIN_EMAIL},new-admin@flyingat50.test`, STAFF_EMAILS: 'editor@flyingat50.test', LOG_LEVEL: 'warn', REGISTRATIONS_PER_CLIENT: '1000', LOGIN_MAX_FAILURES_PER_CLIENT: '1000' },
    };
  }),
});
