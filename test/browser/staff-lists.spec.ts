import { expect, type Page } from '@playwright/test';
import { browserDatabaseQuery, signInAsAdmin, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * Issue 20: the dashboard's staff lists read a page at a time. A theme's website list shows one page at a time (Next and
 * Previous, focus on the "Page N" heading, the DOM one page long), filters by status and order on the server, and the
 * search runs on the server (it finds articles on later pages, titles first).
 */

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [label, width, height] of [['desktop', 1440, 900], ['phone', 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await reviewScreenshot(page, { path: `test-results/staff-lists-${name}-${label}.png` });
  }
}

test("a theme's website list: one page at a time (Next, Previous, focus on the page heading), status and order, search on the server", async ({ page }) => {
  test.setTimeout(180_000);
  const word = `quokka${Date.now()}`;
  // 45 drafts in Gear & Tech, newer than anything written before, and 3 older ones with a rare word (beyond the first
  // pages); dated just before now, so articles other tests write later stay newer.
  await browserDatabaseQuery(
    `insert into website_content (title, slug, editorial_theme, status, long_form_article, headlines, tldr_summary, tags, created_at, updated_at)
     select case when g > 45 then 'Wetsuit care with a ' || $1::text || ' ' || g else 'Bike fit check ' || g end, $1::text || '-' || g, 'Gear & Tech', 'draft',
            repeat('Body text. ', 300), '[]', '', '[]', now() - (g || ' milliseconds')::interval, now()
       from generate_series(1, 48) g`,
    [word],
  );
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  await expect(page.getByText('Bike fit check 1', { exact: true })).toBeVisible(); // the card's newest article (a page of one)
  await page.getByRole('button', { name: /published in Gear & Tech: open the list/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gear & Tech articles' });
  const rows = dialog.getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await expect(dialog.getByRole('status')).toContainText(/articles, 1–20 shown/);
  await expect(dialog.getByRole('heading', { name: 'Page 1' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Bike fit check 1');

  // Next: the next page replaces the list (never more than a page in the DOM), and focus goes to its heading.
  const next = dialog.getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Page 2' })).toBeFocused();
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('Bike fit check 21');
  await expect(dialog.getByRole('status')).toContainText(/articles, 21–40 shown/);
  expect(await violations(page)).toEqual([]);
  await screenshots(page, 'website-theme');
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByRole('heading', { name: 'Page 1' })).toBeFocused();
  await expect(rows.first()).toContainText('Bike fit check 1');
  await expect(rows).toHaveCount(20);

  // Drafts, the first written first (searched, so the journey's other articles stay out): the oldest of the 45 leads.
  const search = dialog.getByRole('searchbox', { name: 'Search Gear & Tech articles' });
  await search.fill('Bike fit check');
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Drafts' });
  await dialog.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Oldest first' });
  await expect(rows.first()).toContainText('Bike fit check 45');
  await expect(rows.nth(1)).toContainText('Bike fit check 44');
  await expect(dialog.getByRole('status')).toContainText(/^45 articles match, 1–20 shown$/);
  await expect(dialog.getByRole('heading', { name: 'Page 1' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Published' });
  await expect(dialog.getByText('No article matches the search.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
  await dialog.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Newest first' });
  await expect(rows.first()).toContainText('Bike fit check 1');

  // The rare word is on articles not loaded yet: the server finds them.
  await dialog.getByRole('searchbox', { name: 'Search Gear & Tech articles' }).fill(`${word} wetsuit`);
  await expect(rows).toHaveCount(3);
  await expect(dialog.getByRole('status')).toHaveText('3 articles match');
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(rows.first()).toContainText(`Wetsuit care with a ${word} 46`);
  await expect(rows.first()).toContainText(`${word}-46`); // the slug tells articles of one title apart

  // An article's address pasted (its link, here) finds that article alone.
  await expect(search).toHaveAccessibleDescription(/paste an article's slug, its link or #id/);
  await search.fill(`https://flyingat50.example/article/${word}-47`);
  await expect(dialog.getByRole('status')).toHaveText('1 article matches');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Wetsuit care with a ${word} 47`);
  await search.fill(`${word} wetsuit`);
  await expect(rows).toHaveCount(3);

  // Preview reads the whole article (the list holds summaries).
  await rows.first().getByRole('button', { name: /^Preview/ }).click();
  const preview = page.getByRole('dialog').filter({ hasText: 'Website article preview' });
  await expect(preview.getByText(/\d+ words/).first()).toBeVisible();
  await expect(preview.getByText('Body text.').first()).toBeVisible();
});

test('the users list pages and searches on the server; the audit log pages too', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = `lister${Date.now()}`;
  await browserDatabaseQuery(
    `insert into users (email, name, password_hash, is_premium, created_at)
     select $1::text || g || '@example.com', 'Lister ' || g, 'x', g % 2 = 0, now() - (g || ' milliseconds')::interval from generate_series(1, 30) g`,
    [tag],
  );
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const search = page.getByRole('searchbox', { name: 'Search by email or name' });
  await search.fill(tag);
  await expect(page.getByText('Showing 20 of 30')).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more users' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Showing 30 of 30')).toBeVisible();
  await expect(page.getByText('That is every user.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('premium');
  await expect(page.getByText('Showing 15 of 15')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  // The audit log's Refresh is busy while it reads the log again, then says when it read it (with nothing new it
  // showed nothing at all: a button that seemed to do nothing).
  const audit = page.getByRole('region', { name: 'Audit log' });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/api/admin/audit-log', async (route) => {
    await held;
    await route.continue();
  }, { times: 1 });
  const refresh = audit.getByRole('button', { name: 'Refresh', exact: true });
  await refresh.click();
  await expect(refresh).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(refresh).toHaveAttribute('aria-busy', 'false');
  await expect(audit.getByRole('status').filter({ hasText: /^Up to date at \d\d:\d\d:\d\d$/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await screenshots(page, 'users');
});

test("the users list shows members' plans and none for staff or content accounts (neither is a member on the free plan)", async ({ page, browser }) => {
  const staff = await browser.newContext();
  await signInAsEditor(await staff.newPage());
  await staff.close();
  const member = `plain${Date.now()}@example.com`;
  await browserDatabaseQuery(`insert into users (email, name, password_hash) values ($1, 'Plain Member', 'x')`, [member]);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const search = page.getByRole('searchbox', { name: 'Search by email or name' });
  await search.fill('editor@flyingat50.test');
  const users = page.getByRole('table', { name: 'Community users and staff' });
  const editor = users.getByRole('row').filter({ hasText: 'editor@flyingat50.test' });
  await expect(editor).toContainText('Editor');
  await expect(editor.getByText('Free', { exact: true })).toHaveCount(0);
  await search.fill(member);
  await expect(users.getByRole('row').filter({ hasText: member }).getByText('Free', { exact: true })).toBeVisible();
  // The demo content's author (reserved .invalid domain) is no member: marked as a content account, with no plan, as
  // the Members tiles leave it out.
  const content = `content${Date.now()}@flyingat50.invalid`;
  await browserDatabaseQuery(`insert into users (email, name, password_hash) values ($1, 'Demo content', 'x')`, [content]);
  await search.fill(content);
  const contentRow = users.getByRole('row').filter({ hasText: content });
  await expect(contentRow.getByText('Content account', { exact: true })).toBeVisible();
  await expect(contentRow.getByText('Free', { exact: true })).toHaveCount(0);
});

test('past 10,000 changes the audit log says "Over 10,000" instead of counting every one; a search counts exactly', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = `bulk-${Date.now()}`;
  await browserDatabaseQuery(
    `insert into audit_log (action, subject_kind, subject_id, details, at)
     select 'ad.update', $1::text, g, '{}', now() - interval '400 days' - (g || ' seconds')::interval from generate_series(1, 10001) g`,
    [marker],
  );
  try {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const count = page.getByText('Over 10,000 changes, 20 shown');
    await expect(count).toBeVisible();
    for (const [label, width, height] of [['desktop', 1440, 900], ['phone', 390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('heading', { name: 'Audit log' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await reviewScreenshot(page, { path: `test-results/staff-lists-audit-log-over-${label}.png` });
    }
    // On a phone the changes are cards (the table is for wider screens), and nothing scrolls sideways.
    await expect(page.getByRole('list', { name: 'Audit log, newest first' }).getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('searchbox', { name: /Search the audit log/ }).fill('website.publish');
    await expect(page.getByText(/^\d+ changes? match/)).toBeVisible();
  } finally {
    await browserDatabaseQuery(`delete from audit_log where subject_kind = $1`, [marker]);
  }
});

/** How many lines each figure (a `dd` whose text is one of `figures`) takes, and whether it spills out of its box. */
async function figureLines(page: Page, figures: string[]): Promise<Record<string, { lines: number; spills: boolean }>> {
  return page.evaluate((wanted) => {
    const found: Record<string, { lines: number; spills: boolean }> = {};
    for (const dd of document.querySelectorAll('dd')) {
      const text = dd.textContent?.trim() ?? '';
      if (!wanted.includes(text)) continue;
      const lineHeight = parseFloat(getComputedStyle(dd).lineHeight);
      found[text] = { lines: Math.round(dd.getBoundingClientRect().height / lineHeight), spills: dd.scrollWidth > dd.clientWidth };
    }
    return found;
  }, figures);
}

test('the Users tab’s figures stay whole at 10,000 members on a phone and at 1440 px, never broken mid-number', async ({ page }) => {
  test.setTimeout(120_000);
  // The counts and billing figures of a real-size magazine (the test database has a handful of members).
  await page.route('**/api/admin/users/counts', (route) => route.fulfill({ json: { total: 10000, premium: 2500, free: 7500 } }));
  const totals = { paying_members: 2480, mrr_pence: 1234567, new_this_month: 120, cancelled_this_month: 15, new_7_days: 40, new_30_days: 130 };
  await page.route('**/api/billing/members*', async (route) => {
    const real = await route.fetch();
    const members = real.ok() ? ((await real.json()) as { members: unknown[] }).members : [];
    await route.fulfill({ json: { members, totals } });
  });
  const figures = ['10,000', '2,500', '7,500', '2,480', '£12,345.67', '120', '15'];
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
  await expect(page.getByText('10,000', { exact: true })).toBeVisible();
  await expect(page.getByText('£12,345.67', { exact: true })).toBeVisible();
  const whole = Object.fromEntries(figures.map((figure) => [figure, { lines: 1, spills: false }]));
  expect(await figureLines(page, figures)).toEqual(whole);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(await violations(page)).toEqual([]);
  await reviewScreenshot(page, { path: 'test-results/users-figures-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await figureLines(page, figures)).toEqual(whole);
  await reviewScreenshot(page, { path: 'test-results/users-figures-1440.png' });
});
