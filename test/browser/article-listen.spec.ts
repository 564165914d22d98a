import { expect, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, deletedAfterAll, expectToast, publishForReaders, registerMemberInUi, test, uniqueEmail } from './support.js';
import { violations } from './axe.js';

/**
 * Listen (components/site/listen-button.tsx): the device's own voice reads an article aloud, part by part, with Pause,
 * Resume and Stop. This machine's Chromium has no voice installed, so it fails to speak as a computer without one
 * would: the first test shows what the reader sees then. The second stands for a device with voices: the browser's
 * speech engine (an operating system's service, outside the app) is replaced by a recorder of what the page asks it to
 * say, as the external services are by the fakes in test/fakes.
 */

const TITLE = `Listening to your legs ${Date.now()}`;
const LEAD = 'Easy weeks for runners over 50, read aloud.';

/** The article this file published, deleted afterwards: later files count the published articles per theme. */
const published = deletedAfterAll();
let article = '';

test.beforeAll(async ({ browser }) => {
  ({ path: article } = await publishForReaders(browser, published, {
    title: TITLE,
    category: 'Running',
    editorial_theme: 'Recovery & Health',
    meta_description: LEAD,
    long_form_article: 'Every third week is **easy**.\n\n## Signs you need one\n\n- Heavy legs\n- Poor sleep\n\n> Rest is training too.',
  }));
});

type Recorder = {
  said: () => { text: string; lang: string; voice: string | null }[];
  calls: string[];
  finish: () => void;
  start: (index: number) => void;
  dropOnPause: boolean;
};

/**
 * A device with voices (an American and a British one): the page's speech engine replaced, before the app starts, by
 * a recorder of what it is asked to say and do (`window.speech`).
 */
async function installRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Utterance = EventTarget & { text: string; lang: string; voice: unknown; onend?: () => void; onerror?: (event: { error: string }) => void };
    const spoken: Utterance[] = [];
    const calls: string[] = [];
    const voices = [
      { name: 'American', lang: 'en-US', localService: true, default: true },
      { name: 'British', lang: 'en-GB', localService: true, default: false },
    ];
    class RecordedUtterance extends EventTarget {
      lang = '';
      voice: unknown = null;
      constructor(public text: string) {
        super();
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordedUtterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak: (utterance: Utterance) => {
          spoken.push(utterance);
          calls.push('speak');
        },
        // As a browser answers while a reading is queued or paused; a device like Chrome on Android drops the queue on
        // pause instead (`dropOnPause`).
        get speaking() {
          return spoken.length > 0;
        },
        pending: false,
        pause: () => {
          calls.push('pause');
          if ((window as unknown as { speech: { dropOnPause: boolean } }).speech.dropOnPause) spoken.splice(0);
        },
        resume: () => calls.push('resume'),
        cancel: () => {
          calls.push('cancel');
          for (const utterance of spoken.splice(0)) utterance.onerror?.({ error: 'interrupted' });
        },
      },
    });
    Object.assign(window, {
      speech: {
        said: () => spoken.map((u) => ({ text: u.text, lang: u.lang, voice: (u.voice as { name?: string } | null)?.name ?? null })),
        calls,
        finish: () => spoken.splice(0).forEach((u) => u.onend?.()),
        /** The voice starts the queued part `index`. */
        start: (index: number) => (spoken[index] as unknown as { onstart?: () => void }).onstart?.(),
        dropOnPause: false,
      },
    });
  });
}

/** What the recorder was asked to say (each part, its language and voice), and what else it was asked (pause, resume, cancel). */
const said = (page: Page) => page.evaluate(() => (window as unknown as { speech: Recorder }).speech.said());
const calls = (page: Page) => page.evaluate(() => (window as unknown as { speech: Recorder }).speech.calls.filter((call) => call !== 'speak'));

test('Listen shows once the app runs; a device without a voice says in a toast that it could not read aloud', async ({ page }) => {
  // The server cannot know whether the browser can speak: its page has Share and no Listen.
  const html = await (await page.request.get(article)).text();
  expect(html).toContain('>Share</summary>');
  expect(html).not.toMatch(/>Listen</);

  await page.goto(article);
  await appReady(page);
  const listen = page.getByRole('button', { name: 'Listen' });
  await expect(listen).toBeVisible();
  await listen.click();
  await expectToast(page, 'Your device could not read the article aloud', 'Try its own read-aloud setting instead.');
  await expect(page.getByRole('button', { name: 'Listen' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  // Printed, the buttons are left out.
  await page.emulateMedia({ media: 'print' });
  await expect(listen).toBeHidden();
});

test('on a device with voices, Listen reads the title, the lead and each part in British English, with Pause, Resume and Stop by keyboard', async ({ page }) => {
  await installRecorder(page);
  await page.goto(article);
  await appReady(page);
  const toggle = page.getByRole('button', { name: 'Listen' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  const british = (text: string) => ({ text, lang: 'en-GB', voice: 'British' });
  expect(await said(page)).toEqual(
    [TITLE, LEAD, 'Every third week is easy.', 'Signs you need one', 'Heavy legs', 'Poor sleep', 'Rest is training too.'].map(british),
  );

  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  expect(await calls(page)).toEqual(['pause', 'resume']);

  // A device whose Pause drops the reading (Chrome on Android): Resume goes on from the part it was in.
  await page.evaluate(() => {
    const speech = (window as unknown as { speech: Recorder }).speech;
    speech.start(3);
    speech.dropOnPause = true;
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  expect(await said(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  expect(await said(page)).toEqual(['Signs you need one', 'Heavy legs', 'Poor sleep', 'Rest is training too.'].map(british));
  await page.evaluate(() => ((window as unknown as { speech: Recorder }).speech.dropOnPause = false));

  // Stop ends it, and the keyboard's place goes back to the button that starts a reading.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Listen' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  expect((await calls(page)).at(-1)).toBe('cancel');
  expect(await said(page)).toEqual([]);

  // A reading that comes to its end gives Listen back; nothing is said about a failure.
  await page.getByRole('button', { name: 'Listen' }).click();
  await page.evaluate(() => (window as unknown as { speech: Recorder }).speech.finish());
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(page.getByText('Your device could not read the article aloud')).toHaveCount(0);

  // Leaving the page ends a reading.
  await page.getByRole('button', { name: 'Listen' }).click();
  const before = (await calls(page)).length;
  await page.getByRole('link', { name: 'Back to Recovery & Health' }).click();
  await expect(page).toHaveURL(/\/publisher\/recovery$/);
  // Once the theme page has taken the article's place (the address changes first, while its code arrives).
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery & Health' })).toBeVisible();
  await expect.poll(async () => (await calls(page)).slice(before)).toEqual(['cancel']);
});

test("a premium member's report, opened from the Library, has Listen above its text; closing it ends the reading", async ({ page }) => {
  await installRecorder(page);
  const email = uniqueEmail('listen-report');
  await registerMemberInUi(page, email, 'Lou Listener');
  const [user] = await browserDatabaseQuery<{ id: number }>('update users set is_premium = true where email = $1 returning id', [email]);
  const topic = `Pacing the long ride ${Date.now()}`;
  const [content] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ($1, 'Ride smarter', 3, 'Racing & Strategy', 'published', '{}', $2, 'Start slower than you think.', 'Start slow.', '["Pace"]') returning id`,
    [topic, '## The first hour\n\nHold back: the last hour is where the ride is won.'],
  );
  try {
    await browserDatabaseQuery(
      `insert into saved_reports (user_id, premium_content_id, saved_at, theme)
       select $1, id, now(), premium_theme(editorial_theme, topic) from premium_content where id = $2`,
      [user.id, content.id],
    );
    await page.goto('/library');
    await page.getByRole('button', { name: `Read Report: ${topic}` }).click();
    const dialog = page.getByRole('dialog', { name: topic });
    await dialog.getByRole('button', { name: 'Listen' }).click();
    await expect(dialog.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect((await said(page)).map((part) => part.text)).toEqual([topic, 'Ride smarter', 'Start slower than you think.', 'The first hour', 'Hold back: the last hour is where the ride is won.']);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await calls(page)).at(-1)).toBe('cancel');
  } finally {
    // Archived, as other files' reports are, so the premium dashboard's theme counts on the same server stay theirs.
    await browserDatabaseQuery(`update premium_content set status = 'archived' where id = $1`, [content.id]);
  }
});
