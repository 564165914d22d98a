import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * Issue 20: a member with thousands of entries (inserted by SQL). /journal and /journal-old show the newest entries
 * from the first page, load older ones on "Show older" or by scrolling, keep focus, search on the server, and keep the
 * page small (the lists are virtualised).
 */
const ENTRIES = 3000;
const DOM_LIMIT = 3000;
const n = (value: number) => value.toLocaleString('en-GB');

const domSize = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [label, width, height] of [['desktop', 1440, 900], ['phone', 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await reviewScreenshot(page, { path: `test-results/journal-paging-${name}-${label}.png` });
  }
}

test('thousands of entries: the newest first, older on demand, a small page, search on the server', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('journal-pages');
  await registerMemberInUi(page, email, 'Jo Paging');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>('select id from users where email = $1', [email]);
  // Hourly entries going back from three days ago (their coach replies are not awaited): chat messages, journal
  // entries with titles; one with a rare word.
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, case when g % 2 = 0 then 'Day ' || g else '' end,
       'Session ' || g || ': steady miles with notes about pacing, fuelling and sleep.' || case when g = 1234 then ' Saw a kingfisher by the weir.' else '' end,
       case when g % 3 = 0 then '["Recovery"]' else '["Training"]' end::jsonb,
       case when g % 2 = 0 then 'journal' else 'user_entry' end, g % 5 = 0,
       now() - interval '3 days' - (g || ' hours')::interval, now() - interval '3 days' - (g || ' hours')::interval
     from generate_series(1, $2::int) g`,
    [id, ENTRIES],
  );

  // The chat: the newest message at the bottom of the log, within a small page.
  const started = Date.now();
  await page.goto('/journal');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  // Generous waits: the figures are the bench's (`npm run bench -- lists`); this machine may be shared.
  await expect(log.getByText(/^Session 1: steady miles/)).toBeVisible({ timeout: 30_000 });
  const shownAfter = Date.now() - started;
  console.log(`/journal: newest message shown ${shownAfter} ms after navigation, ${await domSize(page)} elements`);
  expect(await domSize(page)).toBeLessThan(DOM_LIMIT);
  expect(await violations(page)).toEqual([]);

  // One scroll: the page, not a box inside it; it opens at the newest message with the composer below it.
  expect(await log.evaluate((box) => box.scrollHeight <= box.clientHeight + 1)).toBe(true);
  await expect(page.getByRole('form', { name: 'Write to your coach' })).toBeInViewport();

  // "Show older messages": more messages come, focus stays on the button, the message in view stays where it was.
  const older = page.getByRole('button', { name: 'Show older messages' });
  // Focusing the button scrolls the page up to the start of the conversation: reaching it loads the next page by itself
  // (the messages in view stay where they were).
  const reached = page.waitForResponse((res) => res.url().includes('/api/community/journal?before='));
  await older.focus();
  await reached;
  // Drawn, not only answered: the scroll below is upwards (a load) only from where the drawn page keeps the window; a
  // scroll before it is drawn runs down from the button and loads nothing.
  await expect(log.getByText(/^Session 21: steady miles/)).toBeAttached();
  await page.waitForTimeout(300);
  // A message near the top of the conversation, read with the page scrolled a little into the conversation (scrolling
  // up there loads the next page by itself too; the message in view stays).
  const listTop = () => log.evaluate((box) => box.getBoundingClientRect().top + window.scrollY);
  const upThere = page.waitForResponse((res) => res.url().includes('/api/community/journal?before='));
  await page.evaluate((top) => window.scrollTo({ top: top + 150 }), await listTop());
  await upThere;
  await page.waitForTimeout(500);
  const first = log.getByText(/^Session 39: steady miles/);
  await expect(first).toBeInViewport();
  const before = (await first.boundingBox())!.y;
  const olderPage = page.waitForResponse((res) => res.url().includes('/api/community/journal?before='));
  await page.keyboard.press('Enter');
  await olderPage;
  await expect(older).toBeFocused();
  await page.waitForTimeout(500);
  expect(Math.abs((await first.boundingBox())!.y - before)).toBeLessThan(4);
  // The older messages are above, where the member scrolls to.
  await page.evaluate((top) => window.scrollTo({ top }), await listTop());
  await expect(log.getByText(/^Session [6-9]\d: steady miles/).first()).toBeVisible();
  // Scrolling up through the conversation loads the next pages by themselves; the page stays small.
  for (let i = 0; i < 6; i += 1) {
    await page.evaluate((top) => window.scrollTo({ top: top + 10 }), await listTop());
    await page.waitForTimeout(300);
  }
  await expect(log.getByText(/^Session 1\d\d: steady miles/).first()).toBeAttached({ timeout: 10_000 });
  expect(await domSize(page)).toBeLessThan(DOM_LIMIT);
  await screenshots(page, 'chat');

  // The classic journal: the newest titled entries, the count from the server, a small page.
  const classic = Date.now();
  await page.goto('/journal-old');
  await expect(page.getByRole('heading', { name: 'Day 2', exact: true })).toBeVisible({ timeout: 30_000 });
  console.log(`/journal-old: newest entry shown ${Date.now() - classic} ms after navigation, ${await domSize(page)} elements`);
  await expect(page.getByText(`${n(ENTRIES)} entries`, { exact: true })).toBeVisible();
  expect(await domSize(page)).toBeLessThan(DOM_LIMIT);
  expect(await violations(page)).toEqual([]);

  // Scrolling down and "Show older entries" load more; focus stays on the button; still a small page.
  const showOlder = page.getByRole('button', { name: 'Show older entries' });
  await showOlder.scrollIntoViewIfNeeded();
  await showOlder.focus();
  await page.keyboard.press('Enter');
  await expect(showOlder).toBeFocused();
  for (let i = 0; i < 5; i += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(250);
  }
  await expect(page.getByRole('heading', { name: /^Day [4-9]\d$/ }).first()).toBeAttached({ timeout: 30_000 });
  expect(await domSize(page)).toBeLessThan(DOM_LIMIT);

  // Search, tag and privacy run on the server, over the whole journal.
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.getByLabel('Search entries').fill('kingfisher');
  await expect(page.getByText(`Showing 1 of ${n(ENTRIES)} entries`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day 1234', exact: true })).toBeVisible();
  await page.getByLabel('Search entries').fill('');
  // On this 390 px phone the month, tag and privacy are behind the 'Filters' button.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('combobox', { name: 'Filter by privacy' }).selectOption('private');
  await page.getByRole('combobox', { name: 'Filter by tag' }).selectOption('Recovery');
  await expect(page.getByText(`Showing ${n(Math.floor(ENTRIES / 15))} of ${n(ENTRIES)} entries`)).toBeVisible();
  await screenshots(page, 'classic');
});
