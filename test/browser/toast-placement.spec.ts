import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast, registerMemberInUi, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** True when a press in the middle of the element reaches it (nothing, such as a toast, lies over it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && (element === top || element.contains(top));
  });

/** The shown toast's box and the focused control's box, in the window, and whether they meet. */
const toastAndFocus = (page: Page) =>
  page.evaluate(async () => {
    // Two frames: the toast has been placed again after a focus move.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = (element: Element | null | undefined) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom } : null;
    };
    const toast = box(document.querySelector('[data-toast-side] li[data-state="open"]'));
    // A control (a whole tab panel or dialog, focused, is larger than what a toast could leave free).
    const control = document.activeElement?.matches('button, a[href], input, select, textarea, [role="tab"], [role="button"], [role="menuitem"]');
    const focused = control ? box(document.activeElement) : null;
    const meet = !!toast && !!focused && toast.left < focused.right && focused.left < toast.right && toast.top < focused.bottom && focused.top < toast.bottom;
    return { toast, focused, focusedText: document.activeElement?.textContent?.trim(), meet };
  });

// Whether a toast, as it appears, covers the control in use then (focus moving afterwards places it again: a dialog
// closing hands focus back to its opener, before or after the toast appears).
const watchToastAppearing = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { toastAppearing?: { focusedText?: string; meet: boolean } };
    delete seen.toastAppearing;
    const observer = new MutationObserver(() => {
      const toast = document.querySelector('[data-toast-side] li[data-state="open"]')?.getBoundingClientRect();
      if (!toast) return;
      const focused = document.activeElement?.closest('button, a[href], input, textarea')?.getBoundingClientRect();
      const meet = !!focused && toast.left < focused.right && focused.left < toast.right && toast.top < focused.bottom && focused.top < toast.bottom;
      seen.toastAppearing = { focusedText: document.activeElement?.textContent?.trim(), meet };
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
const toastAppearing = (page: Page) => page.evaluate(() => (window as unknown as { toastAppearing?: { focusedText?: string; meet: boolean } }).toastAppearing);

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

test("at 1440 px a toast at the top of the screen sits below the header: Profile and Sign Out stay free", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerMemberInUi(page, uniqueEmail('toast-header'), 'Hugh Header');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await page.route('**/api/community/journal', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
  await composer.fill('Tempo on the track');
  await composer.press('Enter');
  await expectToast(page, 'Message not sent', 'Failed to send message. Please try again.');
  // Sent from the message box at the bottom of the screen, the toast goes to the top, where it covered the header's links.
  await expect(page.locator('[data-toast-side]')).toHaveAttribute('data-toast-side', 'top');
  const nav = page.getByRole('navigation', { name: 'Member' });
  for (const control of [nav.getByRole('link', { name: 'Profile' }), nav.getByRole('button', { name: 'Sign Out' })]) expect(await uncovered(control)).toBe(true);
  expect(await uncovered(composer)).toBe(true);
  await reviewScreenshot(page, { path: 'test-results/toast-below-header-1440.png' });
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

for (const { width, height, top } of [
  { width: 1440, height: 900, top: 'Logout' },
  { width: 390, height: 844, top: 'Menu' },
]) {
  test(`at ${width} px a toast never covers the focused control: from a dialog's Save to its opener, and as focus goes up to the header's ${top}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAsEditor(page);
    await page.goto('/admin');
    if (width < 768) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Ads', exact: true }).click();
    } else await page.getByRole('tab', { name: 'Ads' }).click();
    await page.getByRole('button', { name: 'Create Ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Ad' });
    await page.route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }));
    await dialog.getByRole('textbox', { name: 'Title (optional)' }).fill(`Recovery socks ${width}`);
    await dialog.getByRole('textbox', { name: 'Image URL' }).fill('https://images.example.com/socks.jpg');
    await expect(dialog.getByRole('img', { name: 'Ad image preview' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'All pages' }).click();
    // Saved from the dialog's button low on the screen: the dialog closes and focus goes back to its opener. The toast
    // appears clear of whichever of the two has focus then, and stays clear of the opener.
    await watchToastAppearing(page);
    await dialog.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(page, 'Ad Created');
    expect(await toastAppearing(page)).toEqual({ focusedText: 'Create Ad', meet: false });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create Ad', exact: true })).toBeFocused();
    expect((await toastAndFocus(page)).meet, 'the toast covers the dialog\'s opener').toBe(false);
    const toasts = page.locator('[data-toast-side]');
    // A keyboard user goes back up the page to the header while the toast shows: at each step the toast leaves the
    // focused control free.
    let seen = await toastAndFocus(page);
    for (let press = 0; press < 30 && seen.focusedText !== top; press += 1) {
      await page.keyboard.press('Shift+Tab');
      seen = await toastAndFocus(page);
      expect(seen.toast, 'the toast still shows').not.toBeNull();
      expect(seen.meet, `the toast covers the focused ${seen.focusedText}`).toBe(false);
    }
    expect(seen.focusedText).toBe(top);
    await expect(toasts).toHaveAttribute('data-toast-side', 'bottom');
    expect(await uncovered(page.getByRole('button', { name: top, exact: true }))).toBe(true);
    await reviewScreenshot(page, { path: `test-results/toast-clear-of-focus-${width}.png` });
  });
}

test("on a phone, the generator's 'Content Generated!' toast is low: it covers at most the bottom 112 px, its words still 16 px or more", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  await page.getByRole('textbox', { name: 'Topic' }).fill(`Hill repeats on a phone ${Date.now()}`);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expectToast(page, 'Content Generated!', 'Your Flying@50 content package is ready.');
  const toast = page.locator('[data-toast-side] li[data-state="open"]');
  // Its box once it has slid in (animate-toast-in).
  await page.waitForFunction(() => document.querySelector('[data-toast-side] li[data-state="open"]')?.getAnimations().length === 0);
  const box = (await toast.boundingBox())!;
  // It took the bottom 156 px (a 140 px toast 16 px from the edge) for several seconds, hiding the package opened.
  expect(box.height).toBeLessThanOrEqual(104);
  expect(844 - box.y, 'the height of the screen the toast covers, from its bottom').toBeLessThanOrEqual(112);
  expect(box.width).toBeGreaterThanOrEqual(358); // the screen's width, less its margins
  for (const text of [toast.getByText('Content Generated!'), toast.getByText('Your Flying@50 content package is ready.')]) {
    expect(parseFloat(await text.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
  }
  await reviewScreenshot(page, { path: 'test-results/toast-compact-390.png' });
});
