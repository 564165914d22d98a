import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, dotsStartingLines, test, reviewScreenshot } from './support.js';
import { DESKTOP, PHONE, SHOTS, member } from './member-phone-support.js';

/**
 * The Classic Journal on a 390 px phone: its one-line boxes show their whole hint, and its filters keep the search in
 * view with month, tag and privacy behind a 'Filters' button. Screenshots go to /tmp/wt-memphone-shots (or SHOTS_DIR).
 */
test("the Classic Journal's one-line boxes show their whole hint on a 390 px phone (the title's and the search's were cut off)", async ({ browser }) => {
  const { context, page } = await member(browser, PHONE, 'hints');
  for (const path of ['/journal-old', '/my-journey?tab=journal']) {
    await page.goto(path);
    await expect(page.getByLabel('Title')).toBeVisible();
    // Each hint measured as the box's own text (put in and taken out again: React does not see it).
    const hints = await page.locator('input[placeholder]').evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).map((input) => {
        const typed = input.value;
        input.value = input.placeholder;
        const spill = input.scrollWidth - input.clientWidth;
        input.value = typed;
        return { hint: input.placeholder, spill };
      }),
    );
    expect(hints.length, path).toBeGreaterThan(0);
    for (const { hint, spill } of hints) expect(spill, `"${hint}" on ${path} fits its box`).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("the Classic Journal's filters on a 390 px phone: the search in view, month, tag and privacy behind a 'Filters' button (the four stacked took 450 px)", async ({ browser }) => {
  const { context, page, id } = await member(browser, PHONE, 'filters');
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, 'Ride ' || g, 'Steady miles with the club.', case when g % 2 = 0 then '["Training"]' else '["Recovery"]' end::jsonb,
       'journal', g % 3 = 0, now() - (g || ' days')::interval, now() - (g || ' days')::interval
     from generate_series(1, 6) g`,
    [id],
  );
  await page.goto('/journal-old');
  const filters = page.getByRole('search', { name: 'Journal filters' });
  const button = filters.getByRole('button', { name: /^Filters/ });
  const count = page.getByText(/^(Showing \d+ of 6 entries|\d+ entries)$/);
  await expect(count).toHaveText('6 entries');
  await expect(filters.getByLabel('Search entries')).toBeVisible();
  expect((await filters.boundingBox())!.height, 'the filters, closed, take little room').toBeLessThanOrEqual(200);
  await expect(button).toHaveAccessibleName('Filters');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  for (const label of ['Filter by month', 'Filter by tag', 'Filter by privacy']) await expect(page.getByLabel(label)).toBeHidden();
  await filters.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: `${SHOTS}/journal-old-filters-closed-390.png` });

  // Opened from the keyboard too; each filter works as before and the button counts the chosen ones.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Filter by tag').selectOption('Training');
  await expect(count).toHaveText('Showing 3 of 6 entries');
  await expect(button).toHaveAccessibleName('Filters (1)');
  await expect(button, 'still open after the entries were drawn again').toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Filter by privacy').selectOption('private');
  await expect(count).toHaveText('Showing 1 of 6 entries');
  await expect(button).toHaveAccessibleName('Filters (2)');
  await reviewScreenshot(filters, { path: `${SHOTS}/journal-old-filters-open-390.png` });

  // Closed by hand, it opens again when the entries are drawn anew with filters chosen: what hides entries stays in sight.
  await button.tap();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Filter by tag')).toBeHidden();
  await filters.getByLabel('Search entries').fill('Ride 6');
  await expect(count).toHaveText('Showing 1 of 6 entries');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Filter by tag')).toHaveValue('Training');
  await context.close();

  // At 1440 px the four stay in one row with no button.
  const desktop = await member(browser, DESKTOP, 'filters-1440');
  await browserDatabaseQuery(`insert into journal_entries (user_id, title, content, tags, entry_type, is_private) values ($1, 'Ride', 'Club run.', '[]', 'journal', false)`, [desktop.id]);
  await desktop.page.goto('/journal-old');
  const wide = desktop.page.getByRole('search', { name: 'Journal filters' });
  for (const label of ['Filter by month', 'Search entries', 'Filter by tag', 'Filter by privacy']) await expect(wide.getByLabel(label)).toBeVisible();
  await expect(wide.getByRole('button')).toHaveCount(0);
  expect((await wide.boundingBox())!.height, 'one row').toBeLessThanOrEqual(130);
  await wide.scrollIntoViewIfNeeded();
  await reviewScreenshot(desktop.page, { path: `${SHOTS}/journal-old-filters-1440.png` });
  await desktop.context.close();
});

test("the 'Private entry' switch's hint keeps its 16 px icon on a 390 px phone (squeezed to 12 px beside the wrapping line)", async ({ browser }) => {
  const { context, page } = await member(browser, PHONE, 'private-hint');
  for (const path of ['/journal-old', '/my-journey?tab=journal']) {
    await page.goto(path);
    const toggle = page.getByRole('switch', { name: 'Private entry' });
    await expect(toggle).toBeVisible();
    for (const state of ['off', 'on']) {
      if (state === 'on') await toggle.click();
      const hint = page.locator(`[id="${await toggle.getAttribute('aria-describedby')}"]`);
      await expect(hint).toHaveText(state === 'on' ? /never sent to the AI coach/ : /the AI coach reads it to reply/);
      const icon = (await hint.locator('svg').boundingBox())!;
      const line = (await hint.boundingBox())!;
      expect(line.height, `the hint wraps on a phone (${path})`).toBeGreaterThan(40);
      expect(Math.round(icon.width), `the icon's width, switch ${state} (${path})`).toBe(16);
      expect(icon.y - line.y, 'the icon beside the first line, not the middle of the two').toBeLessThan(12);
    }
    await toggle.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `${SHOTS}/private-hint-390${path.replace(/\W+/g, '-')}.png` });
  }
  await context.close();
});


/** Sends what the message box holds with a tap on Send (a phone), and waits for the server to have it. */
async function send(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/community/journal') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send message' }).tap();
  expect((await saved).status()).toBe(201);
}

/** The card's title is its heading for a screen reader (and the name of its Edit and Delete buttons), but not drawn. */
async function expectTitleNotDrawn(page: Page, title: string, path: string): Promise<void> {
  const heading = page.getByRole('heading', { name: title });
  await expect(heading).toHaveCount(1);
  const box = await heading.boundingBox();
  expect(box!.width * box!.height, `the title's box on ${path}`).toBeLessThanOrEqual(1);
}

test('a long chat message shows its words once on the journal cards (its title, made of its first words, was shown above them too)', async ({ browser }) => {
  const { context, page } = await member(browser, PHONE, 'derived-title');
  const text = 'Long hill session today: pushed hard up Hardknott, legs tired but a new personal best on the climb.';
  await page.getByRole('textbox', { name: 'Message your coach' }).fill(text);
  // Leaving the page before the server has the message would cancel it.
  await send(page);
  await expect(page.getByRole('region', { name: 'Conversation with your coach' }).getByText(text)).toBeVisible();
  for (const path of ['/journal-old', '/my-journey?tab=journal', '/my-journey?tab=insights']) {
    await page.goto(path);
    // The words show once, in the text.
    await expectTitleNotDrawn(page, 'Long hill session today: pushed hard up Hardknott, legs…', path);
    await expect(page.getByText(text.slice(0, 40)).first()).toBeVisible();
  }
  await reviewScreenshot(page, { path: `${SHOTS}/derived-title-390.png` });
  await context.close();
});

test("the conversation shows a journal entry's words once when its title was made of them, and a written title keeps '6 × 400 m' on one line", async ({ browser }) => {
  const { context, page } = await member(browser, PHONE, 'chat-titles');
  // A journal entry sent without a title (an API client; older entries were given one made of their words): its first
  // words were drawn twice in the conversation, as a bold title and as the text.
  const words = 'Easy 8 km along the river with the club. Legs heavy at first, fine after 3 km, and the knee kept quiet.';
  expect((await page.request.post('/api/community/journal', { data: { content: words, tags: [], is_private: false } })).status()).toBe(201);
  const titled = 'Track session: 6 × 400 m at 5 km pace';
  expect((await page.request.post('/api/community/journal', { data: { title: titled, content: 'Recoveries of 90 seconds, walked.', tags: [], is_private: false } })).status()).toBe(201);
  await page.goto('/journal');
  const conversation = page.getByRole('region', { name: 'Conversation with your coach' });
  await expect(conversation.getByText('Easy 8 km along the river')).toHaveCount(1);
  // A number and its unit are tied with no-break spaces, so '400' never ends a line with 'm' starting the next.
  const title = conversation.getByText(titled);
  await expect(title).toBeVisible();
  expect(await title.textContent()).toBe('Track session: 6\u00a0×\u00a0400\u00a0m at 5\u00a0km pace');
  await title.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: `${SHOTS}/chat-titles-390.png` });
  await context.close();
});

test('a short chat message reads as its text on the journal cards, its line break kept (it was a large heading on one line)', async ({ browser }) => {
  const { context, page } = await member(browser, PHONE, 'short-message');
  // On a touch phone Enter starts a new line and Send sends.
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await composer.fill('Swam 1500m, steady.');
  await composer.press('Enter');
  await composer.pressSequentially('Felt strong.');
  await send(page);
  for (const path of ['/journal-old', '/my-journey?tab=journal', '/my-journey?tab=insights']) {
    await page.goto(path);
    // The server titles it with its words on one line: not drawn...
    await expectTitleNotDrawn(page, 'Swam 1500m, steady. Felt strong.', path);
    // ...the text is, at the size of the cards' text, on its two lines.
    const text = page.locator('p').filter({ hasText: 'Swam 1500m, steady.' });
    await expect(text).toBeVisible();
    expect(await text.evaluate((element) => (element as HTMLElement).innerText), path).toBe('Swam 1500m, steady.\nFelt strong.');
    expect(await text.evaluate((element) => getComputedStyle(element).fontSize), path).toBe('18px');
  }
  await page.goto('/journal-old');
  await page.locator('p').filter({ hasText: 'Felt strong.' }).scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: `${SHOTS}/short-message-card-390.png` });
  await context.close();
});

test("Goal History on a 390 px phone: 'Set … · Archived …' wraps after the dot, never before it", async ({ browser }) => {
  const { context, page, id } = await member(browser, PHONE, 'goal-dates');
  await browserDatabaseQuery(
    `insert into goals (user_id, goal, is_active, created_at, archived_at) values
     ($1, 'Ride the Fred Whitton at 64', false, '2026-09-22T09:00:00Z', '2026-11-21T09:00:00Z'),
     ($1, 'Swim 3 km in open water', true, '2026-11-21T09:00:00Z', null)`,
    [id],
  );
  await page.goto('/journal-old');
  await page.getByRole('button', { name: 'Goal History' }).first().tap();
  const history = page.getByRole('dialog', { name: 'Goal History' });
  const archived = history.getByRole('listitem').filter({ hasText: 'Ride the Fred Whitton at 64' });
  await expect(archived.getByText('Archived November 21, 2026')).toBeVisible();
  // The line wraps on a phone; the dot ends its first line.
  expect(await dotsStartingLines(archived)).toEqual([]);
  await reviewScreenshot(page, { path: `${SHOTS}/goal-history-390.png` });
  await context.close();
});
