import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** An Apple News+ generation for a week, made at a chosen time (written straight into the database). */
async function seedGeneration(week: number, theme: string, headline: string, createdAt: string, status = 'published'): Promise<void> {
  await browserDatabaseQuery(
    `insert into content_generations (topic, status, editorial_week, editorial_theme, long_form_article, headlines, tldr_summary, apple_news_deck,
       repurposed_formats, metadata, generated_images, prompt_version, model, created_at)
     values ($1, $2, $3, $4, 'Body', $5, 'Summary', 'Deck', '{}', '{}', '{}', 'test', 'test', $6)`,
    [`Topic of ${headline}`, status, week, theme, JSON.stringify([headline]), createdAt],
  );
}

async function openPlanner(page: Page, londonDay: string): Promise<void> {
  // The planner asks for today's date in Europe/London by the browser's clock.
  await page.clock.setFixedTime(new Date(`${londonDay}T10:00:00+01:00`));
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Apple News+' }).click();
  await expect(page.getByRole('heading', { name: 'Current Cycle' })).toBeVisible();
}

function weekCard(page: Page, week: number) {
  return page.getByRole('list', { name: /six weeks/ }).getByRole('listitem').nth(week - 1);
}

test('week 1 of the first cycle is the current week and the rest are suggested', async ({ page }) => {
  await signInAsEditor(page);
  await openPlanner(page, '2025-07-16');
  await expect(page.getByText('This is week 1 of the cycle.')).toBeVisible();
  const first = weekCard(page, 1);
  await expect(first.getByText('14–20 July 2025')).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Training & Performance' })).toBeVisible();
  await expect(first.getByText('This week', { exact: true })).toBeVisible();
  await expect(first.getByText('This week: ready to generate')).toBeVisible();
  await expect(first).toHaveAttribute('data-status', 'current');
  for (const week of [2, 3, 4, 5, 6]) await expect(weekCard(page, week)).toHaveAttribute('data-status', 'suggested');
  await expect(weekCard(page, 6).getByText('18–24 August 2025')).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/apple-news-week1.png', fullPage: true });
  expect(await violations(page)).toEqual([]);

  // Generate opens the generator with the week's theme and number
  await first.getByRole('link', { name: 'Generate week 1: Training & Performance' }).click();
  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue('Create content for Training & Performance - Week 1');
});

test('published, missed, archived and current weeks, and the previous cycle', async ({ page }) => {
  await signInAsEditor(page);
  const stamp = Date.now();
  // cycle 2 runs from 25 August to 5 October 2025; the editor's day is in week 4 (15-21 September)
  await seedGeneration(2, 'Nutrition & Fueling', `Fuel the long ride ${stamp}`, '2025-09-03T09:00:00Z');
  await seedGeneration(3, 'Recovery & Health', `Archived sleep piece ${stamp}`, '2025-09-10T09:00:00Z', 'archived');
  // made in cycle 1 for week 1: it counts there, not in cycle 2
  await seedGeneration(1, 'Training & Performance', `Intervals for masters ${stamp}`, '2025-07-15T09:00:00Z');

  await openPlanner(page, '2025-09-17');
  await expect(page.getByText('This is week 4 of the cycle.')).toBeVisible();
  await expect(weekCard(page, 1)).toHaveAttribute('data-status', 'missed');
  await expect(weekCard(page, 1).getByText('Missed: no article was published this week')).toBeVisible();
  await expect(weekCard(page, 2)).toHaveAttribute('data-status', 'published');
  await expect(weekCard(page, 2).getByText(`Fuel the long ride ${stamp}`)).toBeVisible();
  await expect(weekCard(page, 2).getByText('Published title')).toBeVisible();
  await expect(weekCard(page, 2).getByRole('link', { name: /^Generate/ })).toHaveCount(0);
  await expect(weekCard(page, 3)).toHaveAttribute('data-status', 'archived');
  await expect(weekCard(page, 4)).toHaveAttribute('data-status', 'current');
  await expect(weekCard(page, 4).getByText('15–21 September 2025')).toBeVisible();
  await expect(weekCard(page, 5)).toHaveAttribute('data-status', 'suggested');
  await reviewScreenshot(page, { path: 'test-results/apple-news-statuses.png', fullPage: true });
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Previous Cycle' }).click();
  await expect(page.getByRole('heading', { name: 'Cycle 6 weeks ago' })).toBeVisible();
  await expect(weekCard(page, 1)).toHaveAttribute('data-status', 'published');
  await expect(weekCard(page, 1).getByText(`Intervals for masters ${stamp}`)).toBeVisible();
  await expect(weekCard(page, 1).getByText('14–20 July 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Generate/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Current Cycle' }).click();
  await expect(page.getByRole('heading', { name: 'Current Cycle' })).toBeVisible();
});

test('Previous Cycle stops at the cycle before planning began, and the focus goes to Back to Current Cycle', async ({ page }) => {
  await signInAsEditor(page);
  // Planning began on 15 July 2025 (the first generation, in cycle 1); the editor's day is in cycle 2.
  await seedGeneration(1, 'Training & Performance', `First plan ${Date.now()}`, '2025-07-15T09:00:00Z');
  await openPlanner(page, '2025-09-17');
  const previous = page.getByRole('button', { name: 'Previous Cycle' });
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Cycle 6 weeks ago' })).toBeVisible();
  await expect(previous).toBeEnabled();
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
  // 2 June to 13 July 2025: every week ended before planning began, and so did every earlier one.
  await expect(page.getByRole('heading', { name: 'Cycle 12 weeks ago' })).toBeVisible();
  for (const week of [1, 2, 3, 4, 5, 6]) await expect(weekCard(page, week)).toHaveAttribute('data-status', 'not-started');
  await expect(previous).toBeDisabled();
  await expect(previous).toHaveAccessibleDescription('Planning began after these weeks, so no earlier cycle holds an article.');
  await expect(page.getByRole('button', { name: 'Back to Current Cycle' })).toBeFocused();
  await reviewScreenshot(page, { path: 'test-results/apple-news-earliest-cycle.png', fullPage: true });
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: 'test-results/apple-news-earliest-cycle-390.png' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Current Cycle' })).toBeVisible();
  await expect(previous).toBeEnabled();
});

test('a London day that has begun before UTC is the day the planner asks for', async ({ page }) => {
  await signInAsEditor(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/content/editorial-cycle')) asked.push(new URL(request.url()).searchParams.get('on') ?? '');
  });
  // 23:30 UTC on Sunday 20 July 2025 is 00:30 on Monday 21 July in London: week 2 has begun
  await page.clock.setFixedTime(new Date('2025-07-20T23:30:00Z'));
  await page.goto('/apple-news-ads');
  await expect(page.getByText('This is week 2 of the cycle.')).toBeVisible();
  expect(asked).toContain('2025-07-21');
});

test('the dashboard initialises once per entry and phones get the same tabs from the menu', async ({ page }) => {
  await signInAsEditor(page);
  let initialised = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/content/auto-initialize') && request.method() === 'POST') initialised += 1;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  for (const tab of ['Premium', 'Apple News+', 'Users']) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: tab }).click();
  }
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/dashboard-phone-menu.png' });
  await page.keyboard.press('Escape');
  expect(initialised).toBe(1);
  expect(await violations(page)).toEqual([]);

  // the library: premium items, the website articles (newest first, or a way to make the first) and Apple News+ coming soon
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Library' }).click();
  const library = page.getByRole('dialog', { name: 'Content Library' });
  await library.getByRole('tab', { name: 'Website' }).click();
  await expect(library.getByRole('list', { name: 'Website articles' }).or(library.getByRole('heading', { name: 'No website articles yet' }))).toBeVisible();
  await library.getByRole('tab', { name: 'Apple News+' }).click();
  await expect(library.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a package generated from a week shows there as published when the editor comes back with Calendar', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Apple News+' }).click();
  await expect(page.getByRole('heading', { name: 'Current Cycle' })).toBeVisible();
  // the first week of this cycle without a published package (the planner's weeks are now read and kept)
  const generate = page.getByRole('list', { name: /six weeks/ }).getByRole('link', { name: /^Generate week \d/ }).first();
  const week = Number(/week (\d)/.exec((await generate.textContent()) ?? '')?.[1]);
  await expect(weekCard(page, week)).not.toHaveAttribute('data-status', 'published');
  await generate.click();
  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue(new RegExp(`- Week ${week}$`));
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(page.getByText('Content Generated!', { exact: true }).first()).toBeVisible({ timeout: 60_000 });

  // back in the planner (the app's own navigation, no reload): the week has its package
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Current Cycle' })).toBeVisible();
  await expect(weekCard(page, week)).toHaveAttribute('data-status', 'published');
  await expect(weekCard(page, week).getByText('Published title')).toBeVisible();
  await expect(weekCard(page, week).getByRole('link', { name: /^Generate/ })).toHaveCount(0);
});

test("a generator address pairing a theme with another theme's week only pre-fills the topic: no week is counted as published", async ({ page }) => {
  await signInAsEditor(page);
  // Gear & Tech is week 5; a hand-edited link says week 1 (Training & Performance's week).
  await page.goto('/admin/content-generator?theme=Gear+%26+Tech&week=1');
  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue('Create content for Gear & Tech - Week 1');
  await expect(page.getByText(/For week \d of the editorial cycle/)).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/content/generate') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Generate Content' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.editorial_week).toBeUndefined();
  expect(body.editorial_theme).toBeUndefined();
  await expect(page.getByText('Content Generated!', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
});
