import { expect, type Locator, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, registerMemberInUi, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * Keyboard-only journeys a screen-reader user takes (a reviewer over 60 with low vision found each barrier): a refusal
 * is said on the field it is about, and the cursor goes there.
 */

/** Puts the cursor in the control and types the text. */
async function typeInto(control: Locator, text: string): Promise<void> {
  await control.focus();
  await control.fill(text);
}

/** Presses the control with the keyboard (focus, then Enter). */
async function enter(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

test("a wrong current password is said on the Current Password field (password change) and on 'Your password' (email change)", async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('wrong-current'), 'Wren Wrong');
  await page.goto('/profile');

  const change = page.getByRole('form', { name: 'Change Password' });
  const current = change.getByLabel('Current Password');
  const fresh = change.getByLabel('New Password', { exact: true });
  await typeInto(current, 'not-my-password');
  await typeInto(fresh, 'a-brand-new-password');
  await typeInto(change.getByLabel('Confirm New Password'), 'a-brand-new-password');
  await page.keyboard.press('Enter');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('That password is not right.');
  await expect(fresh).toHaveAttribute('aria-invalid', 'false');

  await enter(page, page.getByRole('button', { name: 'Change your email address' }));
  const move = page.getByRole('form', { name: 'Change your email address' });
  await typeInto(move.getByLabel('New email address'), uniqueEmail('wrong-current-new'));
  const password = move.getByLabel('Your password');
  await typeInto(password, 'not-my-password');
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/That password is not right\./);
});

/** The one polite region that says the title of a page reached inside the app (app/route-focus.tsx). */
const routeAnnouncer = (page: Page) => page.locator('#route-announcer');

/** The element that has focus, as the page says it (document.activeElement). */
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? null);

test("a page reached inside the app takes focus at its title and says it; the first page keeps the browser's focus", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerMemberInUi(page, uniqueEmail('route-focus'), 'Rory Route');
  await page.goto('/journal');
  await expect(page.getByRole('form', { name: 'Write to your coach' })).toBeVisible();
  // A page loaded in full: focus stays where the browser puts it, nothing is said.
  expect(await focusedTag(page)).toBe('BODY');
  expect((await routeAnnouncer(page).allTextContents()).join('')).toBe('');

  // A link in the page (the journal views): the new page's title has focus, and its title is said.
  await enter(page, page.getByRole('navigation', { name: 'Journal views' }).getByRole('link', { name: 'Classic Journal' }));
  await expect(page).toHaveURL(/\/journal-old$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
  await expect(routeAnnouncer(page)).toHaveText(await page.title());
  await expect(routeAnnouncer(page)).toHaveAttribute('aria-live', 'polite');

  // A header link: focus leaves the header for the new page's title.
  await enter(page, page.getByRole('banner').getByRole('link', { name: 'Profile' }).first());
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
  await expect(routeAnnouncer(page)).toHaveText(await page.title());

  // The magazine's search: submitting it opens the results, whose title has focus (not the page's body).
  await enter(page, page.getByRole('banner').getByRole('link', { name: 'Magazine' }).first());
  await expect(page).toHaveURL(/\/publisher$/);
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Search articles' }).first();
  await typeInto(search, 'zzqxnothing');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zzqxnothing$/);
  const results = page.getByRole('heading', { level: 1, name: 'Search results for “zzqxnothing”' });
  await expect(results).toBeFocused();
  // No focus ring jumps onto the title: it is where reading starts, not a control.
  expect(await results.evaluate((heading) => getComputedStyle(heading).outlineStyle)).toBe('none');

  // Back: the previous page's title again.
  await page.goBack();
  await expect(page).toHaveURL(/\/publisher$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeFocused();
});

/** Where the focused element is, as a screen reader's list of landmarks groups it: 'main', 'banner' or 'none'. */
const focusedLandmark = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'none';
    return focused.closest('main') ? 'main' : focused.closest('header') ? 'banner' : 'none';
  });

/** The page's one h1 is in the main landmark, with the title shown, and the banner holds none (a screen reader's view). */
async function expectTitleInMain(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('banner').getByRole('heading')).toHaveCount(0);
}

test("each member page's title (h1) is in the main landmark, where a page reached inside the app and the skip link land; the dashboard's too", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('title-in-main');
  await registerMemberInUi(page, email, 'Tia Title');
  await browserDatabaseQuery('update users set is_premium = true where email = $1', [email]);
  await page.goto('/journal');
  await expectTitleInMain(page, 'Insights Guide');
  // The skip link goes to main, whose first heading is the page's title.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await focusedLandmark(page)).toBe('main');
  const firstHeading = await page.getByRole('main').getByRole('heading').first().evaluate((heading) => heading.tagName);
  expect(firstHeading).toBe('H1');

  // Each page reached inside the app: focus goes to its title, in main.
  const pages: Array<[Locator, RegExp, string]> = [
    [page.getByRole('navigation', { name: 'Journal views' }).getByRole('link', { name: 'Classic Journal' }), /\/journal-old$/, 'Classic Journal'],
    [page.getByRole('banner').getByRole('link', { name: 'Library' }), /\/library$/, 'Insights Library'],
    [page.getByRole('banner').getByRole('link', { name: 'Profile' }), /\/profile$/, 'Profile Settings'],
    [page.getByRole('banner').getByRole('link', { name: 'Journal', exact: true }), /\/journal$/, 'Insights Guide'],
    [page.getByRole('navigation', { name: 'Journal views' }).getByRole('link', { name: 'My Journal Journey' }), /\/my-journey$/, 'My Insights'],
  ];
  for (const [link, address, title] of pages) {
    await enter(page, link.first());
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    expect(await focusedLandmark(page)).toBe('main');
    await expectTitleInMain(page, title);
  }
  // The subtitle under the Library's title is read after it, in main.
  await page.goto('/library');
  await expect(page.getByRole('main')).toContainText('Your saved Premium coaching articles');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const path of ['/my-journey', '/library']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
      await reviewScreenshot(page, { path: `test-results/title-in-main${path.replace('/', '-')}-${width}.png` });
    }
  }

  // The editorial dashboard: its h1 is in main too, and the skip link lands there.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsEditor(page);
  await page.goto('/admin');
  await expectTitleInMain(page, 'Editorial dashboard');
});

test('on /journal a second skip link, shown while focused, takes the keyboard to the message box past the conversation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerMemberInUi(page, uniqueEmail('skip-box'), 'Skye Skip');
  await page.goto('/journal');
  await expect(page.getByRole('form', { name: 'Write to your coach' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the message box' });
  await expect(skip).toBeFocused();
  // Shown while it has focus (not the 1-pixel box of visually hidden text).
  expect((await skip.boundingBox())!.width).toBeGreaterThan(100);
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: 'Message your coach' });
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();

  // Only the journal has it.
  await enter(page, page.getByRole('navigation', { name: 'Journal views' }).getByRole('link', { name: 'Classic Journal' }));
  await expect(page).toHaveURL(/\/journal-old$/);
  await expect(page.getByRole('link', { name: 'Skip to the message box' })).toHaveCount(0);
});

test('a refined search says only its own count, never the previous one with the new words', async ({ page, browser }) => {
  const word = `quire${Date.now().toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)])}`;
  const nothing = `zzqx${word}none`;
  await signInAsEditor(page);
  const made = await page.request.post('/api/website-content', { data: { editorial_theme: 'Training & Performance', title: `Cadence drills ${word}`, long_form_article: `The ${word} drill.` } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  try {
    expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
    const context = await browser.newContext();
    const reader = await context.newPage();
    await reader.goto(`/search?q=${word}`);
    await appReady(reader);
    const count = reader.getByRole('status');
    await expect(count).toHaveText(`1 article found for “${word}”`);

    // The refined search's answer is held: meanwhile the line says nothing (the old results stay on screen).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const sent = new Promise<void>((resolve) => (asked = resolve));
    await reader.route(`**/api/publisher/search?*${nothing}*`, async (route) => {
      asked();
      await held;
      await route.fallback();
    });
    await typeInto(reader.getByRole('search', { name: 'Search the magazine' }).getByRole('searchbox'), nothing);
    await reader.keyboard.press('Enter');
    await sent;
    await expect(reader).toHaveURL(new RegExp(`q=${nothing}$`));
    await expect(count).toHaveText('');
    release();
    await expect(count).toHaveText(`0 articles found for “${nothing}”`);
    await context.close();
  } finally {
    await page.request.delete(`/api/website-content/${id}`);
  }
});
