import { expect } from '@playwright/test';
import { browserDatabaseQuery, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * After paying, the member lands where the upgrade was promised: a free member reading a locked report presses the
 * lock's 'Upgrade Now', leaves the (fake) Stripe page once without paying (back to the same offer, still carrying the
 * report), then pays, and the welcome page's 'Continue to your report' opens that same report, now in full, on the page
 * it was read on.
 */
const BODY = 'Carbohydrate in the last hour of a long ride keeps the legs turning.';

test('a member who upgrades from a locked report comes back to it, open in full (and to the offer when leaving Checkout unpaid)', async ({ page }) => {
  test.setTimeout(120_000);
  const topic = `Fuel for the last hour ${Date.now()}`;
  const [{ id }] = await browserDatabaseQuery<{ id: number }>(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ($1, 'Late-ride fuel', 4, 'Nutrition & Fueling', 'published', '{}', $2, 'Eat before you need to.', 'Fuel late.', '["Eat early, ride late"]')
     returning id`,
    [topic, `## Why the last hour\n\n${BODY}`],
  );
  const SECOND = `Fuel for the long run ${Date.now()}`;
  await browserDatabaseQuery(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ($1, 'Gels and bottles', 5, 'Nutrition & Fueling', 'published', '{}', '## Why\n\nDrink to thirst.', 'Drink to thirst.', 'Sip.', '["Sip early"]')`,
    [SECOND],
  );
  const email = uniqueEmail('upgrade-return');
  await registerMemberInUi(page, email, 'Ray Return');

  // Free: the lock, and its 'Upgrade Now' carries the report's place to the profile's upgrade.
  await page.goto('/journal');
  await page.getByRole('button', { name: /Nutrition & Fueling/ }).click();
  await page.getByRole('button', { name: `Read report: ${topic}` }).click();
  const locked = page.getByRole('dialog', { name: topic });
  await expect(locked.getByText('This report is for Premium members')).toBeVisible();
  await locked.getByRole('link', { name: 'Upgrade Now' }).click();
  const offer = new RegExp(`/profile\\?next=${encodeURIComponent(`/journal?report=${id}`).replace(/[?]/g, '\\?')}#upgrade$`);
  await expect(page).toHaveURL(offer);
  const upgrade = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(upgrade.getByRole('heading', { name: 'Upgrade to Premium' })).toBeFocused();

  // Stripe's page, left without paying ("Back"): the same offer again, still carrying the report, with a way back to it,
  // saying that no payment was taken (the notice has the focus).
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  // The same offer, with the plan chosen (?plan=) kept.
  await expect(page).toHaveURL(new RegExp(offer.source.replace('#upgrade$', '&plan=monthly#upgrade$')));
  await expect(upgrade.getByRole('status').filter({ hasText: 'Checkout cancelled — no payment was taken.' })).toBeFocused();
  await expect(upgrade.getByRole('link', { name: 'Back to your report' })).toHaveAttribute('href', `/journal?report=${id}`);
  expect(await violations(page, { include: '#upgrade', everyRule: true })).toEqual([]);

  // The plan again, Stripe's page, Pay: back on the welcome page with the way back.
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/premium/welcome\\?session_id=cs_[^&]+&next=${encodeURIComponent(`/journal?report=${id}`)}$`));
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Continue to your report' });
  await expect(back).toHaveAttribute('href', `/journal?report=${id}`);
  await expect(page.getByRole('link', { name: 'Read your premium reports' })).toHaveCount(0);
  expect(await violations(page, { everyRule: true })).toEqual([]);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewScreenshot(page, { path: `test-results/premium-welcome-continue-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The report, open in full on the page it was read on, and it can be saved.
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/journal\\?report=${id}$`));
  const reader = page.getByRole('dialog', { name: topic });
  await expect(reader.getByText(BODY)).toBeVisible();
  await expect(reader.getByText('This report is for Premium members')).toHaveCount(0);
  await reader.getByRole('button', { name: 'Save to Library' }).click();
  await expect(reader.getByRole('button', { name: 'Saved to Library' })).toBeVisible();
  // Closed, the address no longer names it.
  await page.keyboard.press('Escape');
  await expect(reader).toHaveCount(0);
  await expect(page).toHaveURL(/\/journal$/);

  // A second report saved from Premium Reports by Theme. Neither report is linked to a journal entry (the link is
  // optional), and the Insights Library shows both, whichever way it is opened: it once listed only linked reports, so
  // it said 'No Saved Reports Yet' while the Journey's Library tab counted them.
  await page.getByRole('button', { name: /Nutrition & Fueling/ }).click();
  await page.getByRole('button', { name: `Read report: ${SECOND}` }).click();
  const second = page.getByRole('dialog', { name: SECOND });
  await second.getByRole('button', { name: 'Save to Library' }).click();
  await expect(second.getByRole('button', { name: 'Saved to Library' })).toBeVisible();
  expect(await browserDatabaseQuery(`select journal_entry_id from saved_reports s join users u on u.id = s.user_id where u.email = $1`, [email])).toEqual([
    { journal_entry_id: null },
    { journal_entry_id: null },
  ]);

  const expectLibrary = async () => {
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { name: 'Saved Reports' })).toBeVisible();
    await expect(page.getByText('All 2 saved reports')).toBeVisible();
    for (const title of [topic, SECOND]) await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Linked to journal entry')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No Saved Reports Yet' })).toHaveCount(0);
  };
  await page.goto('/my-journey');
  await page.getByRole('tab', { name: 'Library' }).click();
  await expect(page.getByText('2 saved articles')).toBeVisible();
  await page.getByRole('link', { name: 'Open the Insights Library' }).click();
  await expectLibrary();
  // Read Report opens it whole, with no journal entry to show.
  await page.getByRole('button', { name: 'Read Report' }).first().click();
  await expect(page.getByRole('dialog').getByText('Your journal entry')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Open Your Library' }).click();
  await expectLibrary();
  await page.goto('/premium');
  await page.getByRole('link', { name: 'Your saved reports' }).click();
  await expectLibrary();
});

test('the welcome page follows only a path of this site', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('welcome-next'), 'Wes Welcome');
  await browserDatabaseQuery(`update users set is_premium = true where email like 'welcome-next-%'`);
  for (const next of ['//evil.example', '/..//evil.example', 'https://evil.example']) {
    await page.goto(`/premium/welcome?session_id=cs_x&next=${encodeURIComponent(next)}`);
    await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to your report' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Read your premium reports' })).toHaveAttribute('href', '/journal#premium-reports');
  }
});

test('the welcome page opened without a checkout thanks nobody: a free member is shown the way to the plans', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('welcome-none'), 'Nora None');
  for (const address of ['/premium/welcome', '/premium/welcome?session_id=', '/premium/welcome?session_id=not-a-checkout']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'No payment to confirm' })).toBeVisible();
    await expect(page.getByText('We are waiting for Stripe', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See the Premium plans' })).toHaveAttribute('href', '/premium#pricing');
  }
  // From Stripe's Checkout (its session id in the address), the page waits for the confirmation as before.
  await page.goto('/premium/welcome?session_id=cs_test_a1b2c3');
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  await page.goto('/premium/welcome');
  await page.getByRole('link', { name: 'See the Premium plans' }).click();
  await expect(page).toHaveURL(/\/premium#pricing$/);
});
