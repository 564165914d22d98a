import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { appReady, browserDatabaseQuery, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * What advertisers are told (docs/product.md#ads): a reader's page counts an ad's viewable impression (half of it in
 * view for a second, once per page view) and a click on its real link; the Ads tab shows the figures and the CSV.
 */
const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ADVERTISER = 'https://shop.example.com/bike-fit?from=flyingat50';

const articles: number[] = [];
test.afterEach(async ({ page }) => {
  for (const { id } of await browserDatabaseQuery<{ id: number }>('select id from ads')) await page.request.delete(`/api/ads/${id}`);
  for (const id of articles.splice(0)) await page.request.delete(`/api/website-content/${id}`);
});

const figures = async (id: number) =>
  (await browserDatabaseQuery<{ impressions: number; clicks: number }>('select coalesce(sum(impressions), 0)::int as impressions, coalesce(sum(clicks), 0)::int as clicks from ad_daily_stats where ad_id = $1', [id]))[0];

/** A featured ad on the home page (below the hero, out of view on first load), made through the API as an editor would. */
async function featuredAd(staff: Page): Promise<number> {
  const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 30, g: 90, b: 140 } } }).png().toBuffer();
  const uploaded = await staff.request.post('/api/ads/upload-image', { multipart: { image: { name: 'ad.png', mimeType: 'image/png', buffer: picture } } });
  expect(uploaded.status()).toBe(200);
  // The home page shows its layout (and ads) once an article is published.
  const article = await staff.request.post('/api/website-content', {
    data: { title: 'Saddle height after 50', editorial_theme: 'Gear & Tech', meta_description: 'A fit that spares the knees.', long_form_article: 'Raise the saddle a little at a time.' },
  });
  expect(article.status()).toBe(201);
  articles.push((await article.json()).id);
  expect((await staff.request.post(`/api/website-content/${articles[0]}/publish`, { data: {} })).status()).toBe(200);
  const created = await staff.request.post('/api/ads', {
    data: { title: 'Bike fit for over-50s', image_url: (await uploaded.json()).imageUrl, link_url: ADVERTISER, format: 'featured', target_pages: ['home'], user_id: 1 },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

test('an ad scrolled into view for a second counts one impression, a click counts one and still opens the advertiser; the Ads tab shows the figures', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await browserDatabaseQuery('delete from ads');
  await signInAsEditor(page);
  const id = await featuredAd(page);

  const context = await browser.newContext({ userAgent: READER_AGENT, viewport: { width: 1280, height: 700 } });
  // The advertiser's site, answered here (the link itself is the advertiser's own address).
  await context.route('https://shop.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Bike fit shop</title><h1>Bike fit shop</h1>' }));
  const reader = await context.newPage();
  const beacons: { impressions?: number[]; clicks?: number[] }[] = [];
  reader.on('request', (r) => {
    if (r.url().endsWith('/api/ads/beacon') && r.method() === 'POST') beacons.push(JSON.parse(r.postData() ?? '{}'));
  });
  const ad = reader.locator(`figure[data-ad-id="${id}"]`);
  // The home page is cached; the new ad shows once the cache has been emptied by its AdChanged event.
  await expect(async () => {
    await reader.goto('/');
    await expect(ad).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await appReady(reader);

  // A real link to the advertiser, marked sponsored, whatever the script does.
  const link = ad.getByRole('link');
  await expect(link).toHaveAttribute('href', ADVERTISER);
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');

  // Out of view: nothing is counted, however long the page is open.
  await expect(ad).not.toBeInViewport({ ratio: 0.5 });
  await reader.waitForTimeout(2_500);
  expect(beacons).toEqual([]);

  // Half in view for a moment (less than a second), then away: still nothing.
  await ad.scrollIntoViewIfNeeded();
  await reader.evaluate(() => window.scrollTo(0, 0));
  await reader.waitForTimeout(2_500);
  expect(beacons).toEqual([]);

  // In view for a second: one impression, in one batched beacon.
  const counted = reader.waitForResponse((r) => r.url().endsWith('/api/ads/beacon') && r.request().method() === 'POST');
  await ad.scrollIntoViewIfNeeded();
  expect((await counted).status()).toBe(204);
  expect(beacons).toEqual([{ impressions: [id] }]);
  expect(await figures(id)).toEqual({ impressions: 1, clicks: 0 });
  // Scrolling away and back on the same page view counts no more.
  await reader.evaluate(() => window.scrollTo(0, 0));
  await ad.scrollIntoViewIfNeeded();
  await reader.waitForTimeout(3_500);
  expect(beacons).toHaveLength(1);

  // A click counts one click and opens the advertiser's own address in a new tab.
  const clicked = reader.waitForResponse((r) => r.url().endsWith('/api/ads/beacon') && r.request().method() === 'POST');
  const opened = context.waitForEvent('page');
  await link.click();
  const advertiser = await opened;
  await advertiser.waitForLoadState();
  expect(advertiser.url()).toBe(ADVERTISER);
  await expect(advertiser.getByRole('heading', { name: 'Bike fit shop' })).toBeVisible();
  expect((await clicked).status()).toBe(204);
  expect(beacons[1]).toEqual({ impressions: [], clicks: [id] });
  expect(await figures(id)).toEqual({ impressions: 1, clicks: 1 });
  await context.close();

  // The editor's own look at the page is not counted (the server knows the staff session).
  const staffLook = page.waitForResponse((r) => r.url().endsWith('/api/ads/beacon') && r.request().method() === 'POST');
  await page.goto('/');
  await appReady(page);
  await page.locator(`figure[data-ad-id="${id}"]`).scrollIntoViewIfNeeded();
  expect((await staffLook).status()).toBe(204);
  expect(await figures(id)).toEqual({ impressions: 1, clicks: 1 });

  // The Ads tab: the figures for 7 and 30 days and since the start, in British number forms.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ads' }).click();
  const card = page.getByTestId('ad-card').filter({ hasText: 'Bike fit for over-50s' });
  const table = card.getByRole('table', { name: /^Impressions and clicks of Bike fit for over-50s/ });
  for (const period of ['7 days', '30 days', 'All time']) {
    await expect(table.getByRole('row', { name: period, exact: false }).first()).toHaveText(`${period}11100.00%`);
  }
  expect(await violations(page)).toEqual([]);
  // Readers' counts arriving while the tab is open show when the editor comes back to it (and each minute in view),
  // not only after a reload.
  await browserDatabaseQuery(`update ad_daily_stats set impressions = impressions + 3 where ad_id = $1`, [id]);
  const show = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      // Bubbling, as the browser's own does, to the window where the page listens.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);
  await show('hidden');
  await show('visible');
  await expect(table.getByRole('row', { name: 'All time', exact: false }).first()).toHaveText('All time4125.00%');
  await browserDatabaseQuery(`update ad_daily_stats set impressions = impressions - 3 where ad_id = $1`, [id]);
  await show('hidden');
  await show('visible');
  await expect(table.getByRole('row', { name: 'All time', exact: false }).first()).toHaveText('All time11100.00%');

  // Day by day, and the CSV for the advertiser.
  await card.getByRole('button', { name: 'Figures by day: Bike fit for over-50s' }).click();
  const dialog = page.getByRole('dialog', { name: 'Figures: Bike fit for over-50s' });
  const today = new Date().toISOString().slice(0, 10);
  const todayText = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  await expect(dialog.getByRole('row', { name: todayText })).toHaveText(`${todayText}11100.00%`);
  await expect(dialog.getByText(/: 1 impression, 1 click$/)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^ad-${id}-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.csv$`));
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('date,ad_id,ad_title,impressions,clicks,click_through_rate_percent');
  expect(csv).toContain(`"${today}","${id}","Bike fit for over-50s","1","1","100.00"\r\n`);

  // Readable on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: 'test-results/ad-stats-report-phone.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await reviewScreenshot(page, { path: 'test-results/ad-stats-card-phone.png', fullPage: true });
});
