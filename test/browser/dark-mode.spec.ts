import { expect, type Page } from '@playwright/test';
import { deletedAfterAll, appReady, publishForReaders, registerMemberInUi, signInAsEditor, test, uniqueEmail } from './support.js';
import { violations } from './axe.js';

/**
 * Dark pages (index.css: the colour tokens' dark values under <html data-scheme="dark">): a reader whose phone or
 * computer is set to dark gets dark pages on every face of the product, each still free of WCAG A/AA findings (axe's
 * contrast check included), and a printed article is still black on white. The footer's and the profile's
 * Appearance choose Light or Dark against the device's setting (lib/color-scheme.ts; Text size: text-size.spec.ts).
 */
test.use({ colorScheme: 'dark' });

const DARK_PAPER = 'rgb(20, 19, 18)';
const LIGHT_PAPER = 'rgb(250, 248, 244)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function expectDarkAndClean(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect({ path, background: await background(page) }).toEqual({ path, background: DARK_PAPER });
  expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
}

/** Articles this file published, deleted afterwards: later files count the published articles per theme. */
const published = deletedAfterAll();

test('the public magazine is dark, readable and AA on a device set to dark; a printed article stays black on white', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { slug } = await publishForReaders(browser, published, {
    title: `Hill repeats in the dark ${Date.now()}`,
    category: 'Running',
    editorial_theme: 'Training & Performance',
    meta_description: 'Short hill repeats for runners over 50, and how to recover from them.',
    long_form_article: 'Hills are strength work in disguise.\n\n## Six repeats are enough\n\nWalk down, [rest](https://example.com) at the bottom, go again.\n\n> Steady beats fast.',
  });

  // The app's pages, and a page of the server's own (the newsletter's confirmation, opened from a mail).
  for (const path of ['/', `/article/${slug}`, '/publisher/training', '/premium', '/about', '/newsletter', '/community/auth', '/admin', '/no-such-page', `/newsletter/confirm?token=${'A'.repeat(43)}`]) {
    await expectDarkAndClean(page, path);
  }

  // The browser's own parts (scroll bars, form controls) match.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

  // Printed, the article is dark text on white whatever the screen's scheme.
  await page.goto(`/article/${slug}`);
  await page.emulateMedia({ media: 'print' });
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color)).toBe('rgb(27, 26, 24)');
});

test("the members' area and the staff dashboard are dark and AA on a device set to dark", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await registerMemberInUi(page, uniqueEmail('dark'), 'Dana Dark');
  await page.goto('/journal-old');
  await page.getByLabel('Your goal').fill('Swim 2 km without stopping');
  await page.getByRole('button', { name: 'Set Goal' }).click();
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Evening swim');
  await form.getByLabel('Journal entry').fill('Forty lengths, the last ten easy.');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('heading', { name: 'Evening swim' })).toBeVisible();
  // Without the HTTP cache: a revalidation Chromium keeps open in the background holds back 'networkidle'
  // (accessibility.spec.ts).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  for (const path of ['/journal', '/journal-old', '/my-journey', '/profile', '/library']) await expectDarkAndClean(page, path);

  const context = await browser.newContext({ colorScheme: 'dark' });
  const staff = await context.newPage();
  await signInAsEditor(staff);
  for (const path of ['/admin', '/admin/content-generator']) await expectDarkAndClean(staff, path);
  // A dialog's backdrop darkens the page behind it (it is not drawn in the light text colour).
  await staff.goto('/admin');
  await staff.getByRole('button', { name: 'Manual Create for Racing & Strategy' }).click();
  await expect(staff.getByRole('dialog', { name: 'Manual Create: Racing & Strategy' })).toBeVisible();
  expect(await violations(staff)).toEqual([]);
  const scrim = await staff.locator('.fixed.inset-0[data-state="open"]').first().evaluate((el) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(el).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data];
  });
  expect(Math.max(...scrim.slice(0, 3))).toBeLessThan(40);
  expect(scrim[3]).toBeGreaterThan(120);
  await context.close();
});

test("a reader chooses Light or Dark in the footer's Appearance, kept on the device and shown from the first paint, even against the device's setting", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  await appReady(page);
  const appearance = page.getByRole('contentinfo').getByRole('group', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: 'Automatic' })).toBeChecked();
  expect(await background(page)).toBe(LIGHT_PAPER);

  // Dark on a light device: at once, and by keyboard (the arrow keys move along the three).
  await appearance.getByRole('radio', { name: 'Automatic' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await background(page)).toBe(DARK_PAPER);
  expect(await violations(page)).toEqual([]);

  // Kept: the next page is dark from its first paint, before the app's own script has run (held here), set by
  // index.html's inline script, which the Content-Security-Policy allows by its hash.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/publisher/training');
  expect(await page.evaluate(() => document.documentElement.dataset.scheme)).toBe('dark');
  expect(await background(page)).toBe(DARK_PAPER);
  expect(refused).toEqual([]);
  await page.unroute(/\/assets\/.*\.js$/);

  // A member's profile shows the same choice, and changes it back to Automatic (here: light, as the device is).
  await registerMemberInUi(page, uniqueEmail('appearance'), 'Avery Appearance');
  await page.goto('/profile');
  const card = page.getByRole('group', { name: 'Appearance' });
  await expect(card.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await background(page)).toBe(DARK_PAPER);
  await card.getByText('Automatic', { exact: true }).click();
  expect(await background(page)).toBe(LIGHT_PAPER);
  await context.close();

  // Light on a dark device, kept the same way.
  const dark = await browser.newContext({ colorScheme: 'dark' });
  const reader = await dark.newPage();
  await reader.goto('/about');
  await appReady(reader);
  expect(await background(reader)).toBe(DARK_PAPER);
  await reader.getByRole('contentinfo').getByText('Light', { exact: true }).click();
  expect(await background(reader)).toBe(LIGHT_PAPER);
  await reader.reload();
  expect(await background(reader)).toBe(LIGHT_PAPER);
  await expect(reader.getByRole('contentinfo').getByRole('radio', { name: 'Light' })).toBeChecked();
  await dark.close();
});
