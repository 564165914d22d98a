import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, LARGE_TEXT, sideways, signInAsAdmin, test, reviewScreenshot } from './support.js';

const SHOTS = '/tmp/editor-shots';
mkdirSync(SHOTS, { recursive: true });

/**
 * Each shown button (and tab) whose label breaks inside a word: a word's letters on more than one line ('Ge/ner/ate').
 * A label may wrap between its words; it never squeezes a word. Text for screen readers only (a 1 px box) is left out.
 */
const brokenButtonWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], a[class*="min-h-1"]')) {
      if (button.getBoundingClientRect().width <= 1 || button.closest('[aria-hidden="true"]')) continue;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`"${word[0]}" of "${button.textContent?.trim()}" on ${lines.size} lines`);
        }
      }
    }
    return broken;
  });

/** The dashboard's tabs as an admin sees them, each with its heading. */
const TABS = [
  ['Website', 'Website content'],
  ['Premium', 'Premium content'],
  ['Apple News+', 'Apple News+ editorial calendar'],
  ['Ads', 'Advertisements'],
  ['Newsletter', 'Newsletter'],
  ['Users', 'User Management'],
] as const;

async function openTab(page: Page, tab: string, heading: string, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: tab, exact: true }).click();
  } else {
    await page.getByRole('tab', { name: tab, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  // What the tab loads (counts, newest articles, ads) is in place.
  await expect(page.getByText(/Counting…|Loading/)).toHaveCount(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`no button of the dashboard's tabs breaks a word at ${width} px; labels wrap between words`, async ({ page, putBack }) => {
    test.setTimeout(90_000);
    // Each card with its newest article's actions: a website draft, a premium article and an ad.
    await signInAsAdmin(page);
    const created = await page.request.post('/api/website-content', {
      data: { title: `Buttons that keep their words ${Date.now()}`, editorial_theme: 'Training & Performance', long_form_article: 'Whole words only.' },
    });
    expect(created.status()).toBe(201);
    // Other journeys count the themes' articles and the ads as they found them.
    putBack(async () => expect((await page.request.delete(`/api/website-content/${(await created.json()).id}`)).status()).toBe(200));
    const [premium] = await browserDatabaseQuery<{ id: number }>(
      `insert into premium_content (topic, editorial_week, editorial_theme, status, long_form_article, apple_news_deck, tldr_summary, headlines, repurposed_formats)
       values ($1, 1, 'Training & Performance', 'published', '## 1. One\n\nText.', 'A deck.', 'Short.', '["A headline"]', '{}') returning id`,
      [`Whole words for premium ${Date.now()}`],
    );
    putBack(() => browserDatabaseQuery(`update premium_content set status = 'archived' where id = $1`, [premium.id]));
    const ad = await page.request.post('/api/ads', { data: { title: 'Trail socks', image_url: 'https://images.pexels.com/photos/1/socks.jpeg', target_pages: ['home'], format: 'square', position: 1 } });
    expect(ad.status()).toBe(201);
    // Through the API, which empties the public caches that held it (a row deleted by SQL stayed on the cached home page).
    putBack(async () => expect((await page.request.delete(`/api/ads/${(await ad.json()).id}`)).status()).toBe(200));
    // Switched off at once: its picture's host does not resolve here, and a journey reading the home page meanwhile must not
    // meet it (public-pages.spec.ts fails on any console error there).
    expect((await page.request.patch(`/api/ads/${(await ad.json()).id}/toggle-status`)).status()).toBe(200);
    // A subscriber with a long address (as readers' are): the address column took the Erase buttons' room, 'Er/ase'.
    const [subscriber] = await browserDatabaseQuery<{ id: number }>(`insert into newsletter_subscribers (email, status) values ($1, 'pending') returning id`, [
      `a-reader-with-a-rather-long-address-${Date.now()}-${width}@long-domain-of-a-cycling-club.example.com`,
    ]);
    putBack(() => browserDatabaseQuery(`delete from newsletter_subscribers where id = $1`, [subscriber.id]));

    await page.setViewportSize({ width, height });
    await page.goto('/admin');
    for (const [tab, heading] of TABS) {
      await openTab(page, tab, heading, width < 768);
      expect(await brokenButtonWords(page), `${tab} tab at ${width} px`).toEqual([]);
      expect(await sideways(page), `${tab} tab scrolls sideways at ${width} px`).toBe(0);
      if (tab === 'Website' || tab === 'Premium') {
        // The first card, whose newest article has its buttons too.
        await page.getByRole('button', { name: /^Generate (New|Content) for Training & Performance$/ }).evaluate((button) => button.scrollIntoView({ block: 'center' }));
        await reviewScreenshot(page, { path: `${SHOTS}/dashboard-${tab.toLowerCase()}-buttons-${width}.png` });
      }
    }
    if (width < 768) {
      // Text at 200 %: a label wider than its card wraps inside its button, and nothing scrolls sideways.
      await page.addStyleTag({ content: LARGE_TEXT });
      for (const [tab, heading] of TABS.slice(0, 2)) {
        await openTab(page, tab, heading, true);
        expect(await sideways(page), `${tab} tab at 200 % text scrolls sideways`).toBe(0);
        await page.getByRole('button', { name: /^Generate (New|Content) for Training & Performance$/ }).evaluate((button) => button.scrollIntoView({ block: 'center' }));
        await reviewScreenshot(page, { path: `${SHOTS}/dashboard-${tab.toLowerCase()}-buttons-390-200pc.png` });
      }
    }
  });
}
