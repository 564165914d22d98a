import { expect, type Locator, type Page } from '@playwright/test';
import { browserDatabaseQuery, expectToast, signInAsAdmin, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * Buttons busy with the request they started keep the keyboard focus (`<Button busy>`, components/ui/busy.ts): a
 * `disabled` button dropped it to the page's body, so a keyboard or screen-reader user pressing a staff dialog's submit
 * was thrown out of the dialog while it ran. Busy, the button is announced so (aria-busy, aria-disabled) and ignores
 * every further press, so nothing is sent twice.
 */

/** A request held until `release()`, counting how many were made. */
async function hold(page: Page, url: string, method: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen = { count: 0 };
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    seen.count += 1;
    await held;
    await route.fallback();
  });
  return { seen, release };
}

/** The element that has the keyboard focus, as the page itself says (document.activeElement). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName ?? null, text: active?.textContent?.trim() ?? null };
  });

async function expectBusyAndFocused(page: Page, button: Locator, label: string): Promise<void> {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('disabled');
  await expect(button).toBeFocused();
  expect(await focused(page)).toEqual({ tag: 'BUTTON', text: label });
}

/** The screen at a phone's and a desktop's width, with `shown` scrolled into view. */
async function shots(page: Page, name: string, shown: Locator): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await shown.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `test-results/${name}-${width}.png` });
  }
}

test("a staff dialog's submit pressed from the keyboard keeps focus while it runs, says busy, and sends once", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  const name = `Busy key ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const submit = dialog.getByRole('button', { name: 'Create key' });
  await expect(submit).toHaveAttribute('aria-busy', 'false');

  const create = await hold(page, '**/api/admin/api-keys', 'POST');
  await submit.focus();
  await page.keyboard.press('Enter');
  const busy = dialog.getByRole('button', { name: 'Creating…' });
  await expectBusyAndFocused(page, busy, 'Creating…');
  expect(await violations(page)).toEqual([]);
  await shots(page, 'staff-dialog-busy', busy);
  await expect(busy).toBeFocused();

  // Every further press is ignored: Enter and Space on the button, a double click, Enter in the dialog's text box.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(busy).toBeFocused();
  await busy.dblclick({ force: true });
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
  create.release();
  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  await expect(shown).toBeVisible();
  expect(create.seen.count).toBe(1);
  await shown.getByRole('button', { name: 'Done' }).click();
  await page.unroute('**/api/admin/api-keys');
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toHaveCount(1);

  // A confirmation dialog (ConfirmDialog-like: Revoke): its button keeps focus while the revoke runs.
  await item.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  const revoke = await hold(page, '**/api/admin/api-keys/*/revoke', 'POST');
  await confirm.getByRole('button', { name: 'Revoke key' }).focus();
  await page.keyboard.press('Enter');
  const revoking = confirm.getByRole('button', { name: 'Revoking…' });
  await expectBusyAndFocused(page, revoking, 'Revoking…');
  await shots(page, 'staff-confirm-busy', revoking);
  await expect(revoking).toBeFocused();
  await page.keyboard.press('Enter');
  revoke.release();
  await expectToast(page, 'API key revoked', `${name} no longer works.`);
  expect(revoke.seen.count).toBe(1);
});

test('a double click on a staff submit sends once', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('region', { name: 'API keys' }).getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  const name = `Double click ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  let posts = 0;
  await page.route('**/api/admin/api-keys', (route) => {
    if (route.request().method() === 'POST') posts += 1;
    return route.fallback();
  });
  await dialog.getByRole('button', { name: 'Create key' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Copy your new API key' })).toBeVisible();
  expect(posts).toBe(1);
  const [{ count }] = await browserDatabaseQuery<{ count: string }>('select count(*) from api_keys where name = $1', [name]);
  expect(Number(count)).toBe(1);
});

test("an ad's Active switch keeps focus from the keyboard while its change is on its way", async ({ page }) => {
  await browserDatabaseQuery(`insert into ads (title, image_url, target_pages, position) values ('Busy socks', '/uploads/00000000000000000000000000000000.webp', '["all-pages"]', 3)`);
  try {
    await signInAsEditor(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Ads' }).click();
    const active = page.getByRole('switch', { name: 'Active: Busy socks' });
    await expect(active).toHaveAttribute('aria-checked', 'true');
    const toggle = await hold(page, '**/api/ads/*/toggle-status', 'PATCH');
    await active.focus();
    await page.keyboard.press('Space');
    await expect(active).toHaveAttribute('aria-busy', 'true');
    await expect(active).toBeFocused();
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON' });
    await shots(page, 'ad-switch-busy', active);
    await expect(active).toBeFocused();
    await page.keyboard.press('Space');
    toggle.release();
    await expect(active).toHaveAttribute('aria-checked', 'false');
    await expect(active).toHaveAttribute('aria-busy', 'false');
    await expect(active).toBeFocused();
    expect(toggle.seen.count).toBe(1);
  } finally {
    for (const { id } of await browserDatabaseQuery<{ id: number }>(`select id from ads where title = 'Busy socks'`)) await page.request.delete(`/api/ads/${id}`);
  }
});
