import { expect, type Locator } from '@playwright/test';
import { PHONE, SHOTS, member } from './member-phone-support.js';
import { test, reviewScreenshot } from './support.js';

/**
 * A long email address on a 390 px phone wraps where a reader would split it by hand (after the @, before a dot), not
 * in the middle of its domain ("example.c" / "om", as break-all cut it on the profile).
 */
const wrapping = (address: Locator) =>
  address.evaluate((element) => {
    const lineTops = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    };
    // The domain's parts: the text after the @ ("example", ".com"; the name before it may also wrap at its hyphens).
    const parts = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    const domain = parts.slice(parts.findIndex((node) => node.textContent?.endsWith('@')) + 1);
    return { lines: lineTops(element), brokenParts: domain.filter((node) => lineTops(node) > 1).map((node) => node.textContent), domain: domain.map((node) => node.textContent).join('') };
  });

test('on a 390 px phone the profile shows a long address on two lines, its domain whole', async ({ browser }) => {
  const { context, page, email } = await member(browser, PHONE, 'margaret.whitfield');
  await page.goto('/profile');
  const shown = page.getByText(email, { exact: true });
  await expect(shown).toHaveCount(2); // the photo card and the Account Information row
  for (const address of await shown.all()) {
    await expect(address).toBeVisible();
    const { lines, brokenParts, domain } = await wrapping(address);
    expect(lines, 'the address is longer than the line').toBeGreaterThan(1);
    expect(domain).toBe('example.com');
    expect(brokenParts, 'a part of the domain cut in two').toEqual([]);
    expect(await address.evaluate((element) => element.textContent)).toBe(email); // copies as it is
  }
  await reviewScreenshot(page, { path: `${SHOTS}/profile-long-address-390.png` });
  await context.close();
});
