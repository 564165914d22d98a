import { describe, expect, it } from '@jest/globals';
import type { PremiumSummary } from '../../premium/premium-content';
import { themeCountsRetryDelay, THEME_COUNTS_RETRIES } from './premium-api';
import { themeCount } from '../../premium/premium-content';
import { batchDeleteToast, themeWeek, validSelection } from './premium-library';
import { THEMES } from '../../../lib/themes';

function item(id: number, topic: string, theme: PremiumSummary['theme'], created = `2026-11-${String(id).padStart(2, '0')}T10:00:00Z`): PremiumSummary {
  return {
    id,
    topic,
    theme,
    created_at: created,
    updated_at: created,
    subtitle: null,
    editorial_week: null,
    editorial_theme: theme,
    status: 'draft',
    generated_images: {},
    apple_news_deck: '',
    headlines: [],
    tags: [],
    day_number: null,
    locked: false,
  };
}

describe('themeCount and themeWeek', () => {
  it('reads a count by theme title (0 when missing) and numbers the themes as the cycle weeks', () => {
    const counts = { counts: { 'Nutrition & Fueling': 4 }, themes: [{ theme: 'Nutrition & Fueling' as const, count: 4 }], unmatched: 0, total: 4 };
    expect(themeCount(counts, { title: 'Nutrition & Fueling' })).toBe(4);
    expect(themeCount(counts, { title: 'Gear & Tech' })).toBe(0);
    expect(themeCount(undefined, { title: 'Gear & Tech' })).toBe(0);
    expect(THEMES.map((theme) => themeWeek(theme))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('validSelection', () => {
  it('keeps only selected ids still in the list', () => {
    expect(validSelection(new Set([1, 5, 2]), [item(1, 'a', null), item(2, 'b', null), item(3, 'c', null)])).toEqual([1, 2]);
    expect(validSelection(new Set([9]), [item(1, 'a', null)])).toEqual([]);
  });
});

describe('batchDeleteToast', () => {
  it('reports nothing selected, all deleted, partial failures and total failure', () => {
    expect(batchDeleteToast({ deleted: [], failed: [] })).toEqual({
      title: 'Bulk Delete Failed',
      description: 'No valid articles selected for deletion',
      variant: 'destructive',
    });
    expect(batchDeleteToast({ deleted: [1, 2], failed: [] })).toEqual({ title: 'Content Deleted', description: 'Deleted 2 articles.' });
    expect(batchDeleteToast({ deleted: [1], failed: [] }).description).toBe('Deleted 1 article.');
    expect(batchDeleteToast({ deleted: [1, 2, 3], failed: [4] }).description).toBe('Deleted 3 articles, 1 failed (already removed)');
    expect(batchDeleteToast({ deleted: [1], failed: [4, 5] }).description).toBe('Deleted 1 article, 2 failed (already removed)');
    expect(batchDeleteToast({ deleted: [], failed: [4, 5] })).toMatchObject({ title: 'Bulk Delete Failed', variant: 'destructive' });
  });
});

describe('theme counts retries', () => {
  it('retries up to 3 times with exponential backoff', () => {
    expect(THEME_COUNTS_RETRIES).toBe(3);
    expect([0, 1, 2].map(themeCountsRetryDelay)).toEqual([1000, 2000, 4000]);
  });
});
