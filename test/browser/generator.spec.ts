import { expect } from '@playwright/test';
import { expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';

test('an editor generates a content package, edits, copies, archives, views and deletes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsEditor(page);

  // theme and week query parameters pre-fill the topic and leave the address bar
  await page.goto('/admin/content-generator?theme=Recovery%20%26%20Health&week=3');
  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue('Create content for Recovery & Health - Week 3');
  await expect(page).toHaveURL(/\/admin\/content-generator$/);
  await expect(page.getByText('No Content Selected')).toBeVisible();

  const topic = `Hill repeats for runners over 50 ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('checkbox', { name: 'Advanced Options' }).click();
  await expect(page.getByRole('textbox', { name: 'Custom AI Prompt (Optional)' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(page.getByRole('button', { name: 'Generating (~2 mins)...' })).toBeDisabled();
  await expectToast(page, 'Content Generated!', 'Your Flying@50 content package is ready.');

  // every section of the package
  await expect(page.getByRole('heading', { name: topic })).toBeVisible();
  for (const section of ['Long-form Article', 'Repurposed Content', 'Metadata', 'Generated Images']) {
    await expect(page.getByRole('button', { name: section, exact: true })).toBeVisible();
  }
  for (const format of ['Listicle', 'Tips', 'Opinion', 'Interview', 'Narrative']) {
    await expect(page.getByRole('button', { name: `Copy ${format}` })).toBeVisible();
  }
  const images = page.locator('img[src*="/photos/"]');
  await expect(images).toHaveCount(3);

  // one-field inline edit, trimmed
  await page.getByRole('button', { name: 'Edit TL;DR Summary' }).click();
  await page.getByRole('textbox', { name: 'TL;DR Summary' }).fill('   A shorter, sharper summary for busy athletes.   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Content Updated', 'Your changes have been saved.');
  await expect(page.getByText('A shorter, sharper summary for busy athletes.', { exact: true })).toBeVisible();
  const list = await page.request.get('/api/content/generations');
  const listed = (await list.json()).find((g: { topic: string }) => g.topic === topic);
  // opened for week 3 of the planner: the generation carries the week and theme, so the week counts as published
  expect(listed).toMatchObject({ editorial_week: 3, editorial_theme: 'Recovery & Health' });
  // The list holds summaries; the package in full comes with its own read.
  const saved = await (await page.request.get(`/api/content/generations/${listed.id}`)).json();
  expect(saved.tldr_summary).toBe('A shorter, sharper summary for busy athletes.');

  // copy to the clipboard
  await page.getByRole('button', { name: 'Copy TL;DR Summary' }).click();
  await expectToast(page, 'Content Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('A shorter, sharper summary for busy athletes.');

  // after a reload the package is one click away in Recent content
  // On a phone the package opens below the form and the list: its heading takes the focus and is brought into sight
  // (the focus stayed on the list, with nothing seen to change where the editor was looking).
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('No Content Selected')).toBeVisible();
  await page.getByRole('button', { name: topic }).click();
  await expect(page.getByRole('heading', { name: topic })).toBeFocused();
  await expect(page.getByRole('heading', { name: topic })).toBeInViewport();
  await page.setViewportSize(desk);
  await expect(page.getByText('A shorter, sharper summary for busy athletes.', { exact: true })).toBeVisible();
  // On a phone the title keeps the card's width (the Archive button squeezed it into a column that broke its words).
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await page.getByRole('heading', { name: topic }).boundingBox())!.width).toBeGreaterThan(280);
  await page.setViewportSize(wide);

  // archive, then view it from the archive dialog
  await page.getByRole('button', { name: 'Archive this content' }).click();
  await expectToast(page, 'Content Archived');
  await expect(page.getByRole('button', { name: topic })).toBeHidden();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive' });
  await expect(dialog.getByRole('cell', { name: topic, exact: true })).toBeVisible();
  // On a phone each package is a card with its buttons in sight: nothing in the dialog scrolls sideways.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const card = dialog.getByRole('list', { name: 'Archived content, newest first' }).getByRole('listitem').filter({ hasText: topic });
  await expect(card.getByRole('button', { name: `View "${topic}"` })).toBeInViewport();
  await expect(card.getByRole('button', { name: `Delete "${topic}"` })).toBeInViewport();
  await reviewScreenshot(page, { path: 'test-results/generator-archive-phone.png' });
  expect(
    await dialog.evaluate((d) =>
      [...d.querySelectorAll('*')]
        .filter((el) => !el.classList.contains('sr-only') && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        .map((el) => `${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`),
    ),
  ).toEqual([]);
  await page.setViewportSize(desktop);
  await dialog.getByRole('button', { name: `View "${topic}"` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: topic })).toBeVisible();

  // delete with confirmation
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('dialog', { name: 'Archive' }).getByRole('button', { name: `Delete "${topic}"` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Content' });
  await expect(confirm.getByText(`Are you sure you want to permanently delete "${topic}"? This action cannot be undone.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Content Deleted', 'Content has been permanently deleted.');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByText('No Content Selected')).toBeVisible();
  const after = await page.request.get('/api/content/generations/archived');
  expect((await after.json()).some((g: { topic: string }) => g.topic === topic)).toBe(false);
});

test('the image picker searches real photos and checks custom URLs', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  await page.getByRole('textbox', { name: 'Topic' }).fill(`Open-water swimming confidence ${Date.now()}`);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expectToast(page, 'Content Generated!');

  await page.getByRole('button', { name: 'Replace Cover Image' }).click();
  const picker = page.getByRole('dialog', { name: 'Replace Cover Image' });
  await expect(picker.getByRole('tab', { name: 'Browse Images' })).toBeVisible();
  await expect(picker.getByRole('searchbox', { name: 'Search images' })).toHaveValue('fit mature athlete training fitness');
  await picker.getByRole('searchbox', { name: 'Search images' }).fill('');
  await picker.getByRole('button', { name: 'Search', exact: true }).click();
  await expectToast(page, 'Search required', 'Please enter a search term to find images');

  await picker.getByRole('tab', { name: 'Custom URL' }).click();
  await expect(picker.getByRole('button', { name: 'Use Image' })).toBeDisabled();
  await picker.getByRole('textbox', { name: 'Image URL' }).fill('not a url');
  await picker.getByRole('button', { name: 'Use Image' }).click();
  await expectToast(page, 'Invalid URL', 'Please enter a valid image URL');
  // A well-formed address that loads no picture (here: nothing answers there) would show readers nothing: refused too.
  await picker.getByRole('textbox', { name: 'Image URL' }).fill('https://127.0.0.1:9/cover.jpg');
  await expect(picker.getByText('No preview: this address did not load as an image', { exact: false })).toBeVisible();
  await expect(page.getByText('Invalid URL', { exact: true })).toHaveCount(0, { timeout: 15_000 }); // the first toast gone
  await picker.getByRole('button', { name: 'Use Image' }).click();
  await expectToast(page, 'Invalid URL', 'Please enter a valid image URL');
  await expect(picker).toBeVisible();

  await picker.getByRole('tab', { name: 'Browse Images' }).click();
  await picker.getByRole('searchbox', { name: 'Search images' }).fill('masters cyclist');
  await picker.getByRole('button', { name: 'Search', exact: true }).click();
  const photo = picker.getByRole('button', { name: /^Use photo:/ }).first();
  await expect(photo).toBeVisible();
  await photo.click();
  await expect(picker).toBeHidden();
  await expectToast(page, 'Content Updated');
});

test('a failed image search is shown in the picker; the toast is for a search the editor asked for; Try Again searches again', async ({ page }) => {
  await signInAsEditor(page);
  let failing = true;
  await page.route('**/api/pexels/search?*', (route) => (failing ? route.fulfill({ status: 502, json: { message: 'Image search failed: Pexels answered 500.' } }) : route.continue()));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Manual Create for Gear & Tech' }).click();
  await page.getByRole('dialog', { name: 'Manual Create: Gear & Tech' }).getByRole('button', { name: 'Choose featured image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  const panel = picker.getByRole('alert').filter({ hasText: 'Error searching for images:' });
  await expect(panel).toContainText('Failed to search images: 502');
  await expect(panel).toContainText('Image search failed: Pexels answered 500.');
  await expect(page.getByText('Search failed', { exact: true })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expectToast(page, 'Search failed');
  failing = false;
  await picker.getByRole('alert').getByRole('button', { name: 'Try Again' }).click();
  await expect(picker.getByRole('button', { name: /^Use photo:/ }).first()).toBeVisible();
  await expect(picker.getByRole('alert')).toHaveCount(0);
});

test('a generation whose answer is lost (its API process restarted) is followed until the job is done, then shown', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  const topic = `Tempo runs after fifty ${Date.now()}`;
  // The request reaches the server, whose job runs, but the browser's connection is cut once the server has taken it:
  // what the editor sees when a deploy restarts the API process holding the POST.
  let cut = false;
  await page.route('**/api/content/generate', async (route) => {
    const { requestId } = route.request().postDataJSON() as { requestId: string };
    void route.fetch().catch(() => undefined);
    await expect.poll(async () => (await page.request.get(`/api/content/generate/progress/${requestId}`)).status()).toBe(200);
    cut = true;
    await route.abort('connectionreset');
  });
  // The first reads after the cut find the job still writing (the fake model answers within a second): the generator
  // keeps following it instead of reporting a failure.
  let runningReads = 2;
  await page.route('**/api/content/generate/progress/*', async (route) => {
    if (!cut || runningReads === 0) return route.continue();
    runningReads -= 1;
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), stage: 'writing', status: 'running', generationId: null } });
  });

  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expectToast(page, 'Content Generated!', 'Your Flying@50 content package is ready.');
  await expect(page.getByRole('heading', { name: topic })).toBeVisible();
  expect(runningReads).toBe(0);
  await expect(page.getByText('Generation Failed', { exact: true })).toHaveCount(0);
});

test("the progress poll that reaches the server before the generate request is answered 'starting': no 404 in the console", async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const isPoll = (url: string) => new URL(url).pathname.startsWith('/api/content/generate/progress/');
  page.on('response', (response) => {
    if (isPoll(response.url()) && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  // The generate request reaches the server only once the first poll has been answered (a slow upload, a busy server).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/content/generate', async (route) => {
    await released;
    await route.continue();
  });
  const firstPoll = page.waitForResponse((response) => isPoll(response.url()));
  await page.getByRole('textbox', { name: 'Topic' }).fill(`Open-water sighting ${Date.now()}`);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  expect((await firstPoll).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Starting the generation…' })).toBeVisible();
  release();
  await expectToast(page, 'Content Generated!', 'Your Flying@50 content package is ready.');
  expect(problems).toEqual([]);
});
