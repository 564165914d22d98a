import { expect } from '@playwright/test';
import sharp from 'sharp';
import { appOrigin, appReady, browserDatabaseQuery, expectToast, signInAsEditor, test, reviewScreenshot } from './support.js';
import { violations } from './axe.js';

// A tall picture: every place that shows it crops it to the ad's format.
const adPng = () =>
  sharp({ create: { width: 400, height: 800, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();

// Ads left by a journey are deleted through the API, so the public pages that showed them are purged (two here have a
// picture that does not exist: a reader's page still showing them would ask for it in every later journey).
test.afterEach(async ({ page }) => {
  for (const { id } of await browserDatabaseQuery<{ id: number }>('select id from ads')) await page.request.delete(`/api/ads/${id}`);
});

test('an editor creates, edits, switches off and deletes an ad with an uploaded image', async ({ page }) => {
  test.setTimeout(120_000); // the machine may be shared and slow
  await browserDatabaseQuery('delete from ads');
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ads' }).click();
  await expect(page.getByRole('heading', { name: 'Advertisements' })).toBeVisible();
  await expect(page.getByText('No ads yet.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Create: the required fields are checked first.
  await page.getByRole('button', { name: 'Create Ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Ad' });
  await expect(dialog.getByText('PNG, JPG, GIF up to 5MB')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Ad' }).click();
  const required = dialog.getByText('Please fill in required fields: image, and select at least one target page');
  await expect(required).toHaveText('Please fill in required fields: image, and select at least one target page (missing: an image and a target page)');
  expect(await violations(page)).toEqual([]);

  await dialog.getByRole('textbox', { name: 'Title (optional)' }).fill('Autumn bike fit offer');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: await adPng() });
  const preview = dialog.getByRole('img', { name: 'Ad image preview' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
  // The message follows the form: the image is there now, only the page is missing.
  await expect(required).toHaveText('Please fill in required fields: image, and select at least one target page (missing: a target page)');
  // The preview is cropped to the format's shape, as readers' pages show it (it was shown whole).
  const shape = () => preview.evaluate((img) => ({ ratio: Math.round((img.clientWidth / img.clientHeight) * 100) / 100, fit: getComputedStyle(img).objectFit }));
  await expect(dialog.getByText('As readers see it: Square (1:1), cropped to fit.', { exact: false })).toBeVisible();
  expect(await shape()).toEqual({ ratio: 1, fit: 'cover' });
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption('featured');
  await expect(dialog.getByText('As readers see it: Featured (16:9), cropped to fit.', { exact: false })).toBeVisible();
  expect(await shape()).toEqual({ ratio: 1.78, fit: 'cover' });
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption('square');
  await dialog.getByRole('combobox', { name: 'Position' }).selectOption('2');
  await dialog.getByRole('checkbox', { name: 'Home' }).click();
  await dialog.getByRole('checkbox', { name: 'Journal' }).click();
  await expect(dialog.getByText('Please fill in required fields: image, and select at least one target page')).toBeHidden();
  await reviewScreenshot(page, { path: 'test-results/ads-dialog.png' });
  // A link typed without its https:// is marked under its field and focused; nothing is sent.
  const link = dialog.getByRole('textbox', { name: 'Link URL (optional)' });
  await link.fill('shop.example.com/bike-fit');
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ads') posted += 1;
  });
  await dialog.getByRole('button', { name: 'Create Ad' }).click();
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Enter the whole address, starting with https:// or http:// (for example https://example.com/offer).')).toBeVisible();
  await reviewScreenshot(page, { path: 'test-results/ads-dialog-link.png' });
  expect(posted).toBe(0);
  await link.fill('https://shop.example.com/bike-fit');
  await expect(link).toHaveAttribute('aria-invalid', 'false');
  await dialog.getByRole('button', { name: 'Create Ad' }).click();
  await expect(dialog).toBeHidden();
  expect(posted).toBe(1);
  const card = page.getByTestId('ad-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Autumn bike fit offer' })).toBeVisible();
  await expect(card.getByText('Home, Journal')).toBeVisible();
  await expect(card.getByText('2 (Middle)')).toBeVisible();
  // The card shows the tall picture cropped to the square format too (it grew to the picture's height).
  const cardPicture = card.getByRole('img', { name: 'Ad: Autumn bike fit offer' });
  await expect(cardPicture).toBeVisible();
  expect(await cardPicture.evaluate((img) => Math.round((img.clientWidth / img.clientHeight) * 100) / 100)).toBe(1);
  const [row] = await browserDatabaseQuery<{ image_url: string; position: number; created_by: number }>('select image_url, position, created_by from ads');
  expect(row.image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  expect(row.position).toBe(2);
  await reviewScreenshot(page, { path: 'test-results/ads-tab.png', fullPage: true });
  expect(await violations(page)).toEqual([]);

  // Edit: featured ads have no position.
  await card.getByRole('button', { name: 'Edit Autumn bike fit offer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Ad' });
  await expect(edit.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Autumn bike fit offer');
  await edit.getByRole('textbox', { name: 'Title (optional)' }).fill('Winter bike fit offer');
  // A photo from the image search replaces the uploaded image.
  await edit.getByRole('button', { name: 'Search images' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an Ad Image' });
  await picker.getByRole('button', { name: /^Use photo:/ }).first().click();
  await expect(picker).toBeHidden();
  await expect(edit.getByRole('img', { name: 'Ad image preview' })).not.toHaveAttribute('src', /^\/uploads\//);
  const chosen = await edit.getByRole('img', { name: 'Ad image preview' }).getAttribute('src');
  await edit.getByRole('combobox', { name: 'Format' }).selectOption('featured');
  await expect(edit.getByRole('combobox', { name: 'Position' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Update Ad' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByRole('heading', { name: 'Winter bike fit offer' })).toBeVisible();
  await expect(card.getByText('featured')).toBeVisible();
  expect((await browserDatabaseQuery<{ image_url: string }>('select image_url from ads'))[0].image_url).toBe(chosen);
  // The uploaded image the ad no longer uses is gone.
  expect((await page.request.get(row.image_url)).status()).toBe(404);

  // Toggle off: readers no longer get it.
  const active = card.getByRole('switch', { name: 'Active: Winter bike fit offer' });
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await active.click();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await expect(card.getByText('Inactive')).toBeVisible();
  await expectToast(page, 'Ad Deactivated', 'Winter bike fit offer no longer shows on the site.');
  expect((await browserDatabaseQuery<{ is_active: boolean }>('select is_active from ads'))[0].is_active).toBe(false);

  // Delete, after the confirmation.
  await card.getByRole('button', { name: 'Delete Winter bike fit offer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Ad' });
  await expect(confirm.getByText('Are you sure you want to delete this ad?')).toBeVisible();
  // The confirmation names the ad about to go, so a slip on the wrong card is caught here.
  await expect(confirm.getByTestId('deleting-ad-name')).toHaveText('Winter bike fit offer');
  expect(await violations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Ad Deleted');
  await expect(page.getByTestId('ad-card')).toHaveCount(0);
  expect(await browserDatabaseQuery('select id from ads')).toEqual([]);
});

test("a refused upload shows the server's reason; a failed save shows the spec toast and keeps the dialog open", async ({ page }) => {
  await browserDatabaseQuery('delete from ads');
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ads' }).click();
  await page.getByRole('button', { name: 'Create Ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Ad' });
  // A preview that does not load says so.
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill('/uploads/00000000000000000000000000000000.webp');
  await expectToast(page, 'Image Error', 'Unable to load the image. Please check the URL.');
  // A picture over 100 megapixels (a small file all the same) is refused as too large, and the toast says so.
  const huge = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expectToast(page, 'Upload Failed', 'This image is too large (over 100 megapixels). Please resize it and try again.');
  await reviewScreenshot(page, { path: 'test-results/ads-upload-too-large.png' });
  await page.route('**/api/ads', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Server down' }) : route.continue()));
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: await adPng() });
  await expect(dialog.getByRole('img', { name: 'Ad image preview' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'All pages' }).click();
  await dialog.getByRole('button', { name: 'Create Ad' }).click();
  await expectToast(page, 'Failed to create ad');
  await expect(dialog).toBeVisible();
  expect(await browserDatabaseQuery('select id from ads')).toEqual([]);
  // Escape closes the dialog the editor is in, not the toast that appeared above it (its unsaved ad asks first);
  // focus goes back to its opener.
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create Ad' })).toBeFocused();
});

test('a new ad whose answer was lost, saved again, is one ad; the next new ad gets a new key', async ({ page }) => {
  await browserDatabaseQuery('delete from ads');
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Ads' }).click();
  await page.getByRole('button', { name: 'Create Ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Ad' });
  await dialog.getByRole('textbox', { name: 'Title (optional)' }).fill('Compression socks for long runs');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: await adPng() });
  await expect(dialog.getByRole('img', { name: 'Ad image preview' })).toHaveAttribute('src', /^\/uploads\//);
  await dialog.getByRole('checkbox', { name: 'Home' }).click();

  // The server stores the ad, but its answer never reaches the page.
  const keys: string[] = [];
  await page.route('**/api/ads', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((route.request().postDataJSON() as { client_key?: string }).client_key ?? 'none');
    const handled = await route.fetch();
    expect(handled.status()).toBe(201);
    await route.abort('connectionreset');
  });
  await dialog.getByRole('button', { name: 'Create Ad' }).click();
  await expectToast(page, 'Failed to create ad');
  await expect(dialog).toBeVisible();
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  // Saved again: the same key, so the server answers the ad it already has.
  await page.unroute('**/api/ads');
  const resent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/ads'));
  await dialog.getByRole('button', { name: 'Create Ad' }).click();
  expect(((await resent).postDataJSON() as { client_key: string }).client_key).toBe(keys[0]);
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Ad Created');
  await expect(page.getByTestId('ad-card')).toHaveCount(1);
  const rows = await browserDatabaseQuery<{ client_key: string; image_url: string }>('select client_key, image_url from ads');
  expect(rows.map((row) => row.client_key)).toEqual([keys[0]]);

  // The same values saved as another new ad (a deliberate second one): a new key, a second ad.
  await page.getByRole('button', { name: 'Create Ad' }).click();
  await dialog.getByRole('textbox', { name: 'Title (optional)' }).fill('Compression socks for long runs');
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill(rows[0].image_url);
  await dialog.getByRole('checkbox', { name: 'Home' }).click();
  const second = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/ads'));
  await dialog.getByRole('button', { name: 'Create Ad' }).click();
  expect(((await second).postDataJSON() as { client_key: string }).client_key).not.toBe(keys[0]);
  await expect(page.getByTestId('ad-card')).toHaveCount(2);
});

test('failed status changes and deletes show the spec toasts; the tab fits a phone', async ({ page }) => {
  await browserDatabaseQuery('delete from ads');
  await browserDatabaseQuery(
    `insert into ads (title, image_url, link_url, target_pages, position) values ('Recovery socks', '/uploads/00000000000000000000000000000000.webp', 'https://example.com/socks', '["all-pages"]', 3)`,
  );
  // At the top of the journal, the socks at its bottom: the journal page shows one ad in all, so they clash all the same.
  await browserDatabaseQuery(`insert into ads (title, image_url, target_pages, position) values ('Trail gloves', '/uploads/00000000000000000000000000000000.webp', '["journal"]', 1)`);
  // The home sidebar shows every square ad, this one under the socks: no clash there.
  await browserDatabaseQuery(`insert into ads (title, image_url, target_pages, position) values ('Sidebar shoes', '/uploads/00000000000000000000000000000000.webp', '["home"]', 3)`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Ads', exact: true }).click();
  // Two active ads for the journal page's one ad: the tab says so, and which one readers see, until one is switched off.
  const warning = page.getByRole('status').filter({ hasText: 'Two active ads share a place' });
  await expect(warning).toContainText(
    '"Trail gloves" and "Recovery socks" are both active on the journal page, where only one ad shows (any position or format): readers see "Trail gloves".',
  );
  await expect(warning).not.toContainText('Sidebar shoes');
  const gloves = page.getByTestId('ad-card').filter({ hasText: 'Trail gloves' });
  await reviewScreenshot(page, { path: 'test-results/ads-phone.png', fullPage: true });
  expect(await violations(page)).toEqual([]);
  await gloves.getByRole('switch', { name: 'Active: Trail gloves' }).click();
  await expect(gloves.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(warning).toHaveCount(0);

  const card = page.getByTestId('ad-card').filter({ hasText: 'Recovery socks' });
  await expect(card.getByRole('heading', { name: 'Recovery socks' })).toBeVisible();
  await expect(card.getByText('Image unavailable')).toBeVisible();
  // The advertiser's link on the card is a 44 px target on a phone, like every other control of the tab.
  const box = await card.getByRole('link', { name: /example\.com\/socks/ }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await page.route('**/api/ads/*/toggle-status', (route) => route.fulfill({ status: 500, body: 'Server down' }));
  await page.route('**/api/ads/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'Server down' }) : route.fallback()));
  await card.getByRole('switch', { name: 'Active: Recovery socks' }).click();
  await expectToast(page, 'Failed to update ad status');
  await expect(card.getByRole('switch', { name: 'Active: Recovery socks' })).toHaveAttribute('aria-checked', 'true');
  await card.getByRole('button', { name: 'Delete Recovery socks' }).click();
  await page.getByRole('dialog', { name: 'Delete Ad' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Failed to delete ad');
  expect(await browserDatabaseQuery('select id from ads')).toHaveLength(3);
});

test("300 ads competing for the one ad of four pages, two for the home's featured slot: one line a place with how many, their names behind a disclosure", async ({ page }) => {
  test.setTimeout(180_000);
  await browserDatabaseQuery('delete from ads');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsEditor(page);
  const uploaded = await page.request.post('/api/ads/upload-image', { multipart: { image: { name: 'ad.png', mimeType: 'image/png', buffer: await adPng() } } });
  expect(uploaded.status()).toBe(200);
  // Four pages outside the sidebars, which show one ad in all whatever its position or format: 4 places, 72 to 76 active ads in each.
  await browserDatabaseQuery(
    `insert into ads (title, image_url, format, target_pages, position, created_at)
     select 'Crowded ad ' || i, $1, case when i % 4 = 0 then 'featured' else 'square' end,
            jsonb_build_array((array['library', 'premium-content', 'website-articles', 'journal'])[1 + (i / 4) % 4]),
            case when i % 4 = 0 then null else i % 4 end, now() - i * interval '1 minute'
       from generate_series(0, 299) as i`,
    [(await uploaded.json()).imageUrl],
  );
  // The home page shows the newest featured ad aimed at home or publisher: a fifth place.
  await browserDatabaseQuery(
    `insert into ads (title, image_url, format, target_pages, position, created_at)
     values ('Home feature', $1, 'featured', '["home"]', null, now() - interval '2 minutes'), ('Theme feature', $1, 'featured', '["publisher"]', null, now() - interval '1 minute')`,
    [(await uploaded.json()).imageUrl],
  );
  try {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Ads' }).click();
    const warning = page.getByRole('status').filter({ hasText: '5 places have more than one active ad' });
    await expect(warning).toBeVisible();
    const places = warning.getByRole('listitem').filter({ hasText: 'readers see' });
    await expect(places).toHaveCount(5);
    await expect(places.first()).toContainText(
      '"Theme feature" and "Home feature" are both active on the home page as the featured ad: readers see only the newest, "Theme feature".',
    );
    // The Library's ads come next: ads 0-3, 16-19 ... 288-291 (i / 4 % 4 = 0), 76 of them; its newest featured one shows.
    const library = places.nth(1);
    await expect(library).toContainText('76 active ads on the library page, where only one ad shows (any position or format): readers see "Crowded ad 0".');
    // No names but the shown one's until asked for: 5 short lines, and the first ad card not far below.
    await expect(warning.getByText('Crowded ad 16', { exact: true })).toBeHidden();
    expect((await warning.boundingBox())!.height).toBeLessThan(1000);
    const disclosure = library.getByRole('button', { name: 'Show the 76 ads on the library page' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(await violations(page)).toEqual([]);
    await reviewScreenshot(page, { path: 'test-results/ads-conflicts-1440.png' });

    // By keyboard: the disclosure opens with Enter and names the ads, then closes with Space.
    await disclosure.focus();
    await page.keyboard.press('Enter');
    const hide = library.getByRole('button', { name: 'Hide the 76 ads on the library page' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const names = library.getByRole('list', { name: 'Active ads on the library page' }).getByRole('listitem');
    await expect(names).toHaveCount(76);
    // In the order readers get them: featured ones newest first, then the top square ones (1, 17, ...).
    await expect(names.first()).toHaveText('Crowded ad 0');
    await expect(names.nth(1)).toHaveText('Crowded ad 16');
    await expect(names.nth(19)).toHaveText('Crowded ad 1');
    expect(await violations(page)).toEqual([]);
    await hide.focus();
    await page.keyboard.press('Space');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(names).toHaveCount(0);
    // At 1440 px the lines show at once: no button to open them.
    await expect(warning.getByRole('button', { name: /the 5 places/ })).toHaveCount(0);

    // On a phone more than three lines wait behind one disclosure, 'Show the 5 places'.
    await page.setViewportSize({ width: 390, height: 844 });
    await warning.scrollIntoViewIfNeeded();
    const showPlaces = warning.getByRole('button', { name: 'Show the 5 places' });
    await expect(showPlaces).toHaveAttribute('aria-expanded', 'false');
    await expect(places).toHaveCount(0);
    expect((await warning.boundingBox())!.height).toBeLessThan(320);
    expect(await violations(page)).toEqual([]);
    await reviewScreenshot(page, { path: 'test-results/ads-conflicts-390.png' });
    // By keyboard it opens the lines (16 px text at least), and closes them again.
    await showPlaces.focus();
    await page.keyboard.press('Enter');
    const hidePlaces = warning.getByRole('button', { name: 'Hide the 5 places' });
    await expect(hidePlaces).toHaveAttribute('aria-expanded', 'true');
    await expect(hidePlaces).toBeFocused();
    await expect(places).toHaveCount(5);
    await expect(library).toContainText('76 active ads on the library page, where only one ad shows (any position or format): readers see "Crowded ad 0".');
    expect(await places.first().evaluate((line) => parseFloat(getComputedStyle(line).fontSize))).toBeGreaterThanOrEqual(16);
    expect(await violations(page)).toEqual([]);
    await reviewScreenshot(warning, { path: 'test-results/ads-conflicts-390-open.png' });
    await page.keyboard.press('Space');
    await expect(showPlaces).toHaveAttribute('aria-expanded', 'false');
    await expect(places).toHaveCount(0);
  } finally {
    // Deleted in one statement (300 deletes through the API would take minutes); none reached a reader's page.
    await browserDatabaseQuery('delete from ads');
  }
});

test('staff looking at an article see the ad readers see, however many switched-off ads the Ads tab lists first', async ({ page }) => {
  await signInAsEditor(page);
  const uploaded = await page.request.post('/api/ads/upload-image', { multipart: { image: { name: 'ad.png', mimeType: 'image/png', buffer: await adPng() } } });
  const image = (await uploaded.json()).imageUrl as string;
  const title = `Readers see this one ${Date.now()}`;
  const created = await page.request.post('/api/ads', {
    data: { title, image_url: image, link_url: 'https://sponsor.example.com/', format: 'square', target_pages: ['website-articles'], position: 1 },
  });
  expect(created.status()).toBe(201);
  // Newer than it, 20 switched-off ads: the first page of the staff list (what GET /api/ads answers staff) holds only them.
  await browserDatabaseQuery(
    `insert into ads (title, image_url, target_pages, position, is_active, created_at)
     select 'Switched off ' || g, $1, '["home"]', 2, false, now() + (g || ' minutes')::interval from generate_series(1, 20) g`,
    [image],
  );
  const article = await page.request.post('/api/website-content', {
    data: { title: `Staff see readers' ad ${Date.now()}`, editorial_theme: 'Gear & Tech', long_form_article: 'Check the tyre pressure before every ride.' },
  });
  const { id, slug } = (await article.json()) as { id: number; slug: string };
  try {
    expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
    await expect.poll(async () => (await fetch(`${appOrigin()}/article/${slug}`)).text(), { timeout: 30_000 }).toContain(title);
    // Opened inside the app (from a page without ads), so the ads are asked for by the app, not embedded by the server.
    await page.goto('/no-such-page-for-ads');
    await appReady(page);
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/ads');
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/article/${slug}`);
    // Asked as a reader would: without the session cookie.
    expect((await (await asked).allHeaders()).cookie).toBeUndefined();
    await expect(page.getByRole('complementary', { name: 'Advertisement' }).getByRole('img', { name: title })).toBeVisible();
  } finally {
    await page.request.delete(`/api/website-content/${id}`);
  }
});
