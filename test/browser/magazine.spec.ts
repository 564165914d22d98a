import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { appOrigin, appReady, browserDatabaseQuery, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** The magazine as readers and editors see it (issue 11): home, theme pages, admin mode. */

interface Created {
  id: number;
  title: string;
  slug: string;
}

const RUN = Date.now().toString(36);

async function photoUrls(request: APIRequestContext, count: number): Promise<string[]> {
  const res = await request.get(`/api/pexels/search?query=masters+triathlon&per_page=${count}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { photos: { url: string }[] }).photos.map((photo) => photo.url);
}

/** Articles this file published (deleted after each test, so other journeys start from their own data). */
const published: number[] = [];
/** Racing articles set back to draft for the empty state (published again after the test). */
let hiddenRacing: number[] = [];

test.afterEach(async ({ page }) => {
  for (const id of published.splice(0)) await page.request.delete(`/api/website-content/${id}`);
  if (hiddenRacing.length) await browserDatabaseQuery("update website_content set status = 'published' where id = any($1)", [hiddenRacing]);
  hiddenRacing = [];
  await browserDatabaseQuery('delete from ads');
  await browserDatabaseQuery("delete from theme_heroes where theme in ('training', 'mindset')");
});

/** Publishes an article as the signed-in editor. */
async function publish(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const created = await request.post('/api/website-content', { data });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as Created;
  published.push(article.id);
  expect((await request.post(`/api/website-content/${article.id}/publish`, { data: {} })).status()).toBe(200);
  return article;
}

const BODY =
  'Strength work keeps you quick as the years add up. Two short sessions a week are enough.\n\n' +
  '## Start with the basics\n\n' +
  'Squats, lunges and step-ups, done slowly, build the muscle that running alone no longer keeps.\n\n' +
  'Progress by adding one repetition a week.';

/** Six training articles (one with a broken image), one mindset and one gear article; a home ad and a theme ad. */
async function seedMagazine(page: Page): Promise<{ training: Created[]; mindset: Created; gear: Created }> {
  await signInAsEditor(page);
  await browserDatabaseQuery('delete from ads');
  const photos = await photoUrls(page.request, 8);
  const training: Created[] = [];
  for (let i = 0; i < 6; i += 1) {
    training.push(
      await publish(page.request, {
        title: `Training ${RUN} number ${i + 1}`,
        editorial_theme: 'Training & Performance',
        category: 'Training',
        meta_description: `How masters athletes train, part ${i + 1}.`,
        long_form_article: BODY,
        featured_image: i === 2 ? 'http://127.0.0.1:9/broken.jpg' : photos[i],
      }),
    );
  }
  const mindset = await publish(page.request, {
    title: `Mindset ${RUN} calm before the start`,
    editorial_theme: 'Mindset & Motivation',
    long_form_article: BODY,
    featured_image: photos[6],
  });
  const gear = await publish(page.request, {
    title: `Gear ${RUN} lights that last`,
    editorial_theme: 'Gear & Tech',
    long_form_article: BODY,
  });
  const ad = (data: Record<string, unknown>) => page.request.post('/api/ads', { data: { image_url: photos[7], link_url: 'https://sponsor.example.com/', ...data } });
  expect((await ad({ title: `Home pick ${RUN}`, format: 'square', position: 1, target_pages: ['home'] })).status()).toBeLessThan(300);
  expect((await ad({ title: `Theme pick ${RUN}`, format: 'square', position: 2, target_pages: ['publisher'] })).status()).toBeLessThan(300);
  expect((await ad({ title: `Journal pick ${RUN}`, format: 'square', position: 3, target_pages: ['journal'] })).status()).toBeLessThan(300);
  // Readers' pages come from the public cache, which the ads' events refresh a moment later (through the queue; seconds
  // on a loaded machine): wait until an anonymous reader's pages show them before the reader arrives.
  const base = appOrigin();
  // The home page shows both the home ad and the magazine-wide one; each ad's purge may land separately.
  await expect
    .poll(async () => {
      const html = await (await fetch(`${base}/`)).text();
      return html.includes(`Home pick ${RUN}`) && html.includes(`Theme pick ${RUN}`);
    }, { timeout: 30_000 })
    .toBe(true);
  await expect.poll(async () => (await fetch(`${base}/publisher/training`)).text(), { timeout: 30_000 }).toContain(`Theme pick ${RUN}`);
  return { training, mindset, gear };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewScreenshot(page, { path: `test-results/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a reader browses the home page and a theme page, opens an article in a new tab, and sees the right ads', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { training, mindset, gear } = await seedMagazine(page);

  const hero = await page.request.put('/api/theme-heros/mindset', {
    data: { custom_title: 'Calm minds race faster', custom_image_url: 'http://127.0.0.1:9/broken-hero.jpg', is_active: true },
  });
  expect(hero.status()).toBe(200);

  const context = await browser.newContext();
  const reader = await context.newPage();
  // Public pages load no admin, generator, member or markdown code (those are lazy chunks of their own).
  const scripts: string[] = [];
  context.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await reader.goto('/');
  await appReady(reader);
  // Hero, LATEST (the newest four the hero and FEATURED do not show), EXPLORE BY THEME with counts, sidebar.
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  const latest = reader.getByRole('region', { name: 'LATEST' });
  await expect(latest.getByRole('article')).toHaveCount(4);
  // The newest article is on the page once: as the hero (when none is chosen) or in LATEST.
  await expect(reader.getByRole('main').getByRole('link', { name: gear.title })).toHaveCount(1);
  const themes = reader.getByRole('region', { name: 'EXPLORE BY THEME' });
  await expect(themes.getByRole('link', { name: /Mindset & Motivation/ })).toContainText(/\d+ articles?/);
  const homePick = reader.getByRole('region', { name: 'Sponsored Gear Picks' }).getByRole('img', { name: `Home pick ${RUN}` });
  await expect(homePick).toBeVisible();
  // Loaded, an ad's picture (here given by its address, never made opaque) sits on white: a transparent logo reads as drawn.
  await expect.poll(() => homePick.evaluate((img) => getComputedStyle(img).backgroundColor)).toBe('rgb(255, 255, 255)');
  await expect(reader.getByRole('img', { name: `Theme pick ${RUN}` })).toBeVisible();
  await expect(reader.getByRole('img', { name: `Journal pick ${RUN}` })).toHaveCount(0);
  // Related articles are under each article now, not on the home page.
  await expect(reader.getByRole('region', { name: 'Related Articles' })).toHaveCount(0);
  await expect(reader.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
  await reader.waitForLoadState('networkidle');
  expect(await violations(reader)).toEqual([]);
  await shoot(reader, 'magazine-home');

  // The header leads to the theme page.
  await reader.getByRole('navigation', { name: 'Themes', exact: true }).getByRole('link', { name: 'Training', exact: true }).click();
  await expect(reader).toHaveURL(/\/publisher\/training$/);
  await expect(reader.getByRole('heading', { name: 'LATEST TRAINING' })).toBeVisible();
  await expect(reader.getByText(`By the Flying@50 team`)).toBeVisible();
  const top = reader.getByRole('region', { name: 'LATEST TRAINING' });
  await expect(top.getByRole('article')).toHaveCount(4);
  await expect(reader.getByRole('region', { name: 'MORE TRAINING' }).getByRole('article')).not.toHaveCount(0);
  // Only training articles; the home-only ad is not here, the publisher ad is.
  await expect(reader.getByRole('link', { name: new RegExp(mindset.title) })).toHaveCount(0);
  await expect(reader.getByRole('img', { name: `Theme pick ${RUN}` })).toBeVisible();
  await expect(reader.getByRole('img', { name: `Home pick ${RUN}` })).toHaveCount(0);
  // A broken picture becomes the themed gradient.
  const broken = reader.getByRole('article').filter({ hasText: training[2].title });
  await expect(broken.locator('img')).toHaveCount(0);
  await expect(broken.locator('div[aria-hidden="true"]', { hasText: 'Training' })).toBeVisible();
  await reader.waitForLoadState('networkidle');
  expect(await violations(reader)).toEqual([]);
  await shoot(reader, 'magazine-theme-training');

  expect(scripts.filter((path) => /admin|generator|member|journal|staff|community|profile|library|markdown/.test(path))).toEqual([]);

  // A card opens the article in a new tab.
  // The card links to /article/{id}; the server moves the new tab to the article's one address, its slug (a 301).
  const card = top.getByRole('link', { name: new RegExp(training[5].title) });
  await expect(card).toHaveAttribute('href', `/article/${training[5].id}`);
  const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(tab).toHaveURL(new RegExp(`/article/${training[5].slug}$`));
  await expect(tab.getByRole('heading', { level: 1, name: training[5].title })).toBeVisible();
  await tab.close();

  // Refresh reloads the list.
  await reader.getByRole('button', { name: 'Refresh' }).click();
  await expectToast(reader, 'Cache Refreshed');

  // An empty theme says so; the mobile menu lists the theme pages.
  hiddenRacing = (
    await browserDatabaseQuery<{ id: number }>("update website_content set status = 'draft' where editorial_theme = 'Racing & Strategy' and status = 'published' returning id")
  ).map((row) => row.id);
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.goto('/publisher/racing');
  await appReady(reader);
  await expect(reader.getByRole('heading', { name: 'No Racing Content Yet' })).toBeVisible();
  await reader.getByRole('button', { name: 'Menu' }).click();
  await reader.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Mindset', exact: true }).click();
  await expect(reader).toHaveURL(/\/publisher\/mindset$/);
  await expect(reader.getByRole('heading', { name: 'LATEST MINDSET' })).toBeVisible();
  // A hero image that fails to load gives way to the default image.
  await expect(reader.locator('section[aria-labelledby="theme-hero-title"] img')).toHaveAttribute('src', '/images/hero-default.svg');
  await expect(reader.getByRole('heading', { level: 1, name: 'Calm minds race faster' })).toBeVisible();
  await context.close();
});

test('on a phone the home page loads the 480 px copies of uploaded covers, never the 1600 px originals', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const covers: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: ['#0c6663', '#9a3412', '#1e3a8a', '#581c87'][i] } }).png().toBuffer();
    const stored = await page.request.post('/api/ads/upload-image', { multipart: { image: { name: `cover-${i}.png`, mimeType: 'image/png', buffer: png } } });
    expect(stored.status()).toBe(200);
    const cover = ((await stored.json()) as { imageUrl: string }).imageUrl;
    covers.push(cover);
    await publish(page.request, { title: `Phone ${RUN} cover ${i + 1}`, editorial_theme: 'Training & Performance', long_form_article: BODY, featured_image: cover });
  }

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const reader = await context.newPage();
  const requested: string[] = [];
  reader.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/uploads/')) requested.push(path);
  });
  // The publishes reach the home page through the cache's purge, a moment after each answer: wait until the page
  // the server sends has every new cover (a busy machine once took longer than the first read).
  await expect
    .poll(async () => {
      const html = await (await reader.request.get('/')).text();
      return covers.filter((cover) => html.includes(cover)).length;
    }, { timeout: 15_000 })
    .toBe(covers.length);
  await reader.goto('/');
  await appReady(reader);
  // Each article is on the home page once (hero, FEATURED, Most-Read or LATEST): the newest covers are all there.
  await expect(reader.getByRole('region', { name: 'LATEST' }).getByRole('article').first()).toBeVisible();
  // Every picture of these covers (hero, LATEST cards, sidebar lists), scrolled into view so lazy ones load.
  for (const cover of covers) {
    const pictures = reader.locator(`img[src="${cover}"]`);
    await expect(pictures.first()).toBeAttached();
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      // (naturalWidth is scaled by the srcset descriptor, so the file chosen is told by currentSrc.)
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).pathname : ''))).toBe(cover.replace(/\.webp$/, '-480.webp'));
    }
  }
  await reader.waitForLoadState('networkidle');
  for (const cover of covers) {
    expect(requested).toContain(cover.replace(/\.webp$/, '-480.webp'));
    expect(requested).not.toContain(cover);
  }
  await context.close();
});

test('an admin edits the training page: hero title, hero image, featured, article edit', async ({ page, putBack }) => {
  test.setTimeout(120_000);
  const { training } = await seedMagazine(page);
  // Other journeys read the training page as a reader finds it: its hero is put back (blank text clears a field).
  putBack(async () => expect((await page.request.put('/api/theme-heros/training', { data: { custom_title: '', custom_image_url: '' } })).status()).toBe(200));
  await page.goto('/admin/training');
  await expect(page.getByText(/Admin mode: you are viewing this page/)).toBeVisible();

  // Hero title: unchanged text just closes; a new one is saved trimmed.
  await page.getByRole('button', { name: 'Edit hero title' }).click();
  await page.getByRole('button', { name: 'Save hero title' }).click();
  await expect(page.getByRole('button', { name: 'Edit hero title' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit hero title' }).click();
  await page.getByRole('textbox', { name: 'Hero title' }).fill(`  Faster after fifty ${RUN}  `);
  await page.getByRole('button', { name: 'Save hero title' }).click();
  await expectToast(page, 'Title Updated');
  await expect(page.getByRole('heading', { level: 1, name: `Faster after fifty ${RUN}` })).toBeVisible();
  expect((await browserDatabaseQuery<{ custom_title: string }>("select custom_title from theme_heroes where theme = 'training'"))[0]?.custom_title).toBe(`Faster after fifty ${RUN}`);

  // Hero image from the fake image search, 12 a page, with pages.
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pexels/search')) searches.push(request.url());
  });
  await page.getByRole('button', { name: 'Change hero image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the Training & Performance hero image' });
  await expect(picker.getByRole('button', { name: /^Use photo/ })).toHaveCount(12);
  await picker.getByRole('button', { name: 'Next' }).click();
  await expect(picker.getByText(/Page 2 of/)).toBeVisible();
  expect(searches.some((url) => url.includes('per_page=12') && url.includes('page=2'))).toBe(true);
  await picker.getByRole('button', { name: /^Use photo/ }).first().click();
  await expectToast(page, 'Hero Updated');
  expect((await browserDatabaseQuery<{ custom_image_url: string }>("select custom_image_url from theme_heroes where theme = 'training'"))[0]?.custom_image_url).toMatch(/^http/);
  // The stock photo keeps its photographer, credited under the hero with links (docs/product.md#theme-pages).
  const heroCredit = page.locator('section[aria-labelledby="theme-hero-title"] [data-photo-credit]');
  await expect(heroCredit).toHaveText(/^Photo by .+ on Pexels$/);
  await expect(heroCredit.getByRole('link', { name: 'Pexels', exact: true })).toHaveAttribute('href', /^https:\/\/www\.pexels\.com\/photo\//);
  await expect(heroCredit.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/www\.pexels\.com\/@/);

  // The hero's own picture can be taken away: the lead article's picture (else the default one) shows again, the title
  // stays, and focus goes to 'Change hero image'.
  const heroPicture = page.locator('section[aria-labelledby="theme-hero-title"] img').first();
  const chosen = (await browserDatabaseQuery<{ custom_image_url: string }>("select custom_image_url from theme_heroes where theme = 'training'"))[0].custom_image_url;
  await expect(heroPicture).toHaveAttribute('src', chosen);
  await page.getByRole('button', { name: 'Remove hero image' }).click();
  await expectToast(page, 'Hero Image Removed', "The hero shows the lead article's picture, or the default one.");
  await expect(page.getByRole('button', { name: 'Remove hero image' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change hero image' })).toBeFocused();
  await expect(heroPicture).not.toHaveAttribute('src', chosen);
  await expect(heroCredit).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Faster after fifty ${RUN}` })).toBeVisible();
  expect((await browserDatabaseQuery("select custom_title, custom_image_url from theme_heroes where theme = 'training'"))[0]).toEqual({ custom_title: `Faster after fifty ${RUN}`, custom_image_url: null });

  // Feature an article.
  const card = page.getByRole('article').filter({ hasText: training[5].title }).first();
  await card.getByRole('button', { name: `Feature "${training[5].title}"` }).click();
  await expectToast(page, 'Article Featured');
  await expect(card.getByRole('button', { name: `Unfeature "${training[5].title}"` })).toBeVisible();
  expect((await browserDatabaseQuery<{ is_featured: boolean }>('select is_featured from website_content where id = $1', [training[5].id]))[0].is_featured).toBe(true);

  // An admin's click opens the viewer; Edit opens the training form; saving shows the toast.
  await card.getByRole('button', { name: training[5].title, exact: true }).click();
  const viewer = page.getByRole('dialog', { name: training[5].title });
  await expect(viewer.getByRole('heading', { name: 'Start with the basics' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await viewer.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(editor.getByRole('textbox', { name: 'Content' })).toHaveAttribute('rows', '15');
  await editor.getByRole('textbox', { name: 'Subtitle' }).fill('Two sessions a week');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Article Updated');
  await expect(editor).toHaveCount(0);
  expect((await browserDatabaseQuery<{ subtitle: string }>('select subtitle from website_content where id = $1', [training[5].id]))[0].subtitle).toBe('Two sessions a week');

  // Failures say so in the spec's words.
  await page.route(/\/unset-featured$/, (route) => route.fulfill({ status: 500, body: 'down' }));
  await card.getByRole('button', { name: `Unfeature "${training[5].title}"` }).click();
  await expectToast(page, 'Update Failed', 'Failed to update featured status. Please try again.');
  await page.route(/\/update-image$/, (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Authentication required"}' }));
  await card.getByRole('button', { name: `Refresh image of "${training[5].title}"` }).click();
  await expectToast(page, 'Authentication Required', 'Please refresh the page and log in again as admin to update images.');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'magazine-admin-training');

  // The home page in admin mode: the same tools; /editor/publisher opens it too.
  await page.unrouteAll();
  await page.goto('/editor/publisher');
  await expect(page).toHaveURL(/\/admin\/publisher$/);
  await expect(page.getByRole('button', { name: 'Change hero image' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'LATEST' });
  const first = latest.getByRole('article').first();
  const firstTitle = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('button', { name: firstTitle, exact: true }).click();
  await expect(page.getByRole('dialog', { name: firstTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  const searched = page.waitForResponse((r) => r.url().includes('/api/pexels/search'));
  await page.getByRole('button', { name: 'Change hero image' }).click();
  const homePicker = page.getByRole('dialog', { name: /^Choose an image for/ });
  const { photos } = (await (await searched).json()) as { photos: Array<{ url: string; alt: string }> };
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/website-content\/\d+$/.test(r.url()));
  await homePicker.getByRole('button', { name: /^Use photo/ }).first().click();
  // The photo's own description goes with it (the article page reads it out, docs/product.md#article-pages).
  expect((await saved).postDataJSON()).toMatchObject({ featured_image: photos[0].url, featured_image_alt: photos[0].alt });
  await expectToast(page, 'Image Updated');
  await expect(page.locator('section[aria-labelledby="home-hero-title"] [data-photo-credit]')).toHaveText(/^Photo by .+ on Pexels$/);
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'magazine-admin-home');
});
