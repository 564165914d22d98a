import { defineConfig } from '@playwright/test';

const port = Number(process.env.BROWSER_TEST_PORT || 3870);
export const ADMIN_EMAIL = 'admin@flyingat50.test';

/** Journeys in a real Chromium against the built app on a fresh database (see serve.mjs). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node test/browser/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, BROWSER_INBOX_PORT: String(port + 2), ADMIN_EMAILS: `${ADMIN_EMAIL},new-admin@flyingat50.test`, STAFF_EMAILS: 'editor@flyingat50.test', LOG_LEVEL: 'warn' },
  },
});
