import { expect, type Page } from '@playwright/test';
import { appReady, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * The privacy policy is where data is collected: the magazine's footer and newsletter box link /privacy, so does the
 * account sign-up, and /about's privacy dialog shows the same text (docs/product.md#privacy-policy).
 */

async function expectPolicy(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('Last updated: July 31, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who else handles it' })).toBeVisible();
  await expect(page.getByText(/sent to OpenAI, which writes the reply/)).toBeVisible();
  // Every cookie that registration and sign-in set, with its purpose and lifetime (session.service.ts, known-device.ts).
  await expect(page.getByText(/essential cookies only, three of them/)).toBeVisible();
  for (const [cookie, purpose] of [
    ['f50_session', /keeps you signed in: 30 days from when you signed in/],
    ['f50_signed_in', /tells our pages that you are signed in.*Same lifetime as f50_session/],
    ['f50_known', /remembers that your account signed in with this browser.*400 days; signing out keeps it, deleting your account removes it/],
  ] as const) {
    const item = page.getByRole('listitem').filter({ has: page.getByText(cookie, { exact: true }) });
    await expect(item).toHaveText(purpose);
  }
  // What the browser keeps besides cookies (lib/device-choice.ts: localStorage; drafts, scroll places and the upgrade
  // offer: sessionStorage).
  await expect(page.getByRole('listitem').filter({ hasText: 'Your appearance and text size' })).toHaveText(/if you\s+choose other than the standard ones, until you choose again/);
  await expect(page.getByRole('listitem').filter({ hasText: 'While the tab is open' })).toHaveText(/written and not yet sent .* removed when you sign out/);
  // Over https the session and known-browser cookies carry the __Host- prefix (backend auth/cookie-names.ts).
  await expect(page.getByText(/"__Host-" before their names \(__Host-f50_session,\s+__Host-f50_known\): that tells it to take them only from our own site/)).toBeVisible();
}

test('the home page links the privacy policy from its newsletter box and its footer; /privacy reads well at 390 and 1440 px', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const signUp = page.getByRole('form', { name: 'Newsletter sign-up' }).first();
  await expect(signUp.getByText('We use your address only to send you the newsletter')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');

  await signUp.getByRole('link', { name: 'privacy policy' }).click();
  await expectPolicy(page);
  // How long the newsletter's records and sign-up are kept, as the server keeps them (docs/operations.md).
  await expect(page.getByText(/list of newsletters we sent to your address stays with\s+your newsletter subscription/)).toBeVisible();
  await expect(page.getByText(/newsletter subscription of your address, and the records of the\s+newsletters sent to it, go too once you have shown the address is yours/)).toBeVisible();
  await expect(page).toHaveTitle('Privacy policy | Flying@50');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen (no sideways scrolling for a phone reader).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await reviewScreenshot(page, { path: `test-results/privacy-${width}.png`, fullPage: true });
  }
  // The appearance and text size the policy names are all the site keeps in localStorage.
  const footerChoices = page.getByRole('contentinfo');
  await footerChoices.getByText('Dark', { exact: true }).click();
  await footerChoices.getByText('Larger', { exact: true }).click();
  expect((await page.evaluate(() => Object.keys(localStorage))).sort()).toEqual(['flying50.scheme', 'flying50.text']);
  await page.evaluate(() => localStorage.clear());

  // Straight from the footer, and on a fresh load (the server's page, before the app runs) too.
  await page.goto('/publisher/training');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expectPolicy(page);
  await page.goto('/privacy');
  await expectPolicy(page);
});

test('account sign-up says what agreeing means and links the privacy policy', async ({ page }) => {
  await page.goto('/community/auth');
  await appReady(page);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Create Account' });
  await expect(panel.getByText(/By creating an account you agree/)).toBeVisible();
  await panel.getByRole('link', { name: 'privacy policy' }).click();
  await expectPolicy(page);
});

test("/about's privacy dialog shows the same dated policy and links its page; the contact dialog promises a reply within 24 hours", async ({ page }) => {
  await page.goto('/about');
  await appReady(page);
  await expect(page.locator('#subscribe').getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
  let dialog = page.getByRole('dialog', { name: 'Privacy policy' });
  await expect(dialog.getByText('Last updated: July 31, 2025')).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3, name: 'How long we keep it' })).toBeVisible();
  await expect(dialog.getByText(/sent to OpenAI, which writes the reply/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'its own page' })).toHaveAttribute('href', '/privacy');
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Contact us' }).click();
  dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByText('We reply within 24 hours.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
  await page.getByRole('dialog', { name: 'Privacy policy' }).getByRole('link', { name: 'its own page' }).click();
  await expectPolicy(page);
});
