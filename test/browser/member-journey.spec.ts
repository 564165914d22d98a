import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { browserDatabaseQuery, PASSWORD, registerMemberInUi, test, uniqueEmail } from './support.js';

/** A real JPEG carrying GPS metadata, as a phone would send it. */
async function phonePhoto(name: string) {
  const buffer = await sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function photoUrls(page: Page): Promise<string[]> {
  return page.locator('img[src*="/uploads/"]').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
}

test('a member keeps a journal with goals, photos, filters and edits, upgrades, and deletes the account', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  await registerMemberInUi(page, email, 'Pat Runner');

  // goal
  await page.goto('/journal-old');
  await page.getByLabel('Your goal').fill('Run a sub-4 hour marathon in April');
  await page.getByRole('button', { name: 'Set Goal' }).click();
  await expect(page.getByText('Run a sub-4 hour marathon in April').first()).toBeVisible();

  // an entry without a photo
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('Please add a title for your journal entry').first()).toBeVisible();
  await form.getByLabel('Title').fill('Tempo run');
  await form.getByLabel('Journal entry').fill('Marathon pace tempo, 8 km. Challenging but I pushed through.');
  await form.getByRole('button', { name: 'Training' }).click();
  await form.getByRole('button', { name: 'Save Entry' }).click();
  // 'Saved' shows for 2 seconds from the answer; the list shows the entry after it is read again.
  await expect(page.getByRole('status').filter({ hasText: /Saved/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tempo run' })).toBeVisible();

  // a private entry with a photo
  await form.getByLabel('Title').fill('Coastal long ride');
  await form.getByLabel('Journal entry').fill('Long ride to the coast. New personal best for the climb!');
  await form.getByRole('button', { name: 'Nutrition' }).click();
  await form.getByRole('switch', { name: 'Private entry' }).click();
  await page.getByLabel('Journal photo').setInputFiles(await phonePhoto('ride.jpg'));
  await expect(form.getByRole('img', { name: 'Selected photo' })).toBeVisible();
  await form.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('heading', { name: 'Coastal long ride' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo for Coastal long ride' })).toBeVisible();

  // month filter and search
  await page.getByLabel('Filter by month').selectOption({ index: 1 });
  await page.getByLabel('Search entries').fill('coast');
  await expect(page.getByText('Showing 1 of 2 entries')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tempo run' })).toBeHidden();
  await page.getByLabel('Search entries').fill('');
  await expect(page.getByRole('heading', { name: 'Tempo run' })).toBeVisible();

  // inline edit
  await page.getByRole('button', { name: 'Edit entry: Tempo run' }).click();
  const card = page.getByRole('article', { name: 'Edit entry: Tempo run' });
  await card.getByLabel('Title').fill('Tempo run, 8 km');
  await card.getByRole('button', { name: 'Recovery' }).click();
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Tempo run, 8 km' })).toBeVisible();

  // archive the goal and set a new one, then the history
  await page.getByRole('button', { name: 'Archive & Set New Goal' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive & Set New Goal' });
  await archive.getByLabel('New goal').fill('Swim 1500 m without stopping');
  await archive.getByRole('button', { name: 'Archive & Set New Goal' }).click();
  await expect(archive).toBeHidden();
  await expect(page.getByText('Swim 1500 m without stopping').first()).toBeVisible();
  // opened from the keyboard: closing it gives focus back to the button that opened it (not to the top of the page)
  const historyButton = page.getByRole('button', { name: 'Goal History' });
  await historyButton.focus();
  await page.keyboard.press('Enter');
  const history = page.getByRole('dialog', { name: 'Goal History' });
  await expect(history.getByText('Current Goal', { exact: true })).toBeVisible();
  await expect(history.getByText('Archived', { exact: true }).first()).toBeVisible();
  await expect(history.getByText('Run a sub-4 hour marathon in April')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(historyButton).toBeFocused();
  await historyButton.click();
  await history.getByRole('button', { name: 'Close' }).first().click();
  await expect(historyButton).toBeFocused();

  // profile photo, upgrade, Library
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'The Insights Library is for Premium members' })).toBeVisible();
  await page.goto('/profile');
  await page.getByLabel('Profile photo').setInputFiles(await phonePhoto('me.jpg'));
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  // Premium is paid through (the fake) Stripe Checkout: see premium-checkout.spec.ts for the whole journey.
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Premium Member' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'No Saved Reports Yet' })).toBeVisible();

  // the stored photos carry no location
  await page.goto('/journal-old');
  await expect(page.getByRole('img', { name: 'Photo for Coastal long ride' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  const [user] = await browserDatabaseQuery<{ id: number; profile_image_url: string }>('select id, profile_image_url from users where email = $1', [email]);
  const [entry] = await browserDatabaseQuery<{ image_url: string }>("select image_url from journal_entries where user_id = $1 and image_url is not null", [user.id]);
  const files = [user.profile_image_url, entry.image_url];
  for (const file of files) {
    const res = await page.request.get(file);
    expect(res.status()).toBe(200);
    const meta = await sharp(await res.body()).metadata();
    expect(meta.exif).toBeUndefined();
  }
  expect(await photoUrls(page)).toContain(new URL(user.profile_image_url, page.url()).toString());

  // delete the account: back home, nothing of theirs left
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete Account Permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  const login = await page.request.post('/api/community/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  for (const file of files) expect((await page.request.get(file)).status()).toBe(404);
  const left = await browserDatabaseQuery<{ n: string }>(
    `select (select count(*) from users where id = $1) + (select count(*) from journal_entries where user_id = $1)
          + (select count(*) from goals where user_id = $1) + (select count(*) from sessions where user_id = $1)
          + (select count(*) from saved_reports where user_id = $1) + (select count(*) from uploads where user_id = $1)
          + (select count(*) from outbox_events where payload->>'userId' = $1::text and type <> 'MemberDeleted') as n`,
    [user.id],
  );
  expect(Number(left[0].n)).toBe(0);
});
