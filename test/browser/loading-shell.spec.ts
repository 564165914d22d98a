import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { appReady, registerMemberInUi, signInAsAdmin, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * The members', staff and account pages on a slow phone: the HTML the server sends already shows the site's header bar
 * and a polite 'Loading…' (the loading shell, painted with the page's inline stylesheet, before any JavaScript has
 * arrived), and the app replaces it without moving the header. Screenshots of the shell and the page go to
 * /tmp/wt-phone-shots (or SHOTS_DIR) for a look.
 */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/wt-phone-shots';

/** Holds every script of the app until `release` is called (as Slow 4G holds the JavaScript while the HTML paints). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The header's box, colour and logo position, once the web fonts are in: the logo is text, and before Inter and Source
 * Serif 4 arrive its metric-matched fallback is a pixel or two narrower (a centred logo once measured 119 px from the
 * left in the shell and 121 px in the app: the font, not the shell).
 */
const headerLook = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const header = document.querySelector('#root header');
    if (!header) return null;
    const box = header.getBoundingClientRect();
    const bar = header.firstElementChild!.getBoundingClientRect();
    const round = ({ left, top, width, height }: DOMRect) => ({ left: Math.round(left), top: Math.round(top), width: Math.round(width), height: Math.round(height) });
    const logo = header.querySelector('a')!.getBoundingClientRect();
    return { top: box.top, box: round(box), barHeight: Math.round(bar.height), background: getComputedStyle(header).backgroundColor, logo: { left: Math.round(logo.left), top: Math.round(logo.top) } };
  });

/** Counts the page's layout shifts (not those right after input) from its first paint, in window.__shifts. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));

async function signedInMember(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await registerMemberInUi(page, uniqueEmail('shell'));
  return { context, page };
}

test('a members\' page sent without its JavaScript shows the header and a polite "Loading…", painted before any script arrives', async ({ browser, request }) => {
  // The server's HTML itself, as a crawler or a phone that has not run a line of JavaScript has it.
  for (const path of ['/journal', '/library', '/profile', '/admin', '/forgot-password', '/reset-password']) {
    const html = await (await request.get(path)).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root, path).toMatch(/<header[^>]*>[\s\S]*Flying[\s\S]*@[\s\S]*50[\s\S]*<\/header>/);
    expect(root, path).toMatch(/role="status"[^>]*>[\s\S]*Loading…/);
    // One font preloaded, the body text's: more competed with the JavaScript on a slow connection.
    expect(html.match(/<link rel="preload" as="font"[^>]*>/g) ?? [], path).toEqual([expect.stringMatching(/inter-latin-400-normal-/)]);
  }
  mkdirSync(SHOTS, { recursive: true });
  for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/journal', { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Flying@50' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading…');
    // Painted, with no script yet: the first contentful paint came from the server's HTML and inline stylesheet.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    const scriptsDone = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.js') && entry.responseEnd > 0).length);
    expect(scriptsDone, 'scripts arrived before the first paint').toBe(0);
    const shell = await headerLook(page);
    expect(shell?.barHeight, 'the header bar as tall as the members\' (min-h-18)').toBeGreaterThanOrEqual(72);
    await reviewScreenshot(page, { path: `${SHOTS}/shell-journal-${name}.png` });
    // The scripts arrive: the first paint was before them.
    release();
    await appReady(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
      script: Math.min(...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.responseEnd)),
    }));
    expect(timing.paint).toBeLessThan(timing.script);
    await context.close();
  }
});

test('the app replaces the loading shell without moving the header: same bar, colour and logo (390 and 1440 px)', async ({ browser }) => {
  for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    const { context, page } = await signedInMember(browser, options);
    const release = await holdScripts(page);
    await recordShifts(page);
    await page.goto('/journal', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText('Loading…');
    const shell = await headerLook(page);
    release();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights Guide' })).toBeAttached();
    await expect(page.locator('[data-loading-shell]')).toHaveCount(0);
    await reviewScreenshot(page, { path: `${SHOTS}/loaded-journal-${name}.png` });
    const loaded = await headerLook(page);
    expect(loaded?.top).toBe(shell?.top);
    expect(loaded?.background).toBe(shell?.background);
    expect(loaded?.logo, 'the logo stays where it was').toEqual(shell?.logo);
    expect(await shiftOf(page), `layout shift at ${name} px`).toBeLessThan(0.1);
    await context.close();
  }
});

/**
 * The staff dashboard and the account pages have headers of their own (StaffHeader: the logo with the area's name, the
 * month and who is signed in; the account pages: the logo alone, centred above the card). The server sends the shell of
 * the page's layout (LoadingShell's variant, by the route: routes.tsx), and the layout's own loading state draws the
 * same, so the header stays where it was, as tall as it was. Screenshots: /tmp/shells-{staff,account}-{loading,loaded}-{390,1440}.png.
 */
test('a staff and an account page are sent with the shell of their own header, which the page keeps once loaded (390 and 1440 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  const pages = [
    { shape: 'staff', path: '/admin', signIn: signInAsAdmin, loaded: (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Editorial dashboard' })).toBeAttached() },
    { shape: 'account', path: '/forgot-password', signIn: null, loaded: (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible() },
  ];
  for (const { shape, path, signIn, loaded: isLoaded } of pages) {
    for (const [name, options] of [['390', PHONE], ['1440', DESKTOP]] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      if (signIn) await signIn(page);
      const release = await holdScripts(page);
      await recordShifts(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('[data-loading-shell]')).toHaveAttribute('data-loading-shell', shape);
      await expect(page.getByRole('status')).toHaveText('Loading…');
      await reviewScreenshot(page, { path: `/tmp/shells-${shape}-loading-${name}.png` });
      const shell = await headerLook(page);
      release();
      await appReady(page);
      await isLoaded(page);
      await expect(page.locator('[data-loading-shell]')).toHaveCount(0);
      await reviewScreenshot(page, { path: `/tmp/shells-${shape}-loaded-${name}.png` });
      const loaded = await headerLook(page);
      expect(loaded?.box, `${path}: the header's box at ${name} px`).toEqual(shell?.box);
      expect(loaded?.background, path).toBe(shell?.background);
      expect(loaded?.logo, `${path}: the logo stays where it was at ${name} px`).toEqual(shell?.logo);
      expect(await shiftOf(page), `${path}: layout shift at ${name} px`).toBeLessThan(0.1);
      await context.close();
    }
  }
});
