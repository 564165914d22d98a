import { expect } from '@playwright/test';
import { browserDatabaseQuery, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * Issue 20, the Premium tab at real size: a theme's list is read a page at a time and searched on the server; items
 * written meanwhile never appear twice; "select all" deletes the server's set, after a confirmation with the server's
 * count (a count that changed meanwhile is refused and shown again). The items are this run's own (a word of its own).
 */
const THEME = 'Nutrition & Fueling';

async function seed(word: string, count: number, from: Date, label = 'Carb loading'): Promise<string[]> {
  const rows = await browserDatabaseQuery<{ topic: string }>(
    `insert into premium_content (topic, subtitle, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines, created_at)
     select $1::text || ' ' || $2::text || ' ' || g, 'A subtitle', $3::text, 'draft', '{}', 'Text.', 'A deck.', 'Short.', '["A headline"]', $4::timestamptz - (g || ' minutes')::interval
       from generate_series(1, $5::int) g order by g returning topic`,
    [label, word, THEME, from.toISOString(), count],
  );
  return rows.map((row) => row.topic);
}

test("a theme's premium list pages, searches on the server and deletes the server's set", async ({ page }) => {
  test.setTimeout(90_000);
  const word = `zq${Date.now().toString(36)}`;
  const older = await seed(word, 23, new Date(Date.now() - 3_600_000));
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Premium' }).click();
  await page.getByRole('button', { name: new RegExp(`in ${THEME}: open the list`) }).click();
  const list = page.getByRole('dialog', { name: `${THEME} articles` });
  await list.getByRole('searchbox', { name: 'Search articles' }).fill(word);
  await expect(list.getByText('23 articles match, 1–20 shown')).toBeVisible();
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await expect(list.getByRole('heading', { name: 'Page 1' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Load more articles' })).toHaveCount(0);
  const topics = () => rows.locator('label > span.block').allTextContents();
  const firstPage = await topics();

  // Two items written by someone else after the first page: Next (one page in the DOM, never a growing list, focus on
  // its heading) neither repeats nor shows them (keyset cursors).
  const newer = await seed(word, 2, new Date(), 'Newer carb loading');
  const next = list.getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('heading', { name: 'Page 2' })).toBeFocused();
  await expect(rows).toHaveCount(3);
  await expect(list.getByText('23 articles match, 21–23 shown')).toBeVisible();
  await expect(list.getByText('That is every article.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Next' })).toHaveCount(0);
  const shown = [...firstPage, ...(await topics())];
  expect(new Set(shown).size).toBe(23);
  expect(shown.sort()).toEqual([...older].sort());
  expect(await violations(page, { include: '[role="dialog"]', everyRule: true })).toEqual([]);
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await reviewScreenshot(page, { path: `test-results/premium-list-paged-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // A selection stays while the editor turns the pages (one on page 2, one on page 1).
  await rows.first().getByRole('checkbox').check();
  await list.getByRole('button', { name: 'Previous' }).click();
  await expect(list.getByRole('heading', { name: 'Page 1' })).toBeFocused();
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(firstPage[0]);
  await rows.first().getByRole('checkbox').check();
  await expect(list.getByText('2 selected', { exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Delete selected (2)' })).toBeVisible();

  // A new search is a fresh first page: 25 match now; "select all" takes them all, loaded or not.
  await list.getByRole('searchbox', { name: 'Search articles' }).fill(`${word} carb`);
  await expect(list.getByText('25 articles match, 1–20 shown')).toBeVisible();
  await expect(list.getByText('0 selected', { exact: true })).toBeVisible(); // a new search starts with nothing selected
  await list.getByText('Select all shown').click();
  await list.getByRole('button', { name: `Select all 25 articles matching "${word} carb"` }).click();
  await expect(list.getByText(`All 25 articles matching "${word} carb" are selected, shown or not.`)).toBeVisible();
  await expect(list.getByRole('button', { name: 'Delete selected (25)' })).toBeVisible();

  // One more arrives before the confirmation: the server refuses the old count and the list shows the new one.
  await seed(word, 1, new Date(), 'Latest carb loading');
  await list.getByRole('button', { name: 'Delete selected (25)' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete Selected Articles' });
  await expect(confirm.getByText(`Are you sure you want to delete all 25 articles matching "${word} carb", loaded or not?`, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Bulk Delete Failed', '26 articles match now, not 25: nothing was deleted. Look at the list again and confirm.');
  await expect(list.getByText('26 articles match, 1–20 shown')).toBeVisible();
  expect((await browserDatabaseQuery<{ n: string }>(`select count(*) as n from premium_content where topic like $1 and status = 'archived'`, [`%${word}%`]))[0].n).toBe('0');

  await list.getByText('Select all shown').click();
  await list.getByRole('button', { name: `Select all 26 articles matching "${word} carb"` }).click();
  await list.getByRole('button', { name: 'Delete selected (26)' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete Selected Articles' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Content Deleted', 'Deleted 26 articles.');
  await expect(list.getByText(`No articles match "${word} carb".`)).toBeVisible();
  const left = await browserDatabaseQuery<{ status: string; n: string }>(`select status, count(*) as n from premium_content where topic like $1 group by status`, [`%${word}%`]);
  expect(left).toEqual([{ status: 'archived', n: String(older.length + newer.length + 1) }]);
});
