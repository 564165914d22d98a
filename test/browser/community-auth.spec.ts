import { expect } from '@playwright/test';
import { appReady, expectToast, PASSWORD, registerMemberInUi, test, uniqueEmail } from './support.js';

test('the member pages send visitors who are signed out to the sign-in page', async ({ page }) => {
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/community\/auth$/);
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(page.getByText('Your Personal Training Insights Guide')).toBeVisible();
});

test('sign-in and registration check fields on the client', async ({ page }) => {
  await page.goto('/community/auth');
  await appReady(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Please fill in all fields');

  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Please fill in all required fields');

  await page.getByLabel('Full Name').fill('Pat Runner');
  await page.getByLabel('Email').fill(uniqueEmail('pat'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, "Passwords don't match");
  // The server refuses a common password; the form shows why, at the password field.
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await page.getByLabel('Confirm Password').fill('Password1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const common = 'Choose a less common password: this one is among the most used and easy to guess.';
  await expectToast(page, 'Registration Failed', common);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Choose a less common password/);
});

test('a member registers, lands on /journal in the member area, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('runner');
  await registerMemberInUi(page, email, 'Pat Runner');
  await expect(page.getByRole('heading', { name: 'Insights Guide' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message your coach' })).toBeVisible();
  await expect(page.getByText('Upgrade to Premium')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/community\/auth$/);
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/community\/auth$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed', 'Invalid email or password');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole('heading', { name: 'Insights Guide' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
});
