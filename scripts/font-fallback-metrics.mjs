// Prints the metric-adjusted fallback @font-face rules of frontend/src/index.css (size-adjust, ascent-override,
// descent-override, line-gap-override), computed from the font files, so that the text drawn in a local font while the
// web font loads (font-display: swap) takes the room the web font will take, and the swap moves nothing.
//   node scripts/font-fallback-metrics.mjs
// The web fonts are @fontsource's latin files; the local fonts are read from the files of their metric-compatible
// twins (Liberation Sans has Arial's, and so Helvetica's, advance widths and vertical metrics; Liberation Serif has
// Times New Roman's), installed at /usr/share/fonts/truetype/liberation (Debian: fonts-liberation).
// Width (size-adjust): the web font's advances over the local font's, summed over the demo magazine's articles (like
// @capsizecss/metrics' xWidthAvg, which weights characters by their frequency in English news text); heights: the hhea
// ascender, descender and line gap.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const fontsource = (family, weight) => `${root}node_modules/@fontsource/${family}/files/${family}-latin-${weight}-normal.woff`;
const liberation = (file) => process.env.LIBERATION_DIR ? `${process.env.LIBERATION_DIR}/${file}` : `/usr/share/fonts/truetype/liberation/${file}`;

/**
 * The text the widths are averaged over: the demo magazine's articles (what a reader reads most), as the characters
 * appear in them (capitals, digits, punctuation and spaces included), so the average is that of the magazine's prose.
 */
const CORPUS = [...readFileSync(`${root}backend/src/seed/demo-articles.ts`, 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)]
  .map((match) => (match[1] ?? match[2]).replace(/\\n/g, ' ').replace(/\\(.)/g, '$1'))
  .filter((text) => text.includes(' '))
  .join(' ')
  .replace(/[#*_>\[\]()|]/g, '')
  .replace(/\s+/g, ' ');

/** The tables of a TrueType/OpenType file or of a WOFF (1.0) file, by tag. */
function tables(buffer) {
  const out = {};
  if (buffer.toString('latin1', 0, 4) === 'wOFF') {
    const count = buffer.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      const tag = buffer.toString('latin1', at, at + 4);
      const offset = buffer.readUInt32BE(at + 4), compressed = buffer.readUInt32BE(at + 8), length = buffer.readUInt32BE(at + 12);
      const data = buffer.subarray(offset, offset + compressed);
      out[tag] = compressed < length ? inflateSync(data) : data;
    }
    return out;
  }
  const count = buffer.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const offset = buffer.readUInt32BE(at + 8), length = buffer.readUInt32BE(at + 12);
    out[buffer.toString('latin1', at, at + 4)] = buffer.subarray(offset, offset + length);
  }
  return out;
}

/** The glyph of a character (cmap format 4, the Unicode BMP subtable); 0 when the font has none. */
function glyphOf(cmap, code) {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8), encoding = cmap.readUInt16BE(6 + i * 8);
    const sub = cmap.readUInt32BE(8 + i * 8);
    if (!((platform === 3 && encoding === 1) || platform === 0) || cmap.readUInt16BE(sub) !== 4) continue;
    const segments = cmap.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14, starts = ends + segments * 2 + 2, deltas = starts + segments * 2, ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      if (cmap.readUInt16BE(ends + s * 2) < code) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (start > code) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2), range = cmap.readUInt16BE(ranges + s * 2);
      if (!range) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(ranges + s * 2 + range + (code - start) * 2);
      return glyph ? (glyph + delta) & 0xffff : 0;
    }
  }
  return 0;
}

/** The font's heights, and the advance of each character of CORPUS (0: the font has no glyph for it). */
function metrics(file) {
  const t = tables(readFileSync(file));
  const unitsPerEm = t.head.readUInt16BE(18);
  const ascent = t.hhea.readInt16BE(4), descent = t.hhea.readInt16BE(6), lineGap = t.hhea.readInt16BE(8);
  const longMetrics = t.hhea.readUInt16BE(34);
  const advance = (glyph) => t.hmtx.readUInt16BE(4 * Math.min(glyph, longMetrics - 1));
  const widths = new Map([...new Set(CORPUS)].map((char) => {
    const glyph = glyphOf(t.cmap, char.charCodeAt(0));
    return [char, glyph ? advance(glyph) / unitsPerEm : 0];
  }));
  return { unitsPerEm, ascent, descent, lineGap, widths };
}

/** The width of CORPUS (its characters that both fonts have) in one font over its width in the other. */
function widthRatio(web, local) {
  let webWidth = 0, localWidth = 0;
  for (const char of CORPUS) {
    if (!web.widths.get(char) || !local.widths.get(char)) continue;
    webWidth += web.widths.get(char);
    localWidth += local.widths.get(char);
  }
  return webWidth / localWidth;
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** A @font-face that draws `local` fonts at the size and with the heights of the web font `web`. */
function fallbackFace(family, weight, web, local, names) {
  const sizeAdjust = widthRatio(web, local);
  const scaled = (units) => percent(Math.abs(units) / web.unitsPerEm / sizeAdjust);
  return `@font-face {
  font-family: "${family}";
  font-weight: ${weight};
  src: ${names.map((name) => `local("${name}")`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${scaled(web.ascent)};
  descent-override: ${scaled(web.descent)};
  line-gap-override: ${scaled(web.lineGap)};
}`;
}

const ARIAL = ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'];
const TIMES = ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos', 'Tinos-Regular'];
const TIMES_BOLD = ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold', 'Tinos Bold', 'Tinos-Bold'];
const arial = metrics(liberation('LiberationSans-Regular.ttf'));
const arialBold = metrics(liberation('LiberationSans-Bold.ttf'));
const times = metrics(liberation('LiberationSerif-Regular.ttf'));
const timesBold = metrics(liberation('LiberationSerif-Bold.ttf'));
// Each weight the app loads (frontend/src/main.tsx), over the local regular (400, 500) or bold (600, 700) face.
const faces = [
  ['Inter Fallback', 400, metrics(fontsource('inter', 400)), arial, ARIAL],
  ['Inter Fallback', 500, metrics(fontsource('inter', 500)), arial, ARIAL],
  ['Inter Fallback', 600, metrics(fontsource('inter', 600)), arialBold, ARIAL_BOLD],
  ['Inter Fallback', 700, metrics(fontsource('inter', 700)), arialBold, ARIAL_BOLD],
  ['Source Serif 4 Fallback', 400, metrics(fontsource('source-serif-4', 400)), times, TIMES],
  ['Source Serif 4 Fallback', 600, metrics(fontsource('source-serif-4', 600)), timesBold, TIMES_BOLD],
  ['Source Serif 4 Fallback', 700, metrics(fontsource('source-serif-4', 700)), timesBold, TIMES_BOLD],
];
console.log(faces.map(([family, weight, web, local, names]) => fallbackFace(family, weight, web, local, names)).join('\n'));
