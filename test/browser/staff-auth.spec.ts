import { expect } from '@playwright/test';
import { ADMIN_EMAIL, datesSplitAtTheDay, dotsStartingLines, expectToast, inbox, INVITATION_SUBJECT, linkIn, NEW_ADMIN_EMAIL, PASSWORD, registerMemberInUi, test, uniqueEmail } from './support.js';

test.describe.configure({ mode: 'serial' });

test('staff accounts are created by invitation: the Create Account form says so and creates nothing', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByText(/Staff accounts are created by invitation: an administrator invites your address/)).toBeVisible();
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration failed');
  await expect(page.getByText(/If you were invited, open the link in your invitation email/).first()).toBeVisible();
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

test('an invited admin sets a password from the link, invites an editor who joins, lowers a role, signs out and back in', async ({ page, browser }) => {
  // ADMIN_EMAILS invites the address at start; the link's page says what it offers.
  test.setTimeout(90_000); // many steps; the machine may be shared and slow
  const invitation = await inbox(NEW_ADMIN_EMAIL, INVITATION_SUBJECT);
  await page.goto(linkIn(invitation, '/accept-invitation'));
  await expect(page.getByRole('heading', { name: 'Join the Flying@50 editorial team' })).toBeVisible();
  await expect(page.getByText(/You are invited as an administrator with/)).toBeVisible();
  expect(page.url()).not.toContain('token');
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await page.getByLabel('Full Name').fill('Nina New-Admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expectToast(page, 'Welcome to the team!', `You're signed in as ${NEW_ADMIN_EMAIL}.`);
  await expect(page).toHaveURL(/\/admin$/);

  // Invite an editor from the Users tab.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NEW_ADMIN_EMAIL) }).getByText('Admin', { exact: true })).toBeVisible();
  const invitee = uniqueEmail('invitee');
  const form = page.getByRole('form', { name: 'Invite a staff member' });
  // On a wide screen the address, the role and the button stand on one line, their bottoms level.
  const bottoms = await Promise.all(
    [form.getByLabel('Email address'), form.getByLabel('Role'), form.getByRole('button', { name: 'Send invitation' })].map(async (control) => {
      const box = (await control.boundingBox())!;
      return Math.round(box.y + box.height);
    }),
  );
  expect(new Set(bottoms).size, `bottoms ${bottoms.join(', ')}`).toBe(1);
  await form.getByLabel('Email address').fill(invitee);
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent');
  const open = page.getByRole('list', { name: 'Open invitations, newest first' });
  await expect(open.getByText(invitee)).toBeVisible();
  await expect(open.getByRole('listitem').filter({ hasText: invitee })).toContainText(/Invited by Nina New-Admin\s·, sent \d{1,2}\s\w{3} \d{4}\s·, expires \d{1,2}\s\w{3} \d{4}/);
  // On a phone the line wraps after a dot, and a date's day stays with its month.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await dotsStartingLines(open)).toEqual([]);
  expect(await datesSplitAtTheDay(open)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  const firstLink = await inbox(invitee, INVITATION_SUBJECT);
  await open.getByRole('button', { name: `Resend the invitation to ${invitee}` }).click();
  await expectToast(page, 'Invitation sent again', `A new link went to ${invitee}; the earlier one no longer works.`);

  // The invitee opens the newest link in a browser of their own and joins as editor.
  const mail = await inbox(invitee, INVITATION_SUBJECT, firstLink.receivedAt);
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(linkIn(mail, '/accept-invitation'));
  await expect(inviteePage.getByText(/You are invited as an editor with/)).toBeVisible();
  await inviteePage.getByLabel('Full Name').fill('Ivy Invitee');
  await inviteePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await inviteePage.getByLabel('Confirm Password').fill(PASSWORD);
  await inviteePage.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(inviteePage).toHaveURL(/\/admin$/);
  await expect(inviteePage.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The admin lowers the editor's role: the editor's next request is refused.
  await page.reload();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(open.getByText(invitee)).toHaveCount(0);
  await page.getByRole('button', { name: 'Change role of Ivy Invitee' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click();
  await expectToast(page, 'Role changed', `${invitee} is now a member.`);
  expect(await inviteePage.evaluate(async () => (await fetch('/api/website-content', { credentials: 'include' })).status)).toBe(403);
  await inviteeContext.close();

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

  // The used link now says it cannot be used.
  await page.goto(linkIn(invitation, '/accept-invitation'));
  await expect(page.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
});

test('a member cannot use staff routes: the API answers 403 and /admin says so', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('member'));
  const status = await page.evaluate(async () => (await fetch('/api/admin/users', { credentials: 'include' })).status);
  expect(status).toBe(403);
  await page.goto('/admin');
  await expect(page.getByText('This area is for Flying@50 staff').first()).toBeVisible();
});
