import { expect } from '@playwright/test';
import { registerMemberInUi, reviewScreenshot, test, uniqueEmail } from './support.js';
import { violations } from './axe.js';

test('a member who writes of thoughts of suicide is shown where to get help at once and whole, the numbers a tap away on a phone, and no report', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerMemberInUi(page, uniqueEmail('crisis'), 'Sam Walker');
  await page.goto('/journal');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await composer.fill('Feel like ending it all since my wife left. Skipped the walk again.');
  await composer.press('Enter');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  const insight = log.getByRole('article', { name: 'Coach insight' });
  await expect(insight).toBeVisible({ timeout: 30_000 });
  // Before 'Read more': Samaritans' number and 999, each a link a phone calls.
  await expect(insight.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
  await expect(insight.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
  await expect(insight.getByRole('link', { name: '116 123' })).toBeInViewport();
  // Nothing about training to buy or read.
  await expect(insight.getByText('Why:')).toHaveCount(0);
  await expect(insight.getByText(/streak|session like this/)).toHaveCount(0);
  // Shown whole: a reply that sends to a helpline is never folded behind 'Read more'.
  await expect(insight.getByRole('button', { name: 'Read more' })).toHaveCount(0);
  await expect(insight.getByRole('link', { name: '85258' })).toHaveAttribute('href', 'sms:85258?&body=SHOUT');
  expect(await violations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewScreenshot(insight, { path: `${process.env.SHOTS_DIR ?? 'test-results'}/crisis-reply-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(insight, { path: `${process.env.SHOTS_DIR ?? 'test-results'}/crisis-reply-1440.png` });
});
