import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, expectToast, registerMemberInUi, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * Issue 23's walk-through: each article once on the home page, related articles and an ad under an article, one count
 * of a theme's articles, ads on the pages they are aimed at, the scheduled card's actions, the editable slug.
 * Screenshots at 390 and 1440 px in test-results/walkthrough-*.png.
 */
interface Created {
  id: number;
  slug: string;
  title: string;
}

const created: number[] = [];
const ads: number[] = [];
const AD_IMAGE = '/images/hero-default.svg';

test.afterEach(async ({ page }) => {
  if (ads.length) await browserDatabaseQuery(`delete from ads where id = any($1::int[])`, [ads.splice(0)]);
  if (!created.length) return;
  await signInAsEditor(page);
  for (const id of created.splice(0)) await page.request.delete(`/api/website-content/${id}`);
});

async function draft(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const res = await request.post('/api/website-content', { data: { editorial_theme: 'Training & Performance', ...data } });
  expect(res.status()).toBe(201);
  const article = (await res.json()) as Created;
  created.push(article.id);
  return article;
}

async function publish(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const article = await draft(request, data);
  expect((await request.post(`/api/website-content/${article.id}/publish`, { data: {} })).status()).toBe(200);
  return article;
}

/** An active ad (inserted, then switched off and on again through the API: AdChanged purges the ads' cached answers and pages). */
async function insertAd(request: APIRequestContext, title: string, format: 'featured' | 'square', pages: string[]): Promise<void> {
  const [row] = await browserDatabaseQuery<{ id: number }>(
    `insert into ads (title, image_url, format, target_pages, position, is_active) values ($1, $2, $3, $4, $5, true) returning id`,
    [title, AD_IMAGE, format, JSON.stringify(pages), format === 'square' ? 1 : null],
  );
  ads.push(row.id);
  for (let i = 0; i < 2; i += 1) expect((await request.patch(`/api/ads/${row.id}/toggle-status`)).status()).toBe(200);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await reviewScreenshot(page, { path: `test-results/walkthrough-${name}-${width}.png`, fullPage: true });
    // Nothing (not even a long word in a title) makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test('the home page shows each article once; an article ends with related articles and its ad; counts agree', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsEditor(page);
  const word = `Cadence${Date.now()}`;
  await insertAd(page.request, `Bike fit ${word}`, 'featured', ['website-articles']);
  const first = await publish(page.request, { title: `Cadence drills ${word}`, meta_description: 'Spin faster.', long_form_article: 'Spin at 90. '.repeat(30) });
  const second = await publish(page.request, { title: `Hill strength ${word}`, meta_description: 'Climb better.', long_form_article: 'Climb in the saddle. '.repeat(30) });

  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.setViewportSize({ width: 1440, height: 900 });

  // Home: every article link in the page's main part leads to a different article; no "Related Articles" box. The
  // publishes reach the cached home page through the queue (the first reader after one may get the page from before),
  // so the page is read again until both are on it.
  const homeLinks = async () => {
    await reader.goto('/');
    await appReady(reader);
    return reader.locator('main a[href^="/article/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  };
  await expect.poll(async () => (await homeLinks()).filter((href) => href === `/article/${first.id}` || href === `/article/${second.id}`).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const hrefs = await homeLinks();
  expect(hrefs.filter((href) => href === `/article/${first.id}`)).toHaveLength(1);
  expect(hrefs.filter((href) => href === `/article/${second.id}`)).toHaveLength(1);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(reader.getByRole('heading', { name: 'Related Articles' })).toHaveCount(0);
  const homeCount = await reader.getByRole('link', { name: /Training & Performance/ }).filter({ hasText: /\d+ articles?/ }).first().textContent();
  const count = /(\d+) articles?/.exec(homeCount ?? '')?.[0];
  expect(count).toBeTruthy();
  expect(await violations(reader)).toEqual([]);
  await shoot(reader, 'home');

  // The theme page says the same count.
  await reader.goto('/publisher/training');
  await appReady(reader);
  await expect(reader.getByText(count!, { exact: true })).toBeVisible();
  await shoot(reader, 'theme');

  // The article page: its ad (room kept by width and height), then more of its theme.
  await reader.setViewportSize({ width: 1440, height: 900 });
  await reader.goto(`/article/${second.slug}`);
  await appReady(reader);
  const ad = reader.getByRole('complementary', { name: 'Advertisement' });
  await expect(ad.getByRole('img', { name: `Bike fit ${word}` })).toHaveAttribute('height', /\d+/);
  const related = reader.getByRole('region', { name: 'More in Training & Performance' });
  await expect(related.getByRole('link', { name: new RegExp(first.title) })).toBeVisible();
  await expect(related.getByRole('link', { name: new RegExp(second.title) })).toHaveCount(0);
  expect(await violations(reader)).toEqual([]);
  await shoot(reader, 'article');

  for (const path of ['/premium', `/search?q=${encodeURIComponent('cadence')}`]) {
    await reader.setViewportSize({ width: 1440, height: 900 });
    await reader.goto(path);
    await appReady(reader);
    await expect(reader.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations(reader)).toEqual([]);
    await shoot(reader, path === '/premium' ? 'premium' : 'search');
  }
  // Search: on a phone the result has its picture too, at the full width of the card.
  await reader.setViewportSize({ width: 390, height: 844 });
  const result = reader.getByRole('article').filter({ hasText: first.title });
  const picture = await result.locator('img, [aria-hidden="true"]').first().boundingBox();
  expect(picture?.width).toBeGreaterThan(250);
  await context.close();
});

test('a member sees the ad aimed at the journal on the Classic Journal', async ({ page, browser }) => {
  const title = `Trail shoes ${Date.now()}`;
  await signInAsEditor(page);
  await insertAd(page.request, title, 'square', ['journal']);
  const context = await browser.newContext();
  const member = await context.newPage();
  await registerMemberInUi(member, uniqueEmail('ads'));
  await member.goto('/journal-old');
  await expect(member.getByRole('complementary', { name: 'Advertisement' }).getByRole('img', { name: title })).toBeVisible();
  expect(await violations(member)).toEqual([]);
  await context.close();
});

test("a scheduled article's card offers Publish now and Unschedule; the slug follows a draft's title", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const stamp = Date.now();
  const article = await draft(page.request, { title: `Race week taper ${stamp}`, editorial_theme: 'Gear & Tech', long_form_article: 'Rest more. '.repeat(30) });
  const later = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  expect((await page.request.post(`/api/website-content/${article.id}/publish`, { data: { publish_at: later } })).status()).toBe(200);

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  const name = `"${article.title}"`;
  await expect(page.getByRole('button', { name: `Publish now: ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Unschedule ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unschedule Article' });
  await confirm.getByRole('button', { name: 'Unschedule' }).click();
  await expectToast(page, 'Article Unscheduled');
  expect((await browserDatabaseQuery<{ status: string }>('select status from website_content where id = $1', [article.id]))[0].status).toBe('draft');

  // The draft's address follows its new title until it is published; a bad address is explained before saving.
  await page.getByRole('button', { name: `Preview ${name}` }).click();
  const preview = page.getByRole('dialog').filter({ hasText: 'Website article preview' });
  await preview.getByRole('button', { name: 'Edit', exact: true }).click();
  await preview.getByRole('textbox', { name: 'Title', exact: true }).fill(`Taper Week Done Right ${stamp}`);
  const slug = preview.getByRole('textbox', { name: 'Address (slug)' });
  await expect(slug).toHaveValue(`taper-week-done-right-${stamp}`);
  await slug.fill('Taper Week!');
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  await expect(preview.getByText('Slug may contain only lowercase letters, numbers and single hyphens')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/walkthrough-slug-field.png', fullPage: true });
  // Numbers alone would be read as the article's id.
  await slug.fill('2026');
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  await expect(preview.getByText('Slug may not be numbers only (an address of numbers is read as an article id): add a word, such as article-2026')).toBeVisible();
  await slug.fill(`taper-week-${stamp}`);
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Content Updated');
  expect((await browserDatabaseQuery<{ slug: string }>('select slug from website_content where id = $1', [article.id]))[0].slug).toBe(`taper-week-${stamp}`);
  await preview.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Scheduled again, then published at once from its card.
  expect((await page.request.post(`/api/website-content/${article.id}/publish`, { data: { publish_at: later } })).status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'Website' }).click();
  const renamed = `"Taper Week Done Right ${stamp}"`;
  await expect(page.getByText(/^Scheduled · \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: 'test-results/walkthrough-scheduled-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: `Publish now: ${renamed}` }).click();
  await expectToast(page, 'Article Published');
  expect((await browserDatabaseQuery<{ status: string }>('select status from website_content where id = $1', [article.id]))[0].status).toBe('published');
});
