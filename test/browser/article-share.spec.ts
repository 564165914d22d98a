import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { violations } from './axe.js';
import { appOrigin, appReady, expectToast, LARGE_TEXT, sideways, signInAsEditor, test, reviewScreenshot } from './support.js';

/**
 * Sharing an article (docs/product.md#article-pages): 'Share' under the byline opens the system's share sheet on a
 * device that has one (the Web Share API), else a menu: Copy link, Email, WhatsApp, Facebook. Always the canonical
 * address (PUBLIC_URL/article/{slug}), never /article/{id} or a ?query; nothing loaded from another site. Before the
 * app runs (no JavaScript, a slow or failed script) Share reveals plain links and the address to copy.
 */
const RUN = Date.now().toString(36);
const TITLE = `Share & strength: hills at 50+ ${RUN}`;
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let article: { id: number; slug: string };
const canonical = () => `${appOrigin()}/article/${article.slug}`;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsEditor(page);
  const created = await page.request.post('/api/website-content', {
    data: { title: TITLE, editorial_theme: 'Training & Performance', long_form_article: 'Hill repeats build strength.\n\n## How\n\nTwo short sessions a week.' },
  });
  expect(created.status()).toBe(201);
  article = (await created.json()) as { id: number; slug: string };
  expect((await page.request.post(`/api/website-content/${article.id}/publish`, { data: {} })).status()).toBe(200);
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsEditor(page);
  expect((await page.request.delete(`/api/website-content/${article.id}`)).status()).toBe(200);
  await context.close();
});

/** The article opened by its id with a query (what a card or a campaign links to), once the app runs; the requests to other hosts and the console errors are gathered. */
async function openArticle(browser: Browser, options: BrowserContextOptions, init?: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== appOrigin()) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await init?.(page);
  await page.goto(`/article/${article.id}?utm_source=newsletter`);
  await appReady(page);
  await expect(page).toHaveURL(new RegExp(`/article/${article.slug}\\?utm_source=newsletter$`));
  return { context, page, elsewhere, errors };
}

const shareButton = (page: Page) => page.getByRole('button', { name: 'Share', exact: true });

test('desktop: Share opens a menu; Copy link puts the canonical address on the clipboard and says so; the links carry it and the title', async ({ browser }) => {
  const { context, page, elsewhere, errors } = await openArticle(browser, { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical());
  const button = shareButton(page);
  await expect(button).toBeVisible();
  // The menu is a chunk of its own, loaded on the first press (the page's first load leaves it out).
  const menuChunk = page.waitForRequest((request) => /\/share-menu-[^/]*\.js$/.test(request.url()));
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /share-menu-/.test(entry.name)).length)).toBe(0);
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await button.click();
  await menuChunk;
  const menu = page.getByRole('menu', { name: 'Share' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Copy link', 'Email', 'WhatsApp (opens in a new tab)', 'Facebook (opens in a new tab)']);
  for (const item of await menu.getByRole('menuitem').all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  const url = encodeURIComponent(canonical());
  const title = encodeURIComponent(TITLE);
  await expect(menu.getByRole('menuitem', { name: 'Email' })).toHaveAttribute('href', `mailto:?subject=${title}&body=${url}`);
  await expect(menu.getByRole('menuitem', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/?text=${title}%20${url}`);
  await expect(menu.getByRole('menuitem', { name: /Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
  for (const name of [/WhatsApp/, /Facebook/]) {
    await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/article-share-1440.png' });
  await button.click(); // a second press closes it
  await expect(menu).toHaveCount(0);
  await button.click();
  await expect(menu).toBeVisible();

  await menu.getByRole('menuitem', { name: 'Copy link' }).click();
  await expectToast(page, 'Link copied');
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' }).first()).toBeAttached(); // announced, politely
  await expect(menu).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical());
  expect(elsewhere).toEqual([]); // no other site's script or pixel
  expect(errors).toEqual([]); // no hydration mismatch
  await context.close();
});

test('keyboard only: Enter opens the menu on its first item, arrows move, Escape closes it back to Share, Space opens it, Enter copies', async ({ browser }) => {
  const { context, page } = await openArticle(browser, { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
  await page.getByRole('link', { name: 'Back to Training & Performance' }).focus();
  await page.keyboard.press('Tab');
  await expect(shareButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Share' });
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Email' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /WhatsApp/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(shareButton(page)).toBeFocused();
  await expect(shareButton(page)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press(' ');
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await expect(shareButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Link copied');
  await expect(menu).toHaveCount(0);
  await expect(shareButton(page)).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical());
  await context.close();
});

test('a clipboard that refuses the link leaves it selected in a read-only field, to copy by hand', async ({ browser }) => {
  const { context, page } = await openArticle(browser, DESKTOP, (p) =>
    p.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
    }),
  );
  await shareButton(page).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  const field = page.getByRole('textbox', { name: 'Copy this link to share the article' });
  await expect(field).toHaveValue(canonical());
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(canonical());
  await expect(page.getByText('Link copied')).toHaveCount(0);
  await context.close();
});

/** navigator.share as a phone has it, answering `outcome` ('shared' or a DOMException's name); its calls are kept. */
function withShareSheet(outcome: string) {
  return (page: Page) =>
    page.addInitScript((answer) => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return answer === 'shared' ? Promise.resolve() : Promise.reject(new DOMException('Share failed', answer));
        },
      });
    }, outcome);
}
const shareCalls = (page: Page) => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);

test('phone with a share sheet: Share hands it the title and the canonical address; a cancelled share says nothing; a failed one opens the menu', async ({ browser }) => {
  for (const outcome of ['shared', 'AbortError']) {
    const { context, page, errors } = await openArticle(browser, PHONE, withShareSheet(outcome));
    await shareButton(page).tap();
    await expect.poll(() => shareCalls(page)).toEqual([{ title: TITLE, url: canonical() }]);
    await page.waitForTimeout(300);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  }
  const { context, page } = await openArticle(browser, PHONE, withShareSheet('NotAllowedError'));
  await shareButton(page).tap();
  await expect(page.getByRole('menu', { name: 'Share' })).toBeVisible();
  expect(await shareCalls(page)).toHaveLength(1);
  await context.close();
});

test('phone without a share sheet, text at 200 %: the menu fits the screen and reads; Share is left out of print', async ({ browser }) => {
  const { context, page } = await openArticle(browser, PHONE);
  await page.addStyleTag({ content: LARGE_TEXT });
  await shareButton(page).tap();
  const menu = page.getByRole('menu', { name: 'Share' });
  await expect(menu).toBeVisible();
  expect(await sideways(page)).toBe(0);
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/article-share-390-large.png' });
  await page.keyboard.press('Escape');
  await page.emulateMedia({ media: 'print' });
  await expect(shareButton(page)).toBeHidden();
  await context.close();

  const normal = await openArticle(browser, PHONE);
  await shareButton(normal.page).tap();
  await expect(normal.page.getByRole('menu', { name: 'Share' })).toBeVisible();
  await reviewScreenshot(normal.page, { path: 'test-results/article-share-390.png' });
  await normal.context.close();
});

/**
 * Before the app runs (no JavaScript, or a script slow to come or failing), Share is a <details> that looks the same:
 * its summary reveals plain links and the canonical address in a read-only field. The app's button is in the page too,
 * hidden until the app runs.
 */
const fallbackShare = (page: Page) => page.locator('details > summary', { hasText: 'Share' });
const fallbackLink = (page: Page, name: string | RegExp) => page.locator('details').getByRole('link', { name });
/** Where an element is on the page (not the screen, which scrolls as the focus moves). */
const onPage = (element: Locator) =>
  element.evaluate((e) => {
    const box = e.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });

test('without JavaScript Share reveals Email, WhatsApp and Facebook links and the canonical address; WhatsApp shares it', async ({ browser }) => {
  const url = encodeURIComponent(canonical());
  const title = encodeURIComponent(TITLE);
  for (const [options, width] of [[PHONE, 390], [DESKTOP, 1440]] as const) {
    const context = await browser.newContext({ ...options, javaScriptEnabled: false });
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));
    const page = await context.newPage();
    await page.goto(`/article/${article.id}?utm_source=newsletter`);
    await expect(page).toHaveURL(new RegExp(`/article/${article.slug}\\?utm_source=newsletter$`));
    const share = fallbackShare(page);
    await expect(share).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0); // the app's, hidden
    expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(fallbackLink(page, 'Email')).toBeHidden();
    await reviewScreenshot(page, { path: `test-results/article-share-nojs-closed-${width}.png` });

    // From the keyboard: Tab from the back link reaches Share, Enter opens the links, Tab goes into them.
    await page.getByRole('link', { name: 'Back to Training & Performance' }).focus();
    await page.keyboard.press('Tab');
    await expect(share).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(fallbackLink(page, 'Email')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(fallbackLink(page, 'Email')).toBeFocused();

    await expect(fallbackLink(page, 'Email')).toHaveAttribute('href', `mailto:?subject=${title}&body=${url}`);
    await expect(fallbackLink(page, 'WhatsApp (opens in a new tab)')).toHaveAttribute('href', `https://wa.me/?text=${title}%20${url}`);
    await expect(fallbackLink(page, 'Facebook (opens in a new tab)')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    const field = page.getByRole('textbox', { name: 'Copy this link' });
    await expect(field).toHaveValue(canonical());
    await expect(field).toHaveAttribute('readonly', '');
    for (const name of ['Email', /WhatsApp/, /Facebook/]) {
      const box = (await fallbackLink(page, name).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await reviewScreenshot(page, { path: `test-results/article-share-nojs-${width}.png` });

    const popup = page.waitForEvent('popup');
    await fallbackLink(page, /WhatsApp/).click();
    expect((await popup).url()).toBe(`https://wa.me/?text=${title}%20${url}`);
    await share.click(); // a second press closes the links
    await expect(fallbackLink(page, 'Email')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(share).toBeHidden();
    await context.close();
  }
});

test("Share tapped while the app's script is on its way opens the links; once the app runs they stay until closed, then the app's Share takes over", async ({ browser }) => {
  const context = await browser.newContext({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's modules are held (the boot script, which asks for them once the page is painted, is not).
  await context.route(/\/assets\/(?!boot-)[^/?]*\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(`/article/${article.slug}`, { waitUntil: 'domcontentloaded' });
  // Measured once the web fonts are in (a layout first, so the page has asked for them), as the later measure is.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
  const drawn = await onPage(fallbackShare(page));
  const header = await onPage(page.locator('article header'));
  await fallbackShare(page).click();
  await expect(fallbackLink(page, 'Email')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  expect(await violations(page)).toEqual([]);

  release();
  await appReady(page);
  // The links the reader opened stay, the same as the server sent them; the app's button waits behind them.
  await expect(fallbackLink(page, 'Email')).toHaveAttribute('href', `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(canonical())}`);
  await expect(shareButton(page)).toHaveCount(0);
  // Closed from the keyboard, the reader's Share stays while it has the focus; moving on, the app's Share shows.
  await expect(fallbackShare(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(fallbackLink(page, 'Email')).toBeHidden();
  await expect(fallbackShare(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(fallbackShare(page)).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await expect(shareButton(page)).toBeFocused();
  expect(await onPage(shareButton(page))).toEqual(drawn); // the same place and size: nothing moves
  expect(await onPage(page.locator('article header'))).toEqual(header);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Share' }).getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await context.close();
});
