import { expect, type APIRequestContext } from '@playwright/test';
import { appReady, inbox, signInAsEditor, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/** A reader's magazine journeys (issue 11): search, newsletter sign-up, Most-Read from real views. */

interface Created {
  id: number;
  title: string;
  slug: string;
}

/** A word no other article holds: letters only, so full-text search keeps it one word. */
const WORD = `quill${Date.now()
  .toString(26)
  .replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)])}`;
/** Another word of this run's own, and the same misspelt (a search suggestion replaces it). */
const NAME = `switchback${WORD.slice('quill'.length)}`;
const MISSPELT = NAME.replace('switchback', 'swichback');

/** A desktop Chrome user agent: the view counter ignores headless browsers, a reader's Chrome is counted. */
const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const created: number[] = [];

test.afterEach(async ({ page }) => {
  if (!created.length) return;
  await signInAsEditor(page);
  for (const id of created.splice(0)) await page.request.delete(`/api/website-content/${id}`);
});

async function draft(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const res = await request.post('/api/website-content', { data: { editorial_theme: 'Training & Performance', ...data } });
  expect(res.status()).toBe(201);
  const article = (await res.json()) as Created;
  created.push(article.id);
  return article;
}

async function publish(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const article = await draft(request, data);
  expect((await request.post(`/api/website-content/${article.id}/publish`, { data: {} })).status()).toBe(200);
  return article;
}

test('a reader searches from the header, sees ranked highlighted results and opens one; drafts are never found', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  // The title match ranks above the newer body-only match.
  const inTitle = await publish(page.request, {
    title: `Hill repeats with ${WORD}`,
    meta_description: `Short climbs, long benefits: the ${NAME} way.`,
    long_form_article: `Hill repeats build strength. The ${WORD} session is six climbs of one minute.`,
  });
  const inBody = await publish(page.request, {
    title: 'Recovery days that work',
    meta_description: 'Easy days make hard days count.',
    long_form_article: `Rest well. Some readers pair an easy day with the ${WORD} routine.`,
  });
  const secret = `${WORD}draft`;
  await draft(page.request, { title: `Unpublished ${secret}`, long_form_article: `Only editors may read about ${secret}.` });

  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.setViewportSize({ width: 1280, height: 900 });
  await reader.goto('/');
  await appReady(reader);
  await reader.getByRole('search').getByRole('searchbox', { name: 'Search articles' }).fill(WORD);
  await reader.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(reader).toHaveURL(new RegExp(`/search\\?q=${WORD}$`));
  await expect(reader.getByRole('heading', { level: 1, name: `Search results for “${WORD}”` })).toBeVisible();
  await expect(reader.getByRole('status')).toHaveText(`2 articles found for “${WORD}”`);
  const results = reader.getByRole('article');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0).getByRole('heading')).toHaveText(inTitle.title);
  await expect(results.nth(1).getByRole('heading')).toHaveText(inBody.title);
  await expect(results.nth(0).locator('mark')).toHaveText([WORD]);
  await expect(results.nth(1).locator('mark')).toHaveText([WORD]);
  await reader.waitForLoadState('networkidle');
  expect(await violations(reader)).toEqual([]);
  await reviewScreenshot(reader, { path: 'test-results/search-results-desktop.png', fullPage: true });
  await reader.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(reader, { path: 'test-results/search-results-phone.png', fullPage: true });
  // A long word wraps: the page never scrolls sideways on a phone.
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(reader)).toEqual([]);
  await reader.setViewportSize({ width: 1280, height: 900 });

  // A page past the last result (an old link, a hand-edited address) says so plainly, with the way back.
  for (const offset of [40, 2000]) {
    await reader.goto(`/search?q=${WORD}&offset=${offset}`);
    await expect(reader.getByRole('status')).toHaveText(`2 articles found for “${WORD}”`);
    await expect(reader.getByText(`There are no more results for “${WORD}”.`)).toBeVisible();
    await expect(reader.getByText(/No published article matches/)).toHaveCount(0);
    await expect(reader.getByRole('navigation', { name: 'Result pages' })).toHaveCount(0);
  }
  expect(await violations(reader)).toEqual([]);
  await reader.getByRole('link', { name: 'Back to the first page of results' }).click();
  await expect(reader).toHaveURL(new RegExp(`/search\\?q=${WORD}$`));
  await expect(results).toHaveCount(2);

  // A result opens its article.
  await results.nth(1).getByRole('link', { name: inBody.title }).click();
  await expect(reader).toHaveURL(new RegExp(`/article/(${inBody.id}|${inBody.slug})$`));
  await expect(reader.getByRole('heading', { level: 1, name: inBody.title })).toBeVisible();

  // A draft's words are never found, not even by the editor who wrote it.
  for (const who of [reader, page]) {
    await who.goto(`/search?q=${secret}`);
    await expect(who.getByRole('status')).toHaveText(`0 articles found for “${secret}”`);
    await expect(who.getByText('No published article matches those words. Try fewer or different words.')).toBeVisible();
    await expect(who.getByRole('article')).toHaveCount(0);
    // The page's own search box holds the words, to change them where the reader is (on a phone too).
    await expect(who.getByRole('search', { name: 'Search the magazine' }).getByRole('searchbox')).toHaveValue(secret);
  }
  // An empty search leads on: to the six themes' pages.
  const themes = reader.getByRole('navigation', { name: 'Or browse a theme' });
  await expect(themes.getByRole('link')).toHaveCount(6);
  await themes.getByRole('link', { name: 'Recovery & Health' }).click();
  await expect(reader).toHaveURL(/\/publisher\/recovery$/);
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();

  // A misspelt word: the page offers the words articles use, and the offer finds them.
  await reader.goto(`/search?q=${MISSPELT}`);
  await expect(reader.getByRole('status')).toHaveText(`0 articles found for “${MISSPELT}”`);
  await reader.getByRole('link', { name: `“${NAME}”` }).click();
  await expect(reader).toHaveURL(new RegExp(`/search\\?q=${NAME}$`));
  await expect(reader.getByRole('status')).toHaveText(`1 article found for “${NAME}”`);
  await expect(results.nth(0).getByRole('heading')).toHaveText(inTitle.title);
  await reader.goBack();
  await expect(reader.getByText(`Did you mean “${NAME}”?`)).toBeVisible();
  expect(await violations(reader)).toEqual([]);

  // A word too common to search for says so (it found nothing, and the page said no article matched).
  await reader.goto('/search?q=after');
  await expect(reader.getByText('“after” is too common to search for on its own. Add a more particular word', { exact: false })).toBeVisible();
  // Not '0 articles found' above it: nothing was searched for.
  await expect(reader.getByText(/articles? found/)).toHaveCount(0);
  // Words longer than a search may be (a crafted or cut-off link) say so, not only 'Type a word or two'.
  await reader.goto(`/search?q=${'long'.repeat(51)}`);
  await appReady(reader);
  await expect(reader.getByText('The search is too long: at most 200 characters.')).toBeVisible();

  // An empty query says what to do; an empty header box goes nowhere.
  await reader.goto('/search?q=');
  await appReady(reader); // the server's page: a blank search is refused by the app (the form alone would send it)
  await expect(reader.getByRole('heading', { level: 1, name: 'Search the magazine' })).toBeVisible();
  await expect(reader.getByText(/Type a word or two, for example/)).toBeVisible();
  const pageSearch = reader.getByRole('search', { name: 'Search the magazine' });
  await pageSearch.getByRole('searchbox', { name: 'Search articles' }).fill('   ');
  await pageSearch.getByRole('button', { name: 'Search' }).click();
  await expect(reader).toHaveURL(/\/search\?q=$/);
  expect(await violations(reader)).toEqual([]);
  await context.close();
});

test('a reader signs up from the home page sidebar and from the about page; the mailed link confirms', async ({ page: editor, browser }) => {
  // The sidebar is there once the magazine has an article.
  await signInAsEditor(editor);
  await publish(editor.request, { title: `Sign-up ${WORD}`, long_form_article: 'One article, so the home page has its sidebar.' });
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('sidebar');
  // The publish purges the cached home page through the queue: on a slow machine the first read may come before it.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await appReady(page);
  const form = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('form', { name: 'Newsletter sign-up' });
  // The sidebar is narrow on a wide screen: the address takes the form's whole width (the button goes under it), so
  // its placeholder and a long address are not cut.
  const [field, whole] = [await form.getByRole('textbox', { name: 'Email address' }).boundingBox(), await form.boundingBox()];
  expect(field!.width).toBeGreaterThan(whole!.width - 2);
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Thanks! Check your inbox to confirm your subscription.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  const first = await inbox(email, 'Confirm your Flying@50 newsletter subscription');
  // The same address again: the same answer (the form tells no one who is subscribed); no second mail within 10 minutes
  // (a budget per recipient, so nobody can flood an inbox), and the first link keeps working.
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Thanks! Check your inbox to confirm your subscription.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  // The first mail's link confirms (the confirmation page itself: newsletter-confirm.spec.ts).
  const link = new URL(/https?:\/\/\S*\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(first.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();

  // /about: the header's Subscribe button leads to the form, with the cursor in its e-mail box.
  const other = uniqueEmail('about');
  await page.goto('/about');
  await appReady(page);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).first().click();
  const aboutForm = page.locator('#subscribe').getByRole('form', { name: 'Newsletter sign-up' });
  await expect(aboutForm.getByRole('textbox', { name: 'Email address' })).toBeFocused();
  await expect(aboutForm).toBeInViewport();
  await page.keyboard.type(other);
  await page.keyboard.press('Enter');
  await expect(aboutForm.getByText('Thanks! Check your inbox to confirm your subscription.')).toBeVisible();
  await inbox(other, 'Confirm your Flying@50 newsletter subscription');
  expect(await violations(page)).toEqual([]);
  await context.close();
});

test("Most-Read Stories lists the article readers viewed most, from the article page's view beacon", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  const popular = await publish(page.request, {
    title: `Most read ${WORD}`,
    meta_description: 'Everyone is reading this.',
    long_form_article: 'Stretch after every run, not before it.',
  });

  // Three readers' Chrome (headless user agents are not counted, nor one reader's repeat within the hour): Most-Read
  // lists an article from three readings on.
  const contexts = [];
  for (let i = 0; i < 3; i += 1) {
    const context = await browser.newContext({ userAgent: `${READER_AGENT} Reader/${i + 1}` });
    contexts.push(context);
    const reading = await context.newPage();
    const counted = reading.waitForResponse((res) => res.url().endsWith('/api/analytics/article-views') && res.request().method() === 'POST');
    await reading.goto(`/article/${popular.id}`);
    await expect(reading.getByRole('heading', { level: 1, name: popular.title })).toBeVisible();
    expect((await counted).status()).toBeLessThan(300);
  }
  const context = contexts[0];
  const reader = await context.newPage();

  // Most-Read is cached up to a minute; publishing an article is a content event that empties the public cache.
  await publish(page.request, { title: `Fresh ${WORD}`, long_form_article: 'A newer article with no readers yet.' });
  const mostRead = reader.getByRole('region', { name: 'Most-Read Stories' });
  await expect(async () => {
    await reader.goto('/');
    await appReady(reader);
    await expect(mostRead.getByRole('article').first()).toContainText(popular.title, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mostRead.getByRole('link', { name: new RegExp(popular.title) }).first()).toHaveAttribute('href', new RegExp(`/article/(${popular.id}|${popular.slug})$`));
  // Each article once per home page: the popular article is in Most-Read only.
  await expect(reader.locator('main').getByRole('link', { name: new RegExp(popular.title) })).toHaveCount(1);
  for (const other of contexts) await other.close();
});
