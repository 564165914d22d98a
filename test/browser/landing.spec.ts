import { expect, type Page } from '@playwright/test';
import { appReady, holdChunk, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** The brand landing page (/about, docs/product.md#landing-page) and the Premium marketing page (/premium, docs/product.md#premium-page-and-premium-preview). */

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewScreenshot(page, { path: `test-results/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: `test-results/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('/about: cookie consent is remembered, the six modals open, subscribe reaches the newsletter form, the bar turns solid', async ({ page }) => {
  await page.goto('/about');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Instant Insights' }).first()).toHaveAttribute('href', '/community/auth');
  await expect(page.getByRole('link', { name: 'Read Latest Articles' }).first()).toHaveAttribute('href', '/publisher');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [['Magazine', '/publisher'], ['My Insights', '/my-journey'], ['Premium', '/premium'], ['Admin', '/admin']]) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  // The navigation bar is see-through at the top and solid once the page scrolls.
  const bar = page.getByRole('banner');
  await expect(bar).toHaveAttribute('data-solid', 'false');
  await page.mouse.wheel(0, 800);
  await expect(bar).toHaveAttribute('data-solid', 'true');

  // Cookie consent: chosen once, remembered under the product key.
  const consent = page.getByRole('region', { name: 'Cookie consent' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Accept' }).click();
  await expect(consent).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('flying50.cookie-consent'))).toBe('accepted');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  // The banner's link scrolls to the insights guide showcase (a link: it works before the app starts, too).
  await page.getByRole('link', { name: 'See how it works' }).click();
  await expect(page.locator('#journal')).toBeInViewport();
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Stage 4: Weekly Summary' })).toBeVisible();

  // Six modals.
  await page.getByRole('button', { name: 'Read the founder story' }).click();
  let dialog = page.getByRole('dialog', { name: 'The founder story' });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#subscribe')).toBeInViewport();
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email address')).toBeFocused();

  await page.getByRole('button', { name: 'news app' }).click();
  dialog = page.getByRole('dialog', { name: 'Flying@50 on your news app' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Privacy Policy' }).click();
  dialog = page.getByRole('dialog', { name: 'Privacy policy' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  // The terms are their own: Premium's price, renewal and guarantee, and that the coach gives no medical advice.
  await footer.getByRole('button', { name: 'Terms & Conditions' }).click();
  dialog = page.getByRole('dialog', { name: 'Terms & Conditions' });
  await expect(dialog.getByRole('heading', { name: 'Premium' })).toBeVisible();
  await expect(dialog.getByText('30-day satisfaction guarantee', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: "The coach's replies are not medical advice" })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Contact us' }).click();
  dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByRole('link', { name: 'hello@flyingat50.com' })).toBeVisible();
  await dialog.getByRole('button', { name: 'About the publisher' }).click();
  dialog = page.getByRole('dialog', { name: 'About the publisher' });
  await expect(dialog.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/my-journey');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Footer links to the theme short addresses and the community.
  await expect(footer.getByRole('link', { name: 'Training & Performance' })).toHaveAttribute('href', '/training');
  await expect(footer.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'about');

  // Mobile menu: every theme page; closes on a click outside.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link')).toHaveCount(10);
  await expect(mobile.getByRole('link', { name: 'Racing & Strategy' })).toHaveAttribute('href', '/publisher/racing');
  await page.mouse.click(200, 800);
  await expect(mobile).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await mobile.getByRole('link', { name: 'Gear & Tech' }).click();
  await expect(page).toHaveURL(/\/publisher\/gear$/);
});

test('/about: a modal pressed open before its code is in shows Opening; Escape cancels it, it stays shut when the code arrives, focus on its button', async ({ page }) => {
  const release = await holdChunk(page, 'landing-modals');
  await page.goto('/about');
  await appReady(page);
  const founder = page.getByRole('button', { name: 'Read the founder story' });
  await founder.focus();
  await page.keyboard.press('Enter');
  const opening = page.getByRole('status').filter({ hasText: 'Opening' });
  await expect(opening).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await reviewScreenshot(page, { path: `test-results/about-opening-${width}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(opening).toHaveCount(0);
  await expect(founder).toBeFocused();

  await release();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(founder).toBeFocused();
  // Pressed again, the modal opens at once (its code is in), and Escape closes it onto its button.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'The founder story' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(founder).toBeFocused();
});

test('/premium shows the whole marketing page and its buttons lead to the community sign-in', async ({ page }) => {
  await page.goto('/premium');
  await appReady(page);
  await expect(page.getByText('Upgrade to Premium', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Train Smarter, Not Harder After 50' })).toBeVisible();
  for (const title of ['Personalised Content Recommendations', 'Advanced Instant Insights', 'Priority Team Responses', 'Exclusive Premium Articles']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  for (const [index, stage] of ['Goal Setting', 'Share Insights', 'Instant Insights', 'Weekly Summary'].entries()) {
    await expect(page.getByRole('heading', { name: `Stage ${index + 1}: ${stage}` })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Why athletes over 50 choose Premium' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'What a member says' })).toBeVisible();
  await expect(page.getByText('£9.99').first()).toBeVisible();
  await expect(page.locator('#pricing').getByText('30-day satisfaction guarantee, cancel anytime')).toBeVisible();
  await expect(page.getByRole('complementary').getByText('30-day satisfaction guarantee, cancel anytime')).toBeVisible(); // the hero's summary
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'premium');
  await expect(page.getByRole('link', { name: 'Start Your Premium Journey' })).toHaveAttribute('href', '#pricing');
  // Signed out, the pricing card's checkout asks for sign-in first, then leads back to the upgrade with the plan chosen.
  await page.getByRole('button', { name: 'Start Your Premium Journey' }).click();
  await expect(page).toHaveURL(`/community/auth?next=${encodeURIComponent('/profile?plan=monthly#upgrade')}`);
  await page.goto('/premium');
  await appReady(page);
  await page.getByRole('link', { name: 'Get Instant Insights' }).first().click();
  await expect(page).toHaveURL(/\/community\/auth$/);
});
