import { expect, type Locator, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, expectToast, holdChunk, inbox, registerMemberInUi, signInAsAdmin, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * The 30-day satisfaction guarantee, kept by the software: a member who has just paid for Premium (the fake Stripe's
 * hosted checkout) is told on the profile's membership card until when the guarantee runs (in their own time zone),
 * asks for the refund, is asked first (Premium ends at once, £9.99 back to the card), and then sees the free plan with
 * the refund said and no second guarantee promised. The receipt is mailed.
 */
async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `test-results/premium-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member within 30 days cancels Premium with a full refund from the profile, after a confirm question', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('refund');
  await registerMemberInUi(page, email, 'Robin Refund');
  // The member's days are counted in Auckland: the guarantee's last day is theirs, not London's.
  await browserDatabaseQuery(`update users set time_zone = 'Pacific/Auckland' where email = $1`, [email]);

  await page.goto('/profile#upgrade');
  const offer = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(offer.getByText('30-day satisfaction guarantee, cancel anytime')).toBeVisible();
  await offer.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByText('Monthly plan: £9.99 a month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();

  const [{ started_at }] = await browserDatabaseQuery<{ started_at: Date }>(
    'select s.started_at from subscriptions s join users u on u.id = s.user_id where u.email = $1',
    [email],
  );
  const lastDay = new Date(new Date(started_at).getTime() + 30 * 24 * 3600 * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Pacific/Auckland',
  });

  // The membership card: the guarantee and its date, and the button.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Premium Member' });
  await expect(card.getByText(`You are within our 30-day satisfaction guarantee until ${lastDay}.`)).toBeVisible();
  const refund = card.getByRole('button', { name: 'Cancel and get a full refund' });
  await shoot(page, 'refund-card', refund);

  // Deleting the account first would end Premium at once with no refund: the deletion dialog says so, and leads to
  // the refund instead.
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const deletion = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(deletion).toHaveAccessibleDescription(/You pay for Premium\. Deleting your account ends your subscription at once: Premium stops now, and what you have paid for the rest of the period is not refunded\./);
  await expect(deletion.getByText(`You are within our 30-day satisfaction guarantee until ${lastDay}: to have your payment refunded, cancel with the refund on your Premium card first, then delete your account.`)).toBeVisible();
  expect(await violations(page, { include: '[role="alertdialog"]', everyRule: true })).toEqual([]);
  await shoot(page, 'delete-paid-warning', deletion);
  await deletion.getByRole('button', { name: 'See the refund first' }).click();
  await expect(deletion).toHaveCount(0);
  await expect(card.getByRole('heading', { name: 'Premium Member' })).toBeFocused();

  // Asked first; 'Keep Premium' (where focus starts) changes nothing.
  await refund.click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Premium and get a full refund?' });
  await expect(dialog.getByText('Premium ends at once, and £9.99 is refunded to the card you paid with. It can take 5-10 days to appear.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep Premium' })).toBeFocused();
  expect(await violations(page, { include: '[role="alertdialog"]', everyRule: true })).toEqual([]);
  await shoot(page, 'refund-confirm', dialog);
  await dialog.getByRole('button', { name: 'Keep Premium' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();

  await refund.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel and refund' }).click();
  await expectToast(page, 'Refund on its way', '£9.99 is being refunded to your card; it can take 5-10 days to appear. Your Premium membership has ended.');

  // After: the free plan, the refund said, no second guarantee promised; focus on the card that replaced it.
  await expect(page.getByRole('region', { name: 'Premium Member' })).toHaveCount(0);
  const upgrade = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toBeFocused();
  await expect(upgrade.getByText(/Your first subscription was refunded in full \(£9\.99\) on .*; it can take 5-10 days to appear on your card\./)).toBeVisible();
  await expect(upgrade.getByText('a new subscription does not come with the 30-day guarantee', { exact: false })).toBeVisible();
  await expect(upgrade.getByText('30-day satisfaction guarantee, cancel anytime')).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: 'Free plan' })).toBeVisible();
  expect(await violations(page, { include: '#upgrade', everyRule: true })).toEqual([]);
  await shoot(page, 'refunded', upgrade);
  // Nothing paid any more: the deletion dialog has no Premium warning.
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete your account?' }).getByText('Your account, journal entries, photos')).toBeVisible();
  await expect(page.getByText('You pay for Premium.')).toHaveCount(0);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  // /premium (where the refund e-mail's 'Subscribe again' leads) does not promise the guarantee again either.
  await page.goto('/premium');
  await appReady(page);
  const pricing = page.getByRole('region', { name: 'Flying@50 Premium' });
  await expect(pricing.getByText('Cancel anytime. The 30-day guarantee covers a first subscription only.')).toBeVisible();
  await expect(page.getByText('30-day satisfaction guarantee, cancel anytime')).toHaveCount(0);

  const receipt = await inbox(email, 'Your Flying@50 Premium refund');
  expect(receipt.text).toContain('we have refunded £9.99 to the card you paid with');
  const [row] = await browserDatabaseQuery<{ status: string; refunded_pence: number }>(
    'select s.status, s.refunded_pence from subscriptions s join users u on u.id = s.user_id where u.email = $1',
    [email],
  );
  expect(row).toEqual({ status: 'canceled', refunded_pence: 999 });
});

/** Registers a member who pays for the monthly plan on the fake Stripe's checkout; answers the fake's origin. */
async function paidMember(page: Page, email: string, name: string): Promise<string> {
  await registerMemberInUi(page, email, name);
  await page.goto('/profile#upgrade');
  await page.getByRole('region', { name: 'Upgrade to Premium' }).getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByText('Monthly plan: £9.99 a month')).toBeVisible();
  const stripe = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  return stripe;
}

/** Staff refund `amount` pence of the member's payment in Stripe's dashboard (the fake's API, with its secret key). */
async function refundInStripe(stripe: string, email: string, amount: number): Promise<void> {
  const [{ id }] = await browserDatabaseQuery<{ id: string }>('select s.stripe_subscription_id as id from subscriptions s join users u on u.id = s.user_id where u.email = $1', [email]);
  const auth = { authorization: 'Bearer sk_test_browser' };
  const invoices = (await (await fetch(`${stripe}/v1/invoices?subscription=${id}&expand[]=data.payments`, { headers: auth })).json()) as {
    data: { payments: { data: { payment: { payment_intent: string } }[] } }[];
  };
  const intent = invoices.data[0].payments.data[0].payment.payment_intent;
  const refunded = await fetch(`${stripe}/v1/refunds`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_intent: intent, amount: String(amount) }),
  });
  expect(refunded.status).toBe(200);
}

test('on /premium, the refund pressed before its confirmation\'s code is in shows Opening; Escape cancels, nothing opens later, focus on the button', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('refund-opening');
  const stripe = await paidMember(page, email, 'Otto Opening');
  // A renewal failed within the 30 days: /premium's pricing card shows the plan, the guarantee's card with it. The
  // confirmation's code comes in only then (the profile has it from the start), so a quick press finds it still loading.
  const [{ id }] = await browserDatabaseQuery<{ id: string }>('select s.stripe_subscription_id as id from subscriptions s join users u on u.id = s.user_id where u.email = $1', [email]);
  const changed = await fetch(`${stripe}/dashboard/subscriptions/${id}`, { method: 'POST', body: JSON.stringify({ status: 'past_due' }) });
  expect(((await changed.json()) as { webhook_status: number }).webhook_status).toBe(200);
  const release = await holdChunk(page, 'confirm-dialog');
  await page.goto('/premium');
  const refund = page.getByRole('button', { name: 'Cancel and get a full refund' });
  await refund.focus();
  await page.keyboard.press('Enter');
  const opening = page.getByRole('status').filter({ hasText: 'Opening' });
  await expect(opening).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opening).toHaveCount(0);
  await expect(refund).toBeFocused();

  await release();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(refund).toBeFocused();
  // Pressed again once the code is in, the question is asked at once; Escape keeps Premium.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Premium and get a full refund?' });
  await expect(dialog.getByRole('button', { name: 'Keep Premium' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(refund).toBeFocused();
  const [row] = await browserDatabaseQuery('select s.status from subscriptions s join users u on u.id = s.user_id where u.email = $1', [email]);
  expect(row).toEqual({ status: 'past_due' });
});

test('when staff already refunded part in Stripe, the card offers what is left and never says "in full"', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('part-refund');
  const stripe = await paidMember(page, email, 'Pia Part');
  await refundInStripe(stripe, email, 500); // £5 of £9.99

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Premium Member' });
  await expect(card.getByText('If Premium is not for you, you can have back what is left of your payment: £4.99 of the £9.99 you paid (the rest has already been refunded to your card).')).toBeVisible();
  await expect(card.getByText(/in full/)).toHaveCount(0);
  await card.getByRole('button', { name: 'Cancel and get a refund' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Premium and get a refund?' });
  await expect(dialog.getByText('Premium ends at once, and £4.99 (what is left of the £9.99 you paid) is refunded to the card you paid with.', { exact: false })).toBeVisible();
  await shoot(page, 'refund-part-confirm', dialog);
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expectToast(page, 'Refund on its way', '£4.99 is being refunded to your card; it can take 5-10 days to appear. Your Premium membership has ended.');

  const upgrade = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(upgrade.getByText(/Your first subscription was refunded \(£4\.99, what was left of the £9\.99 you paid\) on /)).toBeVisible();
  await expect(upgrade.getByText(/in full/)).toHaveCount(0);
  await shoot(page, 'refunded-part', upgrade);
  const [row] = await browserDatabaseQuery('select s.refunded_pence, s.refund_paid_pence from subscriptions s join users u on u.id = s.user_id where u.email = $1', [email]);
  expect(row).toEqual({ refunded_pence: 499, refund_paid_pence: 999 });
});

test('when Stripe shows the payment refunded in full already, the card says there is nothing left to refund and offers no button', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('all-refunded');
  const stripe = await paidMember(page, email, 'Nia Nothing');
  await refundInStripe(stripe, email, 999);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Premium Member' });
  await expect(card.getByText('What you paid has already been refunded to your card, so there is nothing left to refund.', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: /refund/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
});

test("a refund staff make in Stripe's dashboard shows on the member's plan and in the Users tab, with a receipt, and Premium goes on", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('staff-refund');
  const stripe = await paidMember(page, email, 'Sol Staffrefund');
  const [{ id }] = await browserDatabaseQuery<{ id: string }>('select s.stripe_subscription_id as id from subscriptions s join users u on u.id = s.user_id where u.email = $1', [email]);
  // Staff refund £5 in the dashboard; Stripe's charge.refunded webhook reaches the app.
  const done = await fetch(`${stripe}/dashboard/refunds`, { method: 'POST', body: JSON.stringify({ subscription: id, amount: 500 }) });
  expect(((await done.json()) as { webhook_status: number }).webhook_status).toBe(200);
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Premium Member' });
  await expect(card.getByRole('definition').filter({ hasText: `£5.00 to your card on ${today}` })).toBeVisible();
  await expect(card.getByRole('term').filter({ hasText: 'Refunded' })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  expect(await violations(page, { include: '#premium-membership', everyRule: true })).toEqual([]);
  await shoot(page, 'staff-refund-member', card);
  const receipt = await inbox(email, 'Your Flying@50 Premium refund');
  expect(receipt.text).toContain('We have refunded £5.00 of your Flying@50 Premium payment of £9.99 to the card you paid with.');
  expect(receipt.text).toContain('This refund does not change your Premium membership');

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search by email or name').fill(email);
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText(/^Refunded £5\.00 in Stripe on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(row.getByText('Premium', { exact: true })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, { path: 'test-results/premium-staff-refund-users-1280.png' }); // the table (phones show cards)
});

