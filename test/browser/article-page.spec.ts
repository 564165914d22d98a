import { expect, type Browser } from '@playwright/test';
import { deletedAfterAll, appOrigin, appReady, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * The article page (issue 11): the server's HTML already holds the article (it reads without JavaScript), the app
 * takes over with the very same markup (no flash, no request for the article), counts the view, and the unknown
 * article shows 'Article Not Found'.
 */
const BODY = [
  'Most of us were told to slow down at fifty. The evidence says the opposite: strength work is the single best investment an older runner can make.',
  '## Start with two sessions',
  'Two sessions of thirty minutes a week are enough to begin. Squats, rows and step-ups cover most of what running asks of your legs and back.',
].join('\n\n');

/** Articles this file published, deleted afterwards: later files count the published articles per theme. */
const published = deletedAfterAll();

async function publishedArticle(browser: Browser): Promise<{ id: number; slug: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsEditor(page);
  const title = `Strength work for runners over 50 ${Date.now()}`;
  const created = await page.request.post('/api/website-content', {
    data: { title, category: 'Strength', editorial_theme: 'Training & Performance', meta_description: 'Why two short strength sessions a week keep masters runners fast.', long_form_article: BODY },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
  published.push(id);
  await context.close();
  await expect.poll(async () => (await fetch(new URL(`/article/${slug}`, appOrigin())).then((r) => r.status)), { timeout: 10_000 }).toBe(200);
  return { id, slug };
}

test('the server renders the article, the app takes over with the same markup and counts the view', async ({ browser }) => {
  const { id, slug } = await publishedArticle(browser);

  // Without JavaScript the article is there, with its heading, byline and subheading.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(`/article/${slug}`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(/Strength work for runners over 50/);
  await expect(plain.getByText('By the Flying@50 team')).toBeVisible();
  await expect(plain.getByRole('heading', { level: 2, name: 'Start with two sessions' })).toBeVisible();
  // React's server output separates adjacent texts with empty comments; the elements and texts must be the same.
  const serverMarkup = (await plain.locator('article').first().evaluate((el) => el.outerHTML)).replace(/<!-- -->/g, '');
  await noJs.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const articleRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/website-content/')) articleRequests.push(r.url());
  });
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/analytics/article-views') && r.method() === 'POST');
  await page.goto(`/article/${slug}`);
  await beacon; // counted by the server: see the analytics API test
  await expect(page).toHaveTitle(/Strength work for runners over 50 .* \| Flying@50/);
  // Hydrated: the server's markup is kept as it was (its text separators included), not drawn again; the app adds only
  // Listen, which the server cannot offer (whether the browser can speak: article-listen.spec.ts).
  await expect(page.locator('[data-listen]')).toHaveCount(1);
  const hydrated = await page.locator('article').evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-listen]').forEach((added) => added.remove());
    return copy.outerHTML;
  });
  expect(hydrated.replace(/<!-- -->/g, '')).toBe(serverMarkup);
  expect(await page.locator('#initial-queries').count()).toBe(0); // used once by the app
  expect(articleRequests).toEqual([]);
  await expect(page.getByRole('link', { name: 'Back to Training & Performance' })).toHaveAttribute('href', '/publisher/training');

  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/article-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: 'test-results/article-phone.png', fullPage: true });
  await context.close();
});

test('an article opened in the app by its id takes its slug address in place: no second history entry, one view counted', async ({ browser, page }) => {
  const { id, slug } = await publishedArticle(browser);
  const direct = await page.goto(`/article/${id}?from=card`);
  expect(direct?.url()).toMatch(new RegExp(`/article/${slug}\\?from=card$`)); // the server's 301
  expect(direct?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/article/${id}\\?from=card$`));

  await page.goto('/publisher');
  await appReady(page);
  const before = await page.evaluate(() => window.history.length);
  const views: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics/article-views') && r.method() === 'POST') views.push(r.postData() ?? '');
  });
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/article/${id}?from=card#start`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Strength work for runners over 50/);
  await expect(page).toHaveURL(new RegExp(`/article/${slug}\\?from=card#start$`));
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1); // the app's own step only, replaced
  await expect.poll(() => views.length).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/publisher$/);
});

/** A body with what markdown offers an editor beyond paragraphs: lists, a numbered list, links and a quote. */
const RICH_BODY = [
  'Strides keep the legs quick after fifty. See [the strides guide](https://example.com/strides) and [our training page](/publisher/training).',
  '- Four strides\n- Two drills\n- One easy jog',
  '3. Warm up for ten minutes\n4. Run the strides',
  '> Keep the **easy** days easy.',
  'A [bad link](javascript:alert(1)) and a [mail link](mailto:coach@example.com) stay as words.',
].join('\n\n');

test('the article page shows what the Website tab previews: lists, numbered lists, links and quotes', async ({ browser, page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const title = `Strides for masters runners ${Date.now()}`;
  const created = await page.request.post('/api/website-content', { data: { title, editorial_theme: 'Training & Performance', long_form_article: RICH_BODY } });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };

  // The preview, as the editor sees it before publishing.
  await page.goto('/admin');
  await page.getByRole('button', { name: `Preview "${title}"` }).first().click();
  const preview = page.getByRole('dialog', { name: title });
  const previewBody = preview.locator('[data-article-body]');
  await expect(previewBody.getByRole('listitem')).toHaveCount(5);
  const previewMarkup = await previewBody.evaluate((el) => el.innerHTML);
  await previewBody.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: '/tmp/editor-shots/article-preview-1440.png' });
  await preview.getByRole('button', { name: 'Close', exact: true }).first().click();

  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
  published.push(id);
  await expect.poll(async () => (await fetch(new URL(`/article/${slug}`, appOrigin())).then((r) => r.status)), { timeout: 10_000 }).toBe(200);

  // The page as the server sends it (no JavaScript): the same lists, links and quote as the preview.
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: appOrigin() });
  const plain = await noJs.newPage();
  await plain.goto(`/article/${slug}`);
  const body = plain.locator('[data-article-body]');
  await expect(body.getByRole('list')).toHaveCount(2);
  expect(await body.getByRole('list').first().getByRole('listitem').allTextContents()).toEqual(['Four strides', 'Two drills', 'One easy jog']);
  await expect(body.locator('ol')).toHaveAttribute('start', '3');
  await expect(body.getByRole('link', { name: 'the strides guide (opens in a new tab)' })).toHaveAttribute('href', 'https://example.com/strides');
  await expect(body.getByRole('link', { name: 'the strides guide (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(body.getByRole('link', { name: 'our training page' })).toHaveAttribute('href', '/publisher/training');
  await expect(body.getByRole('link')).toHaveCount(2); // javascript: and mailto: stay words
  await expect(body.locator('blockquote')).toHaveText('Keep the easy days easy.');
  await expect(body.locator('blockquote strong')).toHaveText('easy');
  await expect(body.getByRole('heading')).toHaveCount(0); // no list run together into a subheading
  const serverMarkup = (await body.evaluate((el) => el.innerHTML)).replace(/<!-- -->/g, '');
  expect(serverMarkup).toBe(previewMarkup.replace(/<!-- -->/g, ''));
  await noJs.close();

  // Hydrated, the page keeps the server's markup.
  await page.goto(`/article/${slug}`);
  await appReady(page);
  expect((await page.locator('[data-article-body]').evaluate((el) => el.innerHTML)).replace(/<!-- -->/g, '')).toBe(serverMarkup);
  expect(await violations(page)).toEqual([]);
  await page.locator('[data-article-body]').scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: '/tmp/editor-shots/article-page-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('[data-article-body] ul').scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: '/tmp/editor-shots/article-page-390.png' });
});

test('a reader at the end of an article can sign up to the newsletter: the home page\'s box, server-rendered, working with and without JavaScript', async ({ browser }) => {
  const { slug } = await publishedArticle(browser);
  // The home page's box: its heading and words, taken from there.
  const homeContext = await browser.newContext();
  const home = await homeContext.newPage();
  await home.goto('/');
  const homeBox = home.getByRole('region', { name: 'Newsletter' });
  const intro = (await homeBox.locator('p').first().textContent())!.trim();
  expect(intro).toMatch(/once a week/);
  await homeContext.close();

  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/article/${slug}`);
    if (javaScriptEnabled) await appReady(page);
    const box = page.getByRole('region', { name: 'Newsletter' });
    await expect(box.getByRole('heading', { level: 2, name: 'Newsletter' })).toBeVisible();
    await expect(box.getByText(intro, { exact: true })).toBeVisible();
    // Below the article (the reader reaches it at the article's end).
    expect(await page.locator('article').first().evaluate((article, sel) => !!(article.compareDocumentPosition(document.querySelector(sel)!) & Node.DOCUMENT_POSITION_FOLLOWING), 'section[aria-labelledby="newsletter-heading"]')).toBe(true);
    const form = box.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill(uniqueEmail(javaScriptEnabled ? 'article-js' : 'article-nojs'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    if (javaScriptEnabled) {
      await expect(form.getByText('Thanks! Check your inbox to confirm your subscription.')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/article/${slug}$`));
    } else {
      await expect(page.getByRole('status')).toHaveText('Thanks! Check your inbox to confirm your subscription.');
    }
    await context.close();
  }
});

test("a stock photo chosen by an editor is credited under it, with links, with and without JavaScript; a picture sent by hand without one is not", async ({ browser }) => {
  const { id, slug } = await publishedArticle(browser);
  const context = await browser.newContext();
  const editor = await context.newPage();
  await signInAsEditor(editor);
  // The editor's 'Refresh image' picks a photo from image search (the fake Pexels here).
  const changed = await editor.request.post(`/api/website-content/${id}/update-image`);
  expect(changed.status()).toBe(200);
  const { featured_image: picture } = (await changed.json()) as { featured_image: string };
  await expect.poll(async () => (await (await fetch(new URL(`/api/website-content/${slug}`, appOrigin()))).json()).featured_image, { timeout: 10_000 }).toBe(picture);

  for (const javaScriptEnabled of [false, true]) {
    const reader = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await reader.newPage();
    await page.goto(`/article/${slug}`);
    if (javaScriptEnabled) await appReady(page);
    const credit = page.locator('figure figcaption [data-photo-credit]');
    await expect(credit).toHaveText(/^Photo by .+ on Pexels$/);
    const [name, pexels] = [credit.getByRole('link').first(), credit.getByRole('link', { name: 'Pexels', exact: true })];
    await expect(name).toHaveAttribute('href', /^https:\/\/www\.pexels\.com\/@/);
    await expect(pexels).toHaveAttribute('href', /^https:\/\/www\.pexels\.com\/photo\//);
    // Readable (16 px) and tappable (at least 24 x 24 px) for readers over 50.
    expect(await credit.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');
    for (const link of [name, pexels]) {
      const box = (await link.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await reader.close();
  }

  // A picture sent by hand, without a credit, is not credited (nor with the earlier photo's).
  const own = await editor.request.put(`/api/website-content/${id}`, { data: { featured_image: `${appOrigin()}/favicon.svg` } });
  expect(own.status()).toBe(200);
  await expect.poll(async () => (await (await fetch(new URL(`/api/website-content/${slug}`, appOrigin()))).json()).featured_image_credit, { timeout: 10_000 }).toBeNull();
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const page = await reader.newPage();
  await page.goto(`/article/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-photo-credit]')).toHaveCount(0);
  await reader.close();
  await context.close();
});

test("an unknown article shows 'Article Not Found' with the way back", async ({ page }) => {
  const res = await page.goto('/article/no-such-article-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
  // As on 'Page Not Found', the reader can search for the article they were after.
  const search = page.getByRole('search', { name: 'Search the magazine' });
  // The box holds the words of the address followed (an old or mistyped link): one press searches for them.
  await expect(search.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('no such article here');
  await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue(''); // the header's own box stays empty
  await search.getByRole('searchbox', { name: 'Search articles' }).fill('strength training');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=strength\+training$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Articles' }).click();
  await expect(page).toHaveURL(/\/publisher$/);
});

test('a failed load says so', async ({ page }) => {
  await page.goto('/publisher');
  await appReady(page);
  await page.route('**/api/website-content/*', (route) => route.fulfill({ status: 500, body: 'Server down' }));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/article/some-article');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Failed to load article. Please try again.')).toBeVisible();
});
