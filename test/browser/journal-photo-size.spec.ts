import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { browserDatabaseQuery, registerMemberInUi, test, uniqueEmail, reviewScreenshot } from './support.js';

/**
 * A phone's photo: 4000 x 3000 (12 megapixels), several MB, taken with the phone turned (EXIF orientation 6: shown
 * 3000 wide and 4000 high). The server keeps at most 2000 px of it (docs/members-api.md), so the page sends it at most
 * 2000 px on its long side, upright, instead of all its bytes.
 */
async function bigPhonePhoto(name: string) {
  const buffer = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 110, b: 70 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A POST's multipart body, as the page sent it (read where it is routed: Chromium shows no file body elsewhere). */
interface SentBody {
  body: Buffer;
  boundary: string;
}

/** The bytes of the multipart field `name` of a body. */
function part(sent: SentBody, name: string): Buffer {
  const at = sent.body.indexOf(`name="${name}"`);
  if (at < 0) throw new Error(`no ${name} field`);
  const from = sent.body.indexOf('\r\n\r\n', at) + 4;
  return sent.body.subarray(from, sent.body.indexOf(`\r\n--${sent.boundary}`, from));
}

/** Sizes and orientation of a JPEG sent. */
async function dimensions(jpeg: Buffer) {
  const meta = await sharp(jpeg).metadata();
  return { width: meta.width, height: meta.height, orientation: meta.orientation ?? 1, format: meta.format };
}

/** Whether the picture at `selector` has loaded (a broken preview or photo has no natural width). */
const loaded = (page: Page, img: ReturnType<Page['getByRole']>) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

test('a 12-megapixel phone photo is previewed from the file and sent at most 2000 px, once, on /journal', async ({ page }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('photo-size');
  await registerMemberInUi(page, email, 'Pat Photographer');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/journal');
  const composer = page.getByRole('textbox', { name: 'Message your coach' });
  await expect(composer).toBeVisible();

  const original = await bigPhonePhoto('IMG_4032.jpg');
  expect(original.buffer.length).toBeGreaterThan(3 * 1024 * 1024);
  await page.getByLabel('Photo from your library').setInputFiles(original);
  // The preview is the file itself (an object URL), not a base64 copy of its bytes in the page.
  const preview = page.getByRole('img', { name: 'Photo to send' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => loaded(page, preview)).toBe(true);
  // A photo alone cannot be sent: Send waits for words, and the composer says so (it was disabled with no word why).
  const needsWords = 'Write a few words about the photo to send it: your coach replies to what you write.';
  await expect(page.getByText(needsWords)).toBeVisible();
  await expect(composer).toHaveAccessibleDescription(new RegExp(`^${needsWords.replace(/[.:]/g, '\\$&')}`));
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await composer.fill('Hill repeats, and a photo from the top.');
  await expect(page.getByText(needsWords)).toHaveCount(0);
  await reviewScreenshot(page, { path: 'test-results/journal-photo-attached-phone.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewScreenshot(page, { path: 'test-results/journal-photo-attached-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });

  // The first send reaches the server, but its answer is lost: the message comes back to the composer, with its photo.
  const sends: SentBody[] = [];
  let firstStatus = 0;
  await page.route('**/api/community/journal', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1] ?? '';
    sends.push({ body: request.postDataBuffer() ?? Buffer.alloc(0), boundary });
    if (sends.length > 1) return route.fallback();
    firstStatus = (await route.fetch()).status();
    await route.abort('connectionreset');
  });
  await composer.press('Enter');
  await expect(composer).toHaveValue('Hill repeats, and a photo from the top.');
  await expect(preview).toBeVisible();

  // Sent again, on a slow connection (uploads at 128 KB/s): how much of the photo has gone is shown, and is a progress
  // bar for a screen reader. The same bytes go with the same key, so the server answers the entry it already has.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 1024 * 1024, uploadThroughput: 128 * 1024 });
  await composer.press('Enter');
  const log = page.getByRole('region', { name: 'Conversation with your coach' });
  const progress = log.getByRole('progressbar', { name: 'Sending your message' });
  await expect(progress).toHaveText(/^Sending… \d{1,3}%$/, { timeout: 30_000 });
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
  await reviewScreenshot(page, { path: 'test-results/journal-photo-sending-phone.png' });
  const photo = log.getByRole('img', { name: 'Your photo' });
  await expect(photo).toHaveAttribute('src', /\/uploads\/.+\.webp$/, { timeout: 30_000 });
  await expect.poll(() => loaded(page, photo)).toBe(true);
  await expect(log.getByText('Hill repeats, and a photo from the top.')).toHaveCount(1);
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  expect(firstStatus).toBe(201);
  expect(sends).toHaveLength(2);
  // The bodies the server received: about 1 MB (this photo is noise, the hardest to compress), not the phone's 6.5 MB.
  for (const sent of sends) expect(sent.body.length).toBeLessThan(1.5 * 1024 * 1024);
  const [first, second] = sends.map((sent) => part(sent, 'image'));
  expect(first.equals(second)).toBe(true);
  expect(part(sends[0], 'client_key').toString()).toBe(part(sends[1], 'client_key').toString());
  // Upright (the phone's turn applied) and at most 2000 px: 1500 x 2000, with no orientation left to apply.
  expect(await dimensions(first)).toEqual({ width: 1500, height: 2000, orientation: 1, format: 'jpeg' });
  const rows = await browserDatabaseQuery<{ count: string }>(
    "select count(*) from journal_entries e join users u on u.id = e.user_id where u.email = $1 and e.content = 'Hill repeats, and a photo from the top.'",
    [email],
  );
  expect(Number(rows[0].count)).toBe(1);
});

test('the classic journal sends a big photo at most 2000 px as its data URL', async ({ page }) => {
  test.setTimeout(240_000);
  await registerMemberInUi(page, uniqueEmail('photo-size-old'), 'Pat Classic');
  await page.goto('/journal-old');
  const form = page.getByRole('form', { name: 'New Journal Entry' });
  await form.getByLabel('Title').fill('Summit photo');
  await form.getByLabel('Journal entry').fill('Up the big hill at last.');
  await page.getByLabel('Journal photo').setInputFiles(await bigPhonePhoto('IMG_4033.jpg'));
  const preview = form.getByRole('img', { name: 'Selected photo' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/community/journal');
  await form.getByRole('button', { name: 'Save Entry' }).click();
  const request = await sent;
  expect(request.postDataBuffer()!.length).toBeLessThan(1.5 * 1024 * 1024);
  const dataUrl = (request.postDataJSON() as { image_url: string }).image_url;
  expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  expect(await dimensions(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))).toEqual({ width: 1500, height: 2000, orientation: 1, format: 'jpeg' });
  const photo = page.getByRole('img', { name: 'Photo for Summit photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => loaded(page, photo)).toBe(true);
});

test('a 12-megapixel phone photo (over the 5MB limit) becomes the profile photo, previewed, sent at most 1024 px with its progress', async ({ page }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('profile-photo-size');
  await registerMemberInUi(page, email, 'Pat Portrait');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  const original = await bigPhonePhoto('IMG_4034.jpg');
  expect(original.buffer.length).toBeGreaterThan(5 * 1024 * 1024);

  const sends: SentBody[] = [];
  await page.route('**/api/community/profile/upload-image', async (route) => {
    const request = route.request();
    const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1] ?? '';
    sends.push({ body: request.postDataBuffer() ?? Buffer.alloc(0), boundary });
    await route.fallback();
  });
  // A slow connection (uploads at 32 KB/s): the photo shows at once in the circle, and how much of it has gone.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 1024 * 1024, uploadThroughput: 32 * 1024 });
  await page.getByLabel('Profile photo').setInputFiles(original);
  const preview = page.getByRole('img', { name: 'Your new profile photo' });
  await expect(preview).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
  await expect.poll(() => loaded(page, preview)).toBe(true);
  const progress = page.getByRole('progressbar', { name: 'Sending your photo' });
  await expect(progress).toHaveText(/^Sending… \d{1,3}%$/, { timeout: 30_000 });
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
  const card = page.getByRole('button', { name: 'Uploading...' }).locator('xpath=ancestor::div[contains(@class, "rounded")][1]');
  await reviewScreenshot(card, { path: '/tmp/wt-journal-shots/profile-photo-sending-390.png' });
  await reviewScreenshot(page, { path: '/tmp/wt-journal-shots/profile-photo-sending-page-390.png' });

  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toHaveAttribute('src', /\/uploads\/.+\.webp$/, { timeout: 60_000 });
  await expect.poll(() => loaded(page, photo)).toBe(true);
  await expect(progress).toBeHidden();
  await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Sent once, a few hundred KB (this photo is noise, the hardest to compress), not the phone's 6.5 MB: upright, 768 x 1024.
  expect(sends).toHaveLength(1);
  expect(sends[0].body.length).toBeLessThan(600 * 1024);
  expect(await dimensions(part(sends[0], 'profile_image'))).toEqual({ width: 768, height: 1024, orientation: 1, format: 'jpeg' });
  // The photo stored: no more than that.
  const stored = await page.request.get((await photo.getAttribute('src'))!);
  const kept = await sharp(await stored.body()).metadata();
  expect(Math.max(kept.width ?? 0, kept.height ?? 0)).toBeLessThanOrEqual(1024);
  expect(kept.height).toBeGreaterThan(kept.width ?? 0);

  await reviewScreenshot(page, { path: '/tmp/wt-journal-shots/profile-photo-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);
  await reviewScreenshot(page, { path: '/tmp/wt-journal-shots/profile-photo-1440.png' });
});
