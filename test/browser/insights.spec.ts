import { expect, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { browserDatabaseQuery, expectToast, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** Screenshots at desktop and phone widths (looked at when the journey is changed). */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewScreenshot(page, { path: `test-results/insights-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, { path: `test-results/insights-${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const TOPIC = 'Hill repeats on the bike: climbing strength after 50';

/** A 4:3 cover picture (green), as a data address: the report's cover on the coach's recommendation. */
const COVER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2d6e46"/></svg>')}`;

/** A published premium report about hill climbing on the bike, written straight into the app's database. */
async function seedHillReport(): Promise<number> {
  const article = [
    '## Why hill repeats work',
    'Hill repeats on the bike build climbing strength for a hilly sportive: six to eight climbs, seated, steady heart rate.',
    '## How to pace the climbs',
    'Ride each hill repeat at a pace you could hold for twenty minutes; recover fully on the descent before the next climb.',
  ].join('\n\n');
  // Only this run's copy is recommended when the journey runs again on the same server.
  await browserDatabaseQuery("update premium_content set status = 'archived' where topic = $1", [TOPIC]);
  const rows = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats, generated_images)
     values ($1, 'Pacing hill repeats for a hilly sportive', 3, 'Training & Performance', 'published', $2, 'Climb stronger with steady hill repeats.', 'Steady hill repeats on the bike.', $3, $4, $5) returning id`,
    [TOPIC, article, JSON.stringify(['Climb stronger']), JSON.stringify({ socialMedia: 'Hill repeats, done right.' }), JSON.stringify({ coverImage: COVER })],
  );
  return Number(rows[0].id);
}

async function photo() {
  const buffer = await sharp({ create: { width: 800, height: 520, channels: 3, background: { r: 40, g: 110, b: 70 } } }).jpeg().toBuffer();
  return { name: 'hill.jpg', mimeType: 'image/jpeg', buffer };
}

const MESSAGE = 'Hill repeats on the bike this morning: six climbs, legs strong and heart rate steady. Building for my hilly sportive in May.';

test('a member sends a message with a photo, gets a reply with recommendations, pins it, saves a report, chooses a coach tone and reads the momentum', async ({ page }) => {
  test.setTimeout(240_000);
  const reportId = await seedHillReport();
  await registerMemberInUi(page, uniqueEmail('insights'), 'Pat Climber');
  // Reports are read and saved in full by premium members: Pat pays through (the fake) Stripe Checkout first.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  await page.goto('/journal');

  // a goal, in the 'Your Goals' card of the Insights Guide
  await expect(page.getByRole('heading', { name: 'Your Goals' })).toBeVisible();
  await page.getByLabel('Your goal').fill('Ride the hilly sportive in May without stopping on the climbs');
  await page.getByRole('button', { name: 'Set Goal' }).click();
  await expectToast(page, 'Goal Set'); // one toast at a time: later toasts are checked after this one
  await expect(page.getByText('Ride the hilly sportive in May without stopping on the climbs').first()).toBeVisible();

  // a failed send: the optimistic message goes again, the text comes back, the spec's toast
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await page.route('**/api/community/journal', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await composer.fill('This one will not arrive.');
  await composer.press('Enter');
  await expectToast(page, 'Message not sent', 'Failed to send message. Please try again.');
  await expect(composer).toHaveValue('This one will not arrive.');
  await expect(page.getByRole('region', { name: 'Conversation with your coach' }).getByText('This one will not arrive.')).toHaveCount(0);
  await page.unroute('**/api/community/journal');
  // A refusal (4xx) also says why under the composer, so the member knows what to change before sending again.
  await page.route('**/api/community/journal', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ statusCode: 400, message: 'Please select a JPEG, PNG, GIF, or WebP image.', error: 'Bad Request' }) })
      : route.fallback(),
  );
  await composer.press('Enter');
  await expect(page.getByText('Not sent: Please select a JPEG, PNG, GIF, or WebP image.')).toBeVisible();
  await page.unroute('**/api/community/journal');
  await composer.fill('');

  // A file named .jpg that holds no picture is refused when it is picked, not attached to every later message.
  const notAPhoto = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await page.getByRole('menuitem', { name: 'Choose File' }).click();
  await (await notAPhoto).setFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText('That photo could not be read. Please try another one.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo to send' })).toHaveCount(0);

  // a photo from the photo menu (Photo Library, Take Photo, Choose File)
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await expect(page.getByRole('menuitem', { name: 'Take Photo' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Choose File' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Photo Library' }).click();
  await (await chooser).setFiles(await photo());
  await expect(page.getByRole('img', { name: 'Photo to send' })).toBeVisible();

  // the character counter, Shift+Enter for a new line
  await composer.fill(MESSAGE);
  await expect(page.getByText(`${MESSAGE.length} / 10,000 characters`)).toBeVisible();
  await composer.press('Shift+Enter');
  await expect(composer).toHaveValue(`${MESSAGE}\n`);

  // Enter sends: the box empties at once, the message shows with 'Creating Insights' while it is on its way
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/community/journal', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  const reads: string[] = [];
  let streamOpens = 0;
  // A read started while another was still on its way replaces it (a reply pushed during the refresh makes the
  // journal read again, the stale read cancelled): it is not a poll.
  let replacements = 0;
  const onTheirWay = new Set<Request>();
  const isRead = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/community/journal';
  const countReads = (request: Request) => {
    if (isRead(request)) {
      reads.push(request.url());
      if (onTheirWay.size > 0) replacements += 1;
      onTheirWay.add(request);
    }
    if (new URL(request.url()).pathname === '/api/community/insights/stream') streamOpens += 1;
  };
  const readDone = (request: Request) => onTheirWay.delete(request);
  page.on('request', countReads);
  page.on('requestfinished', readDone);
  page.on('requestfailed', readDone);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  await expect(log.getByText(MESSAGE)).toBeVisible();
  await expect(log.getByText('Creating Insights')).toBeVisible();
  release();
  await page.unroute('**/api/community/journal');

  // the reply replaces the placeholder without a reload, with the recommended report and its reason
  const insight = log.getByRole('article', { name: 'Coach insight' });
  await expect(insight).toBeVisible({ timeout: 30_000 });
  await expect(log.getByText('Creating Insights')).toHaveCount(0);
  // It was pushed on the reply stream: the journal was read once after the send (its refresh), never polled meanwhile;
  // a stream that opened again (a loaded machine can drop it) reads what is pending once more, as it should, and a
  // reply pushed while the refresh was on its way reads it again in its place.
  page.off('request', countReads);
  page.off('requestfinished', readDone);
  page.off('requestfailed', readDone);
  expect(reads.length).toBeGreaterThanOrEqual(1);
  expect(reads.length - replacements).toBeLessThanOrEqual(1 + streamOpens);
  await expect(log.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(insight.getByText(TOPIC)).toBeVisible();
  await expect(insight.getByText('Why:')).toBeVisible();
  // The cover keeps its 4:3 shape beside the text (it was stretched into a tall strip as high as the card).
  const cover = await insight.locator(`img[src="${COVER}"]`).boundingBox();
  expect(Math.abs(cover!.height - (cover!.width * 3) / 4)).toBeLessThan(2);
  const entries = (await (await page.request.get('/api/community/journal')).json()) as Array<{
    id: number;
    content: string;
    insight_pending: boolean;
    aiResponses: Array<{ id: number; response_content: string; recommendations: Array<{ premiumContent: { id: number } }> }>;
  }>;
  const entry = entries.find((item) => item.content === MESSAGE)!;
  expect(entry.insight_pending).toBe(false);
  expect(entry.aiResponses).toHaveLength(1);
  const reply = entry.aiResponses[0];
  expect(reply.recommendations.map((r) => r.premiumContent.id)).toContain(reportId);
  if (reply.response_content.length > 200) {
    await insight.getByRole('button', { name: 'Read more' }).click();
    await expect(insight.getByRole('button', { name: 'Show less' })).toBeVisible();
  }
  expect(await violations(page)).toEqual([]);
  await screenshots(page, 'chat');

  // pin it: a refused pin goes back with the spec's toast, then a real one
  await page.route(`**/api/community/insights/pin/${reply.id}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await insight.getByRole('button', { name: 'Pin this insight' }).click();
  await expectToast(page, 'Error', 'Failed to pin insight. Please try again.');
  await expect(insight.getByRole('button', { name: 'Pin this insight' })).toHaveAttribute('aria-pressed', 'false');
  await page.unroute(`**/api/community/insights/pin/${reply.id}`);
  await insight.getByRole('button', { name: 'Pin this insight' }).click();
  await expectToast(page, 'Insight Pinned');
  await expect(insight.getByRole('button', { name: 'Pin this insight' })).toHaveAttribute('aria-pressed', 'true');
  expect(await (await page.request.get(`/api/community/insights/${reply.id}/is-pinned`)).json()).toEqual({ isPinned: true });

  // save the recommended report to the library, then read it: Save to Library again says it is there
  await insight.getByRole('button', { name: `Save to Library: ${TOPIC}` }).click();
  await expectToast(page, 'Saved to Library');
  await expect(insight.getByRole('button', { name: `Saved to Library: ${TOPIC}` })).toHaveAttribute('aria-disabled', 'true');
  const library = (await (await page.request.get('/api/community/library')).json()) as { savedContent: Array<{ premium_content: { id: number }; journal_entry: { id: number } | null }> };
  expect(library.savedContent).toHaveLength(1);
  expect(library.savedContent[0].premium_content.id).toBe(reportId);
  expect(library.savedContent[0].journal_entry?.id).toBe(entry.id);
  // after a reload (the journal read again) the reply still says the report is in the Library, spent
  await page.reload();
  await expect(insight.getByRole('button', { name: `Saved to Library: ${TOPIC}` })).toHaveAttribute('aria-disabled', 'true', { timeout: 30_000 });
  await expect(insight.getByRole('button', { name: `Save to Library: ${TOPIC}` })).toHaveCount(0);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewScreenshot(insight, { path: `test-results/insights-saved-report-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // the reader opened from the reply says so too: no 'Already Saved' to find out
  await insight.getByRole('button', { name: `Read report: ${TOPIC}` }).click();
  const reader = page.getByRole('dialog', { name: TOPIC });
  await expect(reader.getByRole('heading', { name: 'How to pace the climbs' })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Saved to Library' })).toHaveAttribute('aria-disabled', 'true');
  await expect(reader.getByRole('button', { name: 'Save to Library' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await reader.getByRole('button', { name: 'Close' }).click();
  await expect(reader).toBeHidden();

  // the theme's article list opens the same reader, which asks the Library: the report is there, spent
  await page.getByRole('button', { name: /^Training & Performance/ }).click();
  const themeList = page.getByRole('dialog', { name: 'Training & Performance' });
  await expect(themeList.getByText(TOPIC)).toBeVisible();
  await themeList.getByRole('button', { name: `Read report: ${TOPIC}` }).click();
  const fromList = page.getByRole('dialog', { name: TOPIC });
  await expect(fromList.getByRole('heading', { name: 'How to pace the climbs' })).toBeVisible();
  await expect(fromList.getByRole('button', { name: 'Saved to Library' })).toHaveAttribute('aria-disabled', 'true');
  await expect(fromList.getByRole('button', { name: 'Save to Library' })).toHaveCount(0);
  await fromList.getByRole('button', { name: 'Close' }).click();
  await expect(fromList).toBeHidden();
  await themeList.getByRole('button', { name: 'Close' }).click();
  await expect(themeList).toBeHidden();

  // coach tone on the profile page
  await page.goto('/profile');
  const tones = page.getByRole('group', { name: 'Coach tone' });
  await expect(tones.getByRole('radio', { name: 'Encouraging' })).toBeChecked();
  await tones.getByRole('radio', { name: 'Analytical' }).check();
  await expectToast(page, 'Coach Tone Updated');
  expect(((await (await page.request.get('/api/community/profile')).json()) as { profile: { coach_tone: string } }).profile.coach_tone).toBe('analytical');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Coach tone' }).getByRole('radio', { name: 'Analytical' })).toBeChecked();
  expect(await violations(page)).toEqual([]);
  await screenshots(page, 'profile');

  // the Insights tab: the pinned insight, unpinned there
  await page.goto('/my-journey?tab=insights');
  const pinned = page.getByRole('region', { name: 'Pinned insights' });
  await expect(pinned.getByRole('article', { name: 'Coach insight' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent insights' }).getByRole('article', { name: 'Coach insight' })).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  await screenshots(page, 'insights-tab');
  await pinned.getByRole('button', { name: 'Pin this insight', pressed: true }).click();
  await expectToast(page, 'Insight Unpinned');
  await expect(pinned).toHaveCount(0);

  // removed from the Library (its tab), the reply offers Save to Library again without a reload
  await page.getByRole('tab', { name: 'Library' }).click();
  await page.getByRole('button', { name: `Remove from library: ${TOPIC}` }).click();
  await expectToast(page, 'Removed from Library');
  await page.getByRole('tab', { name: 'Insights' }).click();
  const offered = page.getByRole('region', { name: 'Recent insights' }).getByRole('button', { name: `Save to Library: ${TOPIC}` });
  await expect(offered).toBeVisible();
  await expect(offered).not.toHaveAttribute('aria-disabled', 'true');

  // the Momentum tab reads the server's figures and tier messages
  const momentum = (await (await page.request.get('/api/community/momentum')).json()) as {
    consistency_score: number;
    messages: Record<'consistency' | 'effort' | 'alignment' | 'milestones', string>;
  };
  await page.getByRole('tab', { name: 'Momentum' }).click();
  await expect(page.getByRole('img', { name: new RegExp(`^Consistency ${momentum.consistency_score}%`) })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Entries per week, oldest first\..*This week: 1 entry\.$/ })).toBeVisible();
  for (const message of Object.values(momentum.messages)) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  // The streak's dots say which week each is, on the screen too (only a screen reader was told before).
  const dots = page.getByRole('list', { name: 'The last 4 weeks' });
  await expect(dots.getByRole('listitem')).toHaveCount(4);
  for (const [index, shown] of ['Last week', 'This week'].entries()) {
    const label = dots.getByRole('listitem').nth(2 + index).getByText(shown, { exact: true });
    await expect(label, `'${shown}' under its dot`).toBeVisible();
    expect((await label.boundingBox())!.width, `'${shown}' shown, not only read out`).toBeGreaterThan(30);
  }
  expect(await violations(page)).toEqual([]);
  await screenshots(page, 'momentum');

  // an entry written on the Journey page: the Insights tab shows 'Creating Insights', then the reply
  let releaseReads!: () => void;
  const readsHeld = new Promise<void>((resolve) => (releaseReads = resolve));
  await page.route('**/api/community/journal', async (route) => {
    if (route.request().method() === 'GET') await readsHeld;
    await route.fallback();
  });
  await page.getByRole('tab', { name: 'Journal' }).click();
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Long ride');
  await form.getByLabel('Journal entry').fill('Three hours in the hills, steady climbing and good fuelling.');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
  const recent = page.getByRole('region', { name: 'Recent insights' });
  const longRide = recent.getByRole('listitem').filter({ hasText: 'Long ride' });
  // 'Creating Insights' until the reply comes; the reply stream may push a quick reply in before the first look (its
  // reads are held, the push is not): that run failed once on a slow machine. The chat above checks it with the send held.
  await expect(longRide.getByText('Creating Insights').or(longRide.getByRole('article', { name: 'Coach insight' }))).toBeVisible();
  releaseReads();
  await page.unroute('**/api/community/journal');
  await expect(recent.getByRole('listitem').filter({ hasText: 'Long ride' }).getByRole('article', { name: 'Coach insight' })).toBeVisible({ timeout: 30_000 });
  await expect(recent.getByText('Creating Insights')).toHaveCount(0);
});
