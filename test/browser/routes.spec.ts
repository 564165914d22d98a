import { expect } from '@playwright/test';
import { appReady, test } from './support.js';

test('an unknown path shows Page Not Found, with status 404 from the server', async ({ page }) => {
  const known = await page.goto('/about');
  await appReady(page);
  expect(known?.status()).toBe(200);
  // An article the magazine does not have is a 404 too (the server answers article pages itself).
  expect((await page.goto('/article/hill-repeats-after-50'))?.status()).toBe(404);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('route reconciliation redirects', async ({ page }) => {
  await page.goto('/training');
  await expect(page).toHaveURL(/\/publisher\/training$/);
  await page.goto('/content-generator');
  await expect(page).toHaveURL(/\/(my-journey|community\/auth\?next=%2Fmy-journey)$/);
});

test('the magazine home renders with readable body text and the public navigation', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /Premium/ }).first()).toBeVisible();
  const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(18);
});
