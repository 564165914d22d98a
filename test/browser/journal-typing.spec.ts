import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * Typing in the composer on a cheap phone (CPU slowed 4 times, 500 entries): a key press changes the composer, nothing
 * else. The messages above it are not drawn again, not even when the box grows a line and the page follows it down (the
 * conversation's virtual list re-renders on that scroll; each message is memoised), and the sticky header is a solid
 * bar without a backdrop blur (a blur is painted again over whatever moves under it).
 *
 * Whether React drew an element again is read from the props object React keeps on it (`__reactProps$…`): each render
 * of its component makes a new one. Counted, not timed: the machine running the tests is shared.
 */
const ENTRIES = 500;

/** Marks the member's messages in view and the region; `changed()` later names those React drew again since. */
async function watchRenders(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.querySelector('[aria-label="Conversation with your coach"]');
    if (!region) throw new Error('no conversation');
    const key = Object.keys(region).find((name) => name.startsWith('__reactProps$'));
    if (!key) throw new Error('not a React element');
    const bubbles = [...region.querySelectorAll('p.sr-only')].filter((p) => p.textContent === 'You wrote:').map((p) => p.parentElement!);
    const watched = bubbles.map((element) => ({ element, props: (element as unknown as Record<string, unknown>)[key] }));
    (window as unknown as { __changed: () => number[] }).__changed = () =>
      watched.flatMap(({ element, props }, index) => ((element as unknown as Record<string, unknown>)[key] === props && element.isConnected ? [] : [index]));
    (window as unknown as { __watched: number }).__watched = watched.length;
  });
}

test('typing a long message on a slow phone draws no message of the conversation again; the header has no blur', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('journal-typing');
  await registerMemberInUi(page, email, 'Tess Typist');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>('select id from users where email = $1', [email]);
  await browserDatabaseQuery(
    `insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
     select $1, '', 'Session ' || g || ': steady miles with notes about pacing, fuelling and sleep.', '["Training"]'::jsonb, 'user_entry', false,
       now() - interval '3 days' - (g || ' hours')::interval, now() - interval '3 days' - (g || ' hours')::interval
     from generate_series(1, $2::int) g`,
    [id, ENTRIES],
  );
  await page.goto('/journal');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  await expect(log.getByText(/^Session 1: steady miles/)).toBeVisible({ timeout: 30_000 });
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await composer.click();
  await page.waitForTimeout(500);
  await watchRenders(page);
  expect(await page.evaluate(() => (window as unknown as { __watched: number }).__watched)).toBeGreaterThan(2);

  // A message long enough to grow the box from one line to its tallest (the page scrolls down with it), then some more.
  const words = 'Easy ten miles along the canal today, legs felt good and the hills were kinder than last week. ';
  for (const word of words.split(/(?= )/)) await composer.pressSequentially(word, { delay: 20 });
  await composer.press('Shift+Enter');
  await composer.pressSequentially('Tomorrow: rest.', { delay: 20 });
  await expect(composer).toHaveValue(`${words}\nTomorrow: rest.`);
  await expect.poll(() => composer.evaluate((box) => box.getBoundingClientRect().height)).toBeGreaterThan(100);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __changed: () => number[] }).__changed())).toEqual([]);

  // The sticky header: a solid bar (text on it keeps its contrast), no backdrop filter to paint again as the page moves.
  const header = await page.locator('header').first().evaluate((element) => {
    const style = getComputedStyle(element);
    return { position: style.position, backdropFilter: style.backdropFilter, background: style.backgroundColor };
  });
  expect(header.position).toBe('sticky');
  expect(header.backdropFilter).toBe('none');
  expect(header.background).not.toMatch(/rgba\(.*,\s*0?\.\d+\)|\/ 0?\.\d+\)/);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  for (const [label, width, height] of [['390', 390, 844], ['1440', 1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await page.waitForTimeout(200);
    await reviewScreenshot(page, { path: `/tmp/wt-journal-shots/journal-composer-${label}.png` });
  }
});
