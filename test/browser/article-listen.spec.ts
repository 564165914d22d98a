import { expect } from '@playwright/test';
import { appReady, deletedAfterAll, expectToast, publishForReaders, test } from './support.js';
import { violations } from './axe.js';

/**
 * Listen (features/article/listen-button.tsx): the device's own voice reads an article aloud, part by part, with Pause,
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
        pause: () => calls.push('pause'),
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
      },
    });
  });
  type Recorder = { said: () => { text: string; lang: string; voice: string | null }[]; calls: string[]; finish: () => void };
  const said = () => page.evaluate(() => (window as unknown as { speech: Recorder }).speech.said());
  const calls = () => page.evaluate(() => (window as unknown as { speech: Recorder }).speech.calls.filter((call) => call !== 'speak'));

  await page.goto(article);
  await appReady(page);
  const toggle = page.getByRole('button', { name: 'Listen' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  const british = (text: string) => ({ text, lang: 'en-GB', voice: 'British' });
  expect(await said()).toEqual(
    [TITLE, LEAD, 'Every third week is easy.', 'Signs you need one', 'Heavy legs', 'Poor sleep', 'Rest is training too.'].map(british),
  );

  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
  expect(await calls()).toEqual(['cancel', 'pause', 'resume']);

  // Stop ends it, and the keyboard's place goes back to the button that starts a reading.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Listen' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  expect((await calls()).at(-1)).toBe('cancel');
  expect(await said()).toEqual([]);

  // A reading that comes to its end gives Listen back; nothing is said about a failure.
  await page.getByRole('button', { name: 'Listen' }).click();
  await page.evaluate(() => (window as unknown as { speech: Recorder }).speech.finish());
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(page.getByText('Your device could not read the article aloud')).toHaveCount(0);

  // Leaving the page ends a reading.
  await page.getByRole('button', { name: 'Listen' }).click();
  const before = (await calls()).length;
  await page.getByRole('link', { name: 'Back to Recovery & Health' }).click();
  await expect(page).toHaveURL(/\/publisher\/recovery$/);
  // Once the theme page has taken the article's place (the address changes first, while its code arrives).
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery & Health' })).toBeVisible();
  await expect.poll(async () => (await calls()).slice(before)).toEqual(['cancel']);
});
