import { expect, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, registerMemberInUi, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * A picture that cannot be loaded (a photo gone from its host, a dead address) shows the page's fallback, never a
 * broken-image icon: the home hero falls back to the default picture, a card to its theme's gradient, the article page
 * leaves the picture out and an ad shows its words. Also when the picture fails before the page's script has run
 * (the error event then comes before React listens): the scripts are held back here so that it does.
 */
const GONE = 'https://127.0.0.1:1/gone-from-its-host.jpg';
const PICTURE_ALT = 'A runner striding up a gentle hill';
const made: { articles: number[]; ads: number[] } = { articles: [], ads: [] };

/** Pictures on screen that the browser has given up on (complete, no width), by address. */
const brokenPictures = (page: Page) =>
  page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility()).map((img) => img.currentSrc || img.src));

async function holdScripts(page: Page) {
  await page.route(/\/assets\/(?!boot-).*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

test.afterEach(async ({ page }) => {
  // Later journeys on this app must not meet the dead address (their pages would log the failed load).
  for (const id of made.articles.splice(0)) await page.request.delete(`/api/website-content/${id}`);
  for (const id of made.ads.splice(0)) await page.request.delete(`/api/ads/${id}`);
});

test('a picture that cannot be loaded shows the fallback, never a broken image, on the home, theme and article pages', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const title = `Hill strides with a lost photo ${Date.now()}`;
  const created = await page.request.post('/api/website-content', {
    data: { editorial_theme: 'Training & Performance', title, meta_description: 'Short hills, long benefits.', long_form_article: 'Run easy, then stride up a gentle hill. '.repeat(30), featured_image: GONE, featured_image_alt: PICTURE_ALT },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as { id: number; slug: string };
  made.articles.push(article.id);
  expect((await page.request.post(`/api/website-content/${article.id}/publish`, { data: {} })).status()).toBe(200);
  expect((await page.request.post(`/api/website-content/${article.id}/set-hero`, { data: {} })).status()).toBe(200);
  const ad = await page.request.post('/api/ads', { data: { title: 'Trail gloves for cold mornings', image_url: GONE, format: 'featured', target_pages: ['home'] } });
  expect(ad.status()).toBe(201);
  const adId = ((await ad.json()) as { id: number }).id;
  made.ads.push(adId);

  // Readers: a new context, without the editor's session (the pages they get are the server's).
  const readers = await browser.newContext();
  const reader = await readers.newPage();
  await holdScripts(reader);
  for (const width of [390, 1440]) {
    await reader.setViewportSize({ width, height: 900 });
    // The home page is read again once the new ad's purge has gone through (an event; a moment).
    const adFigure = reader.locator(`figure[data-ad-id="${adId}"]`);
    await expect
      .poll(async () => {
        await reader.goto('/');
        return adFigure.count();
      }, { timeout: 20_000 })
      .toBe(1);
    await appReady(reader);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await adFigure.scrollIntoViewIfNeeded();
    await expect(adFigure.getByText('Trail gloves for cold mornings', { exact: true })).toBeVisible();
    await expect.poll(() => brokenPictures(reader)).toEqual([]);
    await reviewScreenshot(reader, { path: `test-results/missing-pictures-home-${width}.png` });

    await reader.goto('/publisher/training');
    await appReady(reader);
    await expect.poll(() => brokenPictures(reader)).toEqual([]);

    await reader.goto(`/article/${article.slug}`);
    await appReady(reader);
    await expect.poll(() => brokenPictures(reader)).toEqual([]);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole('img', { name: PICTURE_ALT })).toHaveCount(0);
    await reviewScreenshot(reader, { path: `test-results/missing-pictures-article-${width}.png` });
  }
  await readers.close();
});

test("a premium report whose cover cannot be loaded shows its words without the picture, in the theme's list and the reader", async ({ page }) => {
  test.setTimeout(90_000);
  const topic = `Cadence on the climbs, cover lost ${Date.now()}`;
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, generated_images)
     values ($1, 'Spin, do not grind', 2, 'Training & Performance', 'published', '## Spin on the climbs\n\nKeep the cadence up.', 'Spin, do not grind.', 'Keep the cadence up.', '[]', '{}', $2) returning id`,
    [topic, JSON.stringify({ coverImage: GONE })],
  );
  try {
    await registerMemberInUi(page, uniqueEmail('lost-cover'), 'Pat Lostcover');
    await page.goto('/journal');
    await page.getByRole('button', { name: /^Training & Performance/ }).click();
    const list = page.getByRole('dialog', { name: 'Training & Performance' });
    await expect(list.getByText(topic)).toBeVisible();
    await expect.poll(() => brokenPictures(page)).toEqual([]);
    await list.getByRole('button', { name: `Read report: ${topic}` }).click();
    const reader = page.getByRole('dialog', { name: topic });
    await expect(reader.getByText('Spin, do not grind.').first()).toBeVisible();
    await expect.poll(() => brokenPictures(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewScreenshot(reader, { path: 'test-results/missing-pictures-report-390.png' });
  } finally {
    await browserDatabaseQuery("update premium_content set status = 'archived' where id = $1", [id]);
  }
});
