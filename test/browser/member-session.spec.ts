import { expect, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, expectToast, PASSWORD, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * A member's session ending, or the session check failing for a moment, never loses their place: an expired session
 * offers "Sign in again" beside the error, which signs in on the same page, with what they were writing still in the
 * box; the sign-in page brings a member back to the page that sent them (a path of this site only).
 */
const endSessionsOf = (email: string) =>
  browserDatabaseQuery('delete from sessions where user_id = (select id from users where email = $1)', [email]);

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a session that ends mid-typing keeps the message and offers "Sign in again", which comes back to it', async ({ page }) => {
  const email = uniqueEmail('expired');
  await registerMemberInUi(page, email, 'Eve Expired');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  const message = 'Recovery week: three easy swims and a long walk. Sleep much better.';
  await composer.fill(message);
  await endSessionsOf(email);
  await composer.press('Enter');

  // Not 'Please try again': that cannot work until the member signs in.
  await expectToast(page, 'Message not sent', 'Your sign-in has ended: sign in again to send it (your message is kept).');
  const form = page.getByRole('form', { name: 'Write to your coach' });
  await expect(form.getByText('Not sent: Please sign in to continue.')).toBeVisible();
  await expect(composer).toHaveValue(message);
  // The error line is tied to the box: read with it, and the box marked invalid while it shows.
  await expect(composer).toHaveAccessibleDescription(/^Not sent: Please sign in to continue\. Enter sends/);
  await expect(composer).toHaveAttribute('aria-invalid', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByText('Not sent: Please sign in to continue.').scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: '/tmp/wt-mem-shots/journal-sign-in-again-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(page, { path: '/tmp/wt-mem-shots/journal-sign-in-again-1440.png' });

  // The sign-in opens in place: the page, and the message in the box, stay.
  // From the keyboard: the address is known, so the cursor starts in Password; typing it and Enter sign in.
  await form.getByRole('link', { name: 'Sign in again' }).focus();
  await page.keyboard.press('Enter');
  const signInDialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(signInDialog.getByLabel('Email')).toHaveValue(email);
  await expect(signInDialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(signInDialog).toBeHidden();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(composer).toHaveValue(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('region', { name: 'Conversation with your coach' }).getByText(message)).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(composer).not.toHaveAttribute('aria-invalid');
  await expect(composer).toHaveAccessibleDescription(/^Enter sends/);
});

test('signing in returns to the member page that asked, and never leaves the site', async ({ page }) => {
  const email = uniqueEmail('returns');
  await registerMemberInUi(page, email, 'Ray Return');
  await endSessionsOf(email);

  await page.goto('/my-journey');
  await expect(page).toHaveURL(/\/community\/auth\?next=%2Fmy-journey$/);
  await expect(page.getByText('Sign in to carry on where you left off.')).toBeVisible();
  // On Create Account, the line says so.
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(page.getByText('Create your account to carry on where you left off.')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(page, { path: '/tmp/wt-mem-shots/sign-in-return-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: '/tmp/wt-mem-shots/sign-in-return-390.png' });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/my-journey$/);

  // A place on the page travels too: the pricing card's "Start Your Premium Journey" leads to /profile#upgrade.
  await endSessionsOf(email);
  await page.context().clearCookies();
  await page.goto('/profile#upgrade');
  await expect(page).toHaveURL(/\/community\/auth\?next=%2Fprofile%23upgrade$/);
  // Most who press an offer to upgrade are new: the page opens on Create Account, and says why they are here.
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Create a free account, or sign in, to start Premium.')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page.getByText('Create a free account, or sign in, to start Premium.')).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/profile#upgrade$/);

  for (const next of ['//evil.example/journal', 'https://evil.example/', '/\\evil.example']) {
    await endSessionsOf(email);
    await page.context().clearCookies();
    await page.goto(`/community/auth?next=${encodeURIComponent(next)}`);
    await appReady(page);
    await expect(page.getByText('Sign in to carry on where you left off.')).toHaveCount(0);
    await signIn(page, email);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/journal$/);
  }
});

test('a brief server error on the session check does not sign the member out; one that lasts says so, with Try Again', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('brief'), 'Bea Brief');
  const ME = '**/api/community/auth/me';
  let refused = 0;
  await page.route(ME, (route) => (refused++ < 1 ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.fallback()));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(refused).toBeGreaterThanOrEqual(2);

  await page.unroute(ME);
  await page.route(ME, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto('/profile');
  const problem = page.getByRole('alert').filter({ hasText: 'We could not reach Flying@50 to check that you are signed in.' });
  await expect(problem).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: '/tmp/wt-mem-shots/session-check-failed-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(page, { path: '/tmp/wt-mem-shots/session-check-failed-1440.png' });

  await page.unroute(ME);
  await problem.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
});
