import { expect, type Page } from '@playwright/test';
import { expectToast, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * A member's unsent writing is kept in the tab (sessionStorage, per account) until the server has it: a message whose
 * send fails after the member left the journal is back in the box on return; signing out, or another account in the
 * same tab, never shows it.
 */
const LONG_MESSAGE =
  'Long run this morning, eighteen miles along the canal. The first ten felt easy, then my left calf tightened and I ' +
  'walked for a minute at mile fourteen. Fuelled every forty minutes. Should I keep the long run at this length?';

/** Holds the next journal POST until `release` is called, then answers it with `status`. */
async function holdNextSend(page: Page, status: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/community/journal', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await gate;
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Server busy' }) });
  });
  return release;
}

const draftKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('flying50:draft:')));

test('a message whose send fails after the member left the journal is back in the box on return', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('draft'), 'Dee Draft');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  const release = await holdNextSend(page, 503);
  await composer.fill(LONG_MESSAGE);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  release();
  await expectToast(page, 'Message not sent', 'Failed to send message. Please try again.');

  await page.getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(composer).toHaveValue(LONG_MESSAGE);
  // Kept through a reload too, until the server has it.
  await page.reload();
  await expect(composer).toHaveValue(LONG_MESSAGE);

  await page.unroute('**/api/community/journal');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/community/journal') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('region', { name: 'Conversation with your coach' }).getByText(LONG_MESSAGE)).toBeVisible();
  await expect(composer).toHaveValue('');
  expect((await saved).status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Conversation with your coach' }).getByText(LONG_MESSAGE)).toBeVisible();
  await expect(composer).toHaveValue('');
  expect(await draftKeys(page)).toEqual([]);
});

test('a draft is kept across pages, and never reaches another account in the same tab', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('drafta'), 'Ann First');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await composer.fill('Half-written note about my swim');

  // The classic journal's new-entry form keeps its title and text the same way.
  await page.goto('/journal-old');
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Pool session');
  await form.getByLabel('Journal entry').fill('Forty lengths, felt strong');
  await page.getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(composer).toHaveValue('Half-written note about my swim');
  await page.goto('/journal-old');
  await expect(form.getByLabel('Title')).toHaveValue('Pool session');
  await expect(form.getByLabel('Journal entry')).toHaveValue('Forty lengths, felt strong');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/community\/auth$/);
  expect(await draftKeys(page)).toEqual([]);

  await registerMemberInUi(page, uniqueEmail('draftb'), 'Ben Second');
  await expect(composer).toHaveValue('');
  await page.goto('/journal-old');
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByLabel('Journal entry')).toHaveValue('');
});

test('offline, the composer says so and keeps the message until it is sent once the connection is back', async ({ page, context }) => {
  await registerMemberInUi(page, uniqueEmail('offline'), 'Otto Offline');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  const notice = page.getByRole('status').filter({ hasText: "You're offline. Your message will be sent when you're back online." });
  await expect(composer).toBeVisible();
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toBeVisible();

  const message = 'Sent from the train: intervals went well, 6 x 800 m.';
  await composer.fill(message);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(notice).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: '/tmp/wt-mem-shots/journal-offline-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(page, { path: '/tmp/wt-mem-shots/journal-offline-1440.png' });
  // Kept in the tab until the server has it.
  expect(await page.evaluate(() => Object.entries(sessionStorage).filter(([key]) => key.startsWith('flying50:draft:')).map(([, value]) => value))).toEqual([
    JSON.stringify({ text: '', sending: [message] }),
  ]);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/community/journal') && response.request().method() === 'POST');
  await context.setOffline(false);
  expect((await saved).status()).toBe(201);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Conversation with your coach' }).getByText(message)).toBeVisible();
  await expect.poll(() => draftKeys(page)).toEqual([]);
});

test('typing is saved when it pauses, not at every key, and nothing typed is lost to a reload or another page', async ({ page }) => {
  // Counts the writes of drafts to the tab's storage.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    (window as unknown as { draftWrites: number }).draftWrites = 0;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('flying50:draft:')) (window as unknown as { draftWrites: number }).draftWrites += 1;
      setItem.call(this, key, value);
    };
  });
  await registerMemberInUi(page, uniqueEmail('typing'), 'Tia Typing');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  const writes = () => page.evaluate(() => (window as unknown as { draftWrites: number }).draftWrites);

  // Typed, then the page reloaded at once: kept.
  const typed = 'Tempo run on the track, felt smooth';
  await composer.pressSequentially(typed);
  expect(await writes()).toBeLessThan(typed.length / 2);
  await page.reload();
  await expect(composer).toHaveValue(typed);

  // Typed, then another page at once, and back: kept.
  await composer.press('End');
  await composer.pressSequentially(', then hill repeats');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();
  await expect(composer).toHaveValue(`${typed}, then hill repeats`);
  // Shift+Enter still starts a new line; Enter still sends.
  await composer.press('End');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('Legs fine.');
  await expect(composer).toHaveValue(`${typed}, then hill repeats\nLegs fine.`);
  await composer.press('Enter');
  await expect(page.getByRole('region', { name: 'Conversation with your coach' }).getByText('Legs fine.')).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect.poll(() => draftKeys(page)).toEqual([]);
});
