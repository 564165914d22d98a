import { expect, type Locator, type Page } from '@playwright/test';
import { browserDatabaseQuery, expectToast, signInAsAdmin, signInAsEditor, test, uniqueEmail } from './support.js';

/**
 * More of the editorial dashboard from the keyboard (staff-focus.spec.ts has the first ones): an action that takes
 * away the control it was pressed on (through its dialog or at once) hands focus to the control nearest to it still
 * there, and a dialog that took another's place gives focus back to that one's opener; never the page's body or a
 * dialog's frame (docs/product.md#focus-after-a-dialog).
 */

/** Presses the control with the keyboard (focus, then Enter), as a keyboard user does. */
async function press(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** A website article in Racing & Strategy made through the API, then published or scheduled. */
async function article(page: Page, title: string, publish?: { publish_at?: string }): Promise<number> {
  const draft = await page.request.post('/api/website-content', {
    data: { title, editorial_theme: 'Racing & Strategy', long_form_article: 'Start steady. Finish strong: the last kilometre is run with the head.' },
  });
  expect(draft.status()).toBe(201);
  const { id } = (await draft.json()) as { id: number };
  if (publish) expect((await page.request.post(`/api/website-content/${id}/publish`, { data: publish })).status()).toBe(200);
  return id;
}

/** The Racing & Strategy list, searched down to the two titles starting `words`. */
async function openList(page: Page, words: string): Promise<Locator> {
  await page.goto('/admin');
  await press(page, page.getByRole('button', { name: /in Racing & Strategy: open the list$/ }));
  const list = page.getByRole('dialog', { name: 'Racing & Strategy articles' });
  await list.getByRole('searchbox', { name: 'Search Racing & Strategy articles' }).fill(words);
  await expect(list.getByText('2 articles match')).toBeVisible();
  return list;
}

test('Delete in a theme’s list from the keyboard: the row goes and focus goes to the row above’s Delete', async ({ page }) => {
  await signInAsEditor(page);
  const words = `Tempo pacing ${Date.now()}`;
  await article(page, `${words} older`);
  await article(page, `${words} newer`);
  const list = await openList(page, words);
  await press(page, list.getByRole('button', { name: `Delete "${words} older"` }));
  await press(page, page.getByRole('alertdialog', { name: 'Delete Website Article' }).getByRole('button', { name: 'Delete' }));
  await expect(list.getByRole('button', { name: `Preview "${words} older"` })).toHaveCount(0);
  await expect(list.getByRole('button', { name: `Delete "${words} newer"` })).toBeFocused();
});

for (const [action, publish] of [
  ['Set Hero:', {}],
  ['Publish now:', { publish_at: new Date(Date.now() + 3 * 86_400_000).toISOString() }],
] as const) {
  test(`${action.replace(':', '')} in a theme’s list from the keyboard: the button goes and focus goes to the row’s Preview`, async ({ page }) => {
    await signInAsEditor(page);
    const words = `Negative splits ${Date.now()}`;
    await article(page, `${words} a`, publish);
    await article(page, `${words} b`, publish);
    const list = await openList(page, words);
    await press(page, list.getByRole('button', { name: `${action} "${words} a"` }));
    await expect(list.getByRole('button', { name: `${action} "${words} a"` })).toHaveCount(0);
    await expect(list.getByRole('button', { name: `Preview "${words} a"` })).toBeFocused();
  });
}


test('Generate New from the keyboard: the preview that takes its place gives focus back to Generate New', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin');
  const generateNew = page.getByRole('button', { name: 'Generate New for Training & Performance' });
  await press(page, generateNew);
  const generate = page.getByRole('dialog', { name: 'Generate New: Training & Performance' });
  await generate.getByRole('textbox', { name: 'Topic' }).fill(`Strides before a race ${Date.now()}`);
  await press(page, generate.getByRole('button', { name: 'Generate New' }));
  await expectToast(page, 'Content Generated!');
  const preview = page.getByRole('dialog').filter({ hasText: 'Website article preview' });
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(generateNew).toBeFocused();
});

/** An editor on the Premium tab, with one draft as Mindset & Motivation's only article. */
async function premiumDraft(page: Page): Promise<void> {
  await signInAsEditor(page);
  await browserDatabaseQuery(`delete from premium_content where editorial_theme = 'Mindset & Motivation'`);
  await browserDatabaseQuery(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats)
     values ('Staying curious at 60', 'A subtitle', 4, 'Mindset & Motivation', 'draft', 'Body.', 'A deck line.', 'Short.', '["A headline"]', '{}')`,
  );
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Premium' }).click();
}

test('Publish on a Premium card from the keyboard: the button goes and focus goes to View', async ({ page }) => {
  await premiumDraft(page);
  await press(page, page.getByRole('button', { name: 'Publish the newest Mindset & Motivation article' }));
  await expectToast(page, 'Article Published');
  await expect(page.getByRole('button', { name: 'View the newest Mindset & Motivation article' })).toBeFocused();
});

test('Generate New on a Premium card from the keyboard: the editor that takes its place gives focus back to it', async ({ page }) => {
  await premiumDraft(page);
  const generateNew = page.getByRole('button', { name: 'Generate New for Mindset & Motivation' });
  await press(page, generateNew);
  const generate = page.getByRole('dialog', { name: 'Generate New: Mindset & Motivation' });
  await generate.getByRole('textbox', { name: 'Topic' }).fill(`Racing your own age ${Date.now()}`);
  await press(page, generate.getByRole('button', { name: 'Generate New' }));
  await expectToast(page, 'Content Generated!');
  const editor = page.getByRole('dialog', { name: 'Edit premium post' });
  await press(page, editor.getByRole('button', { name: 'Done' }));
  await expect(editor).toBeHidden();
  await expect(generateNew).toBeFocused();
});

test('Edit in the Premium preview from the keyboard: the editor that takes its place gives focus back to View', async ({ page }) => {
  await premiumDraft(page);
  const view = page.getByRole('button', { name: 'View the newest Mindset & Motivation article' });
  await press(page, view);
  await press(page, page.getByRole('dialog', { name: 'Staying curious at 60' }).getByRole('button', { name: 'Edit', exact: true }));
  const editor = page.getByRole('dialog', { name: 'Edit premium post' });
  await press(page, editor.getByRole('button', { name: 'Done' }));
  await expect(editor).toBeHidden();
  await expect(view).toBeFocused();
});

test('Delete of a theme’s last Premium article from the keyboard: focus goes to the card’s Generate Content', async ({ page }) => {
  await premiumDraft(page);
  await press(page, page.getByRole('button', { name: 'Delete the newest Mindset & Motivation article' }));
  await press(page, page.getByRole('alertdialog', { name: 'Delete Premium Article' }).getByRole('button', { name: 'Delete' }));
  await expectToast(page, 'Content Deleted');
  await expect(page.getByRole('button', { name: 'Delete the newest Mindset & Motivation article' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Content for Mindset & Motivation' })).toBeFocused();
});

test('Delete Ad from the keyboard: the card goes and focus goes to the card before it', async ({ page }) => {
  await browserDatabaseQuery('delete from ads');
  for (const title of ['Recovery socks', 'Trail gloves']) {
    await browserDatabaseQuery(`insert into ads (title, image_url, target_pages, position) values ($1, '/uploads/00000000000000000000000000000000.webp', '["home"]', 3)`, [title]);
  }
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ads' }).click();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(2);
  const [first, second] = await page.getByRole('button', { name: /^Delete / }).all();
  const kept = ((await first.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
  await press(page, second);
  await press(page, page.getByRole('dialog', { name: 'Delete Ad' }).getByRole('button', { name: 'Delete' }));
  await expectToast(page, 'Ad Deleted');
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Delete ${kept}` })).toBeFocused();
});

test('Revoke an API key from the keyboard: focus goes to the nearest Revoke still there', async ({ page }) => {
  await signInAsAdmin(page);
  const run = Date.now();
  for (const name of [`Focus key ${run} a`, `Focus key ${run} b`]) {
    expect((await page.request.post('/api/admin/api-keys', { data: { name, scope: 'content' } })).status()).toBe(201);
  }
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: "Search keys by name, prefix or creator's email" }).fill(`Focus key ${run}`);
  await expect(page.getByText('2 keys match')).toBeVisible();
  await press(page, page.getByRole('button', { name: `Revoke Focus key ${run} a` }));
  await press(page, page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke key' }));
  await expectToast(page, 'API key revoked');
  await expect(page.getByRole('button', { name: `Revoke Focus key ${run} b` })).toBeFocused();
});

test('Revoke an invitation from the keyboard: its card goes and focus goes to the Revoke above', async ({ page }) => {
  await signInAsAdmin(page);
  const [older, newer] = [uniqueEmail('older-invite'), uniqueEmail('newer-invite')];
  for (const [email, ago] of [[older, '1 minute'], [newer, '2 minutes']]) {
    await browserDatabaseQuery(
      `insert into staff_invitations (email, role, token_hash, created_at, expires_at) values ($1::text, 'editor', md5($1::text) || md5($1::text), now() + $2::interval, now() + interval '7 days')`,
      [email, ago],
    );
  }
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await press(page, page.getByRole('button', { name: `Revoke the invitation to ${older}` }));
  await press(page, page.getByRole('dialog', { name: 'Revoke invitation' }).getByRole('button', { name: 'Revoke invitation' }));
  await expectToast(page, 'Invitation revoked');
  await expect(page.getByRole('button', { name: `Revoke the invitation to ${newer}` })).toBeFocused();
});

test('Back to Current Cycle in the Apple News+ planner from the keyboard: focus goes to Previous Cycle', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Apple News+' }).click();
  const previous = page.getByRole('button', { name: 'Previous Cycle' });
  await press(page, previous);
  await press(page, page.getByRole('button', { name: 'Back to Current Cycle' }));
  await expect(page.getByRole('button', { name: 'Back to Current Cycle' })).toHaveCount(0);
  await expect(previous).toBeFocused();
});

test('Archive in the content generator from the keyboard: focus goes to the package’s heading', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  const topic = `Cadence drills ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await press(page, page.getByRole('button', { name: 'Generate Content' }));
  await expectToast(page, 'Content Generated!');
  await press(page, page.getByRole('button', { name: 'Archive this content' }));
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: topic })).toBeFocused();
});
