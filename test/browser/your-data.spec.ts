import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { expectToast, inbox, linkIn, PASSWORD, registerMemberInUi, test, uniqueEmail } from './support.js';

/** "Your data" (docs/product.md): a member downloads everything kept about them from the profile, as a JSON file. */
test('a member downloads their data from the profile: a JSON file with their entries and goals', async ({ page }) => {
  const email = uniqueEmail('data');
  await registerMemberInUi(page, email, 'Dana Data');
  expect((await page.request.post('/api/community/journal', { data: { content: 'Long ride along the coast, windy but glorious.' } })).status()).toBe(201);
  expect((await page.request.post('/api/community/goals', { data: { goal: 'Ride 100 miles before my birthday' } })).status()).toBeLessThan(300);

  await page.goto('/profile');
  // The profile is long (ten cards): "On this page" at its top goes to each.
  const onThisPage = page.getByRole('navigation', { name: 'On this page' });
  await expect(onThisPage.getByRole('link')).toHaveText(['Account', 'Coach tone', 'On this device', 'Premium', 'Password', 'Two-step sign-in', 'Other devices', 'Your data', 'Delete account']);
  await expect(page.getByRole('heading', { name: 'Your data' })).not.toBeInViewport();
  await onThisPage.getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/profile#your-data-heading$/);
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeInViewport();
  await onThisPage.scrollIntoViewIfNeeded();
  await onThisPage.getByRole('link', { name: 'Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeInViewport();
  // What the file holds, folded under the card's short lead: opened from the keyboard.
  const holds = page.getByText('Payments, subscriptions and refunds', { exact: true });
  await expect(holds).toBeHidden();
  await page.getByText('What the file holds', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(holds).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download My Data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^flying50-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email, name: 'Dana Data' });
  expect(data.journal_entries.map((e: { content: string }) => e.content)).toEqual(['Long ride along the coast, windy but glorious.']);
  expect(data.goals.map((g: { goal: string }) => g.goal)).toEqual(['Ride 100 miles before my birthday']);
  await expectToast(page, 'Your Data Is Downloading');
});

test('a member signs out every other device from the profile; this one stays signed in', async ({ page, browser }) => {
  const email = uniqueEmail('devices');
  await registerMemberInUi(page, email, 'Devon Devices');
  const laptop = await browser.newContext();
  expect((await laptop.request.post('/api/community/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  expect((await laptop.request.get('/api/community/auth/me')).status()).toBe(200);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out Other Devices' }).click();
  await expectToast(page, 'Signed Out Elsewhere', '1 other browser or device was signed out. This one stays signed in.');
  expect((await laptop.request.get('/api/community/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/community/auth/me')).status()).toBe(200);
  await laptop.close();
});

test('a member changes their password from the profile: other devices are signed out, this one stays', async ({ page, browser }) => {
  const email = uniqueEmail('password');
  await registerMemberInUi(page, email, 'Penny Password');
  const laptop = await browser.newContext();
  expect((await laptop.request.post('/api/community/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);

  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Current Password').fill('not-my-password');
  await form.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
  await form.getByLabel('Confirm New Password').fill('a-brand-new-password');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Not Changed', 'That password is not right.');
  await form.getByLabel('Current Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Changed', 'Your other browsers and devices were signed out: sign in there with the new password.');
  await expect(form.getByLabel('Current Password')).toHaveValue('');
  expect((await laptop.request.get('/api/community/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/community/auth/me')).status()).toBe(200);
  expect((await laptop.request.post('/api/community/auth/login', { data: { email, password: 'a-brand-new-password' } })).status()).toBe(200);
  await laptop.close();
});

test('a member changes their name from the profile', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('name'), 'Nat Name');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change your name' }).click();
  const form = page.getByRole('form', { name: 'Change your name' });
  await form.getByLabel('Your name').fill('   ');
  await form.getByRole('button', { name: 'Save Name' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await form.getByLabel('Your name').fill('Natalie Name');
  await form.getByRole('button', { name: 'Save Name' }).click();
  await expectToast(page, 'Name Updated', 'You now go by Natalie Name.');
  await expect(page.getByText('Natalie Name', { exact: true }).first()).toBeVisible();
  expect((await (await page.request.get('/api/community/auth/me')).json()).user.name).toBe('Natalie Name');
});

test('a member moves their account to a new address: a link to the new address, opened in another browser', async ({ page, browser }) => {
  const email = uniqueEmail('moving');
  const next = uniqueEmail('moved');
  await registerMemberInUi(page, email, 'Morgan Moving');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change your email address' }).click();
  const form = page.getByRole('form', { name: 'Change your email address' });
  await form.getByLabel('New email address').fill(next);
  const password = form.getByLabel('Your password');
  // A wrong password sent with the button: the cursor goes back to the password box, marked wrong.
  await password.fill('not-my-password');
  await form.getByRole('button', { name: 'Send Link' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(PASSWORD);
  // Its password box has 'Show password' at its right end, as every password box has: pressed, the typed password shows.
  const show = form.getByRole('button', { name: 'Show password' });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await expect(password).toHaveAttribute('type', 'password');
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue(PASSWORD);
  await show.click();
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Send Link' }).click();
  await expectToast(page, 'Check Your Inbox', `We have sent a link to ${next}. Open it within one hour to use that address; until then your account keeps its present one.`);

  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto(linkIn(await inbox(next, 'Confirm your new Flying@50 address'), '/change-email'));
  await other.getByRole('button', { name: 'Use This Address' }).click();
  await expect(other.getByRole('status')).toHaveText(`Your account's address is now ${next}. Sign in with it from now on.`);
  // Reloaded (the token has left the address; a phone reopening the tab does the same), the page still says so, not
  // 'This page opens from the link ...' as if nothing had happened.
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Address changed' })).toBeVisible();
  await expect(other.getByRole('status')).toHaveText(`Your account's address is now ${next}. Sign in with it from now on.`);
  await phone.close();

  await page.reload();
  await expect(page.getByText(next, { exact: true }).first()).toBeVisible();
  await inbox(email, 'Your Flying@50 address was changed');
});
