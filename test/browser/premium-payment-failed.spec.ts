import { expect, type Locator, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, inbox, registerMemberInUi, signInAsAdmin, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * A renewal's payment fails and Stripe keeps retrying for weeks, longer than the app's grace days: once the grace is
 * over the member is on the free plan again, yet still has a subscription Stripe bills, so a second checkout is
 * refused. The profile and /premium say the last payment failed and offer the card update (the Customer Portal), not
 * a plan picker that cannot work.
 */
const FAILED = 'Your last payment did not go through. Update your card to keep Premium.';

async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `test-results/premium-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member whose payment failed past the grace days can still update the card, from the profile and /premium', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('past-due');
  await registerMemberInUi(page, email, 'Pat Pastdue');

  // Monthly, paid on Stripe's hosted checkout (the fake's address is the checkout page's).
  await page.goto('/profile#upgrade');
  await page.getByRole('region', { name: 'Upgrade to Premium' }).getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByText('Monthly plan: £9.99 a month')).toBeVisible();
  const stripe = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();

  // The renewal fails: Stripe marks the subscription past due and says so; the member is mailed.
  const [{ id, user_id }] = await browserDatabaseQuery<{ id: string; user_id: number }>(
    'select s.stripe_subscription_id as id, s.user_id from subscriptions s join users u on u.id = s.user_id where u.email = $1',
    [email],
  );
  const changed = await fetch(`${stripe}/dashboard/subscriptions/${id}`, { method: 'POST', body: JSON.stringify({ status: 'past_due' }) });
  expect(((await changed.json()) as { webhook_status: number }).webhook_status).toBe(200);
  const notice = await inbox(email, 'Your Premium payment did not go through');
  expect(notice.text).toMatch(/\/profile/);

  // Within the grace days she is still Premium, and /premium's pricing card says what the profile says, not that all
  // is well ('Your Premium membership is active.').
  await page.goto('/premium');
  await appReady(page);
  await expect(page.getByText('You are a Premium member: everything on this page is already yours.')).toBeVisible();
  const graceCard = page.getByRole('region', { name: 'Flying@50 Premium' });
  await expect(graceCard.getByText(FAILED)).toBeVisible();
  await expect(graceCard.getByText('Payment failed: please update your card')).toBeVisible();
  await expect(graceCard.getByText('Premium ends')).toBeVisible();
  await expect(graceCard.getByRole('button', { name: 'Update your card' })).toBeVisible();
  await expect(page.getByText('Your Premium membership is active.')).toHaveCount(0);
  await shoot(page, 'payment-failed-grace-pricing', graceCard.getByRole('button', { name: 'Update your card' }));

  // Eight days on: the grace is over, Stripe still retries (still past due there).
  await browserDatabaseQuery(
    `update subscriptions set past_due_since = now() - interval '8 days', premium_until = now() - interval '1 day' where stripe_subscription_id = $1`,
    [id],
  );
  await browserDatabaseQuery(`update users set premium_until = now() - interval '1 day' where id = $1`, [user_id]);

  // The profile: on the free plan, told why, with the way to update the card; no plan to pick.
  await page.goto('/profile');
  const membership = page.getByRole('definition').filter({ hasText: 'Free plan' });
  await expect(membership).toContainText('Your last payment did not go through.');
  // The account information at the top says so, and leads to the card that explains it.
  await membership.getByRole('link', { name: 'Update your card' }).click();
  await expect(page).toHaveURL(/\/profile#upgrade$/);
  const offer = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(offer).toBeInViewport();
  await expect(offer.getByText(FAILED)).toBeVisible();
  await expect(offer.getByText('Payment failed: please update your card')).toBeVisible();
  await expect(offer.getByRole('radio')).toHaveCount(0);
  await expect(offer.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);
  const update = offer.getByRole('button', { name: 'Update your card' });
  await expect(update).toBeVisible();
  expect(await violations(page, { include: '#upgrade', everyRule: true })).toEqual([]);
  await shoot(page, 'payment-failed-profile', update);

  // /premium: the same in place of the plans.
  await page.goto('/premium');
  await appReady(page);
  const pricing = page.getByRole('region', { name: 'Flying@50 Premium' });
  await expect(pricing.getByText(FAILED)).toBeVisible();
  await expect(pricing.getByRole('button', { name: 'Start Your Premium Journey' })).toHaveCount(0);
  await expect(pricing.getByRole('button', { name: 'Update your card' })).toBeVisible();
  expect(await violations(page, { include: '#pricing', everyRule: true })).toEqual([]);
  await shoot(page, 'payment-failed-pricing', pricing.getByRole('button', { name: 'Update your card' }));

  // The button opens Stripe's Customer Portal for this subscription.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Update your card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe}/portal/bps_`));
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
  await expect(page.getByText('Status: past_due')).toBeVisible();

  // Staff: the Users tab has her as a free member now (list, Premium filter, figures), and says what happened in staff
  // words: when the payment failed and when the grace ended, not the member's "please update your card" and a renewal.
  const [dates] = await browserDatabaseQuery<{ failed: Date; until: Date }>(
    'select past_due_since as failed, premium_until as until from subscriptions where stripe_subscription_id = $1',
    [id],
  );
  const short = (at: Date) => new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search by email or name').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Free', { exact: true })).toBeVisible();
  await expect(row.getByText(`Monthly ·, Payment failed on ${short(dates.failed)}; Premium ended ${short(dates.until)}`)).toBeVisible();
  await expect(row.getByText(/update your card|renews/)).toHaveCount(0);
  await page.getByLabel('Show').selectOption('premium');
  await expect(page.getByText('No users match this filter.')).toBeVisible();
  const [{ premium }] = await browserDatabaseQuery<{ premium: string }>(
    `select count(*) as premium from users where role = 'member' and email not ilike '%.invalid' and is_premium and (premium_until is null or premium_until > now())`,
  );
  await expect(page.locator('dt', { hasText: /^Premium members$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(premium);
});

test('a checkout refused because another tab has just paid says so and offers the subscription, not a dead end', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('two-tabs');
  await registerMemberInUi(page, email, 'Tess Tabs');
  await page.goto('/premium');
  await appReady(page);
  const pricing = page.getByRole('region', { name: 'Flying@50 Premium' });
  await expect(pricing.getByRole('button', { name: 'Start Your Premium Journey' })).toBeVisible();

  // Another tab pays meanwhile.
  const other = await context.newPage();
  await other.goto('/profile#upgrade');
  await other.getByRole('region', { name: 'Upgrade to Premium' }).getByRole('button', { name: 'Upgrade Now' }).click();
  await other.getByRole('button', { name: 'Pay' }).click();
  await expect(other.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  await other.close();

  // This tab still offers the plans; choosing one is refused, and the refusal leads to the subscription.
  await pricing.getByRole('button', { name: 'Start Your Premium Journey' }).click();
  await expect(pricing.getByRole('alert').filter({ hasText: 'You already have an active Premium subscription.' })).toBeVisible();
  await expect(pricing.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
  await expect(pricing.getByRole('button', { name: 'Start Your Premium Journey' })).toHaveCount(0);
  await expect(pricing.getByRole('alert')).toBeFocused();
  expect(await violations(page, { include: '#pricing', everyRule: true })).toEqual([]);
  await shoot(page, 'checkout-refused', pricing.getByRole('alert'));
});
