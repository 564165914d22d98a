import { expect } from '@playwright/test';
import { expectToast, registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * A member's sends made again never store twice, and two tabs never silently overwrite an entry (docs/members-api.md,
 * "Sending again"; docs/product.md, "Editing in two tabs").
 */

type Entry = { id: number; content: string; title: string; updated_at: string };

test('a chat message whose answer was lost, sent again, is one entry', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('retry'), 'Rita Retry');
  const message = `Tempo run by the canal, eight kilometres, felt smooth ${Date.now()}`;
  const composer = page.getByRole('textbox', { name: 'Message your coach' });

  // The server stores the first send, but its answer never reaches the page.
  const keys: string[] = [];
  await page.route('**/api/community/journal', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(/name="client_key"\r\n\r\n([0-9a-f-]{36})/.exec(route.request().postData() ?? '')?.[1] ?? 'none');
    const handled = await route.fetch();
    expect(handled.status()).toBe(201);
    await route.abort('connectionreset');
  });
  await composer.fill(message);
  await composer.press('Enter');
  await expectToast(page, 'Message not sent', 'Failed to send message. Please try again.');
  await expect(composer).toHaveValue(message);

  // Sent again: the same key, so the server answers the entry it already has.
  await page.unroute('**/api/community/journal');
  const resent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/community/journal'));
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/community/journal'));
  await page.getByRole('button', { name: 'Send message' }).click();
  expect(/name="client_key"\r\n\r\n([0-9a-f-]{36})/.exec((await resent).postData() ?? '')?.[1]).toBe(keys[0]);
  expect((await answered).status()).toBe(201);
  await expect(composer).toHaveValue('');

  const conversation = page.getByRole('region', { name: 'Conversation with your coach' });
  await expect(conversation.getByText(message)).toHaveCount(1);
  const entries = (await (await page.request.get('/api/community/journal')).json()) as Entry[];
  expect(entries.filter((entry) => entry.content === message)).toHaveLength(1);
  await page.reload();
  await expect(conversation.getByText(message)).toHaveCount(1);

  // A new message with other words is a new entry (a new key).
  await composer.fill('Easy spin on the rollers');
  await composer.press('Enter');
  await expect(conversation.getByText('Easy spin on the rollers')).toBeVisible();
  // The message shows before the server has stored it (optimistic): the count is read until it settles.
  await expect.poll(async () => ((await (await page.request.get('/api/community/journal')).json()) as Entry[]).length).toBe(2);
});

test('an entry edited in two tabs: the older tab is refused, keeps its text and reloads the newer version', async ({ page, context }) => {
  await registerMemberInUi(page, uniqueEmail('tabs'), 'Tess Tabs');
  const created = await page.request.post('/api/community/journal', { data: { title: 'Long ride', content: 'Two hours out west.' } });
  const entry = (await created.json()) as Entry;

  await page.goto('/journal-old');
  await page.getByRole('button', { name: 'Edit entry: Long ride' }).click();
  const card = page.getByRole('article', { name: 'Edit entry: Long ride' });
  await card.getByLabel('Title').fill('Long ride home');

  // Meanwhile another tab of the same member rewrites the text.
  const other = await context.newPage();
  await other.goto('/journal-old');
  await other.getByRole('button', { name: 'Edit entry: Long ride' }).click();
  const otherCard = other.getByRole('article', { name: 'Edit entry: Long ride' });
  await otherCard.getByLabel('Journal entry').fill('Two hours out west, into the wind.');
  const otherPut = other.waitForRequest((r) => r.method() === 'PUT');
  await otherCard.getByRole('button', { name: 'Save Changes' }).click();
  // Only the changed field goes, with the version the tab opened.
  expect((await otherPut).postDataJSON()).toEqual({ id: entry.id, content: 'Two hours out west, into the wind.', expected_updated_at: entry.updated_at });
  await expect(other.getByRole('heading', { name: 'Long ride', exact: true })).toBeVisible();
  await other.close();

  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Failed to update journal entry', /This journal entry was changed in another window or tab after you opened it/);
  const alert = card.getByRole('alert').filter({ hasText: 'This journal entry was changed in another window or tab' });
  await expect(alert).toBeVisible();
  await expect(card.getByLabel('Title')).toHaveValue('Long ride home');
  let saved = ((await (await page.request.get(`/api/community/journal/${entry.id}`)).json()) as Entry);
  expect([saved.title, saved.content]).toEqual(['Long ride', 'Two hours out west, into the wind.']);

  // Reloading replaces the typed title: asked first, as on every edit-conflict panel.
  await alert.getByRole('button', { name: 'Reload the latest version' }).click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(card.getByLabel('Journal entry')).toHaveValue('Two hours out west, into the wind.');
  await expect(card.getByRole('alert')).toHaveCount(0);
  await card.getByLabel('Title').fill('Long ride home');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Long ride home', exact: true })).toBeVisible();
  saved = (await (await page.request.get(`/api/community/journal/${entry.id}`)).json()) as Entry;
  expect([saved.title, saved.content]).toEqual(['Long ride home', 'Two hours out west, into the wind.']);
});
