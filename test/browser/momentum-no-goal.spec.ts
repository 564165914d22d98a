import { expect } from '@playwright/test';
import { registerMemberInUi, test, uniqueEmail } from './support.js';

/**
 * Goal alignment without a goal (member review: the Momentum tab showed 'Goal alignment 0%' as if it were a score): it
 * says there is no goal yet and leads to the Goals tab, where one is set; with a goal the share comes back.
 */
test('the Momentum tab shows no goal alignment score until the member has a goal, and leads to the Goals tab', async ({ page }) => {
  await registerMemberInUi(page, uniqueEmail('no-goal'));
  await page.goto('/my-journey?tab=momentum');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Goal alignment' }) });
  await expect(card.getByText('No goal yet.')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Goal alignment \d+%/ })).toHaveCount(0);
  await card.getByRole('link', { name: 'Set a goal' }).click();
  await expect(page).toHaveURL(/\/my-journey\?tab=goals$/);
  await expect(page.getByRole('tab', { name: 'Goals', selected: true })).toBeVisible();

  expect((await page.request.post('/api/community/goals', { data: { goal: 'Swim a mile without stopping by summer' } })).status()).toBe(201);
  await page.goto('/my-journey?tab=momentum');
  await expect(card.getByRole('img', { name: /^Goal alignment 0%/ })).toBeVisible();
  await expect(card.getByText('No goal yet.')).toHaveCount(0);
});
