import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { appReady, browserDatabaseQuery, signInAsEditor, test } from './support.js';

/**
 * Issue 19: a theme page shows its first page of articles (server-rendered), then "Load more" reads the next page from
 * the cursor: usable from the keyboard, focus on the first new article, the count announced to screen readers.
 */
const RUN = Date.now().toString(36);
const COUNT = 30;

test.afterEach(async () => {
  await browserDatabaseQuery('delete from website_content where slug like $1', [`load-more-${RUN}-%`]);
});

test('Load more on a theme page adds the next articles, keeps focus and announces them', async ({ page, browser }) => {
  // 30 gear articles, older than anything else, inserted by SQL; then one published through the API, whose event empties the cache.
  await browserDatabaseQuery(
    `insert into website_content (title, subtitle, slug, editorial_theme, status, publish_date, meta_description, long_form_article, headlines, tldr_summary, tags)
     select 'Gear ${RUN} archive ' || i, 'A deck', 'load-more-${RUN}-' || i, 'Gear & Tech', 'published', timestamptz '2001-01-01' + i * interval '1 day',
            'Kit that lasts.', 'Kit that lasts.', '[]', 'Short.', '[]'
       from generate_series(1, $1::int) i`,
    [COUNT],
  );
  await signInAsEditor(page);
  const created = await page.request.post('/api/website-content', {
    data: { title: `Gear ${RUN} newest`, slug: `load-more-${RUN}-newest`, editorial_theme: 'Gear & Tech', long_form_article: 'Kit that lasts.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);

  const context = await browser.newContext();
  const reader = await context.newPage();
  // A publish purges the theme page softly: a reader arriving within the moment it takes to render it again gets the
  // page from before the publish (stale-while-revalidate), so read until the new article is there.
  await expect(async () => {
    await reader.goto('/publisher/gear');
    await expect(reader.getByRole('link', { name: `Gear ${RUN} newest` }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await appReady(reader);
  const more = reader.locator('section[aria-labelledby="more-heading"]');
  const cards = reader.locator('main article');
  const before = await cards.count();
  expect(before).toBeGreaterThanOrEqual(12);
  const button = more.getByRole('button', { name: /Load more gear articles/ });
  await button.focus();
  await reader.keyboard.press('Enter');
  await expect(reader.getByRole('status').filter({ hasText: /more articles? loaded/ })).toHaveText(/^\d+ more articles? loaded\.$/);
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  const added = (await cards.count()) - before;
  expect(added).toBeLessThanOrEqual(12);
  // Focus is on the first new article's link, the one after the articles shown before.
  const firstNewTitle = await more.locator('li').nth(before - 4).locator('a').first().textContent();
  await expect(reader.locator(':focus')).toHaveText(firstNewTitle!);

  // Keep going from the keyboard until the theme runs out: each article once.
  while (await button.count()) {
    const shown = await cards.count();
    await button.focus();
    await reader.keyboard.press('Enter');
    // Until the next page is in (more articles; the button gone after the last page) and the button is idle again.
    await expect.poll(async () => (await button.count()) === 0 || (await cards.count()) > shown).toBe(true);
    await expect(more.locator('button[aria-busy="true"]')).toHaveCount(0);
    if (shown > 2000) break;
  }
  await expect(button).toHaveCount(0);
  const titles = (await reader.locator('main article h3').allTextContents()).map((t) => t.replace(' (opens in a new tab)', ''));
  expect(new Set(titles).size).toBe(titles.length);
  for (let i = 1; i <= COUNT; i += 1) expect([i, titles.includes(`Gear ${RUN} archive ${i}`)]).toEqual([i, true]);

  const axe = await new AxeBuilder({ page: reader }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await context.close();
  await page.request.delete(`/api/website-content/${id}`);
});
