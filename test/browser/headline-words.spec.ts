import { expect, type Page } from '@playwright/test';
import { deletedAfterAll, openWithLargeText, sideways, signInAsEditor, test, reviewScreenshot } from './support.js';

/**
 * Long headline words on a phone with the text at 200 % (WCAG 1.4.4, 1.4.10): a word wider than the screen breaks with
 * a hyphen where the browser has a dictionary for the page's language (hyphens: auto on narrow screens, index.css), else
 * anywhere (overflow-wrap: anywhere); either way no heading runs out of its box and the page never scrolls sideways.
 */

// A title with a word far wider than a phone at 200 % text (17 letters at 72 px).
const TITLE = `Cardiorespiratory conditioning for masters triathletes ${Date.now().toString(36)}`;

/** Articles this file published, deleted afterwards: later files count the published articles per theme. */
const published = deletedAfterAll();

/** Each heading of the page's main content whose text runs out of its box or off the screen, with by how much. */
const overflowingHeadings = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3, h4')]
      // Shown ones (not display:none, not the 1 px box of a heading for screen readers only).
      .filter((heading) => heading.getBoundingClientRect().width > 1)
      .flatMap((heading) => {
        const box = heading.getBoundingClientRect();
        const spill = heading.scrollWidth - heading.clientWidth;
        const offScreen = Math.ceil(box.right - document.documentElement.clientWidth);
        return spill > 0 || offScreen > 0 || box.left < 0 ? [`"${heading.textContent?.trim().slice(0, 40)}": ${spill} px beyond its box, ${offScreen} px beyond the screen`] : [];
      }),
  );

/** The `hyphens` of the page's main headings (auto: a long word breaks with a hyphen, given a dictionary). */
const headingHyphens = (page: Page) =>
  page.locator('main').evaluate((main) => [
    ...new Set(
      [...main.querySelectorAll('h1, h2, h3, h4')].filter((heading) => heading.getBoundingClientRect().width > 1).map((heading) => getComputedStyle(heading).hyphens),
    ),
  ]);

test.describe('a phone, 390 x 844, text at 200 %', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a long headline word stays within its heading on the article, its theme's page and the home page; nothing scrolls sideways", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const editor = await context.newPage();
    await signInAsEditor(editor);
    const created = await editor.request.post('/api/website-content', {
      data: { title: TITLE, editorial_theme: 'Training & Performance', meta_description: 'Heart and lungs after fifty.', long_form_article: 'Intervals, hills and patience.\n\n## Periodisation\n\nThree weeks on, one week easier.' },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };
    expect((await editor.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
    published.push(id);
    await context.close();

    for (const [name, path, heading] of [
      ['article', `/article/${slug}`, TITLE],
      ['theme', '/publisher/training', 'Training & Performance'],
      ['home', '/', TITLE],
    ] as const) {
      await openWithLargeText(page, path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await overflowingHeadings(page), `headings on ${path}`).toEqual([]);
      expect(await sideways(page), `${path} scrolls sideways`).toBe(0);
      expect(await headingHyphens(page), `hyphens on ${path}`).toEqual(['auto']);
      await page.getByRole('heading', { name: heading }).first().scrollIntoViewIfNeeded();
      await reviewScreenshot(page, { path: `test-results/headline-${name}-390.png` });
      // A desktop keeps whole words in its headlines (no hyphens), with room to spare.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('heading', { name: heading }).first().scrollIntoViewIfNeeded();
      expect(await overflowingHeadings(page), `headings on ${path} at 1440 px`).toEqual([]);
      expect(await headingHyphens(page), `hyphens on ${path} at 1440 px`).toEqual(['manual']);
      await reviewScreenshot(page, { path: `test-results/headline-${name}-1440.png` });
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });
});
