import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * The chat journal keeps the member's place in a long conversation on a phone: Back from another page returns to the
 * message they were reading (not the newest), and a fast scroll up to the start of the conversation loads the older
 * messages by itself, however far one scroll event jumps.
 */
const ENTRIES = 100;

/** A member with ENTRIES hourly messages ("Session 1" the newest), on a phone. */
async function memberWithConversation(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail(name);
  await registerMemberInUi(page, email, 'Cam Place');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>('select id from users where email = $1', [email]);
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, '', 'Session ' || g || ': steady miles with notes about pacing, fuelling and sleep.', '["Training"]'::jsonb,
       'user_entry', false, now() - interval '3 days' - (g || ' hours')::interval, now() - interval '3 days' - (g || ' hours')::interval
     from generate_series(1, $2::int) g`,
    [id, ENTRIES],
  );
}

const log = (page: Page) => page.getByRole('region', { name: 'Conversation with your coach' });
const listTop = (page: Page) => log(page).evaluate((box) => box.getBoundingClientRect().top + window.scrollY);
const olderPages = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/community/journal?before=')) urls.push(request.url());
  });
  return urls;
};

/** The number of the message drawn at the given height of the window. */
const sessionAt = (page: Page, y: number) =>
  page.evaluate((at) => {
    const hit = document.elementFromPoint(200, at)?.closest('[data-index]');
    return Number(/Session (\d+):/.exec(hit?.textContent ?? '')?.[1] ?? NaN);
  }, y);

test('Back to the journal returns to the message the member was reading, not the newest', async ({ page }) => {
  await memberWithConversation(page, 'place-back');
  await page.goto('/journal');
  await expect(log(page).getByText(/^Session 1: steady miles/)).toBeVisible({ timeout: 30_000 });
  const composer = page.getByRole('form', { name: 'Write to your coach' });
  await expect(composer).toBeInViewport();

  // Up the conversation to an older message: the newest page's oldest messages.
  await page.evaluate((top) => window.scrollTo({ top: top + 500 }), await listTop(page));
  await page.waitForTimeout(300);
  const reading = await sessionAt(page, 400);
  expect(reading).toBeGreaterThan(10);
  const message = log(page).getByText(new RegExp(`^Session ${reading}: steady miles`));
  await expect(message).toBeInViewport();
  await expect(composer).not.toBeInViewport();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(message).toBeInViewport();
  await page.waitForTimeout(500);
  // Still there once the page has settled (nothing pulls it to the end).
  await expect(message).toBeInViewport();
  await expect(composer).not.toBeInViewport();

  // A new visit (a link, not Back) opens at the newest message, with the composer.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Insights Guide' }).click();
  await expect(composer).toBeInViewport();
  await expect(log(page).getByText(/^Session 1: steady miles/)).toBeInViewport();
  // With a keyboard (this narrow window has no touch screen) its Enter key says Send (Enter sends; Shift+Enter adds a
  // line); on a touch screen it is the return key (member-phone.spec.ts).
  await expect(page.getByRole('textbox', { name: 'Message your coach' })).toHaveAttribute('enterkeyhint', 'send');
});

test('a fast scroll up past the start of the conversation loads the older messages once', async ({ page }) => {
  await memberWithConversation(page, 'place-fling');
  // A slow phone (CI at load 6 met the page loading again and again after "Show older messages").
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requested = olderPages(page);
  await page.goto('/journal');
  await expect(log(page).getByText(/^Session 1: steady miles/)).toBeVisible({ timeout: 30_000 });
  expect(requested).toEqual([]);

  // One jump from the newest message to just above the conversation (a fling on a slow phone: no scroll event between).
  const top = await listTop(page);
  const olderPage = page.waitForResponse((res) => res.url().includes('/api/community/journal?before='));
  await page.evaluate((to) => window.scrollTo({ top: to }), top - 60);
  await olderPage;
  await expect(log(page).getByText(/^Session (2[1-9]|3\d|40): steady miles/).first()).toBeAttached();
  expect(requested).toHaveLength(1);
  // Up past the start of the conversation to the top of the page: crossing the band loads the next page by itself, and
  // the page stays at its top (kept to the conversation's first message, out of view, it went a whole page down).
  const third = page.waitForResponse((res) => res.url().includes('/api/community/journal?before='));
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await third;
  await expect(log(page).getByText(/^Session (4[1-9]|5\d|60): steady miles/).first()).toBeAttached();
  await page.waitForTimeout(500);
  expect(requested).toHaveLength(2);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Down to the button with the first message under it: one press loads one page, and that message stays in view (it
  // moves up by its day heading at most: the heading goes to the older messages of the same day above it).
  await page.evaluate((to) => window.scrollTo({ top: to }), top - 400);
  const reading = log(page).getByText(/^Session 60: steady miles/);
  await expect(reading).toBeInViewport();
  const before = (await reading.boundingBox())!.y;
  const next = page.waitForResponse((res) => res.url().includes('/api/community/journal?before='));
  await page.getByRole('button', { name: 'Show older messages' }).click();
  await next;
  await expect(log(page).getByText(/^Session (6[1-9]|7\d|80): steady miles/).first()).toBeAttached();
  await page.waitForTimeout(1000);
  expect(requested).toHaveLength(3);
  await expect(reading).toBeInViewport();
  expect(Math.abs((await reading.boundingBox())!.y - before)).toBeLessThan(100);
});
