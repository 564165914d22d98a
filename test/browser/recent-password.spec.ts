import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, browserDatabaseQuery, expectToast, PASSWORD, registerMemberInUi, signInAsAdmin, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * Dangerous account actions ask for the password again when the session proved it more than 10 minutes ago ("Confirm
 * your password", then the action runs again), an administrator's grants of staff power too; and a member whose session ended keeps what they typed in a dialog,
 * signs in again in place and saves.
 */
const ageProofOf = (email: string) =>
  browserDatabaseQuery(`update sessions set password_proved_at = now() - interval '11 minutes' where user_id = (select id from users where email = $1)`, [email]);
const accountCount = async (email: string) => Number((await browserDatabaseQuery<{ n: string }>('select count(*) as n from users where email = $1', [email]))[0].n);

test('deleting the account from an old session asks "Confirm your password", says when it is wrong, then deletes and goes home', async ({ page }) => {
  const email = uniqueEmail('reauth');
  await registerMemberInUi(page, email, 'Rita Reauth');
  await ageProofOf(email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete Account Permanently' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
  const password = confirm.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  // Closing it takes nothing further, and shows no failure.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Deletion Failed')).toHaveCount(0);
  expect(await accountCount(email)).toBe(1);

  await page.getByRole('button', { name: 'Delete Account Permanently' }).click();
  await password.fill('not-my-password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText('That password is not right.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('That password is not right.');
  // The member sees what they typed, as on the sign-in page ('Show password' at the box's right end).
  const show = confirm.getByRole('button', { name: 'Show password' });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('not-my-password');
  expect(await accountCount(email)).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: '/tmp/wt-sudo-shots/confirm-password-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(page, { path: '/tmp/wt-sudo-shots/confirm-password-1440.png' });

  await password.fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Account Deleted');
  await expect(page).toHaveURL(/\/$/);
  expect(await accountCount(email)).toBe(0);
});

test('the journal edit dialog keeps the text when the session ended, and saves after "Sign in again" in place', async ({ page }) => {
  const email = uniqueEmail('ended');
  await registerMemberInUi(page, email, 'Eddie Ended');
  const made = await page.request.post('/api/community/journal', { data: { title: 'Parkrun', content: 'Ran 5K in the rain.' } });
  expect(made.status()).toBe(201);
  await page.goto('/my-journey');
  await page.getByRole('tab', { name: 'Journal' }).click();
  await page.getByRole('button', { name: 'Edit entry: Parkrun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Entry' });
  const text = 'Ran 5K in the rain, a new best by forty seconds. Legs felt fresh all the way.';
  await dialog.getByLabel('Journal entry').fill(text);

  await browserDatabaseQuery('delete from sessions where user_id = (select id from users where email = $1)', [email]);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const notice = dialog.getByRole('alert').filter({ hasText: 'Your session has ended, so this was not saved.' });
  await expect(notice).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Journal entry')).toHaveValue(text);
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: '/tmp/wt-sudo-shots/session-ended-dialog-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(page, { path: '/tmp/wt-sudo-shots/session-ended-dialog-1440.png' });

  const link = notice.getByRole('link', { name: 'Sign in again' });
  await expect(link).toHaveAttribute('href', '/community/auth?next=%2Fmy-journey%3Ftab%3Djournal');
  await link.click();
  const signIn = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(signIn.getByLabel('Email')).toHaveValue(email);
  await signIn.getByLabel('Password').fill('not-my-password');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByText('Invalid email or password')).toBeVisible();
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toBeHidden();
  await expect(page).toHaveURL(/\/my-journey\?tab=journal$/);
  await expect(notice).toBeHidden();
  await expect(dialog.getByLabel('Journal entry')).toHaveValue(text);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Entry Updated', 'Your changes have been saved.');
  await expect(dialog).toBeHidden();
  const [entry] = await browserDatabaseQuery<{ content: string }>('select content from journal_entries where user_id = (select id from users where email = $1)', [email]);
  expect(entry.content).toBe(text);
});

/** Signs the page in as the administrator, with a session whose proof of the password is 11 minutes old (only this one). */
async function oldAdminSession(page: Page): Promise<void> {
  const sessionsOf = `select id from sessions where user_id = (select id from users where email = $1)`;
  const before = (await browserDatabaseQuery<{ id: string }>(sessionsOf, [ADMIN_EMAIL])).map((row) => row.id);
  await signInAsAdmin(page);
  const aged = await browserDatabaseQuery(
    `update sessions set password_proved_at = now() - interval '11 minutes' where id in (${sessionsOf}) and not (id = any($2)) returning id`,
    [ADMIN_EMAIL, before],
  );
  expect(aged).toHaveLength(1);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
}
const invitationsTo = (email: string) => browserDatabaseQuery<{ role: string }>('select role from staff_invitations where email = $1', [email]);

test('inviting an address as administrator from an old session asks "Confirm your password", then sends one invitation', async ({ page }) => {
  await oldAdminSession(page);
  const intruder = uniqueEmail('new-admin');
  const form = page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('Email address').fill(intruder);
  await form.getByLabel('Role').selectOption('admin');
  await form.getByRole('button', { name: 'Send invitation' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(confirm.getByLabel('Password', { exact: true })).toBeFocused();
  // Closing it sends nothing and shows no failure.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Invitation not sent')).toHaveCount(0);
  expect(await invitationsTo(intruder)).toHaveLength(0);

  await form.getByRole('button', { name: 'Send invitation' }).click();
  await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Invitation sent');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Open invitations, newest first' }).getByText(intruder)).toBeVisible();
  expect(await invitationsTo(intruder)).toEqual([{ role: 'admin' }]);
});

test('a malformed address is marked under the field before "Confirm your password" is asked, and nothing is sent', async ({ page }) => {
  await oldAdminSession(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/admin/invitations')) sent.push(r.url());
  });
  const form = page.getByRole('form', { name: 'Invite a staff member' });
  const address = form.getByLabel('Email address');
  await address.fill('not-an-email');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByRole('dialog', { name: 'Confirm your password' })).toHaveCount(0);
  await expect(page.getByText('Invitation not sent')).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await invitationsTo('not-an-email')).toHaveLength(0);
});

test('lowering a role from an old session asks "Confirm your password" over the Change role dialog, then changes it once', async ({ page }) => {
  const email = uniqueEmail('demoted');
  await browserDatabaseQuery(`insert into users (email, name, password_hash, role) values ($1, 'Dora Demoted', 'not-a-hash', 'editor')`, [email]);
  await oldAdminSession(page);
  await page.getByRole('button', { name: 'Change role of Dora Demoted' }).first().click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByRole('button', { name: 'Change role' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
  await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Role changed', `${email} is now a member.`);
  await expect(confirm).toBeHidden();
  await expect(roleDialog).toBeHidden();
  expect(await browserDatabaseQuery('select role from users where email = $1', [email])).toEqual([{ role: 'member' }]);
  const changes = `select details from audit_log where action = 'user.role-change' and subject_id = (select id from users where email = $1)`;
  expect(await browserDatabaseQuery(changes, [email])).toEqual([{ details: { from: 'editor', to: 'member' } }]);
});
