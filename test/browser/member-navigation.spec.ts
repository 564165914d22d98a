import { expect, type Locator, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, registerMemberInUi, signInAsEditor, test, uniqueEmail } from './support.js';
import { violations } from './axe.js';

/**
 * Issue 23: the upgrade band sits in the page (never over Set Goal or the message box) and stays away once put away,
 * on every page, after a reload and on another device; every area reaches the others (magazine, members' area, and
 * the dashboard for staff), by keyboard, at phone and desktop widths.
 */

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('both must be on the page');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Presses Tab until the link or button with this accessible text has focus (fails after 60 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute('aria-label') || el?.textContent || '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`"${name}" cannot be reached with the Tab key (${page.url()}: ${await page.evaluate(() => document.body.innerText.slice(0, 300))})`);
}

test.describe('the upgrade band at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never covers Set Goal or the message box, and stays away once put away, across pages, reloads and devices', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('band');
    await registerMemberInUi(page, email);
    const band = page.getByRole('complementary', { name: 'Upgrade to Premium' });

    await expect(band).toBeVisible();
    const composer = page.getByRole('form', { name: 'Write to your coach' });
    await composer.scrollIntoViewIfNeeded();
    expect(await overlaps(band, composer)).toBe(false);
    // The message box has the whole width of the composer on a phone.
    const box = await composer.getByRole('textbox').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    for (const y of [0, 400, 1200]) {
      await page.evaluate((top) => window.scrollTo({ top }), y);
      if (await band.isVisible()) expect(await overlaps(band, composer)).toBe(false);
    }
    expect(await violations(page)).toEqual([]);

    await page.goto('/journal-old');
    await expect(band).toBeVisible();
    const setGoal = page.getByRole('button', { name: 'Set Goal' });
    await setGoal.scrollIntoViewIfNeeded();
    expect(await overlaps(band, setGoal)).toBe(false);
    // Set Goal is pressable where it is: nothing lies over it.
    await page.getByLabel('Your goal').fill('Walk the Pennine Way');
    await setGoal.click({ trial: true });
    // Not set: cleared, so leaving the page below does not ask about it (docs/product.md#unsaved-changes).
    await page.getByLabel('Your goal').fill('');

    const saved = page.waitForResponse((res) => res.url().endsWith('/api/community/profile') && res.request().method() === 'PATCH');
    await band.getByRole('button', { name: 'Hide the upgrade offer' }).click();
    expect((await saved).status()).toBe(200);
    await expect(band).toHaveCount(0);

    // Another page (through the phone menu), a reload, another device: still away.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'My Journal Journey' }).click();
    await expect(page).toHaveURL(/\/my-journey$/);
    await expect(page.getByRole('heading', { name: 'My Insights', level: 1 })).toBeVisible();
    await expect(band).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Insights', level: 1 })).toBeVisible();
    await expect(band).toHaveCount(0);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await phone.newPage();
    const login = await other.request.post('/api/community/auth/login', { data: { email, password: 'correct-horse-battery' } });
    expect(login.status()).toBe(200);
    await other.goto('/journal');
    await expect(other.getByRole('form', { name: 'Write to your coach' })).toBeVisible();
    await expect(other.getByRole('complementary', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await phone.close();
  });
});

for (const width of [390, 1440]) {
  test.describe(`navigation between the areas at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a member reaches every journal view, the magazine and back, by keyboard', async ({ page }) => {
      test.setTimeout(90_000);
      await registerMemberInUi(page, uniqueEmail(`nav${width}`));
      await expect(page.getByRole('form', { name: 'Write to your coach' })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      if (width === 390) {
        await page.getByRole('button', { name: 'Menu' }).focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('navigation', { name: 'Member menu' });
        for (const name of ['Insights Guide', 'Classic Journal', 'My Journal Journey', 'Profile', 'Magazine']) {
          await expect(menu.getByRole('link', { name })).toBeVisible();
        }
        expect(await violations(page)).toEqual([]);
        // Escape with the focus in the menu closes it and puts the focus back on Menu (it stayed open, as the
        // magazine's menu does not); Tab out of it closes it too, rather than leaving it over the page.
        await tabTo(page, 'Insights Guide');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await menu.getByRole('button', { name: 'Logout' }).focus();
        await page.keyboard.press('Tab');
        await expect(menu).toBeHidden();
        await page.getByRole('button', { name: 'Menu' }).focus();
        await page.keyboard.press('Enter');
        await tabTo(page, 'Classic Journal');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/journal-old$/);
        await page.getByRole('button', { name: 'Menu' }).click();
        await menu.getByRole('link', { name: 'Magazine' }).focus();
        await page.keyboard.press('Enter');
      } else {
        // The header's nav marks the page the member is on ("Journal" for each journal view): aria-current and an
        // underline, not colour alone.
        const nav = page.getByRole('navigation', { name: 'Member' });
        for (const [path, current] of [['/journal-old', 'Journal'], ['/profile', 'Profile']]) {
          await page.goto(path);
          await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
          await expect(nav.getByRole('link', { name: current })).toHaveCSS('text-decoration-line', 'underline');
          await expect(nav.locator('[aria-current]')).toHaveCount(1);
        }
        await page.locator('body').focus();
        await tabTo(page, 'Magazine');
        await page.keyboard.press('Enter');
      }
      await expect(page).toHaveURL(/\/publisher$/);

      // The magazine leads back to the members' area.
      const back = page.getByRole('link', { name: 'My Insights' }).first();
      if (width === 390) await page.getByRole('button', { name: /menu/i }).first().click();
      await back.click();
      await expect(page).toHaveURL(/\/journal$/);
      // The logo of the members' area is the magazine's.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Flying@50' })).toHaveAttribute('href', '/publisher');
    });

    test('staff reach the dashboard from the content generator, and the magazine and members\' area from the dashboard', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsEditor(page);
      await page.goto('/admin/content-generator');
      await expect(page.getByRole('heading', { name: 'Content Generator', level: 1 })).toBeVisible();
      if (width === 390) {
        // On a phone the generator's actions are behind its Menu (a disclosure): opened from the keyboard, Tab goes on into it.
        const menu = page.getByRole('button', { name: 'Menu' });
        await menu.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
      } else {
        await page.locator('body').focus();
      }
      await tabTo(page, 'Dashboard');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin$/);
      // The dashboard's own page, not the content generator's header still on screen while its chunk loads.
      await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
      if (width === 390) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('menuitem', { name: "Members' area" })).toBeVisible();
        await page.getByRole('menuitem', { name: 'Magazine', exact: true }).click();
      } else {
        await expect(page.getByRole('link', { name: "Members' area" })).toHaveAttribute('href', '/journal');
        await tabTo(page, 'Magazine');
        await page.keyboard.press('Enter');
      }
      await expect(page).toHaveURL(/\/publisher$/);
    });
  });
}

test("a page's code loads as soon as the reader goes for its link, so the click shows the page without a spinner", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  await page.goto('/admin/content-generator');
  await appReady(page);
  const chunk = page.waitForRequest(/\/assets\/admin-dashboard-page-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Dashboard' }).focus(); // the keyboard's way of going for it
  await chunk; // before any click
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
});

test.describe("the members' header at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the title and its subtitle each on one line, beside a nav of one row', async ({ page }) => {
    const email = uniqueEmail('header');
    await registerMemberInUi(page, email);
    await browserDatabaseQuery('update users set is_premium = true where email = $1', [email]);
    // Library: the one subtitle; Premium Membership: the widest title (with the premium member's widest nav).
    for (const [path, words] of [['/library', ['Insights Library', 'Your saved Premium coaching articles']], ['/premium/welcome', ['Premium Membership']]] as const) {
      await page.goto(path);
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation', { name: 'Member' });
      await expect(nav.getByRole('link', { name: 'Library' })).toBeVisible();
      for (const text of words) {
        const line = header.getByText(text, { exact: true });
        const [height, lineHeight] = await line.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).lineHeight)]);
        expect(height, `"${text}" on one line`).toBeCloseTo(lineHeight, 0);
      }
      const tops = await nav.evaluate((el) => [...el.children].map((child) => Math.round(child.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'the nav is one row').toBe(1);
      // ... on the title's row, not wrapped under it.
      const [title, bar] = [await header.getByText(words[0], { exact: true }).boundingBox(), await nav.boundingBox()];
      expect(bar!.y).toBeLessThan(title!.y + title!.height);
    }
  });
});
