import { expect } from '@playwright/test';
import { generate } from 'otplib';
import { appReady, expectToast, inbox, PASSWORD, registerMemberInUi, signInAsAdmin, test, underToast, uniqueEmail, reviewScreenshot } from './support.js';
import { PHONE, SHOTS, member } from './member-phone-support.js';
import { violations } from './axe.js';

/** The app's code for the key shown on the profile, `offset` seconds from now (the server takes one step either way). */
const codeFor = (key: string, offset = 0) => generate({ secret: key.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + offset });

/**
 * Two-step sign-in (docs/product.md): a member turns it on from the profile with an authenticator app, signs in with
 * the password and then the app's code, changes the address and the password with a code as well, and an administrator
 * turns it off for them from the Users tab (a lost phone).
 */
test('a member turns on two-step sign-in, signs in with a code, and an administrator turns it off for a lost phone', async ({ page, browser }) => {
  test.setTimeout(90_000); // three browsers and five axe checks: 20-40 s here
  const email = uniqueEmail('two-step');
  await registerMemberInUi(page, email, 'Tess Twostep');
  await page.goto('/profile');
  const card = page.getByRole('heading', { name: /Two-step sign-in/ });
  await expect(card).toContainText('Off');
  await page.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = (await dialog.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
  // The address was never confirmed: a code went to it, asked beside the app's.
  await expect(dialog.getByText(`we have also sent a code to ${email}`, { exact: false })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const emailCode = /Your code is (\d{8})\./.exec((await inbox(email, 'Your Flying@50 confirmation code')).text)![1];
  await dialog.getByLabel('Authentication code').fill('000000');
  await dialog.getByLabel('Code from your email').fill(emailCode);
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await expect(dialog.getByText(/That code is not right/)).toBeVisible();
  await dialog.getByLabel('Authentication code').fill(await codeFor(key));
  await dialog.getByRole('button', { name: 'Turn On' }).click();

  const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const firstCodes = await saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  await expect(saved.getByText('Two-step sign-in is on.', { exact: false })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), saved.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('flying50-recovery-codes.txt');
  await saved.getByRole('button', { name: 'I Have Saved Them' }).click();
  // The toast as the dialog closes (not over the codes as they appeared: the phone journey below).
  await expectToast(page, 'Two-Step Sign-In Turned On', 'Signing in now asks for a code after your password.');
  await expect(card).toContainText('On');
  await expect(page.getByText('10 recovery codes are left.')).toBeVisible();
  await inbox(email, 'Two-step sign-in is on');

  // Another browser: the password, then the code the app shows.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto('/community/auth');
  await appReady(other);
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign In' }).click();
  const codeField = other.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  expect(await violations(other)).toEqual([]);
  await codeField.fill('123456');
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(other, 'Login Failed', /That code is not right/);
  await codeField.fill(await codeFor(key, 30));
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other).toHaveURL(/\/journal$/);
  await phone.close();

  // New recovery codes ask for the password and a code again (a recovery code here, as after a lost phone); the owner
  // is mailed.
  await page.getByRole('button', { name: 'New Recovery Codes' }).click();
  const renew = page.getByRole('dialog', { name: 'New recovery codes' });
  await renew.getByLabel('Password').fill(PASSWORD);
  await renew.getByLabel('Authentication code').fill('000000');
  await renew.getByRole('button', { name: 'Make New Codes' }).click();
  await expect(renew.getByText(/That code is not right/)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await renew.getByLabel('Authentication code').fill(firstCodes[0]);
  await renew.getByRole('button', { name: 'Make New Codes' }).click();
  const fresh = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(fresh.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const freshCodes = await fresh.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  await fresh.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(page.getByText('10 recovery codes are left.')).toBeVisible();
  await inbox(email, 'New recovery codes were made for your Flying@50 account');

  // While it is on, the address and the password change only with a code as well: a session left open and the
  // password are not enough. The profile's forms ask for it.
  await page.getByRole('button', { name: 'Change your email address' }).click();
  const move = page.getByRole('form', { name: 'Change your email address' });
  const next = uniqueEmail('two-step-moved');
  await move.getByLabel('New email address').fill(next);
  await move.getByLabel('Your password').fill(PASSWORD);
  await move.getByRole('button', { name: 'Send Link' }).click();
  await expect(move.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await move.getByLabel('Authentication code').fill('000000');
  await move.getByRole('button', { name: 'Send Link' }).click();
  await expect(move.getByText(/That code is not right/)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await move.getByLabel('Authentication code').fill(freshCodes[0]);
  await move.getByRole('button', { name: 'Send Link' }).click();
  await expectToast(page, 'Check Your Inbox', `We have sent a link to ${next}. Open it within one hour to use that address; until then your account keeps its present one.`);

  const passwordForm = page.getByRole('form', { name: 'Change Password' });
  await passwordForm.getByLabel('Current Password').fill(PASSWORD);
  await passwordForm.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
  await passwordForm.getByLabel('Confirm New Password').fill('a-brand-new-password');
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordForm.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await passwordForm.getByLabel('Authentication code').fill(freshCodes[1]);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Changed');
  await inbox(email, 'Your Flying@50 password was changed');

  // The member lost the phone: an administrator turns two-step sign-in off from the Users tab.
  const office = await browser.newContext();
  const admin = await office.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByLabel('Search by email or name').fill(email);
  await admin.getByRole('button', { name: 'Turn off two-step sign-in of Tess Twostep' }).first().click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Turn Off Two-Step Sign-In' }).click();
  await expectToast(admin, 'Two-step sign-in turned off');
  await office.close();
  await inbox(email, 'Two-step sign-in was turned off');
  await page.reload();
  await expect(card).toContainText('Off');
});

test("on a 390 px phone, turning it on leaves the recovery codes and their title uncovered: 'Two-Step Sign-In Turned On' shows as the dialog closes", async ({ browser }) => {
  const { context, page, email } = await member(browser, PHONE, 'two-step-phone');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const key = (await dialog.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
  const emailCode = /Your code is (\d{8})\./.exec((await inbox(email, 'Your Flying@50 confirmation code')).text)![1];
  await dialog.getByLabel('Authentication code').fill(await codeFor(key));
  await dialog.getByLabel('Code from your email').fill(emailCode);
  await dialog.getByRole('button', { name: 'Turn On' }).tap();

  const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codes = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  // A toast appears at once, or not at all: the title had a toast over it for five seconds on a phone.
  await page.waitForTimeout(500);
  await reviewScreenshot(page, { path: `${SHOTS}/two-step-codes-390.png` });
  const title = saved.getByRole('heading', { name: 'Save your recovery codes' });
  expect(await underToast(title), "a toast over the codes' title").toBe(false);
  for (const code of await codes.all()) expect(await underToast(code), `a toast over ${await code.textContent()}`).toBe(false);
  // Focus on the codes' title (the Turn On button has gone), read from there; it says two-step sign-in is on.
  await expect(title).toBeFocused();
  await expect(saved.getByText('Two-step sign-in is on.', { exact: false })).toBeVisible();

  await saved.getByRole('button', { name: 'I Have Saved Them' }).tap();
  await expectToast(page, 'Two-Step Sign-In Turned On', 'Signing in now asks for a code after your password.');
  const card = page.getByRole('heading', { name: /Two-step sign-in/ });
  await expect(card).toBeFocused();
  await expect(card).toContainText('On');
  await reviewScreenshot(page, { path: `${SHOTS}/two-step-on-390.png` });
  expect(await underToast(card), "a toast over the card's heading, focused").toBe(false);
  await context.close();
});
