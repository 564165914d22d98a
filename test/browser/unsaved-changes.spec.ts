import { expect, type Locator, type Page } from '@playwright/test';
import { browserDatabaseQuery, expectToast, PASSWORD, EDITOR_EMAIL, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** Whether leaving the page now would ask first (a beforeunload listener cancels the event). */
const leavingAsks = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard your changes?' });

/** A tap on the dimmed page beside the dialog. */
async function tapOutside(page: Page, dialog: Locator): Promise<void> {
  const box = (await dialog.boundingBox())!;
  await page.mouse.click(Math.max(2, box.x / 2), Math.max(2, box.y / 2));
}

/** Each way of closing asks first; 'Keep editing' keeps the text; then 'Discard' closes. */
async function expectGuarded(page: Page, dialog: Locator, closers: Array<() => Promise<void>>, field: Locator, text: string): Promise<void> {
  const question = discardQuestion(page);
  for (const close of closers) {
    await close();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue(text);
  }
}

test('closing a staff dialog with unsaved work asks first; an unchanged one closes at once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsEditor(page);
  await page.goto('/admin'); // the Website tab opens first
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();

  // Manual Create: unchanged, Escape closes at once.
  const openCreate = () => page.getByRole('button', { name: 'Manual Create for Training & Performance' }).click();
  const create = page.getByRole('dialog', { name: 'Manual Create: Training & Performance' });
  await openCreate();
  await expect(create).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);

  // Typed work: Escape, a tap outside and the close button each ask; leaving the page asks too.
  await openCreate();
  const title = create.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Intervals that respect your knees');
  await create.getByRole('textbox', { name: 'Article' }).fill('Short, steady and kind to older joints.');
  expect(await leavingAsks(page)).toBe(true);
  await expectGuarded(
    page,
    create,
    [() => page.keyboard.press('Escape'), () => tapOutside(page, create), () => create.getByRole('button', { name: 'Close', exact: true }).first().click()],
    title,
    'Intervals that respect your knees',
  );
  await page.keyboard.press('Escape');
  await expect(discardQuestion(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/discard-question-390.png' });
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(create).toBeHidden();
  expect(await leavingAsks(page)).toBe(false);
  await openCreate();
  await expect(title).toHaveValue('');
  await title.fill('Hill strides for masters runners');
  await create.getByRole('textbox', { name: 'Article' }).fill('Six strides up a gentle hill.');
  await create.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Draft Created');
  await expect(create).toBeHidden();

  // The preview's inline editor: Cancel and Escape ask; 'Discard' on Cancel goes back to the preview.
  const preview = page.getByRole('dialog').filter({ hasText: 'Website article preview' });
  await expect(preview.getByRole('heading', { name: 'Hill strides for masters runners' })).toBeVisible();
  await preview.getByRole('button', { name: 'Edit', exact: true }).click();
  const subtitle = preview.getByRole('textbox', { name: 'Subtitle' });
  await subtitle.fill('Faster without the pounding');
  await expectGuarded(page, preview, [() => preview.getByRole('button', { name: 'Cancel' }).click(), () => page.keyboard.press('Escape')], subtitle, 'Faster without the pounding');
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(preview.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape'); // nothing changed: closes at once
  await expect(preview).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);
});

test('the premium editor asks before Done or Escape discards edits, and before Enhance with AI replaces the post', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const topic = `Cadence drills ${Date.now()}`;
  const roadmap = Array.from({ length: 10 }, (_, i) => `## ${i + 1}. Step ${i + 1}\n\nCoaching for step ${i + 1}.`).join('\n\n');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, headlines)
     values ($1, 2, 'Racing & Strategy', 'draft', $2, 'A deck line.', $3) returning id`,
    [topic, roadmap, JSON.stringify(['First headline', 'Second headline'])],
  );
  const enhanceCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/enhance')) enhanceCalls.push(request.url());
  });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Premium' }).click();
  await page.getByRole('button', { name: 'Edit the newest Racing & Strategy article' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit premium post' });
  const deck = editor.getByRole('textbox', { name: 'Apple News deck' });
  await expect(deck).toHaveValue('A deck line.');

  // Enhance asks first and says unsaved changes are not used; Cancel sends nothing and keeps the post.
  await deck.fill('A sharper deck line.');
  await editor.getByRole('button', { name: 'Enhance with AI' }).click();
  const rewrite = page.getByRole('alertdialog', { name: `Rewrite "${topic}" with AI?` });
  await expect(rewrite.getByText('The current version, including your card edits, will be replaced', { exact: false })).toBeVisible();
  await expect(rewrite.getByText('Your unsaved changes above will not be used', { exact: false })).toBeVisible();
  await expect(rewrite.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/enhance-confirm.png' });
  await rewrite.getByRole('button', { name: 'Cancel' }).click();
  await expect(rewrite).toBeHidden();
  expect(enhanceCalls).toEqual([]);
  await expect(deck).toHaveValue('A sharper deck line.');
  const [kept] = await browserDatabaseQuery<{ status: string }>('select status from premium_content where id = $1', [id]);
  expect(kept.status).toBe('draft');

  // Done and Escape ask; Discard closes and the saved deck is back on reopening.
  await expectGuarded(page, editor, [() => editor.getByRole('button', { name: 'Done' }).click(), () => page.keyboard.press('Escape')], deck, 'A sharper deck line.');
  await editor.getByRole('button', { name: 'Done' }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: 'Edit the newest Racing & Strategy article' }).click();
  await expect(deck).toHaveValue('A deck line.');
  // A card being edited counts too.
  await editor.getByRole('button', { name: 'Edit card 2: Step 2' }).click();
  const cardTitle = editor.getByRole('textbox', { name: 'Card 2 title' });
  await cardTitle.fill('Spin-ups');
  await expectGuarded(page, editor, [() => page.keyboard.press('Escape'), () => editor.getByRole('button', { name: 'Cancel' }).click()], cardTitle, 'Spin-ups');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(cardTitle).toBeHidden();
  // Unchanged: Done closes at once.
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);
});

test('a failed save in the content generator keeps the rewrite in its text box', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  const topic = `Recovery runs that work ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expectToast(page, 'Content Generated!');
  await expect(page.getByRole('heading', { name: topic })).toBeVisible();

  // The session ends (signed out from another tab) while the editor writes.
  const rewrite = 'A rewrite the editor must not lose.';
  await page.getByRole('button', { name: 'Edit TL;DR Summary' }).click();
  const box = page.getByRole('textbox', { name: 'TL;DR Summary' });
  await box.fill(rewrite);
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Update Failed');
  await expect(box).toHaveValue(rewrite);
  await expect(page.getByText('Not saved. Your text is still here: press Save to try again.')).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/generator-save-failed.png' });

  // Signed in again, Save keeps it.
  expect((await page.request.post('/api/auth/login', { data: { email: EDITOR_EMAIL, password: PASSWORD } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Content Updated');
  await expect(box).toBeHidden();
  await expect(page.getByText(rewrite, { exact: true })).toBeVisible();

  // A server error on the long-form article: the draft stays too.
  await page.route('**/api/content/generations/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Try again soon"}' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Edit Long-form Article' }).click();
  const article = page.getByRole('textbox', { name: 'Long-form Article' });
  await article.fill('## A new start\n\nThe whole article, rewritten.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Update Failed');
  await expect(article).toHaveValue('## A new start\n\nThe whole article, rewritten.');
});

test("the magazine's Edit Article dialog asks before it discards edits", async ({ page }) => {
  await signInAsEditor(page);
  const title = `Bike lights that last ${Date.now()}`;
  const created = await page.request.post('/api/website-content', {
    data: { title, editorial_theme: 'Gear & Tech', long_form_article: 'Two lights, front and back, charged every week.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);

  await page.goto('/admin/gear');
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await card.getByRole('button', { name: title, exact: true }).click({ timeout: 30_000 });
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Article' });
  const subtitle = editor.getByRole('textbox', { name: 'Subtitle' });
  await subtitle.fill('Seen from 500 metres');
  expect(await leavingAsks(page)).toBe(true);
  await expectGuarded(page, editor, [() => page.keyboard.press('Escape'), () => editor.getByRole('button', { name: 'Cancel' }).click()], subtitle, 'Seen from 500 metres');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(editor).toBeHidden();
  const [row] = await browserDatabaseQuery<{ subtitle: string | null }>('select subtitle from website_content where id = $1', [id]);
  expect(row.subtitle ?? '').toBe('');
});

test('the ad form and the generate dialog ask before they discard what was typed', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/(ads|website-content\/generate)/.test(request.url())) posts.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ads' }).click();

  // Create Ad: unchanged, Escape closes at once; typed, each way of closing asks. Escape goes to the dialog once it
  // shows (a click that missed the button left nothing to close, and the hidden dialog passed as closed).
  await page.getByRole('button', { name: 'Create Ad' }).click();
  const form = page.getByRole('dialog', { name: 'Create Ad' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Ad' }).click();
  const title = form.getByRole('textbox', { name: 'Title (optional)' });
  await title.fill('Winter gloves sale');
  expect(await leavingAsks(page)).toBe(true);
  await expectGuarded(
    page,
    form,
    [() => page.keyboard.press('Escape'), () => tapOutside(page, form), () => form.getByRole('button', { name: 'Cancel' }).click()],
    title,
    'Winter gloves sale',
  );
  await form.getByRole('button', { name: 'Cancel' }).click();
  expect(await violations(page)).toEqual([]);
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();
  expect(await leavingAsks(page)).toBe(false);
  await page.getByRole('button', { name: 'Create Ad' }).click();
  await expect(title).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // The Website tab's generate dialog: a typed topic asks too; unchanged, it closes at once.
  await page.getByRole('tab', { name: 'Website' }).click();
  const openGenerate = () => page.getByRole('button', { name: 'Generate New for Nutrition & Fueling' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate New: Nutrition & Fueling' });
  await openGenerate();
  await expect(generate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(generate).toBeHidden();
  await openGenerate();
  const topic = generate.getByRole('textbox', { name: 'Topic' });
  await topic.fill('Protein at breakfast');
  await expectGuarded(page, generate, [() => page.keyboard.press('Escape'), () => tapOutside(page, generate)], topic, 'Protein at breakfast');
  await page.keyboard.press('Escape');
  await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
  await expect(generate).toBeHidden();
  expect(posts).toEqual([]);
});
