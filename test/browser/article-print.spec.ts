import { expect } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * Readers print articles to read away from the screen: the printed page holds the article (its heading, words and
 * picture) without the site around it. A member prints a premium report the same way, from its reader.
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

test('a premium report printed from its reader is the whole report, without the page behind it or the dialog\'s buttons', async ({ page }) => {
  const email = uniqueEmail('print-report');
  await registerMemberInUi(page, email, 'Pat Printer');
  const [user] = await browserDatabaseQuery<{ id: number }>('update users set is_premium = true where email = $1 returning id', [email]);
  const topic = `Pacing the long ride ${Date.now()}`;
  // Far longer than the dialog's screen: on screen it scrolls inside the dialog.
  const body = Array.from({ length: 8 }, (_, i) => `## Part ${i + 1}\n\n${'Hold back: the last hour is where the ride is won. '.repeat(12)}`).join('\n\n');
  const [content] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ($1, 'Ride smarter', 3, 'Racing & Strategy', 'published', '{}', $2, 'Start slower than you think.', 'Start slow.', '["Pace"]') returning id`,
    [topic, body],
  );
  try {
    await browserDatabaseQuery(
      `insert into saved_reports (user_id, premium_content_id, saved_at, theme)
       select $1, id, now(), premium_theme(editorial_theme, topic) from premium_content where id = $2`,
      [user.id, content.id],
    );
    // window.print counted (the browser's print dialog is the device's, as the speech engine is for Listen).
    await page.addInitScript(() => {
      const print = window.print.bind(window);
      window.print = () => {
        (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
        print();
      };
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/library');
    await page.getByRole('button', { name: `Read Report: ${topic}` }).click();
    const dialog = page.getByRole('dialog', { name: topic });
    await expect(dialog.getByRole('heading', { name: 'Part 8' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Part 8' })).not.toBeInViewport();
    // Print, beside Listen, prints it.
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
    await reviewScreenshot(page, { path: 'test-results/report-reader-print-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible();
    await reviewScreenshot(page, { path: 'test-results/report-reader-print-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.emulateMedia({ media: 'print' });
    // The report in the page's flow, every part of it laid out (nothing cut off by the dialog's scrolling frame)...
    expect(await dialog.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const frame = await dialog.evaluate((el) => {
      const scroller = el.firstElementChild as HTMLElement;
      return { clipped: scroller.scrollHeight > scroller.clientHeight + 1, height: el.getBoundingClientRect().height };
    });
    expect(frame.clipped).toBe(false);
    expect(frame.height).toBeGreaterThan(900);
    await expect(dialog.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    await expect(dialog.getByText('Start slower than you think.')).toBeVisible();
    // ...without the page behind it, the backdrop, Close, Print or Listen.
    for (const hidden of [page.getByRole('navigation').first(), page.getByRole('heading', { level: 1 }), dialog.getByRole('button', { name: 'Close' }), dialog.getByRole('button', { name: 'Print' }), dialog.getByRole('button', { name: 'Listen' })]) {
      await expect(hidden).toBeHidden();
    }
    const pdf = test.info().outputPath('report.pdf');
    await page.pdf({ path: pdf, format: 'A4' });

    // Closed, a printed Library is the Library again.
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await browserDatabaseQuery(`update premium_content set status = 'archived' where id = $1`, [content.id]);
  }
});

test("a member's printed journal is their words, whole, without the header's links, the forms or the buttons", async ({ page }) => {
  test.setTimeout(90_000);
  await registerMemberInUi(page, uniqueEmail('print-journal'), 'Pat Printer');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/journal-old');
  await page.getByLabel('Your goal').fill('Swim 2 km without stopping');
  await page.getByRole('button', { name: 'Set Goal' }).click();
  const ending = 'That was the end of the entry.';
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Hill run');
  await form.getByLabel('Journal entry').fill(`Six repeats, walked down. ${'The legs were heavy at first but loosened by the third. '.repeat(8)}${ending}`);
  await form.getByRole('button', { name: 'Save Entry' }).click();
  const card = page.getByRole('article', { name: 'Hill run' });
  await expect(card.getByRole('button', { name: 'Read full entry' })).toBeVisible();
  await expect(card.getByText(ending)).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  // The entry whole, the goal, the page's title...
  await expect(card.getByText(ending)).toBeVisible();
  await expect(page.getByText('Swim 2 km without stopping')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Classic Journal', { exact: true }).first()).toBeVisible();
  // The cards' rows in the flow, not where the screen's virtual list placed them.
  expect(await card.evaluate((article) => getComputedStyle(article.closest('[data-index]')!).position)).toBe('static');
  expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).position)).toBe('static');
  // ...without what is for the screen.
  for (const hidden of [
    page.getByRole('navigation', { name: 'Member' }),
    page.getByRole('navigation', { name: 'Journal views' }),
    page.getByRole('form', { name: 'New Journal Entry' }),
    page.getByRole('search', { name: 'Journal filters' }),
    card.getByRole('button', { name: 'Read full entry' }),
    card.getByRole('button', { name: /^Edit entry/ }),
    page.getByRole('button', { name: 'Goal History' }),
    page.getByRole('button', { name: 'Upgrade Now' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await page.pdf({ path: test.info().outputPath('classic-journal.pdf'), format: 'A4' });

  // The conversation: the member's words dark on paper (a printer leaves out the teal behind them), and the messages
  // drawn in the flow, one after another, not where the screen's list measured them.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/journal');
  const message = page.getByRole('region', { name: 'Conversation with your coach' }).getByText(ending);
  await expect(message).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  expect(await message.evaluate((p) => getComputedStyle(p).color)).toBe('rgb(27, 26, 24)');
  expect(await message.evaluate((p) => getComputedStyle(p.closest('[data-index]')!).position)).toBe('static');
  await expect(page.getByRole('textbox', { name: 'Message your coach' })).toBeHidden();
  await page.pdf({ path: test.info().outputPath('conversation.pdf'), format: 'A4' });
});
