import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** Screenshots of what the editor sees, for a person to look at (docs/product.md#unsaved-changes). */
const SHOTS = '/tmp/editor-shots';
mkdirSync(SHOTS, { recursive: true });

/**
 * Holds the answers of a generate route: the server generates as usual, but the browser gets the answer only when the
 * journey calls release(), so the generation finishes exactly while the editor is typing somewhere else.
 */
async function holdGeneration(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered!: (body: Record<string, unknown>) => void;
  const stored = new Promise<Record<string, unknown>>((resolve) => (answered = resolve));
  await page.route(url, async (route) => {
    const response = await route.fetch({ timeout: 60_000 });
    answered((await response.json()) as Record<string, unknown>);
    await released;
    await route.fulfill({ response });
  });
  return { release, stored };
}

const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard your changes?' });

const ROADMAP = Array.from({ length: 10 }, (_, i) => `## ${i + 1}. Step ${i + 1}\n\nCoaching for step ${i + 1}: steady and specific.`).join('\n\n');

test('a website generation that finishes while an editor types waits to be opened; the edit stays', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const created = await page.request.post('/api/website-content', {
    data: { title: `Strides while you wait ${Date.now()}`, editorial_theme: 'Training & Performance', long_form_article: 'The body as it was.' },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as { id: number; title: string };
  const held = await holdGeneration(page, '**/api/website-content/generate');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();

  // Auto-Generate, then close its dialog (the generation goes on) and edit another article.
  await page.getByRole('button', { name: 'Auto-Generate for Nutrition & Fueling' }).click();
  const generateDialog = page.getByRole('dialog', { name: 'Generate New: Nutrition & Fueling' });
  await expect(generateDialog.getByRole('button', { name: 'Generating (~2 mins)...' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(generateDialog).toBeHidden();
  await page.getByRole('button', { name: `Preview "${article.title}"` }).first().click();
  const preview = page.getByRole('dialog', { name: article.title });
  await preview.getByRole('button', { name: 'Edit', exact: true }).click();
  const title = preview.getByRole('textbox', { name: 'Title', exact: true });
  const body = preview.getByRole('textbox', { name: 'Article' });
  const editedTitle = `${article.title}, rewritten`;
  await title.fill(editedTitle);
  await body.fill('Four strides after every easy run, relaxed and quick.');

  // The generation finishes: it says so in the dialog, and the form keeps what was typed.
  const generated = await held.stored;
  held.release();
  await expectToast(page, 'Content Generated!', /Open it from the note at the top when you are ready: your changes stay as they are\.$/);
  const notice = preview.getByRole('status', { name: 'Content Generated!' });
  await expect(notice).toContainText(`"${String(generated.title)}" is ready in Nutrition & Fueling as a draft.`);
  await expect(title).toHaveValue(editedTitle);
  await expect(body).toHaveValue('Four strides after every easy run, relaxed and quick.');
  await expect(discardQuestion(page)).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: `${SHOTS}/generated-while-editing-website-1440.png` });

  // 'Open it' asks first; 'Keep editing' keeps the edit.
  await notice.getByRole('button', { name: 'Open it' }).click();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(title).toHaveValue(editedTitle);

  // Saved, nothing is unsaved: 'Open it' opens the new draft at once.
  await preview.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Content Updated');
  await expect(preview.getByRole('heading', { name: editedTitle })).toBeVisible();
  await preview.getByRole('status', { name: 'Content Generated!' }).getByRole('button', { name: 'Open it' }).click();
  await expect(discardQuestion(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: String(generated.title) })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Content Generated!' })).toHaveCount(0);
  expect((await browserDatabaseQuery<{ title: string }>('select title from website_content where id = $1', [article.id]))[0].title).toBe(editedTitle);
});

test('a premium generation that finishes while an editor edits another post waits; Discard opens it (phone)', async ({ page, putBack }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsEditor(page);
  const topic = `Steady tempo for masters ${Date.now()}`;
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, created_at)
     values ($1, 'A subtitle', 6, 'Racing & Strategy', 'published', $2, 'A deck line.', 'Short.', '["First headline","Second headline"]', '{}', now()) returning id`,
    [topic, ROADMAP],
  );
  const newTopic = `Recovery weeks that work ${Date.now()}`;
  // Later journeys count the themes' articles and edit the newest as they found them.
  putBack(() => browserDatabaseQuery(`update premium_content set status = 'archived' where id = $1 or topic = $2`, [id, newTopic]));
  const held = await holdGeneration(page, '**/api/premium-content/generate');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Premium', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Premium content' })).toBeVisible();
  // The cards settled: a theme found empty gives back the place kept for its newest article, and the cards below move.
  await expect(page.getByText(/Counting…|Loading the newest/)).toHaveCount(0);

  await page.getByRole('button', { name: /^Generate (New|Content) for Recovery & Health$/ }).click();
  const generateDialog = page.getByRole('dialog', { name: /^Generate (New|Content): Recovery & Health$/ });
  await generateDialog.getByRole('textbox', { name: 'Topic' }).fill(newTopic);
  await generateDialog.getByRole('button', { name: /^Generate (New|Content)$/ }).click();
  await expect(generateDialog.getByRole('button', { name: 'Generating (~2 mins)...' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(generateDialog).toBeHidden();

  await page.getByRole('button', { name: 'Edit the newest Racing & Strategy article' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit premium post' });
  await expect(editor.getByRole('textbox', { name: 'Topic' })).toHaveValue(topic);
  await editor.getByRole('textbox', { name: 'Topic' }).fill(`${topic}, sharper`);

  await held.stored;
  held.release();
  const notice = editor.getByRole('status', { name: 'Content Generated!' });
  await expect(notice).toContainText(`"${newTopic}" is ready in Recovery & Health`);
  await expect(editor.getByRole('textbox', { name: 'Topic' })).toHaveValue(`${topic}, sharper`);
  await notice.scrollIntoViewIfNeeded();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: `${SHOTS}/generated-while-editing-premium-390.png` });

  // 'Open it', then 'Discard': the new post opens in the editor; the other one is unchanged.
  await notice.getByRole('button', { name: 'Open it' }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(editor.getByRole('textbox', { name: 'Topic' })).toHaveValue(newTopic);
  expect((await browserDatabaseQuery<{ topic: string }>('select topic from premium_content where id = $1', [id]))[0].topic).toBe(topic);
});

test('a package that finishes while an editor rewrites an older one waits; Not now keeps the text box', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  // An older package to edit.
  const older = `Older package on cadence ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Topic' }).fill(older);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(page.getByRole('heading', { name: older })).toBeVisible();

  const held = await holdGeneration(page, '**/api/content/generate');
  const newer = `Newer package on strides ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Topic' }).fill(newer);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expect(page.getByRole('button', { name: 'Generating (~2 mins)...' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Long-form Article' }).click();
  const box = page.getByRole('textbox', { name: 'Long-form Article' });
  await box.fill('My rewrite of the older package, not saved yet.');

  await held.stored;
  held.release();
  await expectToast(page, 'Content Generated!');
  const notice = page.getByRole('status', { name: 'Content Generated!' });
  await expect(notice).toContainText(`"${newer}" is ready.`);
  await expect(page.getByRole('heading', { name: older })).toBeVisible();
  await expect(box).toHaveValue('My rewrite of the older package, not saved yet.');
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: `${SHOTS}/generated-while-editing-generator-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: `${SHOTS}/generated-while-editing-generator-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Opening another package from the list asks too.
  await page.getByRole('button', { name: newer }).click();
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(box).toHaveValue('My rewrite of the older package, not saved yet.');

  // 'Not now' puts the notice away and leaves the text box as it is.
  await notice.getByRole('button', { name: 'Not now' }).click();
  await expect(notice).toHaveCount(0);
  await expect(box).toHaveValue('My rewrite of the older package, not saved yet.');
  await expect(page.getByRole('heading', { name: older })).toBeVisible();
});
