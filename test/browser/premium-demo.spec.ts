import { expect } from '@playwright/test';
import { appReady, browserDatabaseQuery, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';
import { secondServer } from './second-server.js';
import { violations } from './axe.js';

/**
 * Issue 22, the demo upgrade: without Stripe settings (the embedded default) "Start Your Premium Journey" leads to the
 * profile's upgrade, labelled as a demo upgrade, which switches Premium on at once; the member then reads a premium
 * report in full. The suite's server runs in Stripe mode, so this spec starts a second, small one in demo mode
 * (second-server.ts) on its worker's port + 4, and stops it after.
 */
const { port, origin } = secondServer(4);
const BODY = 'Two easy weeks before the race keep the legs fresh without losing fitness.';

test.use({ baseURL: origin });

test('without Stripe, a member takes the demo upgrade (labelled as such) and reads a premium report in full', async ({ page }) => {
  test.setTimeout(90_000);
  expect(await (await fetch(`${origin}/api/billing/plans`)).json()).toMatchObject({ mode: 'demo' });
  const topic = `Taper for masters ${Date.now()}`;
  await browserDatabaseQuery(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ($1, 'Fresh on the day', 6, 'Racing & Strategy', 'published', '{}', $2, 'Arrive rested and sharp.', 'Taper two weeks.', '["Less is more"]')`,
    [topic, `## Why taper\n\n${BODY}`],
    port,
  );
  await registerMemberInUi(page, uniqueEmail('demo-upgrade'), 'Dee Demo');

  // /premium: no plans to pay for, so "Start Your Premium Journey" leads to the profile's upgrade.
  await page.goto('/premium');
  await appReady(page);
  const pricing = page.getByRole('region', { name: 'Flying@50 Premium' });
  await expect(pricing.getByRole('radio')).toHaveCount(0);
  await pricing.getByRole('link', { name: 'Start Your Premium Journey' }).click();
  await expect(page).toHaveURL(/\/profile#upgrade$/);

  // The upgrade says it is a demo: no payment is taken.
  const upgrade = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(upgrade.getByText('Demo upgrade.', { exact: true })).toBeVisible();
  await expect(upgrade.getByText('Payments are not set up on this site', { exact: false })).toBeVisible();
  expect(await violations(page, { include: '#upgrade', everyRule: true })).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/premium-demo-upgrade.png' });
  // Pressed from the keyboard: the offer gives way to the Premium card, and focus goes to its heading (not the page's body).
  await upgrade.getByRole('button', { name: 'Demo upgrade' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Premium Member' })).toBeFocused();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await reviewScreenshot(page, { path: `/tmp/wt-a11y-shots/profile-premium-${width}.png`, fullPage: true });
  }
  await expect(page.getByRole('region', { name: 'Upgrade to Premium' })).toHaveCount(0);

  // Premium now: the report in full, and it can be saved.
  await page.goto('/journal');
  // The theme buttons' counts come from one theme-counts call (published reports only).
  await expect(page.getByRole('button', { name: /Racing & Strategy\s*1 report$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Gear & Tech\s*0 reports$/ })).toBeVisible();
  await page.getByRole('button', { name: /Racing & Strategy/ }).click();
  await page.getByRole('button', { name: `Read report: ${topic}` }).click();
  const reader = page.getByRole('dialog', { name: topic });
  await expect(reader.getByText(BODY)).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Save to Library' })).toBeVisible();
  // The report's layout is a chunk of its own (lazy-report-body.tsx), loaded after the journal was shown.
  expect(await violations(page, { include: '[role="dialog"]', everyRule: true })).toEqual([]);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await reviewScreenshot(page, { path: `test-results/premium-report-dialog-${width}.png` });
  }

  // /premium no longer sells the member what they have: the way to their journal, reports and plan instead.
  await page.goto('/premium');
  await expect(page.getByRole('status').filter({ hasText: 'You are a Premium member' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your journal' })).toHaveAttribute('href', '/journal');
  const plan = page.getByRole('region', { name: 'Flying@50 Premium' });
  await expect(plan.getByText('Your Premium membership is active.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Premium Journey' })).toHaveCount(0);
  expect(await violations(page, { everyRule: true })).toEqual([]);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await reviewScreenshot(page, { path: `test-results/premium-as-member-${width}.png` });
  }
});

test("a demo upgrade from a locked report offers 'Continue to your report', which opens it in full", async ({ page }) => {
  test.setTimeout(90_000);
  const topic = `Hill repeats for masters ${Date.now()}`;
  const body = 'Six short hill repeats build strength without the pounding of speed work.';
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ($1, 'Up, not fast', 2, 'Training & Performance', 'published', '{}', $2, 'Strength from the slope.', 'Hills.', '["Go up"]') returning id`,
    [topic, `## Why hills\n\n${body}`],
    port,
  );
  await registerMemberInUi(page, uniqueEmail('demo-return'), 'Rita Return');
  await page.goto('/journal');
  await page.getByRole('button', { name: /Training & Performance/ }).click();
  await page.getByRole('button', { name: `Read report: ${topic}` }).click();
  await page.getByRole('dialog', { name: topic }).getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/profile\?next=.+#upgrade$/);
  await page.getByRole('region', { name: 'Upgrade to Premium' }).getByRole('button', { name: 'Demo upgrade' }).click();
  await expect(page.getByRole('heading', { name: 'Premium Member' })).toBeFocused();
  const back = page.getByRole('link', { name: 'Continue to your report' });
  await expect(back).toHaveAttribute('href', `/journal?report=${id}`);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await back.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `test-results/premium-demo-continue-${width}.png` });
  }
  await back.click();
  const reader = page.getByRole('dialog', { name: topic });
  await expect(reader.getByText(body)).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Save to Library' })).toBeVisible();
});
