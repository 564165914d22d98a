import { expect, type APIResponse } from '@playwright/test';
import { test } from './support.js';

/**
 * Added to a phone's home screen (frontend/public/manifest.webmanifest, apple-touch-icon.png): the magazine gets its
 * name and its own icon, as Chromium itself reads them (its manifest parser and installability checks, over the
 * DevTools protocol), and an iPhone finds its icon at the site's root.
 */

/** A PNG's width, height and whether it has an alpha channel, from its header (IHDR). */
async function png(response: APIResponse): Promise<{ width: number; height: number; alpha: boolean }> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20), alpha: body[25] === 4 || body[25] === 6 };
}

test('the magazine can be added to a home screen with its name and icons, read by Chromium without an error', async ({ page, baseURL }) => {
  await page.goto('/');
  const devtools = await page.context().newCDPSession(page);
  const { url, errors, manifest } = await devtools.send('Page.getAppManifest');
  expect(url).toBe(`${baseURL}/manifest.webmanifest`);
  expect(errors).toEqual([]);
  expect(manifest).toMatchObject({ name: 'Flying@50', startUrl: `${baseURL}/`, scope: `${baseURL}/`, display: 'kMinimalUi' });
  expect(manifest?.shortcuts?.map((shortcut) => shortcut.url)).toEqual([`${baseURL}/journal`, `${baseURL}/newsletter`]);
  expect(await devtools.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

  const manifestFile = await page.request.get('/manifest.webmanifest');
  expect(manifestFile.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const { icons } = (await manifestFile.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
  expect(icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
  for (const icon of icons) {
    const [width, height] = icon.sizes.split('x').map(Number);
    const drawn = await png(await page.request.get(icon.src));
    expect({ src: icon.src, width: drawn.width, height: drawn.height }).toEqual({ src: icon.src, width, height });
    // A maskable icon is cut to the launcher's shape: it must fill its square (no transparent corners).
    if (icon.purpose === 'maskable') expect(drawn.alpha).toBe(false);
  }

  // iOS: the link in every page's head, and the file at the root where it looks unasked; opaque, 180 px.
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  expect(await png(await page.request.get('/apple-touch-icon.png'))).toEqual({ width: 180, height: 180, alpha: false });
  // Older iOS asks for the precomposed name unasked: moved for good to the one icon.
  const precomposed = await page.request.get('/apple-touch-icon-precomposed.png', { maxRedirects: 0 });
  expect({ status: precomposed.status(), location: precomposed.headers()['location'] }).toEqual({ status: 301, location: '/apple-touch-icon.png' });
  expect(await png(await page.request.get('/apple-touch-icon-precomposed.png'))).toEqual({ width: 180, height: 180, alpha: false });

  // Every page names the manifest: the server's own (a theme page, 'Page Not Found', the sign-in) and the app's.
  for (const path of ['/publisher/training', '/no-such-page', '/community/auth', '/journal']) {
    const html = await (await page.request.get(path)).text();
    expect({ path, manifest: html.includes('<link rel="manifest" href="/manifest.webmanifest" />') }).toEqual({ path, manifest: true });
  }
});
