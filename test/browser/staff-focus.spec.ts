import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast, signInAsEditor, test } from './support.js';

/**
 * An editor on a phone, from the keyboard, through the Website tab: after an action that takes away the control pressed
 * (Edit replaced by the editor, the editor closed, Manual Create handing over to the preview, Publish on a draft that
 * is now scheduled), focus lands on a control next to it, never on the dialog's frame or the page's body.
 */

/** Presses the control with the keyboard (focus, then Enter), as a keyboard user does. */
async function press(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** The dialog that is open (one at a time here). */
const dialog = (page: Page) => page.getByRole('dialog');

test('website tab from the keyboard: Manual Create, the preview editor and scheduling hand focus back', async ({ page }) => {
  await signInAsEditor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  const title = `Pacing the final kilometre ${Date.now()}`;

  // Save Draft with nothing written: the first field to fill in takes focus (its message was out of sight above)
  const manualCreate = page.getByRole('button', { name: 'Manual Create for Racing & Strategy' });
  await press(page, manualCreate);
  await press(page, dialog(page).getByRole('button', { name: 'Save Draft' }));
  await expect(dialog(page).getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await expect(dialog(page).getByText('Enter a title.')).toBeInViewport();

  await page.keyboard.type(title);
  await dialog(page).getByRole('textbox', { name: 'Article' }).fill('Start steady. Finish strong: the last kilometre is run with the head.');
  await press(page, dialog(page).getByRole('button', { name: 'Save Draft' }));
  await expectToast(page, 'Draft Created');
  const preview = page.getByRole('dialog', { name: title });

  // Edit gives way to the editor: its first field has focus; Cancel and Save Changes give it back to Edit
  await press(page, preview.getByRole('button', { name: 'Edit' }));
  await expect(preview.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await press(page, preview.getByRole('button', { name: 'Cancel' }));
  await expect(preview.getByRole('button', { name: 'Edit' })).toBeFocused();
  await press(page, preview.getByRole('button', { name: 'Edit' }));
  await preview.getByRole('textbox', { name: 'Subtitle' }).fill('Where races are won after 50');
  await press(page, preview.getByRole('button', { name: 'Save Changes' }));
  await expectToast(page, 'Content Updated');
  await expect(preview.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(preview.getByRole('button', { name: 'Edit' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/staff-focus-preview-saved-390.png' });

  // The preview took Manual Create's place: closing it gives focus back to Manual Create
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(manualCreate).toBeFocused();

  // Scheduling takes Publish away (a scheduled article has Publish now and Unschedule): focus stays on the article's card
  await press(page, page.getByRole('button', { name: `Publish "${title}"` }));
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await dialog(page).getByLabel(/Publish at/).fill(`${later}T08:00`);
  await press(page, dialog(page).getByRole('button', { name: 'Schedule' }));
  await expectToast(page, 'Article Scheduled');
  await expect(page.getByRole('button', { name: `Preview "${title}"` })).toBeFocused();
  await page.screenshot({ path: 'test-results/staff-focus-scheduled-390.png' });
});
