import { expect, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ADMIN_EMAIL, appReady, browserDatabaseQuery, signInAsAdmin, test, reviewScreenshot } from './support.js';

/**
 * The staff screens on an editor's phone (docs/product.md#dashboard-layout): the staff header is two short rows at
 * 390 px with every action behind its Menu, reachable from the keyboard; /admin signed out is sent with the header of
 * the sign-in screen it will show; the magazine in admin mode says so and leads back to the dashboard. Screenshots go
 * to SHOTS_DIR (default /tmp/staff-phone-shots).
 */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/staff-phone-shots';
/** The most the staff header may take of a 390 px phone at normal text size, above the work. */
const PHONE_HEADER_MAX = 110;

const headerHeight = (page: Page) => page.locator('#root header').first().evaluate((header) => header.getBoundingClientRect().height);
const height = async (locator: Locator) => (await locator.boundingBox())!.height;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** The signed-in address in full, on the screen and inside its own box, in readable type (at least 16 px). */
async function expectWholeAddress(page: Page, who: Locator): Promise<void> {
  await expect(who).toBeVisible();
  await expect(who).toHaveText(`Signed in as ${ADMIN_EMAIL}`);
  const box = (await who.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= page.viewportSize()!.width, `the address within the screen: ${JSON.stringify(box)}`).toBe(true);
  const fit = await who.evaluate((el) => ({ spill: el.scrollWidth - el.clientWidth, size: parseFloat(getComputedStyle(el).fontSize) }));
  expect(fit.spill, 'the address is not cut').toBeLessThanOrEqual(0);
  expect(fit.size).toBeGreaterThanOrEqual(16);
}

test('the staff header at 390 px is at most 110 px tall, and every action is reached from the keyboard through its Menu', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInAsAdmin(page);

  // The dashboard: its Menu (a menu button) holds the tabs and the actions.
  await page.goto('/admin');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
  const banner = page.getByRole('banner');
  // The bar names who is signed in (the invitation's name), as the rest of the app does; the menu gives the address.
  await expect(banner.getByText('Ada Admin').first()).toBeVisible();
  expect(await headerHeight(page), 'the dashboard header at 390 px').toBeLessThanOrEqual(PHONE_HEADER_MAX);
  await reviewScreenshot(page, { path: `${SHOTS}/dashboard-390.png` });
  // The open menu hides the rest of the page from screen readers (aria-hidden), so the button is found by its place.
  const menu = page.locator('#root header button', { hasText: 'Menu' });
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
  expect(await height(menu)).toBeGreaterThanOrEqual(44);
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const items = page.getByRole('menu');
  // The bar cuts a long address ('admin@flyingat50.t…'): the menu says in full who is signed in, wrapped inside it.
  await expectWholeAddress(page, items.getByText('Signed in as'));
  for (const name of ['Website', 'Premium', 'Apple News+', 'Ads', 'Newsletter', 'Users', 'Content Generator', 'Library', 'Magazine', "Members' area", 'Logout'])
    await expect(items.getByRole('menuitem', { name, exact: true })).toBeVisible();
  await expect(items.getByRole('menuitem', { name: 'Magazine home' })).toBeVisible();
  for (const item of await items.getByRole('menuitem').all()) expect(await height(item)).toBeGreaterThanOrEqual(44);
  await reviewScreenshot(page, { path: `${SHOTS}/dashboard-menu-390.png` });
  // Escape closes it and gives the focus back to Menu; a tab chosen with the arrows and Enter opens.
  await page.keyboard.press('Escape');
  await expect(items).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(items.getByRole('menuitem', { name: 'Website', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.getByRole('menuitem', { name: 'Premium', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Premium content', level: 2 })).toBeVisible();
  await expect(menu).toBeFocused();

  // The generator: its actions are a row behind a disclosure button.
  await page.goto('/admin/content-generator');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Content Generator' })).toBeVisible();
  expect(await headerHeight(page), 'the generator header at 390 px').toBeLessThanOrEqual(PHONE_HEADER_MAX);
  await reviewScreenshot(page, { path: `${SHOTS}/generator-390.png` });
  const toggle = banner.getByRole('button', { name: 'Menu' });
  const actions = ['Dashboard', 'Calendar', 'Archive', 'Magazine', "Members' area", 'Logout'].map((name) => banner.getByRole(name === 'Archive' || name === 'Logout' ? 'button' : 'link', { name, exact: true }));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  for (const action of actions) await expect(action).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
  await expectWholeAddress(page, banner.getByText('Signed in as'));
  // Tab walks through every action, each a 44 px target.
  for (const action of actions) {
    await page.keyboard.press('Tab');
    await expect(action).toBeFocused();
    expect(await height(action)).toBeGreaterThanOrEqual(44);
  }
  await reviewScreenshot(page, { path: `${SHOTS}/generator-menu-390.png` });
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  for (const action of actions) await expect(action).toBeHidden();
  await context.close();

  // At 1440 px nothing is behind a menu: the actions are in the bar, as before.
  const wide = await browser.newContext(DESKTOP);
  const desk = await wide.newPage();
  await signInAsAdmin(desk);
  await desk.goto('/admin');
  await appReady(desk);
  await expect(desk.getByRole('heading', { name: 'Website content' })).toBeVisible();
  const bar = desk.getByRole('banner');
  await expect(bar.getByRole('button', { name: 'Menu' })).toBeHidden();
  // The bar greets who is signed in by name, not address (no second 'Signed in as' line: that is the phones' menu's).
  await expect(bar.getByText('Welcome, Ada Admin')).toBeVisible();
  await expect(bar.getByText(ADMIN_EMAIL)).toHaveCount(0);
  await expect(bar.getByText('Signed in as')).toBeHidden();
  for (const name of ['Website Editor', 'Library', 'Logout']) await expect(bar.getByRole('button', { name })).toBeVisible();
  for (const name of ['Content Generator', 'Magazine', "Members' area"]) await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  // The Website Editor menu opens under its button, from its left edge (it was pushed against the window's left edge).
  const editorButton = bar.getByRole('button', { name: 'Website Editor' });
  const button = (await editorButton.boundingBox())!;
  await editorButton.click();
  const editorMenu = (await desk.getByRole('menu').boundingBox())!;
  expect(Math.abs(editorMenu.x - button.x), `menu at ${editorMenu.x} px, its button at ${button.x} px`).toBeLessThanOrEqual(1);
  expect(editorMenu.y).toBeGreaterThanOrEqual(button.y + button.height);
  await desk.keyboard.press('Escape');
  await expect(desk.getByRole('tablist', { name: 'Dashboard sections' })).toBeVisible();
  await reviewScreenshot(desk, { path: `${SHOTS}/dashboard-1440.png` });
  await desk.goto('/admin/content-generator');
  await appReady(desk);
  await expect(bar.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await reviewScreenshot(desk, { path: `${SHOTS}/generator-1440.png` });
  await wide.close();
});

test('/admin asked signed out is sent with the sign-in screen\'s header, which the sign-in keeps (390 and 1440 px)', async ({ browser, request }) => {
  // The server's HTML for a request without a session: the account pages' header with the area's name, not the staff bar.
  for (const [path, area] of [['/admin', 'Editorial dashboard'], ['/admin/publisher', 'Editorial dashboard'], ['/admin/content-generator', 'Content Generator']]) {
    const res = await request.get(path, { headers: { cookie: '' } });
    expect(res.headers().vary, `${path}: the shell depends on the session cookie`).toMatch(/\bCookie\b/);
    const html = await res.text();
    expect(html, path).toContain('data-loading-shell="account"');
    expect(html, path).toContain(area);
  }
  for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // The app's question who is signed in is held too, to see what the app draws while it waits.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/admin', { waitUntil: 'commit' });
    await expect(page.locator('[data-loading-shell]')).toHaveAttribute('data-loading-shell', 'account');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    const shell = await page.locator('#root header').boundingBox();
    await reviewScreenshot(page, { path: `${SHOTS}/signed-out-admin-shell-${name}.png` });
    release();
    // The app runs and asks: it draws the same header as the server's (no staff bar in between: no signed-in hint).
    await expect(page.getByRole('status')).toHaveText('Checking your sign-in');
    await expect(page.locator('[data-loading-shell]')).toHaveAttribute('data-loading-shell', 'account');
    expect(await page.locator('#root header').boundingBox(), `the header while the app asks at ${name} px`).toEqual(shell);
    answer();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.locator('[data-loading-shell]')).toHaveCount(0);
    expect(await page.locator('#root header').boundingBox(), `the header stays where it was at ${name} px`).toEqual(shell);
    await expect(page.getByRole('banner')).toContainText('Editorial dashboard');
    await reviewScreenshot(page, { path: `${SHOTS}/signed-out-admin-${name}.png` });
    await context.close();
  }
});

test('the magazine in admin mode says so under its header and leads back to the dashboard (390 and 1440 px)', async ({ browser }) => {
  for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await signInAsAdmin(page);
    // The bar comes with the page's first render once the session is known, not after the articles (the home page drew
    // it only then, and the page jumped down under the header by its height): the home's articles are held here.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/website-content/latest', async (route) => {
      await released;
      await route.continue();
    });
    for (const path of ['/admin/publisher', '/admin/training']) {
      await page.goto(path);
      await appReady(page);
      const note = page.getByRole('note', { name: 'Admin mode' });
      if (path === '/admin/publisher') {
        await expect(page.getByText('Loading the magazine')).toBeVisible();
        await expect(note).toBeVisible();
        const before = await note.boundingBox();
        release();
        await expect(page.getByText('Loading the magazine')).toBeHidden();
        expect(await note.boundingBox(), 'the bar stays where it was when the articles arrive').toEqual(before);
      }
      await expect(note).toContainText(`Admin mode: you are viewing this page as ${ADMIN_EMAIL}.`);
      await expect(note).toBeInViewport();
      const back = note.getByRole('link', { name: 'Back to the dashboard' });
      await expect(back).toBeVisible();
      expect(await height(back)).toBeGreaterThanOrEqual(44);
      // Slim: the sentence and the link on a phone (three short lines), one row on a wide screen.
      expect(await height(note), `${path}: the admin-mode bar at ${name} px`).toBeLessThanOrEqual(name === '390' ? 110 : 60);
      await reviewScreenshot(page, { path: `${SHOTS}/admin-mode-${path.split('/')[2]}-${name}.png` });
    }
    await page.getByRole('note', { name: 'Admin mode' }).getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
    await context.close();
  }
});

test("a dialog's description takes the dialog's whole width: only the lines beside the close button keep clear of it (390 and 1440 px)", async ({ browser }) => {
  for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await appReady(page);
    await page.getByRole('button', { name: 'Generate New for Training & Performance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate New: Training & Performance' });
    const description = dialog.locator(`#${await dialog.getAttribute('aria-describedby')}`);
    await expect(description).toContainText('saved as a draft');
    const topic = (await dialog.getByRole('textbox', { name: 'Topic' }).boundingBox())!;
    const said = (await description.boundingBox())!;
    // The description was 40 px narrower than the form under it, six short lines on a phone.
    expect(said.width, `the description as wide as the Topic field at ${name} px`).toBeGreaterThanOrEqual(topic.width - 1);
    // The title still keeps clear of the close button.
    const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
    // (its words, not its box: the room kept for the button is the title's own padding now)
    const words = await dialog.getByRole('heading', { name: 'Generate New: Training & Performance' }).evaluate((title) => {
      const range = document.createRange();
      range.selectNodeContents(title);
      return Math.max(...[...range.getClientRects()].map((line) => line.right));
    });
    expect(words, `the title's words left of the close button at ${name} px`).toBeLessThanOrEqual(close.x);
    await reviewScreenshot(page, { path: `${SHOTS}/dialog-header-${name}.png` });
    await context.close();
  }
});

test("the Generate New dialog shows the Topic's example in full, as a hint tied to the field (390 and 1440 px)", async ({ browser }) => {
  for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await appReady(page);
    await page.getByRole('button', { name: 'Generate New for Training & Performance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate New: Training & Performance' });
    const topic = dialog.getByRole('textbox', { name: 'Topic' });
    // The example was the field's placeholder, cut at 390 px ('e.g. Hill repeats for runners over'), gone once typing began.
    await expect(topic).toHaveAccessibleDescription(/For example: Hill repeats for runners over 50/);
    const example = dialog.getByText('For example: Hill repeats for runners over 50');
    await expect(example).toBeVisible();
    const fit = await example.evaluate((el) => ({ spill: el.scrollWidth - el.clientWidth, size: parseFloat(getComputedStyle(el).fontSize) }));
    expect(fit.spill, `the example is not cut at ${name} px`).toBeLessThanOrEqual(0);
    expect(fit.size).toBeGreaterThanOrEqual(16);
    expect(await topic.getAttribute('placeholder'), 'no second, cut copy inside the field').toBeNull();
    await topic.fill('Hill repeats');
    await expect(example).toBeVisible();
    await reviewScreenshot(page, { path: `${SHOTS}/generate-topic-example-${name}.png` });
    // The Content Generator's own form says its example the same way.
    await page.goto('/admin/content-generator');
    await appReady(page);
    const own = page.getByRole('textbox', { name: 'Topic' });
    await expect(own).toHaveAccessibleDescription(/For example: Hill repeats for masters runners/);
    expect(await own.getAttribute('placeholder')).toBeNull();
    await expect(page.getByText('For example: Hill repeats for masters runners')).toBeVisible();
    await context.close();
  }
});

test("the Content Library's three tabs sit in one row at 390 px, whole and reached with the arrow keys; closed, it gives focus back to Menu or Library (390 and 1440 px)", async ({ browser }) => {
  for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await appReady(page);
    if (name === '390') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: 'Library' }).click();
    } else await page.getByRole('banner').getByRole('button', { name: 'Library' }).click();
    const library = page.getByRole('dialog', { name: 'Content Library' });
    const list = library.getByRole('tablist', { name: 'Kinds of content' });
    const row = (await list.boundingBox())!;
    const tabs = ['Premium', 'Website', 'Apple News+'].map((tab) => list.getByRole('tab', { name: tab, exact: true }));
    const boxes = await Promise.all(tabs.map(async (tab) => (await tab.boundingBox())!));
    // 'Apple News+' wrapped onto a second row of its own at 390 px.
    for (const box of boxes) {
      expect(box.y, `one row at ${name} px`).toBeCloseTo(boxes[0].y, 0);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x >= row.x && box.x + box.width <= row.x + row.width, `each tab inside the row at ${name} px`).toBe(true);
    }
    for (const tab of tabs) {
      const fit = await tab.evaluate((el) => ({ spill: el.scrollWidth - el.clientWidth, size: parseFloat(getComputedStyle(el).fontSize) }));
      expect(fit.spill, 'the tab names are whole').toBeLessThanOrEqual(0);
      expect(fit.size).toBeGreaterThanOrEqual(16);
    }
    await tabs[0].focus();
    for (const next of tabs.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(next).toBeFocused();
    }
    await expect(library.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await reviewScreenshot(page, { path: `${SHOTS}/library-tabs-${name}.png` });
    // Escape gives focus back to what opened the library: on a phone the Menu button (its Library item is gone), never the body.
    await page.keyboard.press('Escape');
    await expect(library).toBeHidden();
    const opener = name === '390' ? page.getByRole('button', { name: 'Menu' }) : page.getByRole('banner').getByRole('button', { name: 'Library' });
    await expect(opener).toBeFocused();
    await context.close();
  }
});

test("the premium editor's badges share a row where they fit, above its title (390 and 1440 px)", async ({ browser, putBack }) => {
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, created_at)
     values ($1, 1, 'Training & Performance', 'published', '## 1. Step one\n\nSteady.', 'A deck line.', 'Short.', '["A headline"]', '{}', now()) returning id`,
    [`Badges on a phone ${Date.now()}`],
  );
  putBack(() => browserDatabaseQuery('delete from premium_content where id = $1', [id]));
  for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await appReady(page);
    if (name === '390') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: 'Premium', exact: true }).click();
    } else await page.getByRole('tab', { name: 'Premium' }).click();
    await page.getByRole('button', { name: 'Edit the newest Training & Performance article' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit premium post' });
    await expect(editor.getByRole('textbox', { name: 'Topic' })).toHaveValue(/Badges on a phone/);
    const badges = editor.getByText('Premium', { exact: true }).locator('..');
    await expect(badges).toHaveText(/Premium\s*Published\s*Training & Performance/);
    const tops = await badges.evaluate((row) => [...row.children].map((badge) => Math.round(badge.getBoundingClientRect().top)));
    const lines = new Set(tops).size;
    // They stood one per line at 390 px (three lines, ~130 px above the title).
    expect(lines, `badge lines at ${name} px`).toBeLessThanOrEqual(name === '390' ? 2 : 1);
    const title = (await editor.getByRole('heading', { name: 'Edit premium post' }).boundingBox())!;
    const first = (await badges.boundingBox())!;
    expect(title.y - first.y, `the badges above the title at ${name} px`).toBeLessThanOrEqual(name === '390' ? 90 : 50);
    await reviewScreenshot(page, { path: `${SHOTS}/premium-editor-badges-${name}.png` });
    await context.close();
  }
});
