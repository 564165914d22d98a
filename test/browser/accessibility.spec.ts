import { expect } from '@playwright/test';
import { expectToast, registerMemberInUi, signInAsEditor, test, uniqueEmail } from './support.js';
import { violations } from './axe.js';

// Readers are over 50: every screen must pass axe's WCAG 2 A/AA checks (contrast included).
const SCREENS = ['/', '/publisher/training', '/premium', '/newsletter', '/community/auth', '/admin', '/forgot-password', '/reset-password', '/accept-invitation', '/change-email', '/no-such-page'];

test('the generator with a content package and the staff dashboard have no WCAG A/AA violations', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  await page.getByRole('textbox', { name: 'Topic' }).fill(`Strength training after 50 ${Date.now()}`);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expectToast(page, 'Content Generated!');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test("the members' pages have no WCAG A/AA violations", async ({ page }) => {
  // Five pages, each checked by axe: more than the default 45 s on a busy machine.
  test.setTimeout(90_000);
  await registerMemberInUi(page, uniqueEmail('axe'), 'Alex Axe');
  await page.goto('/journal-old');
  await page.getByLabel('Your goal').fill('Ride 100 miles in June');
  await page.getByRole('button', { name: 'Set Goal' }).click();
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Steady ride');
  await form.getByLabel('Journal entry').fill('Two hours at an easy pace along the river.');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('heading', { name: 'Steady ride' })).toBeVisible();
  // Without the HTTP cache: an answer read again within its stale-while-revalidate time is taken from the cache and
  // revalidated by Chromium in the background, a request it keeps open for about 28 s, which holds back 'networkidle'.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  for (const path of ['/journal-old', '/journal', '/my-journey', '/profile', '/library']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
  }
});

for (const path of SCREENS) {
  test(`${path} has no WCAG A/AA violations`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
}
