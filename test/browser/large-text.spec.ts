import { expect, type Locator, type Page } from '@playwright/test';
import { appReady, datesSplitAtTheDay, deletedAfterAll, dotsStartingLines, expectToast, openWithLargeText, publishForReaders, registerMemberInUi, sideways, signInAsEditor, test, uniqueEmail } from './support.js';

/**
 * A reader over 60 on a phone with the text at 200 % (what Android's and iOS's text size does to this app, which sizes in
 * rem), and a keyboard user: nothing scrolls sideways or is cut off (WCAG 1.4.4, 1.4.10), focus is never hidden under a
 * sticky header (2.4.11) nor dropped to the page's body by a busy control, a server's refusal is tied to its field.
 */

const PUBLIC_PAGES = [
  '/',
  '/publisher/training',
  '/publisher/nutrition',
  '/publisher/recovery',
  '/publisher/mindset',
  '/publisher/gear',
  '/publisher/racing',
  '/premium',
  '/about',
  '/newsletter',
  '/search?q=sleep',
  '/community/auth',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/forgot-password',
  '/a-page-that-does-not-exist',
];
const MEMBER_PAGES = ['/journal', '/my-journey', '/journal-old', '/profile', '/library'];

/** The pages among `paths` that scroll sideways at 200 % text, with by how much. */
async function pagesScrollingSideways(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await openWithLargeText(page, path);
    // Layout settles after the style (fonts, observers): measure on the next frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const by = await sideways(page);
    if (by > 0) wide.push(`${path} scrolls ${by} px sideways`);
  }
  return wide;
}

/** Whether the element's box lies within the other's, and its text within its own box. */
async function shownWhole(element: Locator, container: Locator): Promise<boolean> {
  const [inner, outer] = [await element.boundingBox(), await container.boundingBox()];
  if (!inner || !outer) return false;
  const spill = await element.evaluate((el) => el.scrollWidth - el.clientWidth);
  return inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height && inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width && spill <= 0;
}

/** The focused element's top against the bottom of the page's header while that header stays on screen. */
async function focusUnderHeader(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const header = document.querySelector('header');
    if (!focused || focused === document.body || !header) return null;
    const position = getComputedStyle(header).position;
    if (position !== 'sticky' && position !== 'fixed') return null;
    const [box, bar] = [focused.getBoundingClientRect(), header.getBoundingClientRect()];
    // The header's own controls, and the skip link shown over everything, are not hidden by it.
    if (header.contains(focused) || bar.bottom <= 0 || getComputedStyle(focused).position === 'fixed') return null;
    return box.top < bar.bottom - 1 ? `${focused.tagName} "${(focused.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(box.top)} under the header ending at ${Math.round(bar.bottom)}` : null;
  });
}

test.describe('a phone, 390 x 844, text at 200 %', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no public or member page scrolls sideways, and the theme hero shows its whole title', async ({ page }) => {
    test.setTimeout(120_000);
    const wide = await pagesScrollingSideways(page, PUBLIC_PAGES);

    await openWithLargeText(page, '/publisher/training');
    const hero = page.getByRole('region', { name: 'Training & Performance' });
    // The hero was 500 px tall whatever its title needed: "Training &" was cut off at its top.
    expect(await shownWhole(hero.getByRole('heading', { level: 1 }), hero)).toBe(true);
    // Its byline ('By the Flying@50 team · Latest · Training') wraps after a dot, never before one.
    expect(await dotsStartingLines(hero)).toEqual([]);

    await registerMemberInUi(page, uniqueEmail('large-text'), 'Margaret Older');
    wide.push(...(await pagesScrollingSideways(page, MEMBER_PAGES)));
    expect(wide).toEqual([]);
  });

  test("a header taller than a quarter of the screen scrolls away, so what the skip link and Tab reach is never under it; the cookie banner's Accept stays in view", async ({ page }) => {
    await openWithLargeText(page, '/publisher/training');
    const header = page.locator('header').first();
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).position)).toBe('relative');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusUnderHeader(page)).toBeNull();
    }

    await openWithLargeText(page, '/about');
    const consent = page.getByRole('region', { name: 'Cookie consent' });
    for (const name of ['Decline', 'Accept']) await expect(consent.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    const banner = (await consent.boundingBox())!;
    expect(banner.height).toBeLessThanOrEqual(844 / 2 + 1);
  });
});

test.describe('a phone, 390 x 844, normal text', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape closes the open phone menu and puts focus back on Menu', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const search = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').first();
    await search.focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test("/about's See how it works jumps to the section at once instead of gliding there", async ({ page }) => {
    await page.goto('/about');
    await appReady(page);
    // Clicked and measured in one task: a smooth scroll has not moved yet then, a jump has arrived.
    const [before, after] = await page.evaluate(() => {
      const section = document.getElementById('journal')!;
      const top = section.getBoundingClientRect().top;
      [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'See how it works')!.click();
      return [top, section.getBoundingClientRect().top];
    });
    expect(before).toBeGreaterThan(400);
    // At the top of the screen, below the header (the section's scroll-margin).
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThan(120);
  });
});

test.describe('a phone, 390 x 844, normal text, the home page with articles', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Shift+Tab back up the home page never leaves the focused control under the sticky header', async ({ page, browser }) => {
    // Articles of this test's own (removed at the end), so the home page has cards to tab through.
    const staff = await browser.newContext();
    const editor = await staff.newPage();
    await signInAsEditor(editor);
    const ids: number[] = [];
    for (const [index, theme] of ['Training & Performance', 'Nutrition & Fueling', 'Recovery & Health', 'Mindset & Motivation'].entries()) {
      const created = await editor.request.post('/api/website-content', {
        data: { editorial_theme: theme, title: `Hill repeats, week ${index + 1} ${Date.now()}`, meta_description: 'Short and steep.', long_form_article: 'Walk down, run up. '.repeat(40) },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      expect((await editor.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
      ids.push(id);
    }
    // A publish purges the cached home page softly: the first read may still be the page from before it.
    await expect(async () => {
      await page.goto('/');
      await appReady(page);
      await expect(page.getByRole('link', { name: /Hill repeats, week/ })).not.toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    // From the end of the page back up through the footer, the newsletter form and the articles (the header was 125 px
    // of the 844 and "Subscribe" and the article links were focused under it).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    const hidden: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Shift+Tab');
      const under = await focusUnderHeader(page);
      if (under) hidden.push(under);
    }
    expect(hidden).toEqual([]);
    for (const id of ids) await editor.request.delete(`/api/website-content/${id}`);
    await staff.close();
  });
});

test.describe('a desktop, 1440 x 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Shift+Tab from the page into the sticky header keeps the reader's place", async ({ page }) => {
    await page.goto('/publisher/training');
    await appReady(page);
    // The reader scrolled down, with focus at the start of the content (as after the skip link).
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => document.getElementById('main-content')!.focus({ preventScroll: true }));
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBe(600);
    const themes = page.getByRole('navigation', { name: 'Themes' });
    await page.keyboard.press('Shift+Tab');
    await expect(themes.first().getByRole('link', { name: 'Racing', exact: true })).toBeFocused();
    // The page's scroll-padding (the header's height) made the browser scroll the page up under a focused header link.
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
  });

  test('a refused sign-in keeps focus on Sign In; a refused registration marks the field it names and puts the cursor there', async ({ page }) => {
    await page.goto('/community/auth');
    await appReady(page);
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('not-the-password');
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Login Failed');
    // The button was disabled while the request ran, which sent focus to the page's body.
    await expect(signIn).toBeFocused();
    await expect(signIn).toBeEnabled();

    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Full Name').fill('Pat Short');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration Failed', 'Password must be at least 8 characters');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    await expect(password).toBeFocused();
  });

  test('arrowing through the coach tone radios keeps focus on them, saves the last choice and says "an analytical tone"', async ({ page }) => {
    await registerMemberInUi(page, uniqueEmail('tones'), 'Tony Tone');
    await page.goto('/profile');
    const tones = page.getByRole('group', { name: 'Coach tone' });
    const radio = (name: string) => tones.getByRole('radio', { name });
    await expect(radio('Encouraging')).toBeChecked();
    await radio('Encouraging').focus();
    await page.keyboard.press('ArrowDown');
    await expect(radio('Analytical')).toBeChecked();
    await expectToast(page, 'Coach Tone Updated', 'Your coach will now reply in an analytical tone.');
    // Three presses in a row, the first still saving: the group was disabled then and focus fell to the body.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(radio('Direct')).toBeFocused();
    await expect(radio('Direct')).toBeChecked();
    await expectToast(page, 'Coach Tone Updated', 'Your coach will now reply in a direct tone.');
    await expect
      .poll(async () => ((await (await page.request.get('/api/community/profile')).json()) as { profile: { coach_tone: string } }).profile.coach_tone)
      .toBe('direct');
  });
});

/** The article this file published, deleted afterwards: later files count the published articles per theme. */
const published = deletedAfterAll();

test('a date keeps its day with its month where a byline or a card wraps, at any phone width and text size; a byline copies as shown', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { path } = await publishForReaders(browser, published, {
    title: 'Easy weeks that keep older legs fresh',
    category: 'Running',
    editorial_theme: 'Recovery & Health',
    meta_description: 'Every third week is easy.',
    long_form_article: 'Every third week is **easy**.',
  });
  // Copied, the byline reads as shown: its dots without the commas screen readers hear.
  await page.goto(path);
  await appReady(page);
  const copied = await page.locator('main header p', { hasText: 'By the Flying@50 team' }).evaluate((byline) => {
    const range = document.createRange();
    range.selectNodeContents(byline);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    return getSelection()!.toString();
  });
  expect(copied.replace(/\u00a0/g, ' ')).toMatch(/^By the Flying@50 team · \d{1,2} [A-Z][a-z]+ \d{4} · \d+ min read$/);
  // The article's byline, and the theme page's hero byline and cards.
  for (const at of [path, '/publisher/recovery']) {
    for (const large of [false, true]) {
      await page.setViewportSize({ width: 390, height: 844 });
      if (large) await openWithLargeText(page, at);
      else {
        await page.goto(at);
        await appReady(page);
      }
      await expect(page.locator('main time').first()).toBeVisible();
      for (let width = 320; width <= 430; width += 6) {
        await page.setViewportSize({ width, height: 844 });
        expect(await datesSplitAtTheDay(page.locator('main')), `${at} at ${width} px${large ? ', text at 200 %' : ''}`).toEqual([]);
      }
    }
  }
});
