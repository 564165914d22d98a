import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { BRAND, BRAND_DARK, type BrandColours } from './brand-colours.js';

const css = readFileSync(new URL('../../../../frontend/src/index.css', import.meta.url), 'utf8');
const TOKEN: Record<keyof BrandColours, string> = { paper: 'paper', surface: 'surface', ink: 'ink', muted: 'muted', line: 'line', accent: 'accent', onAccent: 'on-accent' };

/** The value of `--color-<token>` in the part of index.css that starts at `from`. */
function token(from: string, name: string): string | undefined {
  const part = css.slice(css.indexOf(from));
  return new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(part)?.[1]?.toLowerCase();
}

describe('the colours the server draws with', () => {
  it("are the site's colour tokens, light and dark", () => {
    for (const [key, name] of Object.entries(TOKEN) as [keyof BrandColours, string][]) {
      expect({ key, light: BRAND[key] }).toEqual({ key, light: token('@theme {', name) });
      expect({ key, dark: BRAND_DARK[key] }).toEqual({ key, dark: token(':root[data-scheme="dark"]', name) });
    }
  });
});
