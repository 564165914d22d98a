import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { appOrigin, signInAsAdmin } from './support.js';

/**
 * 'Reload the latest version' with typed text in the form: 'Discard your changes?' first; 'Keep editing' keeps `field`
 * as typed (and the conflict), then asked again, 'Discard' reloads.
 */
export async function reloadDiscarding(page: Page, alert: Locator, field: Locator, typed: string): Promise<void> {
  const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await alert.getByRole('button', { name: 'Reload the latest version' }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(field).toHaveValue(typed);
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Reload the latest version' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(question).toBeHidden();
}

/** A second person (the admin) in a browser context of their own. */
export async function adminSession(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: appOrigin() });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { page, close: () => context.close() };
}
