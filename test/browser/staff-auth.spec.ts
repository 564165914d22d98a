import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, NEW_ADMIN_EMAIL, expectToast, inbox, linkIn, PASSWORD, registerMemberInUi, uniqueEmail, VERIFICATION_SUBJECT } from './support.js';

test.describe.configure({ mode: 'serial' });

test('a non-allowlisted address cannot create a staff account', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(uniqueEmail('stranger'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration failed');
  await expect(page.getByText(/approved Flying@50 addresses/).first()).toBeVisible();
});

test('staff registration checks required fields and matching passwords', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Full Name').fill('Ada Admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('a-different-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration failed', "Passwords don't match");
});

test('an admin registers, sees the dashboard and the users list, signs out and back in', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await page.getByLabel('Full Name').fill('Ada Admin');
  await page.getByLabel('Email').fill(NEW_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account created!', "Your account has been created and you're now logged in.");

  // The address is on ADMIN_EMAILS, but the role waits for the e-mailed link.
  await expect(page.getByRole('heading', { name: 'Please verify your email address' })).toBeVisible();
  await expect(page.getByText(/is on the Flying@50 administrator list/)).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/admin/users', { credentials: 'include' })).status)).toBe(403);
  const first = await inbox(NEW_ADMIN_EMAIL, VERIFICATION_SUBJECT);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expectToast(page, 'Verification email sent', `We have sent a new link to ${NEW_ADMIN_EMAIL}. It works once, within 24 hours.`);
  const second = await inbox(NEW_ADMIN_EMAIL, VERIFICATION_SUBJECT, first.receivedAt);

  // Only the newest link works; opening it verifies the address at once.
  await page.goto(linkIn(first, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'We could not verify this link' })).toBeVisible();
  await page.goto(linkIn(second, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email address verified' })).toBeVisible();
  await expect(page.getByText(`Thank you. ${NEW_ADMIN_EMAIL} is verified and your administrator access is now on.`)).toBeVisible();
  expect(page.url()).not.toContain('token');
  await page.getByRole('link', { name: 'Open the editorial dashboard' }).click();
  await expect(page.getByText(NEW_ADMIN_EMAIL).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('cell', { name: NEW_ADMIN_EMAIL })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NEW_ADMIN_EMAIL) }).getByText('Admin', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out', 'See you next time!');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.getByLabel('Email').fill(NEW_ADMIN_EMAIL);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed', 'Invalid email or password');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome back!', 'Successfully logged in to Flying@50 Content Generator');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a member cannot use staff routes: the API answers 403 and /admin says so', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('member'));
  const status = await page.evaluate(async () => (await fetch('/api/admin/users', { credentials: 'include' })).status);
  expect(status).toBe(403);
  await page.goto('/admin');
  await expect(page.getByText('This area is for Flying@50 staff').first()).toBeVisible();
});
