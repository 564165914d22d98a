import { expect } from '@playwright/test';
import sharp from 'sharp';
import { signInAsEditor, test } from './support.js';

/**
 * The image picker's Upload tab (editor review: an article's picture could only be a stock photo or an address, and a
 * refused address said 'Upload the image again' with nowhere to upload): a picture from the editor's device is
 * stored on the site and becomes the article's featured image, served to readers.
 */
test('Manual Create: Upload in the picker stores a picture from the device and the draft keeps it as its featured image', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Manual Create for Gear & Tech' }).click();
  const create = page.getByRole('dialog', { name: 'Manual Create: Gear & Tech' });
  const title = `Choosing a heart-rate strap ${Date.now()}`;
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await create.getByRole('textbox', { name: 'Article', exact: true }).fill('Chest straps still beat wrist sensors for intervals.');

  await create.getByRole('button', { name: 'Choose featured image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  await picker.getByRole('tab', { name: 'Upload' }).click();
  const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#0c6663' } }).png().toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'strap.png', mimeType: 'image/png', buffer: png });
  await expect(picker).toBeHidden();
  const picture = create.getByRole('img', { name: 'The featured image' });
  await expect(picture).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
  const stored = await picture.getAttribute('src');
  await create.getByRole('textbox', { name: 'Picture description' }).fill('A chest strap on a running shirt');

  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/website-content'));
  await create.getByRole('button', { name: 'Save Draft' }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  const { id, featured_image } = (await answer.json()) as { id: number; featured_image: string };
  expect(featured_image).toBe(stored);
  // The stored picture is served (a magazine picture: to everyone).
  expect((await page.request.get(featured_image)).status()).toBe(200);
  expect((await page.request.delete(`/api/website-content/${id}`)).status()).toBe(200);
});

test('Upload in the picker says why a file was refused, and keeps the picker open', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Manual Create for Gear & Tech' }).click();
  const create = page.getByRole('dialog', { name: 'Manual Create: Gear & Tech' });
  await create.getByRole('button', { name: 'Choose featured image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the featured image' });
  await picker.getByRole('tab', { name: 'Upload' }).click();
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(picker.getByRole('alert')).toContainText('Upload Failed:');
  await expect(picker).toBeVisible();
});
