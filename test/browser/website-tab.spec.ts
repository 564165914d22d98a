import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { browserDatabaseQuery, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** London's wall-clock time `ms` from now, as the "Publish at, London time" field takes it. */
async function localTimeFromNow(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        .formatToParts(new Date(Date.now() + ahead))
        .map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  }, ms);
}

test('an editor generates a website article, edits and restores it, publishes it, makes it the hero and schedules another', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
  await expect(page.getByRole('button', { name: /published in Training & Performance: open the list/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/website-tab.png', fullPage: true });

  // Generate New with the fake AI: the draft opens in the preview
  const topic = `Hill repeats for runners over 50 ${Date.now()}`;
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/website-content/generate')) sent.push(request.postDataJSON());
  });
  await page.getByRole('button', { name: 'Generate New for Training & Performance' }).click();
  const generateDialog = page.getByRole('dialog', { name: 'Generate New: Training & Performance' });
  await expect(generateDialog.getByRole('button', { name: 'Generate New' })).toBeDisabled();
  await generateDialog.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await generateDialog.getByRole('button', { name: 'Generate New' }).click();
  await expectToast(page, 'Content Generated!');
  expect(sent[0]).toMatchObject({ topic, customPrompt: '', editorial_week: 1, editorial_theme: 'Training & Performance' });

  const preview = page.getByRole('dialog').filter({ hasText: 'Website article preview' });
  await expect(preview).toBeVisible();
  const originalTitle = (await preview.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(originalTitle).not.toBe('');
  await expect(preview.getByText(/\d+ words/).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/website-preview.png', fullPage: true });

  // edit inline: title, SEO description (capped at 160, with a counter)
  const editedTitle = `Hill repeats, done right ${Date.now()}`;
  await preview.getByRole('button', { name: 'Edit', exact: true }).click();
  await preview.getByRole('textbox', { name: 'Title', exact: true }).fill(editedTitle);
  await preview.getByRole('textbox', { name: 'SEO description' }).fill('x'.repeat(200));
  await expect(preview.getByText('160/160 characters')).toBeVisible();
  await preview.getByRole('textbox', { name: 'SEO description' }).fill('Short hill efforts build strength and speed for masters runners.');
  await expect(preview.getByText(/\d+ words/)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/website-preview-edit.png', fullPage: true });
  const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/website-content\/\d+$/.test(r.url()));
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  // Only what changed, with the version the editor started from (the draft's address follows the title on the server).
  expect(Object.keys((await put).postDataJSON()).sort()).toEqual(['expected_updated_at', 'meta_description', 'title']);
  await expectToast(page, 'Content Updated');
  await expect(preview.getByRole('heading', { name: editedTitle })).toBeVisible();

  // the earlier version is a revision: comparing it shows what the edit changed, word by word
  await expect(preview.getByRole('button', { name: /^Restore version/ })).toHaveCount(1);
  await preview.getByRole('button', { name: /^Compare version \d+ with the current article$/ }).click();
  const changes = preview.getByRole('region', { name: /^Changes from version \d+ to the current article$/ });
  await expect(changes.getByRole('heading', { name: 'Title', exact: true })).toBeVisible();
  await expect(changes.getByRole('heading', { name: 'SEO description' })).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'masters runners' }).first()).toBeVisible();
  await reviewScreenshot(changes, { path: 'test-results/website-compare.png' });
  expect(await violations(page)).toEqual([]);
  await preview.getByRole('button', { name: 'Hide changes' }).click();
  await expect(changes).toBeHidden();

  // restoring the revision puts the old title back
  await preview.getByRole('button', { name: /^Restore version/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore Revision' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Revision Restored');
  await expect(preview.getByRole('heading', { name: originalTitle })).toBeVisible();
  await preview.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(preview).toBeHidden();

  // publish it from the theme's list, then make it the hero
  await page.getByRole('button', { name: /published in Training & Performance: open the list$/ }).click();
  const listDialog = page.getByRole('dialog', { name: 'Training & Performance articles' });
  await listDialog.getByRole('searchbox').fill(originalTitle.split(' ').slice(0, 3).join(' '));
  await expect(listDialog.getByRole('listitem').filter({ hasText: originalTitle }).getByText('Draft', { exact: true })).toBeVisible();
  await listDialog.getByRole('button', { name: `Publish "${originalTitle}"` }).click();
  const publishDialog = page.getByRole('dialog', { name: 'Publish Article' });
  await publishDialog.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Article Published');
  // This article's row (earlier journeys may have published others whose titles start alike).
  const row = listDialog.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Set Hero: "${originalTitle}"` }) });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await listDialog.getByRole('button', { name: `Set Hero: "${originalTitle}"` }).click();
  await expectToast(page, 'Hero Updated');
  await expect(listDialog.getByText('Hero', { exact: true })).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/website-list.png', fullPage: true });
  await listDialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(page.getByRole('button', { name: /^\d+ published in Training & Performance: open the list$/ })).toBeVisible();
  // The tab says which article leads the home page, and why (it did not: the newest leads while none is marked).
  const lead = page.getByRole('region', { name: 'Home page lead' });
  await expect(lead.getByRole('link', { name: `${originalTitle} (opens in a new tab)` })).toBeVisible();
  await expect(lead).toContainText('Marked Hero.');
  // The mark comes off again (it could only be moved to another article): the newest published then leads.
  await page.getByRole('button', { name: /^\d+ published in Training & Performance: open the list$/ }).click();
  await listDialog.getByRole('searchbox').fill(originalTitle.split(' ').slice(0, 3).join(' '));
  await listDialog.getByRole('button', { name: `Remove Hero: "${originalTitle}"` }).click();
  await expectToast(page, 'Hero Removed', `"${originalTitle}" is no longer the hero: the newest published article leads the home page.`);
  await expect(listDialog.getByRole('button', { name: `Set Hero: "${originalTitle}"` })).toBeVisible();
  await listDialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Auto-Generate another (the theme's suggested topic), then schedule it a few seconds ahead
  await page.getByRole('button', { name: 'Auto-Generate for Nutrition & Fueling' }).click();
  await expect(page.getByRole('dialog', { name: 'Generate New: Nutrition & Fueling' }).getByText('Fuelling the masters athlete', { exact: false })).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/website-auto-generate.png' });
  await expectToast(page, 'Content Generated!');
  expect(sent[1]).toMatchObject({ topic: 'Fuelling the masters athlete: what to eat before, during and after', editorial_theme: 'Nutrition & Fueling' });
  await expect(preview).toBeVisible();
  const secondTitle = (await preview.getByRole('heading').first().textContent())?.trim() ?? '';
  await preview.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('button', { name: `Publish "${secondTitle}"` }).click();
  // A time in the past is refused, and only the refusal is said: not when it would have gone live.
  await publishDialog.getByLabel('Publish at, London time (optional)').fill(await localTimeFromNow(page, -3_600_000));
  await publishDialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(publishDialog.getByText('Choose a time in the future, or leave it empty to publish now.')).toBeVisible();
  await expect(publishDialog.getByText('It goes live', { exact: false })).toHaveCount(0);
  await publishDialog.getByLabel('Publish at, London time (optional)').fill(await localTimeFromNow(page, 5000));
  await expect(publishDialog.getByText('It goes live', { exact: false })).toBeVisible();
  await publishDialog.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, 'Article Scheduled');
  await expect(page.getByText(/^Scheduled · /).first()).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/website-scheduled.png', fullPage: true });

  const list = (await (await page.request.get('/api/website-content')).json()) as { id: number; title: string; status: string }[];
  const second = list.find((item) => item.title === secondTitle);
  expect(second?.status).toBe('scheduled');
  await expect
    .poll(async () => ((await (await page.request.get(`/api/website-content/${second?.id}`)).json()) as { status: string }).status, { timeout: 80_000 })
    .toBe('published');
  // The open tab follows by itself: the card no longer says Scheduled (nor offers Publish now).
  await expect(page.getByText(/^Scheduled · /)).toHaveCount(0, { timeout: 10_000 });
  await page.reload();
  await page.getByRole('tab', { name: 'Website' }).click();
  await expect(page.getByRole('button', { name: /^\d+ published in Nutrition & Fueling: open the list$/ })).toBeVisible();
});

test('website failures say so in the spec words; a featured image is chosen; an article is deleted after confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const created = await page.request.post('/api/website-content/generate', {
    data: { topic: `Mobility for stiff hips ${Date.now()}`, customPrompt: '', editorial_week: 3, editorial_theme: 'Recovery & Health', requestId: crypto.randomUUID() },
  });
  expect(created.status()).toBe(200);
  const article = (await created.json()) as { id: number; title: string };
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();

  // a failed save keeps the editor open and says why
  await page.getByRole('button', { name: `Preview "${article.title}"` }).first().click();
  const preview = page.getByRole('dialog', { name: article.title });
  await preview.getByRole('button', { name: 'Edit', exact: true }).click();
  await preview.getByRole('button', { name: 'Change featured image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  await picker.getByRole('tab', { name: 'Custom URL' }).click();
  // An address of a picture on another site (served here: the machine has no internet; one that loads nothing is refused).
  const picture = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0c6663' } }).png().toBuffer();
  await page.route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: picture }));
  await picker.getByRole('textbox').first().fill('https://images.example.com/hips.jpg');
  await expect(picker.getByRole('img', { name: 'Preview of the image at this address' })).toBeVisible();
  await picker.getByRole('button', { name: /^Use/ }).first().click();
  await expect(picker).toBeHidden();
  await page.route(/\/api\/website-content\/\d+$/, (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Update Failed', 'Failed to save website content changes.');
  await expect(preview.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.unroute(/\/api\/website-content\/\d+$/);
  const put = page.waitForRequest((r) => r.method() === 'PUT');
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  expect((await put).postDataJSON()).toMatchObject({ featured_image: 'https://images.example.com/hips.jpg' });
  await expectToast(page, 'Content Updated');
  // The toast (5 s) leaves the dialog's Close button free: at the top it sits below where Close is with the dialog
  // scrolled up (a pointer over a toast holds it open, so a covered Close could not be reached until it was swiped away).
  await preview.getByRole('button', { name: 'Close', exact: true }).first().click({ timeout: 2000 });

  // publish failure
  await page.route(/\/publish$/, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('button', { name: `Publish "${article.title}"` }).first().click();
  await page.getByRole('dialog', { name: 'Publish Article' }).getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Publish Failed', 'Failed to publish website content.');
  await page.unroute(/\/publish$/);

  // set hero failure carries the reason
  await page.route(/\/set-hero$/, (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Only a published article can be the hero' }) }));
  await page.request.post(`/api/website-content/${article.id}/publish`, { data: {} });
  await page.reload();
  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: `Set Hero: "${article.title}"` }).first().click();
  await expect(page.getByText(/^Failed to set hero: /).first()).toBeVisible();
  await page.unroute(/\/set-hero$/);

  // delete after confirmation
  await page.getByRole('button', { name: /published in Recovery & Health: open the list/ }).click();
  const listDialog = page.getByRole('dialog', { name: 'Recovery & Health articles' });
  await listDialog.getByRole('button', { name: `Unpublish "${article.title}"` }).click();
  await page.getByRole('alertdialog', { name: 'Unpublish Article' }).getByRole('button', { name: 'Unpublish' }).click();
  await expectToast(page, 'Article Unpublished');
  await expect(listDialog.getByRole('listitem').filter({ hasText: article.title }).getByText('Draft', { exact: true })).toBeVisible();
  // Publishing it again says it keeps the date it first went live (its place in lists and feeds), unless scheduled.
  await listDialog.getByRole('button', { name: `Publish "${article.title}"` }).click();
  const republish = page.getByRole('dialog', { name: 'Publish Article' });
  await expect(republish.getByTestId('first-published')).toHaveText(/^First published .+\. Published now, it keeps that date and its place in lists and feeds\.$/);
  await republish.getByLabel('Publish at, London time (optional)').fill(await localTimeFromNow(page, 86_400_000));
  await expect(republish.getByTestId('first-published')).toHaveText(/Scheduled, it takes the new time as its date\.$/);
  await republish.getByRole('button', { name: 'Cancel' }).click();
  await listDialog.getByRole('button', { name: `Delete "${article.title}"` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Website Article' });
  // A draft now: readers do not see it, so the question does not say they will no longer.
  await expect(confirm.getByText(`Are you sure you want to delete "${article.title}"? It is not published, so readers do not see it; deleted, it can never be published.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Content Deleted');
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: 'test-results/website-list-mobile.png' });
  await expect(listDialog.getByText(article.title)).toHaveCount(0);
});

test("a published article's card and list row show the date readers see on it, a draft's the day it was written", async ({ page }) => {
  await signInAsEditor(page);
  const title = `Winter base miles ${Date.now()}`;
  const created = await page.request.post('/api/website-content', {
    data: { editorial_theme: 'Racing & Strategy', title, meta_description: 'Slow and steady.', long_form_article: 'Ride easy all winter. '.repeat(30) },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
  // Written some weeks before it was published (the demo's articles are so): the card showed the day it was written.
  // Published today, it is the theme's newest (the card and the list follow the day each article shows).
  await browserDatabaseQuery(`update website_content set created_at = '2025-12-01T10:00:00Z' where id = $1`, [id]);
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  const newest = page.getByText(title, { exact: true }).locator('xpath=..');
  await expect(newest).toContainText(today);
  await expect(newest).not.toContainText('1 Dec 2025');
  await expect(newest).toContainText('Published');
  await page.getByRole('button', { name: /published in Racing & Strategy: open the list$/ }).click();
  const list = page.getByRole('dialog', { name: 'Racing & Strategy articles' });
  await list.getByRole('searchbox').fill(title);
  const row = list.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(today);
  await page.keyboard.press('Escape');

  // Unpublished, it is a draft again: its row shows the day it was written.
  await page.request.post(`/api/website-content/${id}/unpublish`, { data: {} });
  await page.reload();
  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: /in Racing & Strategy: open the list$/ }).first().click();
  await list.getByRole('searchbox').fill(title);
  await expect(row).toContainText('1 Dec 2025');
  await expect(row).toContainText('Draft');
  await page.request.delete(`/api/website-content/${id}`);
});

test('a long history: the revisions list pages summaries, Show older reads the next page and Compare reads that older version', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const created = await page.request.post('/api/website-content/generate', {
    data: { topic: `Strength after 60 ${Date.now()}`, customPrompt: '', editorial_week: 1, editorial_theme: 'Training & Performance', requestId: crypto.randomUUID() },
  });
  expect(created.status()).toBe(200);
  const article = (await created.json()) as { id: number; title: string };
  // 24 earlier versions: the first page shows 20 (24 to 5), Show older the last 4; version 1 had another title and body.
  await browserDatabaseQuery(
    `insert into content_revisions (kind, content_id, version, fields, title, word_count)
     select 'website', $1, v, jsonb_build_object('title', case when v = 1 then 'A first draft about lifting' else $2 end,
              'long_form_article', case when v = 1 then 'Lift twice a week.' else 'Lift heavy things with care.' end), case when v = 1 then 'A first draft about lifting' else $2 end,
            case when v = 1 then 4 else 5 end
       from generate_series(1, 24) v`,
    [article.id, article.title],
  );
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/website-content/${article.id}/revisions`)) reads.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: `Preview "${article.title}"` }).first().click();
  const preview = page.getByRole('dialog', { name: article.title });
  const restoreButtons = preview.getByRole('button', { name: /^Restore version/ });
  await expect(restoreButtons).toHaveCount(20);
  await expect(preview.getByRole('button', { name: 'Restore version 24', exact: true })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Restore version 4', exact: true })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Show older versions' }).scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/website-revisions-show-older.png' });
  await preview.getByRole('button', { name: 'Show older versions' }).click();
  await expect(restoreButtons).toHaveCount(24);
  await expect(preview.getByText('That is every earlier version.')).toBeVisible();
  await expect(preview.getByText('Version 1', { exact: true })).toBeVisible();
  await expect(preview.locator('li').filter({ hasText: 'Version 1 ·' }).getByText(/"A first draft about lifting"\s·, 4\swords/)).toBeVisible();
  // The list read summaries a page at a time; no revision's fields were read until Compare.
  expect(reads).toEqual([`/api/website-content/${article.id}/revisions`, `/api/website-content/${article.id}/revisions?before=5`]);

  await preview.getByRole('button', { name: 'Compare version 1 with the current article' }).click();
  const changes = preview.getByRole('region', { name: 'Changes from version 1 to the current article' });
  await expect(changes.getByRole('heading', { name: 'Title', exact: true })).toBeVisible();
  await expect(changes.locator('del').filter({ hasText: 'first draft' }).first()).toBeVisible();
  expect(reads.at(-1)).toBe(`/api/website-content/${article.id}/revisions/1`);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/website-revisions-older.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await preview.getByRole('button', { name: 'Restore version 2', exact: true }).scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/website-revisions-list-phone.png' });
  await changes.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/website-revisions-older-phone.png' });
  expect(await violations(page)).toEqual([]);
});
