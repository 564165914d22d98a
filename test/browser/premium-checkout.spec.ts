import { expect, type Locator, type Page } from '@playwright/test';
import { appReady, browserDatabaseQuery, inbox, PASSWORD, registerMemberInUi, signInAsAdmin, test, uniqueEmail, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

/**
 * Issue 22: paid premium end to end. A free member sees a premium report's teaser, goes from /premium through the
 * (fake) Stripe hosted checkout back to the page that waits for the webhook, reads the report in full, then cancels
 * at period end in the Customer Portal and keeps Premium until the paid period ends.
 */
let payer = '';

/** Screenshots at 1440 px and 390 px (test-results/), to look at the screens as readers do. */
async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await target?.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, { path: `test-results/premium-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
const BODY = 'Eccentric step-downs three times a week protect the knees on long descents.';

test('a member pays for Premium through Stripe Checkout, reads a premium report in full, and cancels at period end', async ({ page }) => {
  test.setTimeout(120_000);
  const topic = `Descending strength ${Date.now()}`;
  await browserDatabaseQuery(
    `insert into premium_content (topic, subtitle, editorial_week, editorial_theme, status, generated_images, long_form_article, apple_news_deck, tldr_summary, headlines)
     values ($1, 'Knees that last', 3, 'Training & Performance', 'published', '{}', $2, 'Strong legs for the way down.', 'Step-downs.', '["Down is the new up"]')`,
    [topic, `## Why descents hurt\n\n${BODY}`],
  );
  const email = uniqueEmail('checkout');
  payer = email;
  await registerMemberInUi(page, email, 'Pat Payer');

  // Free: the teaser and the way to upgrade, no text.
  await page.goto('/journal');
  await page.getByRole('button', { name: /Training & Performance/ }).click();
  await page.getByRole('button', { name: `Read report: ${topic}` }).click();
  const reader = page.getByRole('dialog', { name: topic });
  await expect(reader.getByText('This report is for Premium members')).toBeVisible();
  await expect(reader.getByText('Strong legs for the way down.')).toBeVisible();
  await expect(reader.getByText(BODY)).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Save to Library' })).toHaveCount(0);
  await shoot(page, 'teaser');

  // /premium → the annual plan → Stripe's hosted checkout → Pay → back to the page that waits for confirmation.
  await page.goto('/premium');
  await appReady(page);
  const pricing = page.getByRole('region', { name: 'Flying@50 Premium' });
  await expect(pricing.getByText('£9.99').first()).toBeVisible();
  await pricing.getByRole('radio', { name: /Annual/ }).check();
  expect(await violations(page, { include: '#pricing', everyRule: true })).toEqual([]);
  await shoot(page, 'pricing', pricing.getByRole('button', { name: 'Start Your Premium Journey' }));
  await pricing.getByRole('button', { name: 'Start Your Premium Journey' }).click();
  await expect(page.getByText('Annual plan: £99.00 a year')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/premium\/welcome\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  await shoot(page, 'welcome');

  // 'Read your premium reports' lands on the reports by theme (it opened the Goals tab of My Journal Journey).
  await page.getByRole('link', { name: 'Read your premium reports' }).click();
  await expect(page).toHaveURL(/\/journal#premium-reports$/);
  await expect(page.getByRole('heading', { name: 'Premium Reports by Theme' })).toBeInViewport();

  // The report in full, and it can be saved.
  await page.goto('/journal');
  await page.getByRole('button', { name: /Training & Performance/ }).click();
  await page.getByRole('button', { name: `Read report: ${topic}` }).click();
  await expect(page.getByRole('dialog', { name: topic }).getByText(BODY)).toBeVisible();
  await expect(page.getByRole('dialog', { name: topic }).getByRole('button', { name: 'Save to Library' })).toBeVisible();

  // The profile: plan, status, renewal date, and the Customer Portal, where the member cancels at period end.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Premium Member' })).toBeVisible();
  await expect(page.getByText('Annual, £99.00 a year')).toBeVisible();
  await expect(page.getByText('Renews on')).toBeVisible();
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Active (cancels at the end of the period)')).toBeVisible();
  await expect(page.getByText('Premium ends')).toBeVisible();
  await shoot(page, 'profile', page.getByRole('button', { name: 'Manage subscription' }));
  await expect(page.getByRole('heading', { name: 'Premium Member' })).toBeVisible();
  const [row] = await browserDatabaseQuery<{ cancel_at_period_end: boolean; status: string }>(
    'select s.cancel_at_period_end, s.status from subscriptions s join users u on u.id = s.user_id where u.email = $1',
    [email],
  );
  expect(row).toEqual({ cancel_at_period_end: true, status: 'active' });

  // The cancellation mail's 'Keep Premium' leads to the Premium card, which says how, and the portal renews the plan.
  const cancelled = await inbox(email, 'Your Flying@50 Premium has been cancelled');
  expect(cancelled.text).toContain("choose Manage subscription on your profile's Premium card");
  const keep = /Keep Premium: (\S+)/.exec(cancelled.text)![1];
  expect(new URL(keep).pathname + new URL(keep).hash).toBe('/profile#premium-membership');
  await page.goto('about:blank'); // opened from the mail: a page load of its own
  await page.goto(keep);
  const card = page.getByRole('region', { name: 'Premium Member' });
  await expect(card.getByRole('heading', { name: 'Premium Member' })).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(card.getByText('Changed your mind? Choose Manage subscription and renew your plan')).toBeVisible();
  await card.getByRole('button', { name: 'Manage subscription' }).click();
  await page.getByRole('button', { name: 'Renew plan' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(card.getByText('Renews on')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Changed your mind?')).toHaveCount(0);
  await inbox(email, 'Your Flying@50 Premium continues');
});

test("the Users tab shows each member's plan and status, the month's subscription totals and the new Premium members", async ({ page }) => {
  expect(payer).not.toBe('');
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  const totals = page.getByRole('region', { name: 'Subscriptions' });
  await expect(totals.getByText('Paying members')).toBeVisible();
  await expect(totals.getByText('Monthly recurring revenue')).toBeVisible();
  const [{ paying, mrr }] = await browserDatabaseQuery<{ paying: string; mrr: string }>(
    `select count(*) as paying, coalesce(sum(case when plan = 'annual' then round(amount_pence / 12.0) else amount_pence end), 0) as mrr
       from subscriptions where status in ('active', 'past_due')`,
  );
  expect(Number(paying)).toBeGreaterThan(0);
  await expect(totals.locator('dd').first()).toHaveText(paying);
  await expect(totals.locator('dd').nth(1)).toHaveText(`£${(Number(mrr) / 100).toFixed(2)}`);
  const row = page.getByRole('row').filter({ hasText: payer });
  await expect(row.getByText(/Annual\s·, Active\s·, renews/)).toBeVisible();
  await shoot(page, 'users', totals);
  expect(await violations(page, { include: '#billing-totals-heading', everyRule: true })).toEqual([]);

  // New Premium members: the counts of the last 7 and 30 days choose the period of the list, which names the payer.
  const fresh = page.getByRole('region', { name: 'New Premium members' });
  const [{ week, month }] = await browserDatabaseQuery<{ week: string; month: string }>(
    `select count(*) filter (where started_at > now() - interval '7 days') as week, count(*) filter (where started_at > now() - interval '30 days') as month from premium_starts`,
  );
  expect(Number(week)).toBeGreaterThan(0);
  await expect(fresh.getByRole('radio', { name: `Last 30 days ${month}` })).toBeChecked();
  const listed = fresh.getByRole('list', { name: 'New Premium members, last 30 days, newest first' });
  await expect(listed.getByRole('listitem').filter({ hasText: payer })).toContainText(/Annual, £99\.00\s·, started \d{1,2}\s\w{3} \d{4}\s·, Active/);
  await fresh.getByText('Last 7 days').click();
  await expect(fresh.getByRole('radio', { name: `Last 7 days ${week}` })).toBeChecked();
  await expect(fresh.getByRole('list', { name: 'New Premium members, last 7 days, newest first' }).getByRole('listitem').filter({ hasText: payer })).toBeVisible();
  expect(await violations(page, { include: 'section[aria-labelledby="new-members-heading"]', everyRule: true })).toEqual([]);
  await shoot(page, 'new-members', fresh);
});

test('a member who leaves Stripe Checkout with "Back" is told on /premium, and on the profile\'s upgrade offer, that no payment was taken; the page the server sends is the same', async ({ page }) => {
  // The server's /premium is one page whatever the query (cached once): the notice is never in its HTML.
  const plain = await (await page.request.get('/premium')).text();
  const cancelled = await (await page.request.get('/premium?checkout=cancelled')).text();
  const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? html;
  expect(root(cancelled)).toBe(root(plain));
  expect(cancelled).not.toContain('no payment was taken');

  await registerMemberInUi(page, uniqueEmail('checkout-back'), 'Bea Back');
  await page.goto('/premium');
  await appReady(page);
  const pricing = page.getByRole('region', { name: 'Flying@50 Premium' });
  await pricing.getByRole('radio', { name: /Annual/ }).check();
  await pricing.getByRole('button', { name: 'Start Your Premium Journey' }).click();
  await expect(page.getByText(/plan: £/)).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'Checkout cancelled — no payment was taken.' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused(); // read out, and in view above the plans
  // The address is tidied (a reload says nothing), the plans still there, with the plan chosen before.
  await expect(page).toHaveURL(/\/premium\?plan=annual#pricing$/);
  await expect(pricing.getByRole('button', { name: 'Start Your Premium Journey' })).toBeVisible();
  await expect(pricing.getByRole('radio', { name: /Annual/ })).toBeChecked();
  expect(await violations(page, { include: '#pricing', everyRule: true })).toEqual([]);
  await shoot(page, 'checkout-cancelled', notice);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('#pricing').locator(':focus')).toHaveCount(1); // the focus stays in the plans
  await page.reload();
  await appReady(page);
  await expect(page.getByText('Checkout cancelled — no payment was taken.')).toHaveCount(0);

  // A checkout begun at the profile's upgrade offer from a locked report (?next=): "Back" returns to that offer, which
  // says the same, takes the focus the same way, and still carries the way back to the report.
  const next = '/journal?report=424242';
  await page.goto(`/profile?next=${encodeURIComponent(next)}#upgrade`);
  const upgrade = page.getByRole('region', { name: 'Upgrade to Premium' });
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByText(/plan: £/)).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  const offerNotice = upgrade.getByRole('status').filter({ hasText: 'Checkout cancelled — no payment was taken.' });
  await expect(offerNotice).toBeVisible();
  await expect(offerNotice).toBeFocused();
  await expect(offerNotice).toBeInViewport();
  // The address loses only the query that said so: ?next= and the offer's hash stay.
  await expect(page).toHaveURL(new RegExp(`/profile\\?next=${encodeURIComponent(next).replace(/[?]/g, '\\?')}&plan=monthly#upgrade$`));
  await expect(upgrade.getByRole('link', { name: 'Back to your report' })).toHaveAttribute('href', next);
  expect(await violations(page, { include: '#upgrade', everyRule: true })).toEqual([]);
  await shoot(page, 'checkout-cancelled-profile', offerNotice);
  await offerNotice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(offerNotice).toHaveCount(0);
  await expect(page.locator('#upgrade').locator(':focus')).toHaveCount(1); // the focus stays in the offer's plans
  await page.reload();
  await appReady(page);
  await expect(upgrade.getByRole('link', { name: 'Back to your report' })).toHaveAttribute('href', next);
  await expect(page.getByText('Checkout cancelled — no payment was taken.')).toHaveCount(0);
});

test('a visitor who picks a plan on /premium creates an account and comes back to the upgrade offer with that plan chosen', async ({ page }) => {
  await page.goto('/premium');
  await appReady(page);
  const pricing = page.getByRole('region', { name: 'Flying@50 Premium' });
  await pricing.getByRole('radio', { name: /Annual/ }).check();
  await pricing.getByRole('button', { name: 'Start Your Premium Journey' }).click();
  // Signed out: to Create Account, saying why, with the way back to the offer and the plan.
  await expect(page).toHaveURL(`/community/auth?next=${encodeURIComponent('/profile?plan=annual#upgrade')}`);
  await expect(page.getByText('Create a free account, or sign in, to start Premium.')).toBeVisible();
  const create = page.getByRole('tabpanel', { name: 'Create Account' });
  await create.getByLabel('Full Name').fill('Vera Visitor');
  await create.getByLabel('Email').fill(uniqueEmail('visitor-plan'));
  await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await create.getByLabel('Confirm Password').fill(PASSWORD);
  await create.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile\?plan=annual#upgrade$/);
  const upgrade = page.getByRole('region', { name: 'Upgrade to Premium' });
  await expect(upgrade.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByText('Annual plan: £99.00 a year')).toBeVisible();
});
