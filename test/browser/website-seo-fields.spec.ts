import { expect } from '@playwright/test';
import { browserDatabaseQuery, expectToast, signInAsEditor, test } from './support.js';
import { violations } from './axe.js';

/**
 * The Website tab's preview editor has the SEO title and the tags (docs/product.md#website-articles): the tags as one
 * comma-separated text within the server's limits, both saved with the rest and used by the article page's head.
 */
test('the preview editor saves an article’s SEO title and tags; the article page uses them', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const title = `Hill repeats that last ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/website-content', {
    data: { title, editorial_theme: 'Training & Performance', long_form_article: 'Short, steep and steady: six hills a week.', subtitle: 'Climb to get faster' },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as { id: number; slug: string };
  expect((await page.request.post(`/api/website-content/${article.id}/publish`, { data: {} })).status()).toBe(200);
  try {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Website' }).click();
    await page.getByRole('button', { name: `Preview "${title}"` }).first().click();
    const preview = page.getByRole('dialog', { name: title });
    await preview.getByRole('button', { name: 'Edit', exact: true }).click();
    const seoTitle = preview.getByRole('textbox', { name: 'SEO title' });
    const tags = preview.getByRole('textbox', { name: 'Tags' });
    // No SEO title of its own yet: the title stands in; no tags.
    await expect(seoTitle).toHaveValue(title);
    await expect(tags).toHaveValue('');
    expect(await violations(page)).toEqual([]);

    // A tag longer than the server takes is named under the field, and nothing is sent.
    await tags.fill(`hills, ${'x'.repeat(51)}`);
    await expect(preview.getByText('Each tag must be at most 50 characters')).toBeVisible();
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(`/api/website-content/${article.id}`)) puts++;
    });
    await preview.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tags).toBeVisible();
    expect(puts).toBe(0);

    await seoTitle.fill('Hill repeats after 50: the six-week plan');
    await tags.fill('hill repeats,  strength , Hill Repeats, masters running');
    await expect(preview.getByText('Each tag must be at most 50 characters')).toHaveCount(0);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/website-content/${article.id}`));
    await preview.getByRole('button', { name: 'Save Changes' }).click();
    // Only the two changed fields go; the tags as a list, trimmed and each once.
    expect((await put).postDataJSON()).toEqual({
      seo_title: 'Hill repeats after 50: the six-week plan',
      tags: ['hill repeats', 'strength', 'masters running'],
      expected_updated_at: expect.any(String),
    });
    await expectToast(page, 'Content Updated', 'Your changes have been saved.');
    const [row] = await browserDatabaseQuery<{ seo_title: string; tags: string[] }>('select seo_title, tags from website_content where id = $1', [article.id]);
    expect(row).toEqual({ seo_title: 'Hill repeats after 50: the six-week plan', tags: ['hill repeats', 'strength', 'masters running'] });
    // The preview shows them; the editor opened again holds them.
    await expect(preview.getByText('Hill repeats after 50: the six-week plan')).toBeVisible();
    await expect(preview.getByText('hill repeats, strength, masters running')).toBeVisible();
    await preview.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(seoTitle).toHaveValue('Hill repeats after 50: the six-week plan');
    await expect(tags).toHaveValue('hill repeats, strength, masters running');
    await preview.getByRole('button', { name: 'Cancel' }).click();

    // The article page's head uses both.
    const html = await (await page.request.get(`/article/${article.slug}`)).text();
    expect(html).toContain('<meta property="og:title" content="Hill repeats after 50: the six-week plan"');
    expect(html).toContain('<meta property="article:tag" content="masters running"');

    // Emptying the box removes every tag (an emptied text field keeps its old text; an article may have no tags).
    await preview.getByRole('button', { name: 'Edit', exact: true }).click();
    await tags.fill(' , ');
    await preview.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(async () => (await browserDatabaseQuery<{ tags: string[] }>('select tags from website_content where id = $1', [article.id]))[0]?.tags).toEqual([]);
    await expect(preview.getByText('Tags:')).toHaveCount(0);
    await preview.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(tags).toHaveValue('');
  } finally {
    await page.request.delete(`/api/website-content/${article.id}`);
  }
});
