import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, expectToast, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * The members' area driven from the keyboard, as a screen-reader user would: after an action that takes away the
 * control pressed (a form replaced, a card removed, a tab switched), focus is somewhere sensible, never on the page's
 * body; the conversation is announced in short, once, through one status line; an edited entry is not thrown away
 * unasked; the privacy switch and badges are large enough.
 */

/** Presses the control with the keyboard (focus, then Enter), as a keyboard user does. */
async function press(page: Page, control: ReturnType<Page['getByRole']>): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** The conversation's status line (ConversationStatus), its words. */
const announcement = (page: Page) => page.getByRole('status').filter({ hasText: /^(Message sent|Your coach replied: .*)$/ });

async function firstSentenceOfReply(email: string): Promise<string> {
  const [row] = await browserDatabaseQuery<{ response_content: string }>(
    'select r.response_content from ai_responses r join users u on u.id = r.user_id where u.email = $1 order by r.id desc limit 1',
    [email],
  );
  const flat = row.response_content.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  return sentence.length > 200 ? `${sentence.slice(0, 199).trimEnd()}…` : sentence;
}

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await reviewScreenshot(page, { path: `/tmp/wt-a11y-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Insights Guide from the keyboard: a goal set and archived, a message sent and answered, saved reports removed', async ({ page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('keys');
  await registerMemberInUi(page, email, 'Kit Keys');

  // Set Goal: the form gives way to the goal, which takes focus.
  await page.getByLabel('Your goal').fill('Swim a mile in open water by August');
  await press(page, page.getByRole('button', { name: 'Set Goal' }));
  await expect(page.locator(':focus')).toContainText('Swim a mile in open water by August');

  // Archive (its button goes with the goal): focus goes to the card's heading.
  await press(page, page.getByRole('button', { name: 'Archive goal: Swim a mile in open water by August' }));
  const confirm = page.getByRole('alertdialog', { name: 'Archive this goal?' });
  await press(page, confirm.getByRole('button', { name: 'Archive Goal' }));
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your Goals' })).toBeFocused();

  // The conversation is a named region, not a live one; one status line says the message went, then the reply.
  await expect(page.getByRole('log')).toHaveCount(0);
  const conversation = page.getByRole('region', { name: 'Conversation with your coach' });
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await composer.fill('Forty minutes of easy swimming, then ten minutes of drills. Shoulders felt loose.');
  await composer.press('Enter');
  await expect(announcement(page)).toHaveText('Message sent');
  await expect(conversation).not.toHaveAttribute('aria-live', /./);
  await expect(conversation.getByRole('article', { name: 'Coach insight' })).toBeVisible({ timeout: 30_000 });
  await expect(announcement(page)).toHaveText(`Your coach replied: ${await firstSentenceOfReply(email)}`);
  await expect(announcement(page)).toHaveCount(1);
  await shots(page, 'insights-guide');

  // Library: Premium, two saved reports linked to the message. Removing one moves focus to the next card, removing
  // the last to the heading that says there are none.
  const [user] = await browserDatabaseQuery<{ id: number }>('update users set is_premium = true where email = $1 returning id', [email]);
  const [entry] = await browserDatabaseQuery<{ id: number }>('select id from journal_entries where user_id = $1', [user.id]);
  const topics = [`Open-water sighting ${Date.now()}`, `Shoulder care for swimmers ${Date.now()}`];
  for (const topic of topics) {
    const [content] = await browserDatabaseQuery<{ id: number }>(
      `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
       values ($1, 'Swim straighter', 4, 'Training & Performance', 'published', '{}', '## Sighting\n\nLift the eyes, not the head.', 'Swim straighter.', 'Sight every six strokes.', '["Sight"]') returning id`,
      [topic],
    );
    await browserDatabaseQuery('insert into saved_reports (user_id, premium_content_id, journal_entry_id, saved_at) values ($1, $2, $3, now())', [user.id, content.id, entry.id]);
  }
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Saved Reports' })).toBeVisible();
  // Badges are 16 px at least on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const badge = page.getByText('Premium Report', { exact: true }).first();
  expect(await badge.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  await shots(page, 'library');
  // Each card's button names its report: a screen reader's list of buttons tells them apart.
  for (const topic of topics) await expect(page.getByRole('button', { name: `Read Report: ${topic}`, exact: true })).toBeVisible();
  const first = await page.locator('article[data-report]').first().getByRole('heading').textContent();
  const second = topics.find((topic) => topic !== first)!;
  await press(page, page.getByRole('button', { name: `Remove report: ${first}` }));
  await expect(page.getByRole('heading', { name: second })).toBeFocused();
  await press(page, page.getByRole('button', { name: `Remove report: ${second}` }));
  await expect(page.getByRole('heading', { name: 'No Saved Reports Yet' })).toBeFocused();
});

test('My Journey from the keyboard: the privacy switch, Save Entry, the reply announced, Pin, and edits not lost', async ({ page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('journey-keys');
  await registerMemberInUi(page, email, 'Jo Keys');

  // Goals tab: Set Goal focuses the new goal.
  await page.goto('/my-journey');
  await page.getByLabel('Your goal').fill('Run 10 km under the hour');
  await press(page, page.getByRole('button', { name: 'Set Goal' }));
  await expect(page.locator(':focus')).toContainText('Run 10 km under the hour');

  // Journal tab: the switch and its label are one tap area at least 44 px tall; pressing the label toggles it.
  await page.getByRole('tab', { name: 'Journal' }).click();
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  const privacy = form.getByRole('switch', { name: 'Private entry' });
  await page.setViewportSize({ width: 390, height: 844 });
  const area = await form.locator('label', { has: page.getByRole('switch') }).boundingBox();
  expect(area!.height).toBeGreaterThanOrEqual(44);
  await form.getByText('Private entry', { exact: true }).click();
  await expect(privacy).toHaveAttribute('aria-checked', 'true');
  await form.getByText('Private entry', { exact: true }).click();
  await expect(privacy).toHaveAttribute('aria-checked', 'false');
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByLabel('Title').fill('Parkrun');
  await form.getByLabel('Journal entry').fill('Five km at a steady effort, negative split. Felt strong on the hill.');
  await shots(page, 'my-journey-journal');

  // Save Entry: the tab switches to Insights and focus goes to its heading; the reply is announced when it comes.
  await press(page, form.getByRole('button', { name: 'Save Entry' }));
  await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Recent insights' })).toBeFocused();
  const insight = page.getByRole('article', { name: 'Coach insight' });
  await expect(insight).toBeVisible({ timeout: 30_000 });
  await expect(announcement(page)).toHaveText(`Your coach replied: ${await firstSentenceOfReply(email)}`);

  // Pin from the keyboard: the button keeps focus while the change is on its way (busy, further presses ignored).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let pins = 0;
  await page.route('**/api/community/insights/pin/*', async (route) => {
    pins += 1;
    await held;
    await route.fallback();
  });
  await press(page, insight.getByRole('button', { name: 'Pin this insight' }));
  // One name whatever the state: pressed says it is pinned ("Pin this insight, toggle button, pressed").
  const unpin = page.getByRole('article', { name: 'Coach insight' }).last().getByRole('button', { name: 'Pin this insight', exact: true, pressed: true });
  await expect(unpin).toBeFocused();
  await expect(unpin).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  release();
  await expect(unpin).toHaveAttribute('aria-busy', 'false');
  await expect(unpin).toBeFocused();
  expect(pins).toBe(1);
  await page.unroute('**/api/community/insights/pin/*');
  await expect(page.getByRole('heading', { name: 'Pinned insights' })).toBeVisible();
  await expect(page.getByText('Pinned', { exact: true }).first()).toBeVisible();
  await shots(page, 'my-journey-insights');
  expect(await violations(page)).toEqual([]);

  // Unpin from the pinned list: the reply leaves it, and focus goes to the same reply's button in the recent insights.
  await press(page, page.getByRole('region', { name: 'Pinned insights' }).getByRole('button', { name: 'Pin this insight', pressed: true }));
  await expect(page.getByRole('heading', { name: 'Pinned insights' })).toHaveCount(0);
  await expect(insight.getByRole('button', { name: 'Pin this insight', exact: true, pressed: false })).toBeFocused();

  // The edit dialog: closing it with changes asks first; unchanged, it closes at once.
  await page.getByRole('tab', { name: 'Journal' }).click();
  await page.getByRole('button', { name: 'Edit entry: Parkrun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Entry' });
  await dialog.getByLabel('Title').fill('Parkrun, a new best');
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  // A tap on the dimmed page beside the dialog.
  const tapOutside = async () => {
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(box.x / 2, box.y + box.height / 2);
  };
  for (const close of [() => page.keyboard.press('Escape'), () => dialog.getByRole('button', { name: 'Cancel' }).click(), tapOutside]) {
    await close();
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(dialog.getByLabel('Title')).toHaveValue('Parkrun, a new best');
  }
  await page.keyboard.press('Escape');
  await shots(page, 'my-journey-discard');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Parkrun', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit entry: Parkrun' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discard).toHaveCount(0);
});

test('My Journey from the keyboard: Unpin and Remove hand focus on to the next item or the list, never to the page', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey-next');
  await registerMemberInUi(page, email, 'Nell Next');
  const [user] = await browserDatabaseQuery<{ id: number }>('update users set is_premium = true where email = $1 returning id', [email]);
  // Seven answered entries, a day apart: the Insights tab lists the 5 newest. Pinned: the two oldest (only in the
  // pinned list) and the newest (in both lists).
  const replies: number[] = [];
  for (let i = 0; i < 7; i++) {
    const [entry] = await browserDatabaseQuery<{ id: number }>(
      `insert into journal_entries (user_id, title, content, created_at) values ($1, $2, 'An easy run by the river.', now() - ($3 || ' days')::interval) returning id`,
      [user.id, `River run ${i + 1}`, String(10 - i)],
    );
    const [reply] = await browserDatabaseQuery<{ id: number }>(
      `insert into ai_responses (user_id, journal_entry_id, response_content, source, coach_tone, is_pinned, pinned_at)
       values ($1, $2, $3, 'rules', 'encouraging', $4, case when $4 then now() - ($5 || ' minutes')::interval end) returning id`,
      [user.id, entry.id, `Well done on river run ${i + 1}. Keep the easy days easy.`, i < 2 || i === 6, String(i)],
    );
    replies.push(reply.id);
  }
  await page.goto('/my-journey');
  await page.getByRole('tab', { name: 'Insights' }).click();
  const pinnedList = page.getByRole('region', { name: 'Pinned insights' });
  const recentList = page.getByRole('region', { name: 'Recent insights' });
  const pinButton = (list: typeof pinnedList, reply: number) => list.locator(`[data-pin-insight="${reply}"]`);
  await expect(pinnedList.getByRole('button', { name: 'Pin this insight' })).toHaveCount(3);

  // Unpin in the recent insights: the reply stays there, unpinned, and so does focus (its copy leaves the pinned list).
  await press(page, pinButton(recentList, replies[6]));
  await expectToast(page, 'Insight Unpinned', 'Removed from your pinned insights.');
  await expect(pinnedList.getByRole('button', { name: 'Pin this insight' })).toHaveCount(2);
  await expect(pinButton(recentList, replies[6])).toHaveAttribute('aria-pressed', 'false');
  await expect(pinButton(recentList, replies[6])).toBeFocused();

  // Unpin in the pinned list a reply shown nowhere else: focus goes to the next pinned insight's Pin button.
  const order = await pinnedList.locator('[data-pin-insight]').evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-pin-insight'))));
  expect(order.sort()).toEqual([replies[0], replies[1]].sort());
  const [first, second] = await pinnedList.locator('[data-pin-insight]').evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-pin-insight'))));
  await press(page, pinButton(pinnedList, first));
  await expect(pinButton(pinnedList, first)).toHaveCount(0);
  await expect(pinButton(pinnedList, second)).toBeFocused();
  await shots(page, 'my-journey-unpinned');

  // The last pinned insight: the pinned list goes, and focus goes to the recent insights' heading.
  await press(page, pinButton(pinnedList, second));
  await expect(pinnedList).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent insights' })).toBeFocused();

  // Library tab: Remove moves focus to the next article's Remove button, the last one to the heading saying it is empty.
  const topics = [`Hill sprints ${Date.now()}`, `Easy long runs ${Date.now()}`];
  for (const topic of topics) {
    const [content] = await browserDatabaseQuery<{ id: number }>(
      `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
       values ($1, 'Run stronger', 2, 'Training & Performance', 'published', '{}', '## Hills\n\nShort and steep.', 'Run stronger.', 'Hills help.', '["Hills"]') returning id`,
      [topic],
    );
    await browserDatabaseQuery('insert into saved_reports (user_id, premium_content_id, saved_at) values ($1, $2, now())', [user.id, content.id]);
  }
  await page.getByRole('tab', { name: 'Library' }).click();
  const removes = page.getByRole('button', { name: /^Remove from library: / });
  await expect(removes).toHaveCount(2);
  const [firstTopic, secondTopic] = (await removes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!))).map((label) => label.replace('Remove from library: ', ''));
  await shots(page, 'my-journey-library');
  await press(page, page.getByRole('button', { name: `Remove from library: ${firstTopic}` }));
  await expectToast(page, 'Removed from Library', `“${firstTopic}” is no longer in your library.`);
  await expect(removes).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Remove from library: ${secondTopic}` })).toBeFocused();
  await press(page, page.getByRole('button', { name: `Remove from library: ${secondTopic}` }));
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeFocused();
  await shots(page, 'my-journey-library-empty');
});
