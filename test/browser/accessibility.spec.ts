import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Readers are over 50: every screen must pass axe's WCAG 2 A/AA checks (contrast included).
const SCREENS = ['/', '/publisher/training', '/premium', '/community/auth', '/admin', '/no-such-page'];

for (const path of SCREENS) {
  test(`${path} has no WCAG A/AA violations`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
    await context.close();
  });
}
