import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { appOrigin, signInAsEditor, test } from './support.js';

/**
 * A theme page's hero picture uploaded to this site (PUT /api/theme-heros, given as the site's full address): readers
 * see it, offered at the widths its files really have (a 600 px upload as its 480 px copy and itself at 600w, never a
 * cover's 1600w), on a DPR-3 phone and on a desktop. The hero is put back as it was afterwards.
 */
const SHOTS = process.env.SCREENSHOT_DIR;
let before: { custom_title: string | null; custom_image_url: string | null; is_active: boolean } | undefined;

test.afterAll(async ({ browser }) => {
  if (!before) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsEditor(page);
  await page.request.put('/api/theme-heros/gear', { data: before });
  await context.close();
});

async function upload(page: Page, width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 150, g: 70, b: 30 } } }).png().toBuffer();
  const stored = await page.request.post('/api/community/journal/upload-image', { multipart: { image: { name: 'hero.png', mimeType: 'image/png', buffer: png } } });
  expect(stored.status()).toBe(200);
  return ((await stored.json()) as { imageUrl: string }).imageUrl;
}

test('a theme hero uploaded 600 px wide is shown with only its real widths, on a phone and a desktop', async ({ page, browser }) => {
  await signInAsEditor(page);
  const hero = (await (await page.request.get('/api/theme-heros/gear')).json()) as typeof before & object;
  before = { custom_title: hero.custom_title, custom_image_url: hero.custom_image_url ?? '', is_active: hero.is_active };
  const image = await upload(page, 600, 400);
  const saved = await page.request.put('/api/theme-heros/gear', { data: { custom_title: 'Kit that lasts', custom_image_url: `${appOrigin()}${image}`, is_active: true } });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({ custom_image_url: image, custom_image_width: 600 });
  await expect.poll(async () => (await fetch(`${appOrigin()}/publisher/gear`)).text(), { timeout: 30_000 }).toContain(image);

  for (const [name, viewport, scale] of [['phone', { width: 390, height: 844 }, 3], ['desktop', { width: 1440, height: 900 }, 1]] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale, isMobile: name === 'phone' });
    const reader = await context.newPage();
    await reader.goto('/publisher/gear');
    await expect(reader.getByRole('heading', { level: 1, name: 'Kit that lasts' })).toBeVisible();
    const picture = reader.locator('#theme-hero-title').locator('xpath=ancestor::section').locator('img').first();
    const copy = image.replace(/\.webp$/, '-480.webp');
    await expect(picture).toHaveAttribute('srcset', `${copy} 480w, ${image} 600w`);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toBe(image); // the largest file there is, for 1170 device pixels (a phone at DPR 3) as for 1440
    if (SHOTS) await reader.screenshot({ path: `${SHOTS}/theme-hero-upload-${viewport.width}.png` });
    await context.close();
  }
});
