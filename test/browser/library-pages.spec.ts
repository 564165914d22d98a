import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * The Library and the goal history at real size (docs/product.md, Library and Goals): the newest page first, Show older
 * for the rest, and a report read whole only when it is opened, also one from the second page.
 */

/** What a reader sees at a phone's and a desktop's width, with `at` (when given) scrolled into view. */
async function shots(page: Page, name: string, at?: ReturnType<Page['getByRole']>): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await at?.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `${process.env.SHOTS_DIR ?? '/tmp/library-shots'}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The reports this file made (their topics end with it): archived after each test, as other files' are, so the premium
 * dashboard's theme counts on the same server are not changed by them. */
let stamp = 0;
test.afterEach(async () => {
  if (stamp) await browserDatabaseQuery(`update premium_content set status = 'archived' where topic like $1`, [`Report % ${stamp}`]);
});

test('a premium member with 25 saved reports and 25 goals reads them a page at a time', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('library-pages');
  await registerMemberInUi(page, email, 'Lee Library');
  const [user] = await browserDatabaseQuery<{ id: number }>('update users set is_premium = true where email = $1 returning id', [email]);
  const [entry] = await browserDatabaseQuery<{ id: number }>(
    `insert into journal_entries (user_id, title, content, tags) values ($1, 'Brick', $2, '["Training"]') returning id`,
    [user.id, `Brick session: forty minutes on the bike, then a short run.\n\n${'Legs heavy off the bike but settled after a kilometre. '.repeat(4)}`],
  );
  stamp = Date.now();
  // Report 0 is the oldest (second page), linked to the entry; Report 24 the newest.
  for (let i = 0; i < 25; i++) {
    const [content] = await browserDatabaseQuery<{ id: number }>(
      `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
       values ($1, 'Race smarter', 3, $3, 'published', '{}', $2, 'Pace it.', 'Pace it.', '["Pace"]') returning id`,
      [`Report ${i} ${stamp}`, `## Pacing ${i}\n\nThe whole text of report ${i}: hold back on the bike.`, i % 5 === 1 ? 'Gear & Tech' : 'Racing & Strategy'],
    );
    // With its theme, as a save stores it.
    await browserDatabaseQuery(
      `insert into saved_reports (user_id, premium_content_id, journal_entry_id, saved_at, theme)
       select $1, id, $3, now() - $4 * interval '1 hour', premium_theme(editorial_theme, topic) from premium_content where id = $2`,
      [user.id, content.id, i === 0 ? entry.id : null, 25 - i],
    );
  }
  const opened: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/community\/library\/\d+$/.test(new URL(request.url()).pathname)) opened.push(request.url());
  });

  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Saved Reports' })).toBeVisible();
  const cards = page.locator('article[data-report]');
  await expect(cards).toHaveCount(20);
  await expect(page.getByText('25 saved reports, the newest 20 shown')).toBeVisible();
  await expect(page.getByRole('button', { name: `Read Report: Report 24 ${stamp}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Read Report: Report 0 ${stamp}` })).toHaveCount(0);
  expect(opened).toEqual([]);
  await shots(page, 'library-first-page');
  await shots(page, 'library-show-older', page.getByRole('button', { name: 'Show older saved reports' }));

  await page.getByRole('button', { name: 'Show older saved reports' }).click();
  await expect(cards).toHaveCount(25);
  await expect(page.getByText('All 25 saved reports')).toBeVisible();
  await expect(page.getByText('That is every saved report.')).toBeVisible();
  // The card shows the entry's first words; the dialog the whole entry and the report, read when opened.
  const oldest = cards.filter({ hasText: `Report 0 ${stamp}` });
  await expect(oldest.getByText('Linked to journal entry')).toBeVisible();
  await expect(oldest).toContainText('Brick session: forty minutes on the bike, then a short run. Legs heavy off the bike but settled…');
  await oldest.getByRole('button', { name: `Read Report: Report 0 ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report 0 ${stamp}` });
  await expect(dialog.getByText('The whole text of report 0: hold back on the bike.')).toBeVisible();
  await expect(dialog.getByText(/settled after a kilometre\. Legs heavy off the bike but settled after a kilometre\.\s*$/)).toBeVisible();
  expect(opened).toHaveLength(1);
  await shots(page, 'library-report-from-second-page');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A theme is read from the server, counted there: Reports 1, 6, 11, 16 and 21 are Gear & Tech.
  await page.getByLabel('Filter by theme').selectOption({ label: 'Gear & Tech' });
  await expect(page.getByText('5 of 25 saved reports in this theme')).toBeVisible();
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText(`Report 21 ${stamp}`);
  await expect(cards.last()).toContainText(`Report 1 ${stamp}`);
  await page.getByLabel('Filter by theme').selectOption({ label: 'All Saved Reports' });
  await expect(page.getByText('All 25 saved reports')).toBeVisible();

  // Goal history: one active goal and 24 archived ones, the newest 20 first.
  await browserDatabaseQuery(
    `insert into goals (user_id, goal, is_active, created_at, archived_at)
     select $1, 'Goal ' || n, n = 24, now() - (24 - n) * interval '1 day', case when n = 24 then null else now() end from generate_series(0, 24) n`,
    [user.id],
  );
  await page.goto('/journal');
  await page.getByRole('button', { name: 'Goal History' }).first().click();
  const history = page.getByRole('dialog', { name: 'Goal History' });
  await expect(history.getByRole('listitem')).toHaveCount(20);
  await expect(history.getByText('Goal 24', { exact: true })).toBeVisible();
  await history.getByRole('button', { name: 'Show older goals' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(25);
  await expect(history.getByText('Goal 0', { exact: true })).toBeVisible();
  await expect(history.getByText('That is every goal.')).toBeVisible();
  await shots(page, 'goal-history-all', history.getByText('That is every goal.'));
});
