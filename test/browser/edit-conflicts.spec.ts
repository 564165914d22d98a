import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { browserDatabaseQuery, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { adminSession, reloadDiscarding } from './edit-conflicts-support.js';
import { violations } from './axe.js';

/**
 * Editing together (docs/product.md#editing-together): a save refused because someone changed the article (an ad, a
 * content package, a theme hero) after the editor opened it keeps the form as the editor left it, says who changed it
 * and when, and reloads the latest version on request; the magazine's Edit Article dialog shows the server's reason
 * for any refusal. Reloading replaces what the editor typed, so every panel (one shared component) asks first:
 * 'Keep editing' leaves the typed text in place to copy, 'Discard' loads the latest version. The generator's and the
 * hero title's panels: edit-conflicts-generator.spec.ts.
 */

const RUN = Date.now().toString(36);

async function createArticle(page: Page, title: string, publish: boolean): Promise<{ id: number; slug: string; title: string }> {
  const created = await page.request.post('/api/website-content', {
    data: { title, editorial_theme: 'Training & Performance', long_form_article: 'The first version of the body.', subtitle: 'The first deck' },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as { id: number; slug: string; title: string };
  if (publish) expect((await page.request.post(`/api/website-content/${article.id}/publish`, { data: {} })).status()).toBe(200);
  return article;
}

const row = async (id: number) =>
  (await browserDatabaseQuery<{ subtitle: string; long_form_article: string; slug: string }>('select subtitle, long_form_article, slug from website_content where id = $1', [id]))[0];

test('a Website tab edit refused because the admin saved meanwhile keeps the form, names the admin and reloads', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const article = await createArticle(page, `Two editors one draft ${RUN}`, false);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: `Preview "${article.title}"` }).first().click();
  const preview = page.getByRole('dialog', { name: article.title });
  await preview.getByRole('button', { name: 'Edit', exact: true }).click();
  await preview.getByRole('textbox', { name: 'Subtitle' }).fill('The editor’s new deck');

  // Meanwhile the admin rewrites the body.
  const admin = await adminSession(browser);
  expect((await admin.page.request.put(`/api/website-content/${article.id}`, { data: { long_form_article: 'The admin rewrote the body.' } })).status()).toBe(200);
  await admin.close();

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/website-content/${article.id}`));
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  // Only the changed field goes, with the version the editor opened.
  expect((await put).postDataJSON()).toEqual({ subtitle: 'The editor’s new deck', expected_updated_at: expect.any(String) });
  await expectToast(page, 'Update Failed', /This article was changed by Ada Admin at \d{2}:\d{2}/);
  const alert = preview.getByRole('alert').filter({ hasText: 'This article was changed by Ada Admin' });
  await expect(alert).toContainText('Reload to see the latest version, then make your changes again.');
  await expect(preview.getByRole('textbox', { name: 'Subtitle' })).toHaveValue('The editor’s new deck');
  expect(await row(article.id)).toMatchObject({ subtitle: 'The first deck', long_form_article: 'The admin rewrote the body.' });
  expect(await violations(page)).toEqual([]);
  await alert.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/edit-conflict-website-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await alert.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/edit-conflict-website-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Reload (asked first: the typed deck would go): the admin's body is in the form; the deck made again is saved over it.
  await reloadDiscarding(page, alert, preview.getByRole('textbox', { name: 'Subtitle' }), 'The editor’s new deck');
  await expect(alert).toBeHidden();
  await expect(preview.getByRole('textbox', { name: 'Article' })).toHaveValue('The admin rewrote the body.');
  await expect(preview.getByRole('textbox', { name: 'Subtitle' })).toHaveValue('The first deck');
  await preview.getByRole('textbox', { name: 'Subtitle' }).fill('The editor’s new deck');
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Content Updated');
  expect(await row(article.id)).toMatchObject({ subtitle: 'The editor’s new deck', long_form_article: 'The admin rewrote the body.' });
  await page.request.delete(`/api/website-content/${article.id}`);
});

test('the magazine’s Edit Article dialog says why a save was refused and survives a change made meanwhile', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const taken = await createArticle(page, `Taken address ${RUN}`, true);
  const article = await createArticle(page, `Edited on the page ${RUN}`, true);
  try {
    await page.goto('/admin/training');
    await page.getByRole('button', { name: article.title, exact: true }).first().click();
    await page.getByRole('dialog', { name: article.title }).getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Article' });
    const slug = editor.getByRole('textbox', { name: 'URL slug' });
    await expect(editor.getByText('The article keeps its current address when this is empty.')).toBeVisible();

    // A slug another article has: the server's 409 in its own words; the dialog stays open.
    await slug.fill(taken.slug);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update Failed', `The slug "${taken.slug}" is already used by another article. Choose another one.`);
    await expect(editor).toBeVisible();
    // A malformed one: the server's 400.
    await slug.fill('My Slug');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update Failed', 'Slug may contain only lowercase letters, numbers and single hyphens');
    await slug.fill(article.slug);

    // Changed by the admin meanwhile: refused, the form kept, then reloaded.
    await editor.getByRole('textbox', { name: 'Subtitle' }).fill('A deck typed on the page');
    const admin = await adminSession(browser);
    expect((await admin.page.request.put(`/api/website-content/${article.id}`, { data: { long_form_article: 'The admin’s body.' } })).status()).toBe(200);
    await admin.close();
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    const alert = editor.getByRole('alert').filter({ hasText: 'This article was changed by Ada Admin' });
    await expect(alert).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Subtitle' })).toHaveValue('A deck typed on the page');
    expect(await row(article.id)).toMatchObject({ subtitle: 'The first deck', long_form_article: 'The admin’s body.' });
    expect(await violations(page)).toEqual([]);
    await alert.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: 'test-results/edit-conflict-magazine-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await alert.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: 'test-results/edit-conflict-magazine-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });

    await reloadDiscarding(page, alert, editor.getByRole('textbox', { name: 'Subtitle' }), 'A deck typed on the page');
    await expect(editor.getByRole('textbox', { name: 'Content' })).toHaveValue('The admin’s body.');
    await editor.getByRole('textbox', { name: 'Subtitle' }).fill('A deck typed on the page');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Article Updated');
    expect(await row(article.id)).toMatchObject({ subtitle: 'A deck typed on the page', long_form_article: 'The admin’s body.' });
  } finally {
    for (const id of [taken.id, article.id]) await page.request.delete(`/api/website-content/${id}`);
  }
});

test('a premium editor save refused because a card changed meanwhile keeps the form and reloads', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const topic = `Shared roadmap ${RUN}`;
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats)
     values ($1, 2, 'Gear & Tech', 'draft', '## 1. Start\n\nThe first card.', 'A deck.', 'Short.', '["First headline"]', '{}') returning id`,
    [topic],
  );
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Premium' }).click();
  await page.getByRole('button', { name: 'Edit the newest Gear & Tech article' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit premium post' });
  await editor.getByRole('textbox', { name: 'Headline 2' }).fill('A second headline');

  const admin = await adminSession(browser);
  expect((await admin.page.request.put(`/api/premium-content/${id}`, { data: { long_form_article: '## 1. Start\n\nThe admin’s card.' } })).status()).toBe(200);
  await admin.close();

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/premium-content/${id}`));
  await editor.getByRole('button', { name: 'Save changes' }).click();
  expect((await put).postDataJSON()).toEqual({ headlines: ['First headline', 'A second headline'], expected_updated_at: expect.any(String) });
  await expectToast(page, 'Update Failed', /This premium post was changed by Ada Admin/);
  const alert = editor.getByRole('alert').filter({ hasText: 'This premium post was changed by Ada Admin' });
  await expect(alert).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Headline 2' })).toHaveValue('A second headline');
  expect(await violations(page)).toEqual([]);
  await alert.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/edit-conflict-premium-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await alert.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/edit-conflict-premium-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await reloadDiscarding(page, alert, editor.getByRole('textbox', { name: 'Headline 2' }), 'A second headline');
  await expect(alert).toBeHidden();
  await expect(editor.getByText('The admin’s card.')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Headline 2' }).fill('A second headline');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Content Updated');
  const [saved] = await browserDatabaseQuery<{ headlines: string[]; long_form_article: string }>('select headlines, long_form_article from premium_content where id = $1', [id]);
  expect(saved).toEqual({ headlines: ['First headline', 'A second headline'], long_form_article: '## 1. Start\n\nThe admin’s card.' });
  await browserDatabaseQuery("update premium_content set status = 'archived' where id = $1", [id]);
});

test('Delete all of a premium theme deletes nothing when another number is there than the editor confirmed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  await browserDatabaseQuery("update premium_content set status = 'archived' where editorial_theme = 'Mindset & Motivation'");
  const seed = (topic: string) =>
    browserDatabaseQuery<{ id: number }>(
      `insert into premium_content (topic, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats)
       values ($1, 2, 'Mindset & Motivation', 'draft', '## 1. Start\n\nA card.', 'A deck.', 'Short.', '["A headline"]', '{}') returning id`,
      [topic],
    );
  await seed(`Calm before the start ${RUN}`);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Premium' }).click();
  await page.getByRole('button', { name: /^1 article in Mindset & Motivation/ }).click();
  const list = page.getByRole('dialog', { name: 'Mindset & Motivation articles' });
  await list.getByRole('button', { name: 'Delete all Mindset & Motivation articles' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete All Mindset & Motivation Articles' });
  await expect(confirm.getByText('Are you sure you want to delete the 1 Mindset & Motivation article? Members will no longer see it.')).toBeVisible();

  // Another editor adds one before the confirm: nothing is deleted, the toast says so, the count is read again.
  await seed(`Second wind ${RUN}`);
  const del = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/bulk-delete-theme/'));
  await confirm.getByRole('button', { name: 'Delete All' }).click();
  expect(new URL((await del).url()).searchParams.get('expected_count')).toBe('1');
  await expectToast(page, 'Bulk Delete Failed', '2 articles match now, not 1: nothing was deleted. Look at the list again and confirm.');
  await expect(list.getByText('2 premium articles', { exact: false })).toBeVisible();
  expect(await browserDatabaseQuery("select id from premium_content where editorial_theme = 'Mindset & Motivation' and status <> 'archived'")).toHaveLength(2);

  await list.getByRole('button', { name: 'Delete all Mindset & Motivation articles' }).click();
  await expect(confirm.getByText('Are you sure you want to delete all 2 Mindset & Motivation articles? Members will no longer see them.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete All' }).click();
  await expectToast(page, 'Content Deleted');
  expect(await browserDatabaseQuery("select id from premium_content where editorial_theme = 'Mindset & Motivation' and status <> 'archived'")).toHaveLength(0);
});

/** An ad with an uploaded picture (never an outside address: other journeys' pages must not ask for it), switched off. */
async function createAd(page: Page, title: string): Promise<{ id: number; title: string; image_url: string; updated_at: string }> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 40, g: 90, b: 200 } } }).png().toBuffer();
  const uploaded = await page.request.post('/api/ads/upload-image', { multipart: { image: { name: 'ad.png', mimeType: 'image/png', buffer: png } } });
  expect(uploaded.status()).toBe(200);
  const created = await page.request.post('/api/ads', { data: { title, image_url: (await uploaded.json()).imageUrl, target_pages: ['journal'], position: 3 } });
  expect(created.status()).toBe(201);
  const off = await page.request.patch(`/api/ads/${(await created.json()).id}/toggle-status`);
  expect(off.status()).toBe(200);
  return off.json();
}

const adRow = async (id: number) => (await browserDatabaseQuery<{ title: string; link_url: string | null }>('select title, link_url from ads where id = $1', [id]))[0];

test('two tabs edit one ad: the second save is refused, keeps the form and reloads the first tab’s change', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const ad = await createAd(page, `Two tabs ad ${RUN}`);
  const renamed = `${ad.title}, renamed`;
  const openEdit = async (tab: Page) => {
    await tab.goto('/admin');
    await tab.getByRole('tab', { name: 'Ads' }).click();
    await tab.getByRole('button', { name: `Edit ${ad.title}` }).click();
    return tab.getByRole('dialog', { name: 'Edit Ad' });
  };
  try {
    const form = await openEdit(page);
    const preview = form.getByRole('img', { name: 'Ad image preview' });
    await expect(preview).toHaveAttribute('src', ad.image_url);
    // Reopened, the form shows the ad's current image again.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: `Edit ${ad.title}` }).click();
    await expect(preview).toHaveAttribute('src', ad.image_url);
    await form.getByRole('textbox', { name: 'Title (optional)' }).fill(renamed);

    // The second tab changes the link and saves first.
    const second = await page.context().newPage();
    const other = await openEdit(second);
    await other.getByRole('textbox', { name: 'Link URL (optional)' }).fill('https://shop.example.com/second-tab');
    await other.getByRole('button', { name: 'Update Ad' }).click();
    await expectToast(second, 'Ad Updated');
    await second.close();

    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/ads/${ad.id}`));
    await form.getByRole('button', { name: 'Update Ad' }).click();
    // Only the changed field goes, with the version the form opened.
    expect((await put).postDataJSON()).toEqual({ title: renamed, expected_updated_at: ad.updated_at });
    await expectToast(page, 'Failed to update ad', /^This ad was changed by you \(in another window or tab\) at \d{2}:\d{2}/);
    const alert = form.getByRole('alert').filter({ hasText: 'This ad was changed by you' });
    await expect(alert).toContainText('Reload to see the latest version, then make your changes again.');
    await expect(form.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue(renamed);
    expect(await adRow(ad.id)).toEqual({ title: ad.title, link_url: 'https://shop.example.com/second-tab' });
    expect(await violations(page)).toEqual([]);
    await alert.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: 'test-results/edit-conflict-ad-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await alert.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: 'test-results/edit-conflict-ad-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Reload (asked first): the other tab's link is in the form; the title made again is saved over it.
    await reloadDiscarding(page, alert, form.getByRole('textbox', { name: 'Title (optional)' }), renamed);
    await expect(alert).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Link URL (optional)' })).toHaveValue('https://shop.example.com/second-tab');
    await expect(form.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue(ad.title);
    await expect(preview).toHaveAttribute('src', ad.image_url);
    await form.getByRole('textbox', { name: 'Title (optional)' }).fill(renamed);
    await form.getByRole('button', { name: 'Update Ad' }).click();
    await expectToast(page, 'Ad Updated');
    await expect(form).toBeHidden();
    expect(await adRow(ad.id)).toEqual({ title: renamed, link_url: 'https://shop.example.com/second-tab' });
  } finally {
    await page.request.delete(`/api/ads/${ad.id}`);
  }
});
