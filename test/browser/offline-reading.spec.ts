import { expect, type Page } from '@playwright/test';
import { appReady, test, reviewScreenshot } from './support.js';

/** The site's header is on screen with its way home and its search, so a reader who hits an error can go on. */
async function expectSiteHeader(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: /Flying@50/ }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached(); // the footer's links too
}

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
  // Shown under the site's header, in the page's one main landmark.
  await expectSiteHeader(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('banner')).toBeVisible();
    await reviewScreenshot(page, { path: `/tmp/shots/offline-error-${width}.png` });
  }
  // Back online: the page is tried again by itself (React would keep the failed chunk for good: a fresh one is asked for).
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /Search/ })).toBeVisible();
});

test('a page outside the magazine frame that could not load shows the error within the site frame, header and all', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await appReady(page);
  // The brand page (/about) has a layout of its own; offline, its code cannot be fetched.
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Flying@50' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("You seem to be offline, so this page could not be loaded. It will appear as soon as you're back online.")).toBeVisible();
  await expectSiteHeader(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Go to the magazine home' })).toBeVisible();
  await reviewScreenshot(page, { path: '/tmp/shots/offline-error-about-390.png', fullPage: true });
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Your best performances can still be ahead of you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
