import { expect, type Locator, type Page } from '@playwright/test';
import { browserDatabaseQuery, test, reviewScreenshot } from './support.js';
import { DESKTOP, PHONE, SHOTS, member } from './member-phone-support.js';

/**
 * The Classic Journal keeps its filters in the address (reload, Back and Forward, a copied link); the 'Private entry'
 * switch is a 44 px touch target on a phone; a page of the journal on its way is asked for once, however many times
 * scrolling and "Show older" ask. Screenshots go to /tmp/wt-memphone-shots (or SHOTS_DIR).
 */

/** Eight entries: two months ago (Ride 1-4) and three months ago (Ride 5-8); even ones Training, every third private. */
async function eightEntries(id: number): Promise<void> {
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, 'Ride ' || g, 'Steady miles with the club.', case when g % 2 = 0 then '["Training"]' else '["Recovery"]' end::jsonb,
       'journal', g % 3 = 0, date_trunc('month', now()) - (case when g <= 4 then 2 else 3 end || ' months')::interval + (g || ' days')::interval,
       now()
     from generate_series(1, 8) g`,
    [id],
  );
}

/**
 * Types `text` into the focused box a letter at a time, each letter its own input event, all within one task: no pause
 * between letters however busy the machine is (a pause of 300 ms is, by design, a step of the history).
 */
async function typeAtOnce(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((input: HTMLInputElement, letters: string) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const letter of letters) {
      setValue.call(input, input.value + letter);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, text);
}

const address = (page: Page) => page.evaluate(() => window.location.pathname + window.location.search);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('the Classic Journal keeps its filters in the address: reload, Back and Forward, a copied link, bad values ignored', async ({ browser }) => {
  const { context, page, id } = await member(browser, DESKTOP, 'filter-address');
  await eightEntries(id);
  await page.goto('/journal-old');
  const count = page.getByText(/^(Showing \d+ of 8 entries|\d+ entries?)$/);
  await expect(count).toHaveText('8 entries');
  const tag = page.getByLabel('Filter by tag');
  const privacy = page.getByLabel('Filter by privacy');
  const search = page.getByLabel('Search entries');
  const month = page.getByLabel('Filter by month');

  // Each choice goes into the address.
  await tag.selectOption('Training');
  await expect(count).toHaveText('Showing 4 of 8 entries');
  expect(await address(page)).toBe('/journal-old?tag=Training');
  await privacy.selectOption('private');
  await expect(count).toHaveText('Showing 1 of 8 entries');
  expect(await address(page)).toBe('/journal-old?tag=Training&privacy=private');
  await privacy.selectOption('all');
  await expect(count).toHaveText('Showing 4 of 8 entries');
  // Typed letter by letter, a search is one step of the history, not one per letter; typed on after a pause (its
  // entries loaded meanwhile), the box keeps focus and the words are a second step.
  const before = await historyLength(page);
  const sent = page.waitForResponse((response) => response.url().includes('q=Ride&'));
  await typeAtOnce(search, 'Ride');
  await sent;
  await expect(count).toHaveText('Showing 4 of 8 entries');
  await expect(search, 'the search box keeps focus while its entries load').toBeFocused();
  await typeAtOnce(search, ' 4');
  await expect(count).toHaveText('Showing 1 of 8 entries');
  expect(await address(page)).toBe('/journal-old?q=Ride+4&tag=Training');
  await expect(search).toBeFocused();
  expect(await historyLength(page), 'a history entry for each pause of the search').toBe(before + 2);
  await reviewScreenshot(page, { path: `${SHOTS}/journal-old-address-1440.png` });

  // A reload keeps the filtered view.
  await page.reload();
  await expect(count).toHaveText('Showing 1 of 8 entries');
  await expect(search).toHaveValue('Ride 4');
  await expect(tag).toHaveValue('Training');
  await expect(page.getByRole('heading', { name: 'Ride 4', exact: true })).toBeVisible();

  // Back undoes the search a step at a time (the box shows the words of that step), then the privacy chosen; Forward
  // comes back.
  await page.goBack();
  await expect(search).toHaveValue('Ride');
  expect(await address(page)).toBe('/journal-old?q=Ride&tag=Training');
  await expect(count).toHaveText('Showing 4 of 8 entries');
  await page.goBack();
  await expect(search).toHaveValue('');
  await expect(count).toHaveText('Showing 4 of 8 entries');
  expect(await address(page)).toBe('/journal-old?tag=Training');
  await page.goBack();
  await expect(count).toHaveText('Showing 1 of 8 entries');
  await expect(privacy).toHaveValue('private');
  expect(await address(page)).toBe('/journal-old?tag=Training&privacy=private');
  await page.goForward();
  await expect(count).toHaveText('Showing 4 of 8 entries');
  await expect(privacy).toHaveValue('all');

  // Nothing matching, 'Clear Filters' gives the bare address.
  await search.fill('kingfisher');
  await expect(page.getByText('No entries match this month, search, tag and privacy.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(count).toHaveText('8 entries');
  expect(await address(page)).toBe('/journal-old');

  // A copied link opens the same view (a month with its entries, in another tab).
  const [{ month: older }] = await browserDatabaseQuery<{ month: string }>(`select to_char(now() - interval '3 months', 'YYYY-MM') as month`);
  const copy = await context.newPage();
  await copy.goto(`/journal-old?month=${older}&privacy=public`);
  await expect(copy.getByText(/^Showing \d+ of 8 entries$/)).toHaveText('Showing 3 of 8 entries');
  await expect(copy.getByLabel('Filter by month')).toHaveValue(older);
  await copy.close();

  // Values the page does not know are ignored: every entry, each filter 'all'.
  await page.goto('/journal-old?month=2026-13&tag=Cycling&privacy=secret&other=1');
  await expect(count).toHaveText('8 entries');
  for (const select of [month, tag, privacy]) await expect(select).toHaveValue('all');
  // A month without entries is shown as chosen, with none.
  await page.goto('/journal-old?month=2001-01');
  await expect(page.getByText('No entries match this month, search, tag and privacy.')).toBeVisible();
  await expect(month).toHaveValue('2001-01');
  await expect(month.locator('option:checked')).toHaveText('January 2001 (0)');
  await context.close();

  // On a phone a copied link opens the 'Filters' disclosure with the chosen ones in sight.
  const phone = await member(browser, PHONE, 'filter-address-390');
  await eightEntries(phone.id);
  await phone.page.goto('/journal-old?tag=Training&privacy=private');
  const filters = phone.page.getByRole('search', { name: 'Journal filters' });
  await expect(phone.page.getByText('Showing 1 of 8 entries')).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(phone.page.getByLabel('Filter by privacy')).toHaveValue('private');
  // A change stays where the member is (a new address would otherwise start the page at its top).
  await filters.evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await phone.page.getByLabel('Filter by tag').selectOption('all');
  await expect(phone.page.getByText('Showing 2 of 8 entries')).toBeVisible();
  expect(await address(phone.page)).toBe('/journal-old?privacy=private');
  await expect(filters, 'the filters still in view').toBeInViewport();
  await reviewScreenshot(phone.page, { path: `${SHOTS}/journal-old-address-390.png` });
  await phone.context.close();
});

test('arrowing quickly through a filter from the keyboard lands on the option reached: every press is one step', async ({ browser }) => {
  const { context, page, id } = await member(browser, DESKTOP, 'filter-arrows');
  await eightEntries(id);
  await page.goto('/journal-old');
  await expect(page.getByText('8 entries', { exact: true })).toBeVisible();
  const tag = page.getByLabel('Filter by tag');
  await tag.focus();
  // Down three times on a closed select (All tags, Training, Mindset, Nutrition): each press moves one option. The
  // address changed a moment after each choice, and a press in between started again from the option before.
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
  await expect(tag).toHaveValue('Nutrition');
  await expect.poll(() => address(page)).toBe('/journal-old?tag=Nutrition');
  await expect(page.getByText('Showing 0 of 8 entries')).toBeVisible();
  await expect(tag).toBeFocused();
  // And back up twice: Mindset, Training.
  for (let press = 0; press < 2; press += 1) await page.keyboard.press('ArrowUp');
  await expect.poll(() => address(page)).toBe('/journal-old?tag=Training');
  await expect(tag).toHaveValue('Training');
  await expect(page.getByText('Showing 4 of 8 entries')).toBeVisible();
  await context.close();
});

/** How tall the switch's own touch target is: the run of points down its middle that a tap there lands on it. */
async function touchHeight(page: Page, name: string): Promise<{ target: number; track: number }> {
  return page.getByRole('switch', { name }).evaluate((control) => {
    const box = control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    let target = 0;
    for (let y = Math.floor(box.top) - 30; y <= Math.ceil(box.bottom) + 30; y += 1) {
      if (document.elementFromPoint(x, y)?.closest('[role="switch"]') === control) target += 1;
    }
    return { target, track: box.height };
  });
}

test("the 'Private entry' switch is a 44 px touch target on a 390 px phone; the track looks the same", async ({ browser }) => {
  const { context, page } = await member(browser, PHONE, 'switch-target');
  await page.goto('/journal-old');
  const privateEntry = page.getByRole('switch', { name: 'Private entry' });
  await privateEntry.scrollIntoViewIfNeeded();
  const measured = await touchHeight(page, 'Private entry');
  expect(measured.target, 'the touch target, measured').toBeGreaterThanOrEqual(44);
  expect(measured.track, 'the track drawn').toBe(32);
  // A tap 5 px above the track turns it on; the keyboard works as before.
  const box = (await privateEntry.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y - 5);
  await expect(privateEntry).toHaveAttribute('aria-checked', 'true');
  // Focused and pressed in one step (focus() then a separate press could lose the focus to the page meanwhile under load).
  await privateEntry.press('Space');
  await expect(privateEntry).toHaveAttribute('aria-checked', 'false');
  await reviewScreenshot(page, { path: `${SHOTS}/private-switch-390.png` });
  await context.close();
});

test('"Show older messages" pressed while the page scrolling asked for is on its way: that page is asked for once', async ({ browser }) => {
  const { context, page, id } = await member(browser, DESKTOP, 'older-once');
  // Messages older than two days: no coach reply is still to come, so nothing reads the journal again meanwhile (the
  // reply stream opening late on a busy machine read both pages again, and the older page's cursor was asked twice).
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, '', 'Message ' || g || ': an easy spin.', '[]'::jsonb, 'user_entry', false,
       now() - interval '3 days' - (g || ' hours')::interval, now() - interval '3 days' - (g || ' hours')::interval
     from generate_series(1, 25) g`,
    [id],
  );
  // Older pages answer slowly; every request for one is counted by its cursor.
  const asked: string[] = [];
  await page.route(/\/api\/community\/journal\?(.*&)?before=/, async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('before') ?? '');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/journal');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  await expect(log.getByText(/^Message 1: an easy spin/)).toBeVisible({ timeout: 30_000 });
  const older = page.getByRole('button', { name: 'Show older messages' });
  await expect(older).toBeAttached();
  // Into the conversation, not yet near its start (the page opens at its end).
  const top = await log.evaluate((box) => box.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo({ top: y }), top + 800);
  // Two frames: the scroll's event has been handled (it is dispatched in the frame after the scroll).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(asked).toEqual([]);
  // Scrolling up to the start asks for the older page; the press comes before the button says 'Loading older…'.
  await page.evaluate((y) => {
    window.scrollTo({ top: y });
    window.dispatchEvent(new Event('scroll'));
    [...document.querySelectorAll('button')].find((button) => button.textContent?.includes('Show older messages'))?.click();
  }, top + 10);
  // The older page came (the last one: the start of the conversation is said).
  await expect(page.getByText('This is the start of your conversation.')).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(500);
  console.log(`older-page requests: ${JSON.stringify(asked)}`);
  expect(asked.length, 'requests for an older page').toBeGreaterThan(0);
  expect(asked.filter((cursor) => cursor === asked[0]), 'the older page asked for once').toHaveLength(1);
  await context.close();
});

test('"Show older entries" pressed while the journal is read again after a save: the older page comes at once', async ({ browser }) => {
  const { context, page, id } = await member(browser, DESKTOP, 'older-during-refresh');
  await eightEntries(id);
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, 'Spin ' || g, 'An easy spin.', '[]'::jsonb, 'journal', false, now() - (g || ' hours')::interval, now()
     from generate_series(1, 30) g`,
    [id],
  );
  await page.goto('/journal-old');
  await expect(page.getByText('38 entries', { exact: true })).toBeVisible({ timeout: 30_000 });
  // From now on the journal's first page (read again after the save) answers slowly; older pages are counted.
  const older: string[] = [];
  let holding = false;
  await page.route(/\/api\/community\/journal\?/, async (route) => {
    const cursor = new URL(route.request().url()).searchParams.get('before');
    if (cursor) older.push(cursor);
    else if (holding) await new Promise((resolve) => setTimeout(resolve, 6000));
    await route.continue().catch(() => undefined);
  });
  holding = true;
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Hill repeats');
  await form.getByLabel('Journal entry').fill('Six hills, steady.');
  const reread = page.waitForRequest((request) => /\/api\/community\/journal\?/.test(request.url()) && !request.url().includes('before='));
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await reread;
  // The press during that read loads the older page now (it did nothing before: the press joined the read again).
  const showOlder = page.getByRole('button', { name: 'Show older entries' });
  await showOlder.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => older.length, { message: 'the older page asked for while the journal is read again', timeout: 4000 }).toBe(1);
  holding = false;
  // It is drawn: the oldest entry (Ride 5) is at the end of the list.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Ride 5', exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await context.close();
});

test('"Show older messages" pressed just before the journal is read again (the reply stream opens late): the older page still comes', async ({ browser }) => {
  const { context, page, id } = await member(browser, DESKTOP, 'older-then-reread');
  // Messages of the last two days: a coach reply is still to come for each, so the journal is read again when the reply
  // stream opens.
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, '', 'Message ' || g || ': a short swim.', '[]'::jsonb, 'user_entry', false,
       now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
     from generate_series(1, 25) g`,
    [id],
  );
  // The older page answers slowly; the reply stream opens (its 'ready' reads the journal again) once that page is on its way.
  const asked: string[] = [];
  await page.route(/\/api\/community\/journal\?(.*&)?before=/, async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('before') ?? '');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue().catch(() => undefined);
  });
  await page.route('**/api/community/insights/stream', async (route) => {
    await expect.poll(() => asked.length, { timeout: 60_000 }).toBeGreaterThan(0);
    await route.continue().catch(() => undefined);
  });
  await page.goto('/journal');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  await expect(log.getByText(/^Message 1: a short swim/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Show older messages' }).click();
  // The older page (the last one) is drawn, and the button does not come back asking to be pressed again.
  await expect(page.getByText('This is the start of your conversation.')).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText(/^Message 25: a short swim/)).toBeAttached();
  await context.close();
});
