import { expect } from '@playwright/test';
import { violations } from './axe.js';
import { appOrigin, appReady, browserDatabaseQuery, signInAsEditor, test, reviewScreenshot } from './support.js';

/**
 * The newsletter archive (docs/product.md#newsletter-sign-up): a reader finds past issues from the magazine's footer,
 * opens one (its web copy), and comes back to the archive from the copy's footer; the archive reads without script.
 */
test('a reader follows the footer to the newsletter archive, opens a past issue and comes back from its footer', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Hill repeats for masters ${stamp}`;
  await browserDatabaseQuery(`insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [`archive-reader-${stamp}@example.com`]);
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into website_content (title, subtitle, slug, category, editorial_theme, status, publish_date, long_form_article, headlines, tldr_summary, tags)
     values ($1, 'Short, steep and kind to old knees', $2, 'Training & Performance', 'Training & Performance', 'published', now(), 'Eight hill repeats of a minute.', '[]', 'Hills help.', '[]')
     returning id`,
    [title, `hill-repeats-${stamp}`],
  );
  // An editor sends the article as a newsletter; it reaches its subscribers.
  await signInAsEditor(page);
  const sent = await page.request.post(`/api/admin/newsletter/articles/${id}/send`);
  expect(sent.status()).toBe(201);
  const sendId = ((await sent.json()) as { id: number }).id;
  await expect.poll(async () => (await browserDatabaseQuery(`select status from newsletter_sends where id = $1`, [sendId]))[0]?.status, { timeout: 30_000 }).toBe('sent');
  await page.context().clearCookies();

  // A reader on the magazine: the footer's 'Newsletter archive'.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/publisher');
  await appReady(page);
  await page.getByRole('navigation', { name: 'Footer', exact: true }).getByRole('link', { name: 'Newsletter archive' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter archive' })).toBeVisible();
  // The issue is listed first, newest first (the send purged the archive; the event may take a moment to arrive).
  const issues = page.getByRole('list', { name: 'Past issues, newest first' });
  await expect(async () => {
    await page.reload();
    await expect(issues.getByRole('link').first()).toContainText(title);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email address')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/newsletter-archive-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: 'test-results/newsletter-archive-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // Without script, the same list and links (rendered by the server).
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: appOrigin() });
  const noScript = await plain.newPage();
  await noScript.goto('/newsletter');
  await expect(noScript.getByRole('list', { name: 'Past issues, newest first' }).getByRole('link').first()).toContainText(title);
  await plain.close();

  // The issue opens its web copy: the mail as subscribers got it; its footer leads back to the archive.
  const missing: string[] = [];
  page.on('response', (response) => void (response.status() === 404 && missing.push(response.url())));
  await issues.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/newsletter\/issues\/[A-Za-z0-9_-]{22}$/);
  await expect(page).toHaveTitle(`${title} · Flying@50 newsletter`);
  // It names the site's icon, as the app's pages do, so the browser asks for no /favicon.ico (which moves to the mark anyway).
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const icon = await page.request.get('/favicon.svg');
  expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
  expect((await page.request.get('/favicon.ico')).status()).toBe(200);
  expect(missing).toEqual([]);
  await expect(page.getByText('Eight hill repeats of a minute.')).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/newsletter-archive-web-copy-390.png', fullPage: true });
  // On a device set to dark (as in a phone's mail app at night) the issue is dark, in the site's dark colours, and
  // still AA; a mail program without the media query shows the light one above.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 19, 18)');
  await expect(page.getByRole('link', { name: 'Read the article' })).toHaveCSS('background-color', 'rgb(94, 196, 188)');
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/newsletter-archive-web-copy-dark-390.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await violations(page)).toEqual([]);
  await page.getByRole('link', { name: 'read past issues in the newsletter archive' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter archive' })).toBeVisible();
});
