import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { inbox, test, uniqueEmail } from './support.js';

/** The newsletter's confirmation page (issue 11): the mailed link confirms; opened again it says so; a wrong link says it cannot confirm. */
test('the mailed link confirms the subscription, and says so again when opened a second time', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  const res = await page.request.post('/api/newsletter/subscribe', { data: { email } });
  expect(res.status()).toBe(201);
  const mail = await inbox(email, 'Confirm your Flying@50 newsletter subscription');
  const link = /https?:\/\/\S*\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
  expect(page.url()).not.toContain('token='); // the token leaves the address bar
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'test-results/newsletter-confirmed.png' });

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText('Your subscription is already confirmed. Nothing more to do.')).toBeVisible();

  await page.goto('/newsletter/confirm?token=' + 'A'.repeat(43));
  await expect(page.getByRole('heading', { name: 'We could not confirm this link' })).toBeVisible();
  await expect(page.getByText('This confirmation link is invalid, has already been used or has expired. Please sign up again.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/newsletter-used-link-phone.png' });
  await page.getByRole('link', { name: 'Read the magazine' }).click();
  await expect(page).toHaveURL(/\/publisher$/);
});
