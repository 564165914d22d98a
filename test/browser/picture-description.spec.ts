import { expect } from '@playwright/test';
import { appOrigin, appReady, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * A website article's picture description (docs/product.md#website-articles): choosing a stock photo in the preview's
 * editor starts the description from the photo's own, an address of the editor's own starts it empty, and what the
 * editor saves is the alt text of the picture on the article page (and its og:image:alt).
 */
test('an editor describes the featured image in the preview dialog; the article page reads it out', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const title = `Open-water swimming after 60 ${Date.now()}`;
  const created = await page.request.post('/api/website-content', {
    data: { title, editorial_theme: 'Training & Performance', long_form_article: 'Cold water asks for a slow start.\n\nSwim with a friend.' },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);

  await page.goto('/admin');
  await page.getByRole('button', { name: `Preview "${title}"` }).first().click();
  const preview = page.getByRole('dialog', { name: title });
  await preview.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(preview.getByRole('textbox', { name: 'Picture description' })).toHaveCount(0); // no picture yet

  // A stock photo: its own description is there to start from.
  const searched = page.waitForResponse((r) => r.url().includes('/api/pexels/search'));
  await preview.getByRole('button', { name: 'Change featured image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  const { photos } = (await (await searched).json()) as { photos: Array<{ url: string; alt: string }> };
  await picker.getByRole('button', { name: /^Use photo: / }).first().click();
  await expect(picker).toBeHidden();
  const description = preview.getByRole('textbox', { name: 'Picture description' });
  await expect(description).toHaveValue(photos[0].alt);
  await expect(preview.getByText('What the picture shows, for readers who cannot see it. Leave empty if it only decorates.', { exact: false })).toBeVisible();
  await expect(preview.getByText(`${photos[0].alt.length}/250 characters`, { exact: false })).toBeVisible();

  // An address of the editor's own: nothing is known of it, so the description starts empty.
  await preview.getByRole('button', { name: 'Change featured image' }).click();
  await picker.getByRole('tab', { name: 'Custom URL' }).click();
  await picker.getByRole('textbox', { name: 'Image URL' }).fill(photos[0].url);
  await picker.getByRole('button', { name: 'Use Image' }).click();
  await expect(description).toHaveValue('');
  // The stock photo's description gave way: the hint says why it is gone, until the editor writes one.
  const replaced = 'New picture: the description is now its own (the one before described the previous picture). Check it.';
  await expect(preview.getByText(replaced, { exact: false })).toBeVisible();
  await expect(description).toHaveAccessibleDescription(new RegExp(`^${replaced.replace(/[().]/g, '\\$&')}`));

  // Capped at 250 characters with a counter, like the SEO description.
  await description.fill('x'.repeat(300));
  await expect(preview.getByText('250/250 characters', { exact: false })).toBeVisible();
  const written = 'A woman in a swimming cap wading into a calm grey lake at dawn';
  await description.fill(written);
  await expect(preview.getByText(replaced, { exact: false })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await description.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/picture-description-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await description.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/picture-description-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/website-content/${id}`));
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  // An address of the editor's own has no photographer to credit.
  expect((await put).postDataJSON()).toMatchObject({ featured_image: photos[0].url, featured_image_alt: written, featured_image_credit: null });
  await expectToast(page, 'Content Updated');

  // The article page: the picture is read out by its description, in the server's HTML and once the app runs.
  await expect
    .poll(async () => fetch(new URL(`/article/${slug}`, appOrigin())).then((r) => r.text()), { timeout: 10_000 })
    .toContain(`<meta property="og:image:alt" content="${written}"`);
  await page.goto(`/article/${slug}`);
  await appReady(page);
  await expect(page.getByRole('img', { name: written })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo for ${title}` })).toHaveCount(0);

  expect((await page.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
});

test('Manual Create takes a picture description: a chosen stock photo fills it, and the draft keeps it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Manual Create for Racing & Strategy' }).click();
  const create = page.getByRole('dialog', { name: 'Manual Create: Racing & Strategy' });
  const title = `Pacing a masters 10k ${Date.now()}`;
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await create.getByRole('textbox', { name: 'Article', exact: true }).fill('Start slower than you think.');
  await expect(create.getByRole('textbox', { name: 'Picture description' })).toHaveCount(0);

  const searched = page.waitForResponse((r) => r.url().includes('/api/pexels/search'));
  await create.getByRole('button', { name: 'Choose featured image' }).click();
  const { photos } = (await (await searched).json()) as { photos: Array<{ url: string; alt: string; photographer: string }> };
  await page.getByRole('dialog', { name: 'Choose the featured image' }).getByRole('button', { name: /^Use photo: / }).first().click();
  await expect(create.getByRole('textbox', { name: 'Picture description' })).toHaveValue(photos[0].alt);

  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/website-content'));
  await create.getByRole('button', { name: 'Save Draft' }).click();
  const answer = await posted;
  expect(answer.request().postDataJSON()).toMatchObject({
    featured_image: photos[0].url,
    featured_image_alt: photos[0].alt,
    featured_image_credit: { photographer: photos[0].photographer },
  });
  const { id, featured_image_alt } = (await answer.json()) as { id: number; featured_image_alt: string | null };
  expect(featured_image_alt).toBe(photos[0].alt);
  // The preview shows the draft's picture by its description.
  await expect(page.getByRole('dialog', { name: title }).getByRole('img', { name: photos[0].alt })).toBeVisible();
  expect((await page.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
});

test('choosing the featured image in Manual Create saves nothing: by search and by address, only Save Draft stores the draft', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsEditor(page);
  await page.goto('/admin');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/website-content')) posts.push(r.url());
  });
  await page.getByRole('button', { name: 'Manual Create for Racing & Strategy' }).click();
  const create = page.getByRole('dialog', { name: 'Manual Create: Racing & Strategy' });
  const title = `Negative splits at 55 ${Date.now()}`;
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await create.getByRole('textbox', { name: 'Article', exact: true }).fill('Run the second half faster than the first.');

  // The picker's own search form searches; the Manual Create form around it is not sent.
  await create.getByRole('button', { name: 'Choose featured image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  await picker.getByRole('searchbox', { name: 'Search images' }).fill('masters runner');
  const searched = page.waitForResponse((r) => r.url().includes('/api/pexels/search') && r.url().includes('masters'));
  await picker.getByRole('button', { name: 'Search', exact: true }).click();
  const { photos } = (await (await searched).json()) as { photos: Array<{ url: string; alt: string }> };
  await picker.getByRole('button', { name: /^Use photo: / }).first().click();
  await expect(picker).toBeHidden();
  await expect(create.getByRole('img', { name: photos[0].alt })).toBeVisible();
  await expect(create.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  expect(posts).toEqual([]);

  // An address of the editor's own, by the Custom URL tab's form: still nothing saved.
  const own = photos[1].url;
  await create.getByRole('button', { name: 'Change featured image' }).click();
  await picker.getByRole('tab', { name: 'Custom URL' }).click();
  await picker.getByRole('textbox', { name: 'Image URL' }).fill(own);
  await picker.getByRole('button', { name: 'Use Image' }).click();
  await expect(picker).toBeHidden();
  await expect(create.getByRole('img', { name: 'The featured image' })).toHaveAttribute('src', own);
  await expect(page.getByText('Draft Created', { exact: true })).toHaveCount(0);
  expect(posts).toEqual([]);
  await expect(create).toBeVisible();

  // Save Draft stores the draft, with the picture chosen last.
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/website-content'));
  await create.getByRole('button', { name: 'Save Draft' }).click();
  const answer = await posted;
  const { id, featured_image } = (await answer.json()) as { id: number; featured_image: string | null };
  expect(featured_image).toBe(own);
  expect(posts).toHaveLength(1);
  await expectToast(page, 'Draft Created');
  expect((await page.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
});

test("a stock photo chosen in the preview's editor is credited under it on the article page", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const title = `Hill reps for masters ${Date.now()}`;
  const created = await page.request.post('/api/website-content', {
    data: { title, editorial_theme: 'Training & Performance', long_form_article: 'Short hills, long recoveries.' },
  });
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);

  await page.goto('/admin');
  await page.getByRole('button', { name: `Preview "${title}"` }).first().click();
  const preview = page.getByRole('dialog', { name: title });
  await preview.getByRole('button', { name: 'Edit', exact: true }).click();
  const searched = page.waitForResponse((r) => r.url().includes('/api/pexels/search'));
  await preview.getByRole('button', { name: 'Change featured image' }).click();
  const { photos } = (await (await searched).json()) as { photos: Array<{ url: string; photographer: string; photographer_url: string; page_url: string }> };
  await page.getByRole('dialog', { name: 'Choose the featured image' }).getByRole('button', { name: /^Use photo: / }).first().click();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/website-content/${id}`));
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  const { photographer, photographer_url, page_url } = photos[0];
  expect((await put).postDataJSON()).toMatchObject({ featured_image: photos[0].url, featured_image_credit: { photographer, photographer_url, page_url } });
  await expectToast(page, 'Content Updated');

  await page.goto(`/article/${slug}`);
  const credit = page.locator('figure [data-photo-credit]');
  await expect(credit).toHaveText(`Photo by ${photographer} on Pexels`);
  await expect(credit.getByRole('link', { name: photographer })).toHaveAttribute('href', photographer_url);
  expect((await page.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
});
