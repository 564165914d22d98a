import { expect } from '@playwright/test';
import { appReady, test } from './support.js';

test("a page that could not load while the phone was offline says so, and appears once it is back online", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await appReady(page);
  const search = () => page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' }).first();
  // A train tunnel: the search page's code cannot be fetched.
  await context.setOffline(true);
  await search().fill('hill repeats');
  await search().press('Enter');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("You seem to be offline, so this page could not be loaded. It will appear as soon as you're back online.")).toBeVisible();
  await expect(page.getByText(/assets\//)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/offline-error-1280.png' });
  // Back online: the page is tried again by itself (React would keep the failed chunk for good: a fresh one is asked for).
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /Search/ })).toBeVisible();
});
