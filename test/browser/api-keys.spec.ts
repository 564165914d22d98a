import { expect, type Page } from '@playwright/test';
import { appReady, expectToast, signInAsAdmin, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** Calls the API from the page with only the key (no cookie), as another program would. */
async function readArticlesWithKey(page: Page, key: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (k) => {
    const res = await fetch('/api/publisher/articles', { headers: { Authorization: `Bearer ${k}` }, credentials: 'omit' });
    return { status: res.status, body: await res.json() };
  }, key);
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an admin creates an API key, copies it once, reads articles with it and revokes it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  // A published article for the key to read.
  const title = `Hill repeats after 50 ${Date.now()}`;
  const draft = await page.request.post('/api/website-content', {
    data: { title, editorial_theme: 'Training & Performance', long_form_article: 'Short, steep and effective.' },
  });
  expect(draft.status()).toBe(201);
  const articleId = ((await draft.json()) as { id: number }).id;
  expect((await page.request.post(`/api/website-content/${articleId}/publish`, { data: {} })).status()).toBe(200);

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Create API key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  // A name is required before anything is sent.
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Please give the key a name.')).toBeVisible();
  const name = `Partner app ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(dialog.getByText('Please give the key a name.')).toBeHidden();
  await expect(dialog.getByRole('radio', { name: /Content/ })).toBeChecked();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/api-keys-create.png' });
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  await expect(shown.getByText('You will not see this key again.', { exact: false })).toBeVisible();
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^f50_content_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expectToast(page, 'Content Copied', 'API key copied to your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/api-keys-shown.png' });
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  // The list shows the key's name, scope, prefix and creator, never the key.
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Content');
  await expect(item).toContainText(key.slice(0, 18));
  await expect(item).toContainText('Ada Admin');
  await expect(item).toContainText('Never');
  await expect(section).not.toContainText(key);

  // Another program reads the published articles with the key alone.
  const read = await readArticlesWithKey(page, key);
  expect(read.status).toBe(200);
  expect((read.body as Array<{ id: number }>).map((a) => a.id)).toContain(articleId);
  await page.reload();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(item.getByText('Never')).toHaveCount(0);

  await item.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm).toContainText(`Programs using ${name} will be refused from their next request.`);
  expect(await violations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expectToast(page, 'API key revoked', `${name} no longer works.`);
  await expect(item.getByText(/^Revoked/)).toBeVisible();
  await expect(item.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(section, { path: 'test-results/api-keys-list.png' });

  // The next call with the revoked key is refused.
  const refused = await readArticlesWithKey(page, key);
  expect(refused.status).toBe(401);
  expect((refused.body as { error: string }).error).toMatch(/^This API key was revoked on \d{1,2} \w+ \d{4}\. Ask an administrator for a new key\.$/);

  expect((await page.request.delete(`/api/website-content/${articleId}`)).status()).toBe(200);
});

test("a key's name typed and not yet created is unsaved work: Escape, Cancel and the browser's Back ask 'Discard your changes?' first", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  // Reached from the magazine through the app (Back then stays in the app, where it is asked about).
  await page.goto('/publisher');
  await appReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Users' }).click();
  const create = page.getByRole('region', { name: 'API keys' }).getByRole('button', { name: 'Create API key' });
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  const keepEditing = question.getByRole('button', { name: 'Keep editing' });

  // Nothing typed: Escape closes it at once.
  await create.click();
  await expect(name).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question).toHaveCount(0);

  // A name typed: Escape asks; 'Keep editing' (focused first) leaves the name as it was.
  await create.click();
  await name.fill('Partner app, not yet created');
  await page.keyboard.press('Escape');
  await expect(question).toContainText('The API key you started has not been created.');
  await expect(keepEditing).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/api-keys-discard.png' });
  await keepEditing.click();
  await expect(question).toBeHidden();
  await expect(name).toHaveValue('Partner app, not yet created');

  // The browser's Back asks too, and the address stays.
  const address = page.url();
  await page.goBack();
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(address);
  await keepEditing.click();
  await expect(page).toHaveURL(address);
  await expect(name).toHaveValue('Partner app, not yet created');

  // Cancel asks; 'Discard' closes the dialog, nothing is created, and the next one starts empty.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'API keys' })).not.toContainText('Partner app, not yet created');
  await create.click();
  await expect(name).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the API keys list fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const name = `Newsletter tool with a long name ${Date.now()}`;
  expect((await page.request.post('/api/admin/api-keys', { data: { name, scope: 'staff' } })).status()).toBe(201);
  // On a phone the tabs sit behind the Menu button; /users opens the Users tab directly.
  await page.goto('/users');
  const section = page.getByRole('region', { name: 'API keys' });
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Staff');
  await expect(item.getByRole('button', { name: `Revoke ${name}` })).toBeVisible();
  // Once the tab has settled (the sections below load their own pages), nothing is wider than the phone.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(item, { path: 'test-results/api-keys-phone.png' });
});

test('the API keys search runs on the server: it finds a key not yet loaded', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const run = Date.now().toString(36);
  // 21 keys after the one looked for: it is on no first page (20 keys, newest first).
  const oldest = `Archive robot ${run}`;
  const created = await page.request.post('/api/admin/api-keys', { data: { name: oldest, scope: 'content' } });
  expect(created.status()).toBe(201);
  const { prefix } = (await created.json()) as { prefix: string };
  for (let i = 0; i < 21; i += 1) {
    expect((await page.request.post('/api/admin/api-keys', { data: { name: `Batch key ${run} ${i}`, scope: 'content' } })).status()).toBe(201);
  }
  await page.goto('/users');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByRole('listitem').filter({ hasText: `Batch key ${run} 20` })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: oldest })).toHaveCount(0);

  const search = section.getByRole('searchbox', { name: "Search keys by name, prefix or creator's email" });
  await search.fill(`robot ${run}`);
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem').filter({ hasText: oldest })).toBeVisible();
  await expect(section.getByText('1 key match')).toBeVisible();
  // The prefix as the list shows it, pasted whole (its key head is never sent in an address).
  await search.fill(prefix);
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem').filter({ hasText: oldest })).toBeVisible();
  await search.fill(`nothing-like-this ${run}`);
  await expect(section.getByText('No API key matches the search.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await search.fill('');
  await expect(section.getByRole('listitem').filter({ hasText: `Batch key ${run} 20` })).toBeVisible();
});

test("a staff key's writes appear in the audit log under the key's name", async ({ page }) => {
  await signInAsAdmin(page);
  const name = `Newsroom script ${Date.now()}`;
  const created = await page.request.post('/api/admin/api-keys', { data: { name, scope: 'staff' } });
  const key = ((await created.json()) as { key: string }).key;
  const title = `Written by a script ${Date.now()}`;
  const draft = await page.request.fetch('/api/website-content', {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, Cookie: '' },
    data: { title, editorial_theme: 'Gear & Tech', long_form_article: 'Kit that lasts.' },
  });
  expect(draft.status()).toBe(201);
  const id = ((await draft.json()) as { id: number }).id;

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const log = page.getByRole('region', { name: 'Audit log' });
  const change = log.getByRole('row', { name: new RegExp(title) });
  await expect(change.getByRole('cell', { name: `API key: ${name}` })).toBeVisible();
  await expect(change.getByRole('cell', { name: 'Created a website article' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(log, { path: 'test-results/api-keys-audit.png' });

  expect((await page.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
});
