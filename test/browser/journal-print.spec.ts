import { expect } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * A member takes a month of their journal to a coach or a doctor: /journal/print lays out a month for paper, every
 * entry whole, oldest first, with the coach's replies whole. The month is chosen on the page (kept in its address),
 * the replies and photos may be left out, and Print is the browser's own print.
 */
const ENDING = 'That was the end of the entry.';
const monthEntries = (page: import('@playwright/test').Page, label: string) => page.getByRole('region', { name: label }).locator(':scope > article');

test('a month of the journal for print: every entry whole, oldest first, with the coach replies; any month chosen', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('print-month');
  await registerMemberInUi(page, email, 'Pat Printer');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>('select id from users where email = $1', [email]);
  // Last month: more entries than one page of the journal's list (50), on its last day.
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, 'Last month ' || g, 'Easy spin number ' || g || '.', '["Training"]'::jsonb, 'journal', false,
       date_trunc('month', now()) - interval '1 day' + (g || ' minutes')::interval, date_trunc('month', now()) - interval '1 day' + (g || ' minutes')::interval
     from generate_series(1, 60) g`,
    [id],
  );
  // window.print counted (the print dialog is the device's).
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });

  // This month: two entries written in the Classic Journal, a long one and a private one, each answered by the coach.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/journal-old');
  await page.getByLabel('Your goal').fill('Swim 2 km without stopping');
  await page.getByRole('button', { name: 'Set Goal' }).click();
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  for (const [title, text, isPrivate] of [
    ['Hill run', `Six repeats, walked down. ${'The legs were heavy at first but loosened by the third. '.repeat(8)}${ENDING}`, false],
    ['Recovery swim', 'Twenty easy lengths and a long stretch after.', true],
  ] as const) {
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Journal entry').fill(text);
    if (isPrivate) await form.getByRole('switch', { name: /Private entry/ }).click();
    await form.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  }
  await expect
    .poll(async () => {
      const entries = (await (await page.request.get('/api/community/journal?summaries=false&limit=2')).json()) as Array<{ aiResponses: unknown[] }>;
      return entries.filter((entry) => entry.aiResponses.length > 0).length;
    }, { timeout: 60_000 })
    .toBe(2);

  // 'Print a month' from the Classic Journal: the newest month, oldest entry first.
  await page.getByRole('link', { name: 'Print a month' }).click();
  await expect(page).toHaveURL(/\/journal\/print$/);
  const thisMonth = await page.evaluate(() => new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' }));
  await expect(page.getByRole('heading', { level: 2, name: thisMonth })).toBeVisible();
  // 'Pat Printer · 2 entries' (a screen reader hears a comma for the dot).
  await expect(page.getByText('Pat Printer ·, 2 entries')).toBeVisible();
  // The goal set today, with its day (it began inside the month).
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }));
  await expect(page.getByText(`Current goal: Swim 2 km without stopping (set ${today})`)).toBeVisible();
  const entries = monthEntries(page, thisMonth);
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByRole('heading', { name: 'Hill run' })).toBeVisible();
  await expect(entries.nth(1).getByRole('heading', { name: 'Recovery swim' })).toBeVisible();
  await expect(entries.nth(1).getByText('Private', { exact: true })).toBeVisible();
  // Whole: the entry's end and each reply's text, with no 'Read more'.
  await expect(entries.nth(0).getByText(ENDING, { exact: false })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Coach insight' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/journal-print-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewScreenshot(page, { path: 'test-results/journal-print-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The replies may be left out.
  await page.getByRole('checkbox', { name: 'Coach replies' }).click();
  await expect(page.getByRole('article', { name: 'Coach insight' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Coach replies' }).click();
  await expect(page.getByRole('article', { name: 'Coach insight' })).toHaveCount(2);

  // Print is the browser's print; the printed page is the month, under the logo and 'Training Journal'.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'Print settings' })).toBeHidden();
  await expect(page.getByRole('banner').getByText('Training Journal', { exact: true }).first()).toBeVisible();
  await expect(entries.nth(0).getByText(ENDING, { exact: false })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Coach insight' }).first()).toBeVisible();
  await page.pdf({ path: test.info().outputPath('journal-month.pdf'), format: 'A4' });
  await page.emulateMedia({ media: 'screen' });

  // Last month, chosen on the page: all 60 entries (two pages of the list), in the order written; the address keeps it.
  const lastMonth = await page.evaluate(() => {
    const now = new Date();
    const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    return { key: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`, label: date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }) };
  });
  // Last month's goals, not today's: one held into its 10th, the next from then on (archived when today's was set).
  await browserDatabaseQuery(
    `insert into goals (user_id, goal, is_active, created_at, archived_at) values
       ($1, 'Ride 100 km', false, date_trunc('month', now()) - interval '3 months', date_trunc('month', now()) - interval '1 month' + interval '9 days 12 hours'),
       ($1, 'Run a half marathon', false, date_trunc('month', now()) - interval '1 month' + interval '9 days 12 hours', now() - interval '1 second')`,
    [id],
  );
  await page.getByLabel('Month').selectOption(lastMonth.key);
  const lastGoals = page.getByRole('list', { name: 'Goals this month:' }).getByRole('listitem');
  await expect(lastGoals).toHaveText([/^Ride 100\skm \(archived \w+ 10, \d{4}\)$/, /^Run a half marathon \(set \w+ 10, \d{4}\)$/]);
  await expect(page.getByText(/Swim 2\skm/)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/journal/print\\?month=${lastMonth.key}$`));
  await expect(page.getByText('Pat Printer ·, 60 entries')).toBeVisible({ timeout: 20_000 });
  const older = monthEntries(page, lastMonth.label);
  await expect(older).toHaveCount(60);
  await expect(older.first().getByRole('heading')).toHaveText('Last month 1');
  await expect(older.last().getByRole('heading')).toHaveText('Last month 60');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: lastMonth.label })).toBeVisible();

  // The Classic Journal's month filter opens that month; 'Back to the journal' returns to the view it came from.
  await page.goto(`/journal-old?month=${lastMonth.key}`);
  await page.getByRole('link', { name: 'Print a month' }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/print\\?month=${lastMonth.key}$`));
  await page.getByRole('link', { name: 'Back to the journal' }).click();
  await expect(page).toHaveURL(new RegExp(`/journal-old\\?month=${lastMonth.key}$`));
  // From the Insights Guide's conversation too, from the keyboard: the page opens at the conversation's end and follows it
  // while the cards above load, so a pointer's click while it moves may land beside the link (it did once, on a busy
  // machine); Enter on the focused link goes wherever the link has moved to.
  await page.goto('/journal');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Write to your coach' })).toBeInViewport();
  await page.getByRole('link', { name: 'Print a month' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/journal\/print$/);
  await expect(page.getByRole('heading', { level: 2, name: thisMonth })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the journal' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  // And from My Journal Journey's Journal tab.
  await page.goto('/my-journey?tab=journal');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Print a month' }).click();
  await expect(page).toHaveURL(/\/journal\/print$/);
  await expect(page.getByRole('heading', { level: 2, name: thisMonth })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the journal' }).click();
  await expect(page).toHaveURL(/\/my-journey\?tab=journal$/);
});

test('the page for print is a member page: signed out, it asks for a sign-in and returns to the month', async ({ page }) => {
  await page.goto('/journal/print?month=2026-11');
  await expect(page).toHaveURL(/\/community\/auth\?next=%2Fjournal%2Fprint%3Fmonth%3D2026-11$/);
  const email = uniqueEmail('print-signed-out');
  await registerMemberInUi(page, email, 'Pat Printer');
  await page.goto('/journal/print?month=2026-11');
  // A month without entries is still the one chosen.
  await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
  await expect(page.getByText('No entries in November 2026.')).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue('2026-11');
  // No month asked for and none written yet: what the page is for, and no Print.
  await page.goto('/journal/print');
  await expect(page.getByText('No journal entries yet: once you have written some, a month of them can be printed here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
  // An entry whose reply is on its way shows the journal's placeholder on the screen, not on paper.
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select id, 'Easy jog', 'Twenty minutes, all easy.', '[]'::jsonb, 'journal', false, now(), now() from users where email = $1`,
    [email],
  );
  await page.reload();
  await expect(page.getByText('Creating Insights')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Creating Insights')).toBeHidden();
  await expect(page.getByText('Twenty minutes, all easy.')).toBeVisible();
});

test("a chat message's words print once, and the coach's reading suggestions only when asked for", async ({ page }) => {
  const email = uniqueEmail('print-chat');
  await registerMemberInUi(page, email, 'Pat Printer');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>('select id from users where email = $1', [email]);
  const text = 'Hill reps this morning: six times ninety seconds up the long drag, walking down, legs heavy then fine.';
  // A chat message: its title is its own first words cut with '…', as the server gives one.
  const [entry] = await browserDatabaseQuery<{ id: number }>(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private) values ($1, 'Hill reps this morning: six times…', $2, '[]'::jsonb, 'user_entry', false) returning id`,
    [id, text],
  );
  const [reply] = await browserDatabaseQuery<{ id: number }>(
    `insert into ai_responses (user_id, journal_entry_id, response_content, source, coach_tone) values ($1, $2, 'Good climbing work: keep the walk down easy.', 'rules', 'encouraging') returning id`,
    [id, entry.id],
  );
  const [report] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ('Hill strength for masters', 'Climb better', 1, 'Training & Performance', 'published', '{}', '## Hills', 'Hills.', 'Hills.', '["Hills"]') returning id`,
  );
  await browserDatabaseQuery(
    `insert into ai_recommendations (ai_response_id, user_id, premium_content_id, position, recommendation_reason, relevance_score) values ($1, $2, $3, 0, 'It goes deeper into hill repeats.', 0.5)`,
    [reply.id, id, report.id],
  );
  try {
    await page.goto('/journal/print');
    const printed = page.getByRole('article', { name: 'Hill reps this morning: six times…' });
    await expect(printed.getByText(text)).toBeVisible();
    // The title (the text's first words) is the article's name for screen readers, not printed above the same words.
    await expect(printed.getByRole('heading', { name: 'Hill reps this morning: six times…' })).toHaveClass(/sr-only/);
    await expect(printed.getByText('Good climbing work: keep the walk down easy.')).toBeVisible();
    // The reading suggestions are left out unless asked for; without the replies there is nothing to ask for.
    const reading = page.getByRole('checkbox', { name: 'Recommended reading' });
    await expect(reading).not.toBeChecked();
    await expect(printed.getByText('Recommended reading')).toHaveCount(0);
    await reading.click();
    await expect(printed.getByText('It goes deeper into hill repeats.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Coach replies' }).click();
    await expect(reading).toBeDisabled();
    await expect(printed.getByText('It goes deeper into hill repeats.')).toHaveCount(0);
  } finally {
    await browserDatabaseQuery('delete from premium_content where id = $1', [report.id]);
  }
});

test('a month of answered entries prints on few sheets: a reply runs on to the next page instead of leaving half of one blank', async ({ page }) => {
  const email = uniqueEmail('print-sheets');
  await registerMemberInUi(page, email, 'Pat Printer');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>('select id from users where email = $1', [email]);
  // Twelve short entries this month, each with a coach reply of three paragraphs (about 90 words).
  const reply = [
    'Hill repeats: your 6 × 400 m session is logged. You call it hard. Make the next day easy; hard work only turns into fitness once you have recovered from it.',
    'This links to your goal, "Run a half marathon": you mention run. 60% of your entries in the last 30 days do the same.',
    "In numbers: you have written on 12 of the last 30 days (40%), with a streak of 3 weeks. Next: keep this week's pattern and change one thing at a time, because that is how you learn what works for you.",
  ].join('\n\n');
  const entries = await browserDatabaseQuery<{ id: number }>(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, 'Run ' || g, 'Easy 8 km along the river, legs fine. Felt better than last week and the hill at the end was fine.', '["Training"]'::jsonb, 'journal', false,
       date_trunc('month', now()) + (g || ' hours')::interval, date_trunc('month', now()) + (g || ' hours')::interval
     from generate_series(1, 12) g returning id`,
    [id],
  );
  for (const entry of entries) {
    await browserDatabaseQuery(`insert into ai_responses (user_id, journal_entry_id, response_content, source, coach_tone) values ($1, $2, $3, 'rules', 'direct')`, [id, entry.id, reply]);
  }
  await page.goto('/journal/print');
  await expect(page.getByText('Pat Printer ·, 12 entries')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // On paper a reply is a rule down its side, in the entries' own size (13.5pt, not the screen's larger reply text), and
  // not a card kept whole on one page.
  const printed = page.getByRole('article', { name: 'Coach insight' }).first();
  const [breakInside, rule, ...sizes] = await printed.evaluate((el) => [getComputedStyle(el).breakInside, getComputedStyle(el).borderLeftWidth, ...[...el.querySelectorAll('p')].map((p) => getComputedStyle(p).fontSize)]);
  expect([breakInside, rule]).toEqual(['auto', '4px']);
  // Its line, then its three paragraphs, each a paragraph of its own (not one held apart by blank lines).
  expect(sizes).toEqual(['18px', '18px', '18px', '18px']);
  expect(await page.getByText('Easy 8 km along the river', { exact: false }).first().evaluate((p) => getComputedStyle(p).fontSize)).toBe('18px');
  // A4: a sheet an entry when each reply was kept whole and printed larger (12 pages); 9 now.
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThanOrEqual(9);
});
