import { describe, expect, it } from '@jest/globals';
import { THEMES } from '../../../lib/themes';
import { publishedLabel, SUGGESTED_TOPICS, updateFailure, websiteCount, websiteStatusLabel, wordCount } from './website-api';

describe('website tab rules', () => {
  it('labels published, draft and scheduled, and anything else as Pending', () => {
    expect(['published', 'draft', 'scheduled', 'archived', ''].map(websiteStatusLabel)).toEqual(['Published', 'Draft', 'Scheduled', 'Pending', 'Pending']);
  });

  it('counts words across any whitespace', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  one two\n\nthree\tfour ')).toBe(4);
  });

  it('reads a theme count (0 when missing, undefined while loading) and has a suggested topic for every theme', () => {
    expect(websiteCount(undefined, THEMES[0])).toBeUndefined();
    expect(websiteCount({ counts: { 'Training & Performance': 2 } }, THEMES[0])).toBe(2);
    expect(websiteCount({ counts: {} }, THEMES[1])).toBe(0);
    for (const theme of THEMES) expect(SUGGESTED_TOPICS[theme.title]).toBeTruthy();
  });

  it('writes the published count of a theme badge with thousands separators', () => {
    expect([0, 1, 999, 16495, 1234567].map(publishedLabel)).toEqual(['0 published', '1 published', '999 published', '16,495 published', '1,234,567 published']);
  });
});

describe('website update failures (docs/product.md#website-articles)', () => {
  it("say 'Failed to update article', with the server's reason for a refusal", () => {
    expect(updateFailure(new Error('409: {"success":false,"statusCode":409,"error":"This article is not scheduled."}'))).toBe(
      'Failed to update article. This article is not scheduled.',
    );
    expect(updateFailure(new Error('500: {"success":false,"statusCode":500,"error":"Something went wrong"}'))).toBe('Failed to update article');
    expect(updateFailure(new Error('Failed to fetch'))).toBe('Failed to update article');
  });
});
