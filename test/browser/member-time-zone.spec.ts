import { expect } from '@playwright/test';
import { browserDatabaseQuery, expectToast, registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * A member's days and weeks follow their own time zone (docs/product.md, "Momentum"): the browser tells it at
 * registration; the profile shows it, offers this device's zone when they differ, and lets the member pick another.
 */
test.describe('a member in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("registers with the browser's time zone, sees it on the profile and My Journey, and changes it", async ({ page }) => {
    const email = uniqueEmail('zone');
    await registerMemberInUi(page, email, 'Nia Newyork');
    expect(await browserDatabaseQuery('select time_zone from users where email = $1', [email])).toEqual([{ time_zone: 'America/New_York' }]);

    await page.goto('/profile');
    const info = page.getByRole('definition').filter({ has: page.getByRole('button', { name: 'Change your time zone' }) });
    await expect(info).toContainText('America / New York');
    await page.getByRole('button', { name: 'Change your time zone' }).click();
    const form = page.getByRole('form', { name: 'Change your time zone' });
    await expect(form.getByLabel('Your time zone')).toBeFocused();
    await form.getByLabel('Your time zone').selectOption('Europe/London');
    await form.getByRole('button', { name: 'Save Time Zone' }).click();
    await expectToast(page, 'Time Zone Updated', 'Your days and weeks now follow Europe / London.');
    await expect(info).toContainText('Europe / London');
    // This device is elsewhere: one press goes back to it.
    await expect(info).toContainText('This device is set to America / New York.');
    await info.getByRole('button', { name: 'Use America / New York' }).click();
    await expectToast(page, 'Time Zone Updated', 'Your days and weeks now follow America / New York.');
    await expect(info.getByText('This device is set to')).toHaveCount(0);

    await page.goto('/my-journey?tab=momentum');
    await expect(page.getByText(/Weeks start on Sunday, in your time zone \(America \/ New York/)).toBeVisible();
  });
});

test.describe('a member on Kiritimati (UTC+14)', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('reads the renewal date of their plan in their own time zone, not London time', async ({ page }) => {
    const email = uniqueEmail('zone-plan');
    await registerMemberInUi(page, email, 'Kit Island');
    await page.goto('/profile#upgrade');
    await page.getByRole('region', { name: 'Upgrade to Premium' }).getByRole('button', { name: 'Upgrade Now' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
    // The period ends at noon UTC on the 10th of next month: still the 10th in London, already the 11th on Kiritimati.
    const now = new Date();
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10, 12));
    const [london, island] = ['Europe/London', 'Pacific/Kiritimati'].map((timeZone) => end.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }));
    expect(london).not.toBe(island);
    await browserDatabaseQuery('update subscriptions s set current_period_end = $2 from users u where u.id = s.user_id and u.email = $1', [email, end]);
    await page.goto('/profile');
    await expect(page.locator('dt', { hasText: /^Renews on$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(island);
  });
});
