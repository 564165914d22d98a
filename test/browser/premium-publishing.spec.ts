import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { browserDatabaseQuery, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

const SHOTS = '/tmp/editor-shots';
mkdirSync(SHOTS, { recursive: true });

const ROADMAP = Array.from({ length: 10 }, (_, i) => `## ${i + 1}. Step ${i + 1}\n\nCoaching for step ${i + 1}: steady and specific.`).join('\n\n');

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`an editor takes a premium article back to draft and publishes it again; generating says it goes live at once (${width} px)`, async ({ page, putBack }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await signInAsEditor(page);
    const topic = `Kit checks before a sportive ${Date.now()}`;
    const [{ id }] = await browserDatabaseQuery<{ id: number }>(
      `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, created_at)
       values ($1, 'A subtitle', 5, 'Gear & Tech', 'published', $2, 'A deck line.', 'Short.', '["First headline","Second headline"]', '{}', now()) returning id`,
      [topic, ROADMAP],
    );
    // Later journeys count the themes' articles as they found them.
    putBack(() => browserDatabaseQuery(`update premium_content set status = 'archived' where id = $1`, [id]));
    const status = async () => (await browserDatabaseQuery<{ status: string }>('select status from premium_content where id = $1', [id]))[0].status;
    await page.goto('/admin');
    if (width < 768) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Premium', exact: true }).click();
    } else {
      await page.getByRole('tab', { name: 'Premium' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Premium content' })).toBeVisible();

    // Generating says plainly that the new article goes live for members at once.
    await page.getByRole('button', { name: 'Generate New for Gear & Tech' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate New: Gear & Tech' });
    await expect(generate.getByText('The new article is published to Premium members as soon as it is ready.', { exact: false })).toBeVisible();
    await reviewScreenshot(page, { path: `${SHOTS}/premium-generate-notice-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(generate).toBeHidden();

    // The editor says members read it; Unpublish asks first, then hides it.
    await page.getByRole('button', { name: 'Edit the newest Gear & Tech article' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit premium post' });
    await expect(editor.getByText('Published: Premium members read this post.')).toBeVisible();
    await editor.getByRole('button', { name: 'Unpublish' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unpublish Premium Article' });
    await expect(confirm).toContainText(`Take "${topic}" back to draft?`);
    await confirm.getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Article Unpublished', `"${topic}" is a draft again: members no longer see it.`);
    await expect(editor.getByText('Draft: members do not see this post until you publish it.')).toBeVisible();
    await expect(editor.getByText('Draft', { exact: true })).toBeVisible();
    expect(await status()).toBe('draft');
    expect(await violations(page)).toEqual([]);
    await reviewScreenshot(page, { path: `${SHOTS}/premium-editor-draft-${width}.png` });
    await editor.getByRole('button', { name: 'Done' }).click();

    // The card shows the draft with Publish (drafts only), which makes it live again.
    const publish = page.getByRole('button', { name: 'Publish the newest Gear & Tech article' });
    await publish.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `${SHOTS}/premium-card-draft-${width}.png` });
    await publish.click();
    await expectToast(page, 'Article Published', `"${topic}" is live for Premium members.`);
    await expect(publish).toHaveCount(0);
    expect(await status()).toBe('published');
  });
}
