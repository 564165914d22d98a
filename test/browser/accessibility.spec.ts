import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, signInAsEditor } from './support.js';

// Readers are over 50: every screen must pass axe's WCAG 2 A/AA checks (contrast included).
const SCREENS = ['/', '/publisher/training', '/premium', '/community/auth', '/admin', '/no-such-page'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
