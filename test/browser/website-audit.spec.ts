import { expect } from '@playwright/test';
import { ADMIN_EMAIL, appReady, expectToast, signInAsAdmin, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

test('an admin writes a website article by hand, sees its created row in the audit log, and its link opens the draft', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();

  const title = `Strength work after 50 ${Date.now()}`;
  await page.getByRole('button', { name: 'Manual Create for Gear & Tech' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manual Create: Gear & Tech' });
  // Required fields are checked before anything is sent.
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(dialog.getByText('Enter a title.')).toBeVisible();
  await expect(dialog.getByText('Write the article.')).toBeVisible();
  // The cursor goes to the first field to fix, scrolled into view (it was left on Save Draft, far below the title).
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeInViewport();
  expect(await violations(page)).toEqual([]);
  // With a title, the next refusal takes the cursor to the article.
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Only a title');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Article', exact: true })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('');

  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill('Two short sessions a week');
  await dialog.getByRole('textbox', { name: 'SEO description' }).fill('x'.repeat(170));
  await expect(dialog.getByText('160/160 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'SEO description' }).fill('Why strength sessions keep masters runners fast.');
  await dialog.getByRole('textbox', { name: 'Article' }).fill('## Why strength\n\nMuscle fades after fifty unless you load it.');
  await expect(dialog.getByText('11 words')).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/website-content') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Draft Created');
  const id = ((await (await created).json()) as { id: number }).id;
  await expect(dialog).toBeHidden();
  // The new draft opens in the preview.
  const preview = page.getByRole('dialog').filter({ hasText: title });
  await expect(preview.getByRole('heading', { name: 'Why strength' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(preview).toBeHidden();

  // A failed save names the failure.
  await page.route('**/api/website-content', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Manual Create for Gear & Tech' }).click();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Will not be saved');
  await dialog.getByRole('textbox', { name: 'Article' }).fill('Nothing to see.');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Create Failed', 'Failed to save website content changes.');
  await expect(dialog).toBeVisible();
  // The unsaved article is discarded only when the editor says so.
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/website-content');

  await page.getByRole('tab', { name: 'Users' }).click();
  const log = page.getByRole('region', { name: 'Audit log' });
  const row = log.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Created a website article' })).toBeVisible();
  // The subject in words, linked to the article.
  await expect(row.getByRole('link', { name: new RegExp(`"${title}"`) })).toHaveAttribute('href', /^\/article\//);
  await expect(row.getByRole('cell', { name: ADMIN_EMAIL })).toBeVisible();
  // Newest first: the first body row is ours.
  await expect(log.getByRole('row').nth(1)).toContainText(title);
  const size = await row.getByRole('cell').first().evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
  expect(size).toBeGreaterThanOrEqual(18);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/website-audit.png', fullPage: true });

  // The link opens the draft as readers will get it, under a bar saying they cannot yet (it opened 'Article Not Found').
  const [draftTab] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('link', { name: new RegExp(`"${title}"`) }).click()]);
  const bar = draftTab.getByRole('note', { name: 'Not public' });
  await expect(bar).toContainText("Draft: readers get 'Article Not Found' here until it is published.");
  await expect(draftTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(draftTab.getByRole('heading', { name: 'Why strength' })).toBeVisible();
  await expect(draftTab).toHaveTitle(`${title} | Flying@50`);
  expect(await violations(draftTab)).toEqual([]);
  await reviewScreenshot(draftTab, { path: 'test-results/website-draft-preview.png' });
  // Its link to the dashboard opens this draft there, in the Website tab's preview, ready to edit.
  await bar.getByRole('link', { name: 'Open in the Website tab' }).click();
  const opened = draftTab.getByRole('dialog', { name: title });
  await expect(opened.getByText('Website article preview')).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(draftTab).toHaveURL(/\/website$/);
  await draftTab.close();

  // The Library's row of a draft has Preview, to the same page.
  await page.getByRole('banner').getByRole('button', { name: 'Library' }).click();
  const library = page.getByRole('dialog', { name: 'Content Library' });
  await library.getByRole('tab', { name: 'Website', exact: true }).click();
  const libraryRow = library.getByRole('listitem').filter({ hasText: title });
  await expect(libraryRow.getByRole('link', { name: new RegExp(`^Preview ?: ${title} \\(opens in a new tab\\)$`) })).toHaveAttribute('href', /^\/article\//);
  await page.keyboard.press('Escape');

  // A visitor at the same address gets 'Article Not Found', and her browser asks no one who she is.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  const asked: string[] = [];
  stranger.on('request', (request) => request.url().includes('/api/auth/me') && asked.push(request.url()));
  await stranger.goto(`/article/${id}`);
  await appReady(stranger);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expect(stranger.getByText(title)).toHaveCount(0);
  expect(asked).toEqual([]);
  await visitor.close();

  // Leave the Website tab as other specs expect it: the draft is deleted (archived).
  expect((await page.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
});

test('the audit log shows an error when it cannot be loaded', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/admin/audit-log', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }));
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The audit log could not be loaded' })).toBeVisible();
});

test('editors do not see the audit log', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit log' })).toHaveCount(0);
});
