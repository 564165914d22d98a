import { expect } from '@playwright/test';
import { violations } from './axe.js';
import { expectToast, inbox, linkIn, PASSWORD, registerMemberInUi, RESET_SUBJECT, test, uniqueEmail, reviewScreenshot } from './support.js';

const NEW_PASSWORD = 'a-brand-new-password';

test('a member resets a forgotten password from the e-mailed link, which signs out every device', async ({ page, browser }) => {
  const email = uniqueEmail('forgetful');
  await registerMemberInUi(page, email, 'Fran Forgetful'); // this browser stays signed in

  const other = await (await browser.newContext()).newPage();
  await other.goto('/community/auth');
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await other.getByLabel('Email').fill(email);
  await other.getByRole('button', { name: 'Send reset link' }).click();
  const sent = 'If an account exists for that address, we have sent it a link to choose a new password. The link works once, within one hour.';
  await expect(other.getByRole('status').filter({ hasText: sent })).toBeVisible();

  // An unknown address gets exactly the same answer.
  await other.goto('/forgot-password?from=community');
  await other.getByLabel('Email').fill(uniqueEmail('nobody'));
  await other.getByRole('button', { name: 'Send reset link' }).click();
  await expect(other.getByRole('status').filter({ hasText: sent })).toBeVisible();

  const mail = await inbox(email, RESET_SUBJECT);
  const link = linkIn(mail, '/reset-password');
  // The mail as a mail program draws it: AA in light, and in the site's dark colours on a device set to dark.
  const reader = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await reader.setContent(mail.html);
  await expect(reader).toHaveTitle(RESET_SUBJECT);
  const button = reader.getByRole('link', { name: 'Choose a new password' });
  await expect(button).toHaveCSS('background-color', 'rgb(12, 102, 99)');
  expect(await violations(reader)).toEqual([]);
  await reader.emulateMedia({ colorScheme: 'dark' });
  expect(await reader.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 19, 18)');
  await expect(button).toHaveCSS('background-color', 'rgb(94, 196, 188)');
  expect(await violations(reader)).toEqual([]);
  // The link written out breaks to fit a phone's width.
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewScreenshot(reader, { path: 'test-results/reset-mail-dark-390.png', fullPage: true });
  await reader.context().close();
  await other.goto(link);
  // A password too common to keep is refused at its field; the link still works, so the page does not send them away.
  await other.getByLabel('New Password', { exact: true }).fill('Password1');
  await other.getByLabel('Confirm New Password').fill('Password1');
  await other.getByRole('button', { name: 'Save new password' }).click();
  await expect(other.getByText('Choose a less common password: this one is among the most used and easy to guess.')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Ask for a new link' })).toHaveCount(0);
  await other.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await other.getByLabel('Confirm New Password').fill('not-the-same-password');
  await other.getByRole('button', { name: 'Save new password' }).click();
  await expect(other.getByText("Passwords don't match")).toBeVisible();
  await other.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Save new password' }).click();
  await expect(other.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The link worked once (opened afresh, as from the mail program): the page says so at once, before any typing.
  await other.goto('about:blank');
  await other.goto(link);
  await expect(other.getByText('This reset link is invalid, has already been used or has expired. Please ask for a new one.')).toBeVisible();
  await expect(other.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await other.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(other).toHaveURL(/\/forgot-password$/);

  // The first browser was signed out; the new password works, the old one does not.
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/community\/auth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed', 'Invalid email or password');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/journal$/);
});

test('the staff sign-in offers "Forgot password?" and leads back to the staff sign-in', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?from=staff$/);
  await page.getByRole('link', { name: 'Back to the staff sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
