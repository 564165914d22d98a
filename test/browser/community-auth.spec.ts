import { expect } from '@playwright/test';
import { appReady, expectToast, PASSWORD, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';

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

test("a member on a phone checks the password they typed with 'Show password' before signing in or registering", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const email = uniqueEmail('show-password');
  await page.goto('/community/auth');
  await appReady(page);
  await page.getByRole('tab', { name: 'Create Account' }).tap();
  await page.getByLabel('Full Name').fill('Pat Runner');
  await page.getByLabel('Email').fill(email);
  const boxes = [page.getByLabel('Password', { exact: true }), page.getByLabel('Confirm Password')];
  const shows = page.getByRole('tabpanel').getByRole('button', { name: 'Show password' });
  await expect(shows).toHaveCount(2);
  for (const [index, box] of boxes.entries()) {
    await box.fill(index === 0 ? PASSWORD : 'correct-horse-batery');
    const show = shows.nth(index);
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await expect(box).toHaveAttribute('type', 'password');
    // The button sits inside its own box's right end, a 44 px target, and leaves the typing room clear.
    const [button, field] = [(await show.boundingBox())!, (await box.boundingBox())!];
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.x + button.width <= field.x + field.width && button.y >= field.y && button.y + button.height <= field.y + field.height + 1).toBe(true);
    await show.tap();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(box).toHaveAttribute('type', 'text');
    await expect(box).toHaveAttribute('autocapitalize', 'none');
  }
  await reviewScreenshot(page, { path: 'test-results/show-password-390.png' });
  // The slip is seen and put right; the pressed buttons still show the boxes until the form is sent.
  await boxes[1].fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).last().tap();
  await expect(page).toHaveURL(/\/journal$/);

  // The phone's menu signs out ('Logout', as the product's specification names it there).
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Logout', exact: true }).tap();
  await expect(page).toHaveURL(/\/community\/auth$/);
  await appReady(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const show = page.getByRole('button', { name: 'Show password' });
  await show.tap();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'text');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/journal$/);
  await context.close();
});
