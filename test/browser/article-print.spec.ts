import { expect } from '@playwright/test';
import { signInAsEditor, test } from './support.js';

/**
 * Readers print articles to read away from the screen: the printed page holds the article (its heading, words and
 * picture) without the site around it.
 */
test('a printed article is its words, without the header, the ad, the related articles or the footer', async ({ browser }) => {
  const staff = await browser.newContext();
  const editor = await staff.newPage();
  await signInAsEditor(editor);
  // Two articles of one theme: the second's page shows the first among its related articles.
  const ids: number[] = [];
  let slug = '';
  for (const title of ['Sleep and the masters athlete', 'Printing a long read']) {
    const created = await editor.request.post('/api/website-content', {
      data: { title: `${title} ${Date.now()}`, editorial_theme: 'Recovery & Health', long_form_article: 'Rest days are training days.\n\nSleep is where the work of a hard week turns into fitness.' },
    });
    expect(created.status()).toBe(201);
    const article = (await created.json()) as { id: number; slug: string };
    expect((await editor.request.post(`/api/website-content/${article.id}/publish`, { data: {} })).status()).toBe(200);
    ids.push(article.id);
    slug = article.slug;
  }

  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await expect.poll(async () => (await page.goto(`/article/${slug}`))?.status(), { timeout: 10_000 }).toBe(200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('#related-heading')).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Printing a long read/);
    await expect(page.locator('main article').getByText('Rest days are training days.')).toBeVisible();
    for (const hidden of [page.getByRole('banner'), page.getByRole('contentinfo'), page.locator('#related-heading'), page.getByRole('complementary', { name: 'Advertisement' })]) {
      await expect(hidden).toBeHidden();
    }
    await expect(page.getByRole('link', { name: /Back to/ })).toBeHidden();
    await page.pdf({ path: test.info().outputPath('article.pdf'), format: 'A4' });
    await context.close();
  } finally {
    for (const id of ids) expect((await editor.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
    await staff.close();
  }
});
