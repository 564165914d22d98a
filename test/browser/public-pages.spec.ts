import { expect, type Page } from '@playwright/test';
import { appReady, inbox, registerMemberInUi, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * The magazine's other public pages (issue 11) arrive rendered by the server: they read without JavaScript, the app
 * starts after the first paint with the answers embedded in the page (no second request for them) and takes over with
 * the same markup (no hydration error), and works from there (client-side navigation, back and forward keep the reader's place).
 */
const PAGES = [
  { path: '/', heading: /./, reads: ['/api/publisher/articles', '/api/website-content/featured', '/api/website-content/hero', '/api/ads'] },
  { path: '/publisher/training', heading: 'Training & Performance', reads: ['/api/publisher/articles', '/api/theme-heros/training', '/api/ads'] },
  { path: '/about', heading: 'Your best performances can still be ahead of you', reads: [] },
  { path: '/premium', heading: /./, reads: [] },
  { path: '/privacy', heading: 'Privacy policy', reads: [] },
  { path: '/newsletter', heading: 'Newsletter archive', reads: ['/api/newsletter/issues'] },
];

for (const { path, heading, reads } of PAGES) {
  test(`${path} reads without JavaScript, and the app takes over with the same page and no repeated request`, async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    const res = await plain.goto(path);
    expect(res?.status()).toBe(200);
    await expect(plain.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    await expect(plain.getByRole('banner')).toBeVisible();
    const serverTitle = await plain.title();
    const serverMain = (await plain.locator('main').first().evaluate((el) => (el as HTMLElement).innerText)).trim();
    await noJs.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    // A hydration mismatch (markup the browser would draw differently) is reported as a console error.
    const errors = collectErrors(page);
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.goto(path);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#initial-queries').count()).toBe(0); // used once by the app
    expect((await page.locator('main').first().evaluate((el) => (el as HTMLElement).innerText)).trim()).toBe(serverMain);
    await expect(page).toHaveTitle(serverTitle);
    for (const read of reads) expect(asked).not.toContain(read);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('after the app takes over, links navigate in the page and back returns to where the reader was', async ({ page }) => {
  await page.goto('/publisher/training');
  await appReady(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('navigation', { name: 'Themes' }).first().getByRole('link', { name: 'Nutrition', exact: true }).click();
  await expect(page).toHaveURL(/\/publisher\/nutrition$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutrition & Fueling');
  expect(await page.evaluate(() => window.scrollY)).toBe(0); // a new page starts at the top
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training & Performance');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

test('a page loaded in full starts at the top, and back returns to where the reader was on the page before', async ({ page }) => {
  await page.goto('/publisher/training');
  await appReady(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.goto('/publisher/nutrition'); // a new document: a link opened before the app ran, a typed address
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutrition & Fueling');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training & Performance');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutrition & Fueling');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the menu is used from the keyboard: tabbing out of it closes it, and at 200 % zoom its button stays on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/publisher/training');
  await appReady(page);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const inHeader = () => page.evaluate(() => Boolean(document.activeElement?.closest('header')));
  let presses = 0;
  while ((await inHeader()) && presses < 60) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(presses).toBeGreaterThan(10); // through the search box and every link of the menu
  expect(await inHeader()).toBe(false);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

  // A 390 px phone zoomed to 200 % lays the page out at 195 CSS px.
  await page.setViewportSize({ width: 195, height: 422 });
  const box = (await menuButton.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(195);
});

test('on a phone, Menu leads to the site\'s links before the app runs, and opens the menu once it does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-).*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/publisher/training', { waitUntil: 'commit' }); // "load" would wait for the held scripts
  // The server's page, the app not yet running: a tap on Menu goes to the footer's links (every theme, the rest).
  await page.getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/#site-links$/);
  await expect(page.getByRole('navigation', { name: 'Footer themes' }).getByRole('link', { name: 'Recovery & Health' })).toBeInViewport();
  release();
  await appReady(page);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
});

test('words typed in the header search before the app runs stay there when it starts, and are what is searched', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-).*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/publisher/training', { waitUntil: 'commit' });
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' }).first();
  await search.fill('hill repeats');
  release();
  await appReady(page);
  await expect(search).toHaveValue('hill repeats');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=hill\+repeats$/);
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' }).first()).toHaveValue('hill repeats');
});

test('the header search works before the app runs (a plain form to /search)', async ({ browser }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const page = await noJs.newPage();
  await page.goto('/publisher/training');
  await page.getByRole('search').getByRole('searchbox', { name: 'Search articles' }).fill('hill repeats');
  await page.getByRole('search').getByRole('searchbox', { name: 'Search articles' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=hill\+repeats$/);
  await noJs.close();
});

test('the newsletter sign-up works without JavaScript: a POST whose answer page says to check the inbox, the address in no URL', async ({ browser }) => {
  const email = uniqueEmail('nojs');
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const page = await noJs.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/publisher');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' }).first();
  await form.getByLabel('Email address').fill(email);
  const [post] = await Promise.all([page.waitForRequest((request) => request.method() === 'POST'), form.getByRole('button', { name: 'Subscribe' }).click()]);
  expect(new URL(post.url()).pathname).toBe('/api/newsletter/subscribe');
  await expect(page.getByRole('heading', { name: 'Newsletter sign-up' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Thanks! Check your inbox to confirm your subscription.');
  await inbox(email, 'Confirm your Flying@50 newsletter subscription'); // signed up: the confirmation link is mailed
  const address = [email, encodeURIComponent(email), email.split('@')[0]];
  for (const url of [...urls, page.url()]) for (const part of address) expect(url).not.toContain(part);
  // A refusal is a page in the app's words, and leads back to the magazine.
  await page.goto('/about');
  const about = page.getByRole('form', { name: 'Newsletter sign-up' });
  await about.getByLabel('Email address').evaluate((input) => input.setAttribute('type', 'text')); // past the browser's own check
  await about.getByLabel('Email address').fill('not-an-address');
  await about.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('email');
  expect(page.url()).not.toContain('not-an-address');
  await page.getByRole('link', { name: 'Read the magazine' }).click();
  await expect(page).toHaveURL(/\/publisher$/);
  await noJs.close();
});

/** Console errors and page errors (a hydration mismatch is React error #418, reported both ways in production builds). */
/**
 * Errors a page reports: console errors (a hydration mismatch is one), uncaught exceptions, and each resource answered
 * 4xx or 5xx, by its address (the console's "the server responded with a status of 404" names none).
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return errors;
}

test('/about: after choosing on the cookie banner, every later visit hydrates without an error (issue 18)', async ({ browser }) => {
  for (const choice of ['Accept', 'Decline'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/about');
    await appReady(page);
    const consent = page.getByRole('region', { name: 'Cookie consent' });
    await expect(consent).toBeVisible();
    await consent.getByRole('button', { name: choice }).click();
    await expect(consent).toHaveCount(0);
    for (let visit = 0; visit < 2; visit += 1) {
      await page.reload();
      await appReady(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    }
    expect([choice, errors]).toEqual([choice, []]);
    await context.close();
  }
});

test('/about at 390 and 1440 px: the page and its cookie banner (screenshots)', async ({ page }) => {
  await page.goto('/about');
  await appReady(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await reviewScreenshot(page, { path: `test-results/about-consent-${width}.png` });
  }
});

test('the other public pages hydrate without an error for a returning visitor who chose on the banner', async ({ browser }) => {
  // A published article for the article page.
  const staff = await browser.newContext();
  const editorPage = await staff.newPage();
  await signInAsEditor(editorPage);
  const created = await editorPage.request.post('/api/website-content', {
    data: { title: `Hydration check ${Date.now()}`, editorial_theme: 'Training & Performance', long_form_article: 'Two sessions a week.\n\n## Start\n\nSquats and rows.' },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  expect((await editorPage.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/about');
  await appReady(page);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await page.request.get(`/article/${slug}`)).status(), { timeout: 10_000 }).toBe(200);
  for (const path of ['/', '/publisher/training', `/article/${slug}`, '/premium', '/about']) {
    await page.goto(path);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect([path, errors]).toEqual([path, []]);
  }
  await context.close();
  expect((await editorPage.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
  await staff.close();
});

test('/community/auth and /search?q= paint without JavaScript, and the app takes over with the same page, no error and no second search', async ({ browser, page: editor }) => {
  await signInAsEditor(editor);
  const word = `ssrcadence${Date.now().toString(36)}`;
  const created = await editor.request.post('/api/website-content', {
    data: { editorial_theme: 'Training & Performance', title: `Cadence drills ${word}`, long_form_article: `The ${word} drill keeps the legs quick.` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await editor.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);

  const pages = [
    { path: '/community/auth', heading: 'Insights', shows: (p: Page) => p.getByRole('form', { name: 'Sign In' }).getByLabel('Password'), read: '/api/community/auth/login' },
    { path: `/search?q=${word}`, heading: `Search results for “${word}”`, shows: (p: Page) => p.getByRole('article').getByRole('link', { name: `Cadence drills ${word}` }), read: '/api/publisher/search' },
  ];
  for (const { path, heading, shows, read } of pages) {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    expect((await plain.goto(path))?.status()).toBe(200);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(shows(plain)).toBeVisible();
    const serverTitle = await plain.title();
    const serverMain = (await plain.locator('main').first().evaluate((el) => (el as HTMLElement).innerText)).trim();
    await noJs.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(path);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect((await page.locator('main').first().evaluate((el) => (el as HTMLElement).innerText)).trim()).toBe(serverMain);
    await expect(page).toHaveTitle(serverTitle);
    expect(asked).not.toContain(read);
    // Signed out, the sign-in page asks who is signed in and is answered 401: no error of the page's.
    expect(errors.filter((error) => error !== '401 /api/community/auth/me')).toEqual([]);
    await expect(shows(page)).toBeVisible();
    await context.close();
  }

  // A member already signed in who opens the sign-in page still goes on to /journal, without a hydration error.
  const context = await browser.newContext();
  const member = await context.newPage();
  await registerMemberInUi(member, uniqueEmail('ssr'));
  const errors = collectErrors(member);
  await member.goto('/community/auth');
  await expect(member).toHaveURL(/\/journal$/);
  await member.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await context.close();
});

test("an address naming no page reads without JavaScript: 404, 'Page Not Found' under the site's header, the way home; the app takes over without an error", async ({ browser }) => {
  for (const width of [390, 1440]) {
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: width === 390 ? 844 : 900 } });
    const plain = await noJs.newPage();
    const res = await plain.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(plain.getByRole('banner')).toBeVisible();
    await expect(plain.getByRole('contentinfo')).toBeVisible();
    await expect(plain).toHaveTitle('Page Not Found | Flying@50');
    await reviewScreenshot(plain, { path: `/tmp/shots/not-found-${width}.png`, fullPage: true });
    await plain.getByRole('link', { name: 'Go to the magazine home' }).click();
    await expect(plain).toHaveURL(/\/$/);
    await expect(plain.getByRole('banner')).toBeVisible();
    await noJs.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  const res = await page.goto('/theme/no-such-theme');
  expect(res?.status()).toBe(404);
  const serverMain = (await page.locator('main').first().evaluate((el) => (el as HTMLElement).innerText)).trim();
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#initial-queries').count()).toBe(0); // hydrated, with the page's (empty) answers
  expect((await page.locator('main').first().evaluate((el) => (el as HTMLElement).innerText)).trim()).toBe(serverMain);
  // The page's own 404 is the answer it should be; nothing else fails and React adopts the markup (no error #418).
  expect(errors.filter((error) => error !== '404 /theme/no-such-theme')).toEqual([]);
  await page.getByRole('main').getByRole('searchbox').fill('hill repeats');
  await page.getByRole('main').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=hill(\+|%20)repeats/);
  await context.close();
});
