import { expect, type Page } from '@playwright/test';
import { appReady, deletedAfterAll, publishForReaders, registerMemberInUi, sideways, signInAsEditor, test, uniqueEmail } from './support.js';
import { violations } from './axe.js';

/**
 * Text size (lib/text-size.ts): a reader who finds the 18 px body text small, and does not know the browser's zoom,
 * chooses Larger or Largest under Text size at the foot of the magazine, on the members' Profile or at the foot of the
 * staff screens. It is kept on the device for all three faces, applied before the first paint, followed by the other
 * tabs, and leaves a printed page at its own size.
 */

const rootSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const STANDARD = '16px';
const LARGER = '18.6667px';
const LARGEST = '21.3333px';

/** The article this file published, deleted afterwards: later files count the published articles per theme. */
const published = deletedAfterAll();

test('a reader chooses the text size in the footer: kept on the device from the first paint, followed in other tabs, the same in the members\' area and the staff dashboard', async ({ browser }) => {
  test.setTimeout(150_000);
  const { path: article } = await publishForReaders(browser, published, {
    title: `Bigger words for long runs ${Date.now()}`,
    category: 'Running',
    editorial_theme: 'Training & Performance',
    meta_description: 'Long runs for runners over 50, read in larger type.',
    long_form_article: 'Slow is the point of a long run.\n\n## Walk breaks are allowed\n\nEvery ten minutes, a minute of walking keeps the legs fresh for the last hour.',
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/publisher/training');
  await appReady(page);
  const textSize = page.getByRole('contentinfo').getByRole('group', { name: 'Text size' });
  await expect(textSize.getByRole('radio', { name: 'Standard' })).toBeChecked();
  expect(await rootSize(page)).toBe(STANDARD);

  // By keyboard: the arrow keys move along the three, and the words grow at once.
  await textSize.getByRole('radio', { name: 'Standard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(textSize.getByRole('radio', { name: 'Larger' })).toBeChecked();
  expect(await rootSize(page)).toBe(LARGER);
  await page.keyboard.press('ArrowRight');
  await expect(textSize.getByRole('radio', { name: 'Largest' })).toBeChecked();
  expect(await rootSize(page)).toBe(LARGEST);
  expect(await sideways(page)).toBe(0);
  expect(await violations(page)).toEqual([]);

  // Kept: the next page has it from its first paint, before the app's own script has run (held here), set by
  // index.html's inline script, which the Content-Security-Policy allows by its hash.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/about');
  expect(await page.evaluate(() => document.documentElement.dataset.text)).toBe('largest');
  expect(await rootSize(page)).toBe(LARGEST);
  expect(refused).toEqual([]);
  await page.unroute(/\/assets\/.*\.js$/);

  // A phone's whole article page at Largest: nothing scrolls sideways; printed, it keeps the print size (12 pt).
  const home = await context.newPage();
  await home.goto(article);
  await appReady(home);
  expect(await rootSize(home)).toBe(LARGEST);
  expect(await sideways(home)).toBe(0);
  await home.emulateMedia({ media: 'print' });
  expect(await rootSize(home)).toBe(STANDARD);
  await home.emulateMedia({ media: 'screen' });

  // Another tab follows a choice made here.
  await page.goto('/');
  await appReady(page);
  await page.getByRole('contentinfo').getByText('Larger', { exact: true }).click();
  await expect.poll(() => rootSize(home)).toBe(LARGER);
  await expect(home.getByRole('contentinfo').getByRole('radio', { name: 'Larger' })).toBeChecked();
  await home.close();

  // A member's Profile shows the same choice on this device, and changes it.
  await registerMemberInUi(page, uniqueEmail('textsize'), 'Terry Text');
  await page.goto('/profile');
  const card = page.getByRole('main').getByRole('group', { name: 'Text size' });
  await expect(card.getByRole('radio', { name: 'Larger' })).toBeChecked();
  await card.getByText('Largest', { exact: true }).click();
  expect(await rootSize(page)).toBe(LARGEST);
  expect(await sideways(page)).toBe(0);
  expect(await violations(page)).toEqual([]);

  // The staff dashboard, on the same device: the choice holds, and its own foot changes it.
  await signInAsEditor(page);
  await page.goto('/admin');
  const staffFoot = page.getByRole('contentinfo').getByRole('group', { name: 'Text size' });
  await expect(staffFoot.getByRole('radio', { name: 'Largest' })).toBeChecked();
  expect(await rootSize(page)).toBe(LARGEST);
  expect(await sideways(page)).toBe(0);
  expect(await violations(page)).toEqual([]);
  await staffFoot.getByText('Standard', { exact: true }).click();
  expect(await rootSize(page)).toBe(STANDARD);
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.text)).toBeUndefined();
  await context.close();
});

test("under an article's byline, Text size opens the same choice where the reader is reading", async ({ page, browser }) => {
  const { path } = await publishForReaders(browser, published, {
    title: `Small print, big print ${Date.now()}`,
    category: 'Running',
    editorial_theme: 'Training & Performance',
    meta_description: 'A short read about reading.',
    long_form_article: 'Words should be easy to read after a long run.',
  });
  // Drawn by the server (hidden until the app runs, its room kept), so nothing moves when it shows.
  expect(await (await page.request.get(path)).text()).toMatch(/needs-app[^>]*aria-expanded="false"[^>]*>.*?Text size<\/button>/);
  await page.goto(path);
  await appReady(page);
  const button = page.getByRole('main').getByRole('button', { name: 'Text size' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const choice = page.getByRole('main').getByRole('group', { name: 'Text size' });
  await expect(choice.getByRole('radio', { name: 'Standard' })).toBeChecked();
  await choice.getByText('Largest', { exact: true }).click();
  expect(await rootSize(page)).toBe(LARGEST);
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Largest' })).toBeChecked();
  expect(await violations(page)).toEqual([]);
  await button.click();
  await expect(choice).toBeHidden();
  expect(await rootSize(page)).toBe(LARGEST);
});
