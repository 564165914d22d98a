import { expect, type Request } from '@playwright/test';
import { registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * Issue 21: coach replies reach the chat pushed on the member's event stream (GET /api/community/insights/stream).
 * When the stream cannot be opened (a proxy that refuses it), the chat reads the journal again while a reply is
 * pending, so the reply still comes; a hidden tab holds no stream, and opens one again when it is shown.
 */
const STREAM = '/api/community/insights/stream';
const isStream = (request: Request) => new URL(request.url()).pathname === STREAM;

test('without the stream the reply still comes (the journal is read again while it is pending)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(`**${STREAM}`, (route) => route.fulfill({ status: 503, body: 'no streams here' }));
  await registerMemberInUi(page, uniqueEmail('nostream'), 'Nia Fallback');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await composer.fill('Easy forty minutes on the flat, legs fresh after the rest day.');
  await composer.press('Enter');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  await expect(log.getByRole('article', { name: 'Coach insight' })).toBeVisible({ timeout: 30_000 });
  await expect(log.getByText('Creating Insights')).toHaveCount(0);
});

test('a hidden tab closes its stream and opens one again when it is shown', async ({ page }) => {
  const opened: Request[] = [];
  const ended: Request[] = [];
  page.on('request', (request) => isStream(request) && opened.push(request));
  page.on('requestfailed', (request) => isStream(request) && ended.push(request));
  page.on('requestfinished', (request) => isStream(request) && ended.push(request));
  await registerMemberInUi(page, uniqueEmail('hidden'), 'Hal Hidden');
  await expect.poll(() => opened.length).toBe(1);
  const show = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await show('hidden');
  await expect.poll(() => ended.length).toBe(1);
  await show('visible');
  await expect.poll(() => opened.length).toBe(2);
  expect(ended).toHaveLength(1);
});

test("the entry that reaches the goal's event marks the goal reached, shown as soon as its reply comes", async ({ page }) => {
  test.setTimeout(120_000);
  await registerMemberInUi(page, uniqueEmail('reached'), 'Rita Reached');
  await page.getByRole('textbox', { name: 'Your goal' }).fill('Run my first 5k');
  await page.getByRole('button', { name: 'Set Goal' }).click();
  const current = page.locator('[data-current-goal]');
  await expect(current.getByText('Run my first 5k')).toBeVisible();
  await expect(current.getByText('Reached')).toHaveCount(0);
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await composer.fill('Did it! First 5k without walking, 34 minutes.');
  await composer.press('Enter');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  await expect(log.getByRole('article', { name: 'Coach insight' })).toBeVisible({ timeout: 30_000 });
  // Pushed with the reply: the goal card says so without a reload, and what comes next.
  await expect(current.getByText('Reached', { exact: true })).toBeVisible();
  await expect(current).toContainText(/Reached on \w+\s\d+,\s\d{4}\. Well done! When you are ready, set your next goal with Archive & Set New Goal\./);
  await page.getByRole('button', { name: 'Goal History' }).click();
  await expect(page.getByRole('dialog', { name: 'Goal History' }).getByText(/Reached \w+/)).toBeVisible();
});
