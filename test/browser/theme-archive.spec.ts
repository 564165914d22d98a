import { expect, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, dotsStartingLines, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * A theme's archive (docs/magazine-ui.md, "Numbered pages and the month archive"): a reader goes to page 3 from the page
 * numbers (keyboard), opens an article from it (a new tab: the page stays on page 3), goes on to page 4 and Back to
 * page 3, reloads it; then browses by month and finds that month's articles, newest first. Screenshots at 1440 and
 * 390 px; axe on each page; at 390 px the page numbers fit one row and nothing is wider than the screen.
 */
const RUN = Date.now().toString(36);
const COUNT = 40;

test.afterEach(async () => {
  await browserDatabaseQuery('delete from website_content where slug like $1', [`archive-${RUN}-%`]);
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height, label] of [[1440, 900, 'desktop'], [390, 844, 'phone']] as const) {
    await page.setViewportSize({ width, height });
    await reviewScreenshot(page, { path: `test-results/${name}-${label}.png`, fullPage: true });
    if (width === 390) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // 'Page 3 of 5 · 40 articles, newest first' and the cards' lines wrap after a dot, never before one.
      expect(await dotsStartingLines(page.locator('main'))).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function noAxeViolations(page: Page): Promise<void> {
  expect(await violations(page, { include: 'main', everyRule: true })).toEqual([]);
}

const cardTitles = (page: Page) => page.locator('main article :is(h2, h3)').allTextContents().then((titles) => titles.map((t) => t.replace(' (opens in a new tab)', '')));

test('a reader goes to page 3, opens an article, comes back to page 3, and browses a month', async ({ page, browser }) => {
  // 40 racing articles, one every 10 days from January 2001 (older than anything else), by SQL; then one published
  // through the API, whose event empties the theme's cache.
  await browserDatabaseQuery(
    `insert into website_content (title, subtitle, slug, editorial_theme, status, publish_date, meta_description, long_form_article, headlines, tldr_summary, tags)
     select 'Racing ${RUN} archive ' || i, 'A deck', 'archive-${RUN}-' || i, 'Racing & Strategy', 'published', timestamptz '2001-01-01T12:00:00Z' + i * interval '10 days',
            'Pacing that works.', 'Pacing that works.', '[]', 'Short.', '[]'
       from generate_series(1, $1::int) i`,
    [COUNT],
  );
  await signInAsEditor(page);
  const created = await page.request.post('/api/website-content', {
    data: { title: `Racing ${RUN} newest`, slug: `archive-${RUN}-newest`, editorial_theme: 'Racing & Strategy', long_form_article: 'Pacing that works.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const reader = await context.newPage();
  await expect(async () => {
    await reader.goto('/publisher/racing');
    await expect(reader.getByRole('link', { name: `Racing ${RUN} newest` }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await appReady(reader);
  await expect(reader.getByRole('button', { name: /Load more/ })).toHaveCount(0);
  const pages = reader.getByRole('navigation', { name: 'Racing pages' });
  await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1');

  // Page 3 from the keyboard: the address says so, focus is on the page's title.
  const expected3 = (await (await reader.request.get('/api/publisher/themes/racing/pages/3')).json()) as { items: Array<{ title: string }>; page_count: number };
  await pages.getByRole('link', { name: 'Page 3', exact: true }).focus();
  await reader.keyboard.press('Enter');
  await expect(reader).toHaveURL(/\/publisher\/racing\?page=3$/);
  await expect(reader.locator('h1#archive-title')).toBeFocused();
  await expect(reader.getByText(`Page 3 of ${expected3.page_count}`)).toBeVisible();
  await expect.poll(() => cardTitles(reader)).toEqual(expected3.items.map((a) => a.title));
  await expect(reader).toHaveTitle(/Racing & Strategy: page 3/);
  await noAxeViolations(reader);

  // An article from page 3 opens in a new tab; this tab stays on page 3.
  const first = expected3.items[0].title;
  const [article] = await Promise.all([context.waitForEvent('page'), reader.getByRole('link', { name: new RegExp(`^${first}`) }).click()]);
  await article.waitForLoadState();
  await expect(article).toHaveURL(/\/article\//);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(first);
  await article.close();
  await expect(reader).toHaveURL(/\?page=3$/);

  // Older goes to page 4; Back returns to page 3 with its articles.
  await reader.getByRole('navigation', { name: 'Racing pages' }).getByRole('link', { name: 'Older' }).click();
  await expect(reader).toHaveURL(/\?page=4$/);
  await expect(reader.getByRole('navigation', { name: 'Racing pages' }).locator('[aria-current="page"]')).toHaveText('Page 4');
  await reader.goBack();
  await expect(reader).toHaveURL(/\?page=3$/);
  await expect.poll(() => cardTitles(reader)).toEqual(expected3.items.map((a) => a.title));
  // A reload (or a shared link) opens page 3 itself, rendered by the server.
  await reader.reload();
  await expect.poll(() => cardTitles(reader)).toEqual(expected3.items.map((a) => a.title));
  await appReady(reader);
  await shoot(reader, 'theme-archive-page-3');
  // At 390 px the numbers are one row.
  await reader.setViewportSize({ width: 390, height: 844 });
  const numbers = reader.getByRole('navigation', { name: 'Racing pages' }).locator('ol');
  const box = await numbers.boundingBox();
  expect(box!.height).toBeLessThan(60);
  await reader.setViewportSize({ width: 1440, height: 900 });

  // Browse by month: May 2001 holds articles 12 to 15, newest first.
  await reader.getByRole('link', { name: 'Browse by month' }).click();
  await expect(reader).toHaveURL(/\/publisher\/racing\/archive$/);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Racing & Strategy: browse by month');
  const may = reader.getByRole('link', { name: /May 2001/ });
  await expect(may).toContainText('4 articles');
  await noAxeViolations(reader);
  await shoot(reader, 'theme-archive-months');
  await may.click();
  await expect(reader).toHaveURL(/\/publisher\/racing\/archive\/2001-05$/);
  await expect.poll(() => cardTitles(reader)).toEqual([15, 14, 13, 12].map((i) => `Racing ${RUN} archive ${i}`));
  await noAxeViolations(reader);
  await shoot(reader, 'theme-archive-month');

  // A page past the last is 'Page Not Found', with status 404.
  const missing = await reader.goto(`/publisher/racing?page=${expected3.page_count + 1}`);
  expect(missing?.status()).toBe(404);
  await expect(reader.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();

  await context.close();
  await page.request.delete(`/api/website-content/${id}`);
});

test('an editor browses a theme by month in admin mode and stays in admin mode', async ({ page }) => {
  // Three racing articles in March 1999 (older than anything else), by SQL; staff read the lists fresh, past the cache.
  await browserDatabaseQuery(
    `insert into website_content (title, subtitle, slug, editorial_theme, status, publish_date, meta_description, long_form_article, headlines, tldr_summary, tags)
     select 'Racing ${RUN} admin month ' || i, 'A deck', 'archive-${RUN}-admin-' || i, 'Racing & Strategy', 'published', timestamptz '1999-03-01T12:00:00Z' + i * interval '5 days',
            'Pacing that works.', 'Pacing that works.', '[]', 'Short.', '[]'
       from generate_series(1, 3) i`,
  );
  await signInAsEditor(page);
  const banner = page.getByText(/Admin mode: you are viewing this page/);
  await page.goto('/admin/racing');
  await expect(banner).toBeVisible();
  await appReady(page);

  // Browse by month: the admin month archive, not the public one.
  await page.getByRole('link', { name: 'Browse by month' }).click();
  await expect(page).toHaveURL(/\/admin\/racing\/archive$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Racing & Strategy: browse by month');
  await expect(banner).toBeVisible();
  const march = page.getByRole('link', { name: /March 1999/ });
  await expect(march).toContainText('3 articles');
  await expect(march).toHaveAttribute('href', '/admin/racing/archive/1999-03');

  // A month: its articles, and an admin's click opens the viewer (not the public article in a new tab).
  await march.click();
  await expect(page).toHaveURL(/\/admin\/racing\/archive\/1999-03$/);
  await expect(banner).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual([3, 2, 1].map((i) => `Racing ${RUN} admin month ${i}`));
  const title = `Racing ${RUN} admin month 2`;
  await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  await noAxeViolations(page);

  // The address holds on a reload (the server sends the app for it), still in admin mode.
  await page.reload();
  await expect(banner).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual([3, 2, 1].map((i) => `Racing ${RUN} admin month ${i}`));

  // All months and the theme's front page lead back inside admin mode.
  await page.getByRole('link', { name: 'All months' }).click();
  await expect(page).toHaveURL(/\/admin\/racing\/archive$/);
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: /front page$/ }).click();
  await expect(page).toHaveURL(/\/admin\/racing$/);
  await expect(page.getByRole('button', { name: 'Edit hero title' })).toBeVisible();
});
