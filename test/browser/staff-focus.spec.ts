import { expect, type Locator, type Page } from '@playwright/test';
import { browserDatabaseQuery, expectToast, holdChunk, signInAsAdmin, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * The editorial dashboard from the keyboard: when a dialog closes and the control it was opened from (or gave focus
 * back to) has gone, focus lands on the control nearest to it still there, or on the opener of the dialog it replaced,
 * inside the dialog it was in; never on the page's body or a dialog's frame (docs/product.md#focus-after-a-dialog).
 */

/** Presses the control with the keyboard (focus, then Enter), as a keyboard user does. */
async function press(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** An editor signed in on the Website tab with a new draft in Racing & Strategy (the theme's newest article). */
async function withDraft(page: Page, width: number): Promise<{ id: number; title: string }> {
  await signInAsEditor(page);
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  const title = `Pacing the final kilometre ${Date.now()}`;
  const draft = await page.request.post('/api/website-content', {
    data: { title, editorial_theme: 'Racing & Strategy', long_form_article: 'Start steady. Finish strong: the last kilometre is run with the head.' },
  });
  expect(draft.status()).toBe(201);
  await page.goto('/admin');
  return { id: ((await draft.json()) as { id: number }).id, title };
}

test('Manual Create from the keyboard: the preview it hands over to gives focus back to Manual Create', async ({ page }) => {
  await signInAsEditor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  const title = `Pacing the final kilometre ${Date.now()}`;
  const manualCreate = page.getByRole('button', { name: 'Manual Create for Racing & Strategy' });
  await press(page, manualCreate);
  const create = page.getByRole('dialog', { name: 'Manual Create: Racing & Strategy' });
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await create.getByRole('textbox', { name: 'Article' }).fill('Start steady. Finish strong: the last kilometre is run with the head.');
  // Save Draft closes Manual Create and opens the preview in its place
  await press(page, create.getByRole('button', { name: 'Save Draft' }));
  await expectToast(page, 'Draft Created');
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(manualCreate).toBeFocused();
});

test('Publish on a card from the keyboard: scheduled, the draft loses Publish and focus goes to its Preview', async ({ page }) => {
  const { title } = await withDraft(page, 390);
  await press(page, page.getByRole('button', { name: `Publish "${title}"` }));
  const publish = page.getByRole('dialog', { name: 'Publish Article' });
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await publish.getByLabel(/Publish at/).fill(`${later}T08:00`);
  await press(page, publish.getByRole('button', { name: 'Schedule' }));
  await expectToast(page, 'Article Scheduled');
  await expect(page.getByRole('button', { name: `Unschedule "${title}"` })).toBeVisible();
  const previewButton = page.getByRole('button', { name: `Preview "${title}"` });
  await expect(previewButton).toBeFocused();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await previewButton.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `test-results/staff-focus-scheduled-${width}.png` });
  }
});

test("Unschedule in a theme's list from the keyboard: the row is read again and focus stays on it, inside the list", async ({ page }) => {
  const { id, title } = await withDraft(page, 1440);
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: { publish_at: later } })).status()).toBe(200);
  await page.reload();
  await press(page, page.getByRole('button', { name: /in Racing & Strategy: open the list$/ }));
  const list = page.getByRole('dialog', { name: 'Racing & Strategy articles' });
  await press(page, list.getByRole('button', { name: `Unschedule "${title}"` }));
  await press(page, page.getByRole('alertdialog', { name: 'Unschedule Article' }).getByRole('button', { name: 'Unschedule' }));
  await expectToast(page, 'Article Unscheduled');
  await expect(list.getByRole('button', { name: `Publish "${title}"` })).toBeVisible();
  await expect(list.getByRole('button', { name: `Preview "${title}"` })).toBeFocused();
});

test('an admin lowers an editor to member from the keyboard: focus goes to the next row’s Change role', async ({ page }) => {
  const prefix = uniqueEmail('lowered').split('@')[0];
  for (const [name, email] of [
    ['Lou Lowered', `${prefix}-lou@flyingat50.test`],
    ['Lee Staying', `${prefix}-lee@flyingat50.test`],
  ]) {
    await browserDatabaseQuery(`insert into users (email, name, password_hash, role) values ($1, $2, 'not-a-hash', 'editor')`, [email, name]);
  }
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search by email or name' }).fill(prefix);
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Change role of Lou Lowered' }));
  await press(page, page.getByRole('dialog', { name: 'Change role' }).getByRole('button', { name: 'Change role' }));
  await expectToast(page, 'Role changed', `${prefix}-lou@flyingat50.test is now a member.`);
  await expect(page.getByRole('button', { name: 'Change role of Lou Lowered' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change role of Lee Staying' })).toBeFocused();
});

/** Holds the dashboard's article dialogs (one chunk, lazy-staff-dialogs.tsx) until the returned release. */
const holdStaffDialogs = (page: Page) => holdChunk(page, 'staff-dialogs');

test('a dialog pressed open before its code is in: Escape cancels the opening, it stays shut when the code arrives, and focus is on its button', async ({ page }) => {
  const release = await holdStaffDialogs(page);
  const { title } = await withDraft(page, 1440);
  const previewButton = page.getByRole('button', { name: `Preview "${title}"` });
  await press(page, previewButton);
  const opening = page.getByRole('status').filter({ hasText: 'Opening' });
  await expect(opening).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/staff-focus-opening-1440.png' });
  await page.keyboard.press('Escape');
  await expect(opening).toHaveCount(0);
  await expect(previewButton).toBeFocused();

  await release();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(previewButton).toBeFocused();
  // Pressed again, the dialog opens at once (its code is in), and Escape closes it as before.
  await press(page, previewButton);
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(previewButton).toBeFocused();
});

test("opened from a theme's list before its code is in: Escape cancels the opening only, and the list stays open with focus on Preview", async ({ page }) => {
  const release = await holdStaffDialogs(page);
  const { title } = await withDraft(page, 390);
  await press(page, page.getByRole('button', { name: /in Racing & Strategy: open the list$/ }));
  const list = page.getByRole('dialog', { name: 'Racing & Strategy articles' });
  const previewButton = list.getByRole('button', { name: `Preview "${title}"` });
  await press(page, previewButton);
  const opening = page.getByRole('status').filter({ hasText: 'Opening' });
  await expect(opening).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opening).toHaveCount(0);
  await expect(list).toBeVisible();
  await expect(previewButton).toBeFocused();

  await release();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(list).toBeVisible();
  await expect(previewButton).toBeFocused();
  // Escape now closes the list, as before.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

test('a click beside the Opening spinner cancels the opening as a click beside the dialog closes it', async ({ page }) => {
  const release = await holdStaffDialogs(page);
  const { title } = await withDraft(page, 390);
  const previewButton = page.getByRole('button', { name: `Preview "${title}"` });
  await previewButton.click();
  const opening = page.getByRole('status').filter({ hasText: 'Opening' });
  await expect(opening).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(opening).toHaveCount(0);
  await release();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(previewButton).toBeFocused();
});
