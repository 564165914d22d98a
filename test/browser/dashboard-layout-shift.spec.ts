import { expect, type Locator, type Page } from '@playwright/test';
import { browserDatabaseQuery, signInAsAdmin, test } from './support.js';

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

/**
 * The Premium tab on a phone, its answers held back, every theme holding articles (as a publisher's do): each card's
 * newest article arrives with View, Edit and Delete (two rows at 390 px), and the card keeps their place while it loads,
 * so the Generate buttons below stay where the editor saw them first. Before, Recovery & Health's moved down 104 px for
 * each card above it as they filled, and a tap (a journey's click on a loaded machine) met whatever had taken its
 * place. A theme with none gives the place back (the price of a fresh install's empty dashboard).
 */
test('on a phone, the Premium tab keeps the place of each newest article and its actions: Generate stays put', async ({ browser, putBack }) => {
  const rows = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats)
     select 'Kept place: a steady plan for ' || t, 1, t, 'published', '## 1. One\n\nText.', 'A deck.', 'Short.', '["A headline"]', '{}'
     from unnest(array['Training & Performance', 'Nutrition & Fueling', 'Recovery & Health', 'Mindset & Motivation', 'Gear & Tech', 'Racing & Strategy']) t
     returning id`,
  );
  putBack(() => browserDatabaseQuery(`update premium_content set status = 'archived' where id = any($1)`, [rows.map(({ id }) => id)]));
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Premium', exact: true }).click();
  const generate = page.getByRole('button', { name: /^Generate (New|Content) for Recovery & Health$/ });
  await expect(generate).toBeVisible();
  // Where the button is, from the first frame it shows until the newest articles are in.
  const tops = await generate.evaluate(async (button) => {
    const seen = new Set<number>();
    // Every frame for 3 s: the held answers (800 ms) and the renders they bring are in by then.
    const until = performance.now() + 3000;
    while (performance.now() < until) {
      seen.add(Math.round(button.getBoundingClientRect().top + window.scrollY));
      await new Promise((frame) => requestAnimationFrame(frame));
    }
    return [...seen];
  });
  await expect(page.getByRole('button', { name: 'View the newest Recovery & Health article' })).toBeVisible();
  // Within a pixel or two: a loaded box's height has fractions of a pixel its kept place rounds.
  expect(Math.max(...tops) - Math.min(...tops), `the Generate button of Recovery & Health moved (page offsets ${tops.join(', ')} px)`).toBeLessThanOrEqual(2);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});
