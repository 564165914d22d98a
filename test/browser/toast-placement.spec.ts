import { expect, type Locator } from '@playwright/test';
import { expectToast, registerMemberInUi, signInAsEditor, test, uniqueEmail } from './support.js';

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** True when a press in the middle of the element reaches it (nothing, such as a toast, lies over it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && (element === top || element.contains(top));
  });

test("on a phone, a failed message's toast leaves the message box and Send free to try again", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerMemberInUi(page, uniqueEmail('toast'), 'Toni Toast');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await expect(composer).toBeVisible();
  await page.route('**/api/community/journal', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
  await composer.fill('Easy run by the river');
  await composer.press('Enter');
  await expectToast(page, 'Message not sent', 'Failed to send message. Please try again.');
  await expect(page.locator('[data-toast-side]')).toHaveAttribute('data-toast-side', 'top');
  // The message left the conversation: the box, its text back in it, is brought into view on the next frame (on a busy
  // machine, after the toast showed).
  await expect(composer).toBeInViewport();
  expect(await uncovered(composer)).toBe(true);
  expect(await uncovered(page.getByRole('button', { name: 'Send message' }))).toBe(true);
  await page.unroute('**/api/community/journal');
  // Sent again at once, from where it failed.
  await page.getByRole('button', { name: 'Send message' }).click({ timeout: 2000 });
  await expect(page.getByRole('region', { name: 'Conversation with your coach' }).getByText('Easy run by the river')).toBeVisible();
});

test("a failed save's toast leaves the dialog's button free, and a toast from the top of the screen goes to the bottom", async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ads' }).click();
  await page.getByRole('button', { name: 'Create Ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Ad' });
  await page.route('**/api/ads', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Server down' }) : route.continue()));
  await dialog.getByRole('textbox', { name: 'Title (optional)' }).fill('Recovery socks');
  // The picture loads (a broken preview raises its own toast, which took the place of the one looked for below when
  // the lookup of images.example.com failed after the save: a flaky run).
  await page.route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }));
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill('https://images.example.com/socks.jpg');
  await expect(dialog.getByRole('img', { name: 'Ad image preview' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'All pages' }).click();
  const create = dialog.getByRole('button', { name: 'Create Ad' });
  await create.click();
  await expectToast(page, 'Failed to create ad');
  // (The toasts' region is outside the modal dialog, so hidden from the accessibility tree while it is open.)
  const toasts = page.locator('[data-toast-side]');
  await expect(toasts).toHaveAttribute('data-toast-side', 'top');
  expect(await uncovered(create)).toBe(true);

  // Sent from a field near the dialog's top (Enter), the toast goes to the bottom: it leaves that field, and the
  // dialog's Close button, free.
  const title = dialog.getByRole('textbox', { name: 'Title (optional)' });
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/ads') && response.request().method() === 'POST');
  await title.press('Enter');
  await sent;
  await expectToast(page, 'Failed to create ad');
  await expect(toasts).toHaveAttribute('data-toast-side', 'bottom');
  expect(await uncovered(title)).toBe(true);
  expect(await uncovered(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
});
