// Draws the home-screen icons of frontend/public (named in manifest.webmanifest and index.html) from the site's mark:
// "F50" in the magazine's headline face (Source Serif 4, bold) in white on the accent colour, as favicon.svg draws it.
//   node scripts/app-icons.mjs
// Drawn by Chromium with the web font itself (the font files of @fontsource), so the icons match the site's headlines
// whatever fonts this machine has. Run again after changing the mark or the accent colour, and commit the files.
//   icon-192.png, icon-512.png   the mark on a rounded square (transparent corners), for browsers and launchers
//   icon-maskable-512.png        full bleed, the mark inside the central 80 % a launcher may cut to a circle or a squircle
//   apple-touch-icon.png         180 px, full bleed, no transparency (iOS rounds the corners itself); at the site's
//                                root, where iPhones and iPads also look for it unasked
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumPath } from './chromium-path.mjs';

const root = new URL('..', import.meta.url).pathname;
const ACCENT = '#0c6663';
const font = readFileSync(`${root}node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2`).toString('base64');

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, radius: 0.22, mark: 0.42 },
  { file: 'icons/icon-512.png', size: 512, radius: 0.22, mark: 0.42 },
  { file: 'icons/icon-maskable-512.png', size: 512, radius: 0, mark: 0.32 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, mark: 0.38 },
];

const browser = await chromium.launch({ executablePath: chromiumPath() });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, radius, mark } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<!doctype html><style>
    @font-face { font-family: Mark; font-weight: 700; src: url(data:font/woff2;base64,${font}) format('woff2'); }
    html, body { margin: 0; background: transparent; }
    div { width: ${size}px; height: ${size}px; border-radius: ${radius * size}px; background: ${ACCENT}; color: #fff;
      display: grid; place-items: center; font: 700 ${Math.round(mark * size)}px/1 Mark; letter-spacing: -0.01em; }
  </style><div>F50</div>`);
  await page.evaluate(() => document.fonts.ready);
  await page.locator('div').screenshot({ path: `${root}frontend/public/${file}`, omitBackground: radius > 0 });
  console.log(`frontend/public/${file} (${size} x ${size})`);
}
await browser.close();
