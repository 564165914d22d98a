import { expect, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, test } from './support.js';

/**
 * The dashboard on a phone with slow answers: what loads after the page (the counts, each theme's newest article, the
 * billing figures) arrives in the place kept for it, so nothing the editor is reading moves. Before, the Website tab
 * shifted 0.10 at 390 px (each theme's box grew from one line to the article and its actions), the Apple News tab 0.32
 * (the footer sat in view under the loading tab, then was pushed away) and User Management 0.13 (the subscription
 * figures appeared above the list). Measured here: the Apple News tab 0.28 before, 0.002 after; User Management 0.12
 * before, 0.03 after. The Website tab's figure depends on how many themes have articles when it runs (other journeys
 * add and delete them): in the demo magazine, every theme holding articles, 0.10 before and 0.004 after; with none, the kept place shrinks
 * to one line (0.03 after, 0.004 before), which is the price of a fresh install's empty dashboard.
 */
const PHONE = { width: 390, height: 844 };

/** Cumulative layout shift of `path` with every API answer held back 800 ms, until the page has settled. */
async function layoutShiftWithSlowAnswers(page: Page, path: string, settled: (page: Page) => Locator): Promise<number> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(settled(page).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(2500); // answers asked for after the first ones came
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

test('on a phone, the dashboard tabs keep a place for what loads after them: nothing moves when it arrives', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAsAdmin(page);
  // What each page shows once its answers are in (not while they load).
  const pages: Array<[string, (page: Page) => Locator]> = [
    ['/website', (p) => p.getByRole('button', { name: /^Preview/ }).or(p.getByText('No website articles yet.'))],
    ['/apple-news-ads', (p) => p.getByRole('list', { name: /six weeks/ })],
    ['/users', (p) => p.getByText(/£\d/)],
  ];
  for (const [path, settled] of pages) {
    const tab = await context.newPage();
    const shift = await layoutShiftWithSlowAnswers(tab, path, settled);
    expect.soft(shift, `layout shift on ${path}`).toBeLessThan(0.06);
    await tab.close();
  }
  await context.close();
});
