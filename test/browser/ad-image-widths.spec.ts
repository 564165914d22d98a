import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { appOrigin, signInAsEditor, test } from './support.js';

/**
 * An ad's picture tells the browser the truth about its files: each srcset candidate's w is the real pixel width of
 * the file it names (an upload narrower than a cover, 600 px, offers its 480 px copy and itself at 600w, not a "960w"
 * and "1600w" that are the same 600 px file, which a DPR-3 phone would then upscale). Articles use the same srcset
 * builder (lib/responsive-image.ts).
 */
const RUN = Date.now().toString(36);
const made: { ads: number[]; articles: number[] } = { ads: [], articles: [] };

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsEditor(page);
  for (const id of made.ads) await page.request.delete(`/api/ads/${id}`);
  for (const id of made.articles) await page.request.delete(`/api/website-content/${id}`);
  await context.close();
});

async function upload(page: Page, width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 140 } } }).png().toBuffer();
  const stored = await page.request.post('/api/ads/upload-image', { multipart: { image: { name: `ad-${width}.png`, mimeType: 'image/png', buffer: png } } });
  expect(stored.status()).toBe(200);
  return ((await stored.json()) as { imageUrl: string }).imageUrl;
}

/** Each candidate of a srcset with its w descriptor, and the real width of the file it names (read with sharp). */
async function candidates(page: Page, srcset: string): Promise<Array<{ url: string; said: number; real: number }>> {
  const list = [];
  for (const candidate of srcset.split(',').map((part) => part.trim())) {
    const [url, descriptor] = candidate.split(/\s+/);
    const file = await page.request.get(url);
    expect(file.status(), url).toBe(200);
    const { width } = await sharp(await file.body()).metadata();
    list.push({ url, said: Number(descriptor.replace(/w$/, '')), real: width! });
  }
  return list;
}

for (const [format, width, height] of [['square', 600, 600], ['featured', 1200, 675]] as const) {
  test(`a ${format} ad uploaded ${width} px wide: every srcset w is its file's real width, on a DPR-3 phone`, async ({ page, browser }) => {
    await signInAsEditor(page);
    const image = await upload(page, width, height);
    const title = `Widths ${format} ${RUN}`;
    const created = await page.request.post('/api/ads', {
      data: { title, image_url: image, link_url: 'https://sponsor.example.com/', format, target_pages: ['website-articles'], ...(format === 'square' ? { position: 1 } : {}) },
    });
    expect(created.status()).toBe(201);
    made.ads.push((await created.json()).id);
    // The page ad of an article: its featured ad, else its top square one (only one of this file's at a time).
    const article = await page.request.post('/api/website-content', {
      data: { title: `Ad widths ${format} ${RUN}`, editorial_theme: 'Gear & Tech', long_form_article: 'Check the tyre pressure before every ride.' },
    });
    expect(article.status()).toBe(201);
    const { id, slug } = (await article.json()) as { id: number; slug: string };
    made.articles.push(id);
    expect((await page.request.post(`/api/website-content/${id}/publish`, { data: {} })).status()).toBe(200);
    await expect.poll(async () => (await fetch(`${appOrigin()}/article/${slug}`)).text(), { timeout: 30_000 }).toContain(title);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
    const reader = await phone.newPage();
    await reader.goto(`/article/${slug}`);
    const picture = reader.getByRole('complementary', { name: 'Advertisement' }).getByRole('img', { name: title });
    const srcset = (await picture.getAttribute('srcset'))!;
    const list = await candidates(reader, srcset);
    expect(list.map(({ said, real }) => [said, real])).toEqual(list.map(({ real }) => [real, real]));
    expect(list.map(({ said }) => said)).toEqual(width === 600 ? [480, 600] : [480, 960, 1200]);
    // At DPR 3 the browser takes the largest file there is: the upload itself.
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(image);
    await phone.close();
    if (format === 'square') expect((await page.request.patch(`/api/ads/${made.ads.at(-1)}/toggle-status`)).status()).toBe(200);
  });
}
