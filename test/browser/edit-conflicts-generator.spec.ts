import { expect } from '@playwright/test';
import { browserDatabaseQuery, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';
import { adminSession, reloadDiscarding } from './edit-conflicts-support.js';

/**
 * Editing together (docs/product.md#editing-together) in the generator and on a theme page's hero: a save refused
 * because someone changed the package (the hero) meanwhile says who and when; reloading asks first when typed text
 * would go (the other panels: edit-conflicts.spec.ts).
 */

const RUN = Date.now().toString(36);

test('a generator edit refused because the admin saved the package meanwhile says only why, and asks before reloading away the typed text', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const topic = `Shared package ${RUN}`;
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into content_generations (topic, status, long_form_article, headlines, tldr_summary, apple_news_deck, repurposed_formats, metadata, generated_images, prompt_version, model)
     values ($1, 'published', 'The body.', '["The first headline"]', 'The first summary.', 'A deck.', '{}', '{}', '{}', 'test', 'test') returning id`,
    [topic],
  );
  const rewrite = 'The editor’s long rewrite of the body, an hour of work.';
  try {
    await page.goto('/admin/content-generator');
    await page.getByRole('button', { name: topic }).click();
    await page.getByRole('button', { name: 'Edit Long-form Article' }).click();
    const box = page.getByRole('textbox', { name: 'Long-form Article' });
    await box.fill(rewrite);

    const admin = await adminSession(browser);
    expect((await admin.page.request.put(`/api/content/generations/${id}`, { data: { headlines: ['The admin’s headline'] } })).status()).toBe(200);
    await admin.close();

    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/content/generations/${id}`));
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    expect((await put).postDataJSON()).toEqual({ long_form_article: rewrite, expected_updated_at: expect.any(String) });
    await expectToast(page, 'Update Failed', /This content package was changed by Ada Admin at \d{2}:\d{2}/);
    const alert = page.getByRole('region', { name: 'Selected content' }).getByRole('alert').filter({ hasText: 'This content package was changed by Ada Admin' });
    await expect(alert).toBeVisible();
    await expect(box).toHaveValue(rewrite);
    // Under the box: why, not advice to press Save again (it could only be refused again); Save waits for the reload.
    await expect(page.getByText('press Save to try again')).toHaveCount(0);
    await expect(box).toHaveAccessibleDescription(/This content package was changed by Ada Admin at \d{2}:\d{2} \(London time\) after you opened it\. Reload to see the latest version, then make your changes again\.$/);
    await expect(save).toBeDisabled();
    expect(await violations(page)).toEqual([]);
    await alert.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: 'test-results/edit-conflict-generator-1440.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await alert.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: 'test-results/edit-conflict-generator-390.png', fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Reloading would close the box and lose the rewrite: asked first, 'Keep editing' keeps it to copy.
    await reloadDiscarding(page, alert, box, rewrite);
    await expect(alert).toBeHidden();
    await expect(box).toBeHidden();
    await expect(page.getByText('The admin’s headline')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Long-form Article' }).click();
    await box.fill(rewrite);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Content Updated');
    const [saved] = await browserDatabaseQuery<{ headlines: string[]; long_form_article: string }>('select headlines, long_form_article from content_generations where id = $1', [id]);
    expect(saved).toEqual({ headlines: ['The admin’s headline'], long_form_article: rewrite });
  } finally {
    await page.request.delete(`/api/content/generations/${id}`);
  }
});

test('the hero title editor refused because the admin set the title meanwhile keeps the typed title and reloads', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const before = (await (await page.request.get('/api/theme-heros/recovery')).json()) as { custom_title: string | null; custom_image_url: string | null; is_active: boolean; updated_at: string | null };
  const mine = `Rest that works ${RUN}`;
  try {
    await page.goto('/admin/recovery');
    await page.getByRole('button', { name: 'Edit hero title' }).click();
    const title = page.getByRole('textbox', { name: 'Hero title' });
    await title.fill(mine);
    const admin = await adminSession(browser);
    expect((await admin.page.request.put('/api/theme-heros/recovery', { data: { custom_title: `The admin’s title ${RUN}`, is_active: true } })).status()).toBe(200);
    await admin.close();

    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/theme-heros/recovery'));
    await page.getByRole('button', { name: 'Save hero title' }).click();
    const sent = (await put).postDataJSON();
    // The title alone (the image is left as it is), with the version the editor opened (null: never set).
    expect(sent).toMatchObject({ custom_title: mine, expected_updated_at: before.updated_at });
    expect(sent).not.toHaveProperty('custom_image_url');
    await expectToast(page, 'Update Failed', /This hero section was changed by Ada Admin at \d{2}:\d{2}/);
    const alert = page.getByRole('alert').filter({ hasText: 'This hero section was changed by Ada Admin' });
    await expect(alert).toBeVisible();
    await expect(title).toHaveValue(mine);
    expect(await violations(page)).toEqual([]);
    await reviewScreenshot(page, { path: 'test-results/edit-conflict-hero-1440.png' });

    await reloadDiscarding(page, alert, title, mine);
    await expect(alert).toBeHidden();
    await expect(title).toHaveValue(`The admin’s title ${RUN}`);
    await title.fill(mine);
    await page.getByRole('button', { name: 'Save hero title' }).click();
    await expectToast(page, 'Title Updated');
    await expect(page.getByRole('heading', { level: 1, name: mine })).toBeVisible();
  } finally {
    // Other journeys read the recovery page as it was (blank text clears a field).
    const restore = { custom_title: before.custom_title ?? '', custom_image_url: before.custom_image_url ?? '', is_active: before.is_active };
    expect((await page.request.put('/api/theme-heros/recovery', { data: restore })).status()).toBe(200);
  }
});
