import { expect, type Locator, type Page } from '@playwright/test';
import { registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * Keyboard-only journeys a screen-reader user takes (a reviewer over 60 with low vision found each barrier): a refusal
 * is said on the field it is about, and the cursor goes there.
 */

/** Puts the cursor in the control and types the text. */
async function typeInto(control: Locator, text: string): Promise<void> {
  await control.focus();
  await control.fill(text);
}

/** Presses the control with the keyboard (focus, then Enter). */
async function enter(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

test("a wrong current password is said on the Current Password field (password change) and on 'Your password' (email change)", async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('wrong-current'), 'Wren Wrong');
  await page.goto('/profile');

  const change = page.getByRole('form', { name: 'Change Password' });
  const current = change.getByLabel('Current Password');
  const fresh = change.getByLabel('New Password', { exact: true });
  await typeInto(current, 'not-my-password');
  await typeInto(fresh, 'a-brand-new-password');
  await typeInto(change.getByLabel('Confirm New Password'), 'a-brand-new-password');
  await page.keyboard.press('Enter');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('That password is not right.');
  await expect(fresh).toHaveAttribute('aria-invalid', 'false');

  await enter(page, page.getByRole('button', { name: 'Change your email address' }));
  const move = page.getByRole('form', { name: 'Change your email address' });
  await typeInto(move.getByLabel('New email address'), uniqueEmail('wrong-current-new'));
  const password = move.getByLabel('Your password');
  await typeInto(password, 'not-my-password');
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/That password is not right\./);
});
