import { expect } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * The chat journal opens at its newest message, with the composer under it, however far the messages' drawn heights
 * are from the list's first guess: long messages (and their coach replies) make the page grow after the first scroll
 * to its end, and the page must follow it there, not stop part-way up the conversation.
 */
test('the conversation opens at its end when its messages are much taller than guessed, on a phone and a desktop', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('opens-at-end');
  await registerMemberInUi(page, email, 'Ella End');
  const [{ id }] = await browserDatabaseQuery<{ id: number }>('select id from users where email = $1', [email]);
  // Twelve long messages, each answered by the coach at length.
  await browserDatabaseQuery(
    `with entries as (
       insert into journal_entries (user_id, title, content, tags, entry_type, is_private, created_at, updated_at)
       select $1, '', 'Long ride ' || g || '. ' || repeat('Legs heavy on the climbs, easier on the flat, fuelled well and finished strong. ', 12),
         '["Training"]'::jsonb, 'user_entry', false, now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
       from generate_series(1, 12) g returning id, created_at)
     insert into ai_responses (user_id, journal_entry_id, response_content, source, coach_tone, created_at)
     select $1, id, repeat('A steady, well-judged ride: keep the fuelling as it was and the easy day after it. ', 10), 'rules', 'encouraging',
       created_at + interval '1 minute' from entries`,
    [id],
  );
  // A slow phone: the page's growth and the scroll events it causes come frames apart.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const size of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto('/journal');
    const composer = page.getByRole('form', { name: 'Write to your coach' });
    await expect(page.getByText(/^Long ride 1\. Legs heavy/)).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
    await expect(composer).toBeInViewport();
    const gap = await page.evaluate(() => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight));
    expect(gap, `${size.width} px: distance from the end`).toBeLessThan(80);
  }
});
