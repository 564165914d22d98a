import { describe, expect, it } from '@jest/globals';
import { formatLongDate, formatShortDate } from './format';

describe('magazine dates', () => {
  it('are London dates whatever the reader’s time zone (British Summer Time and winter alike)', () => {
    expect(formatLongDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(formatLongDate('2026-11-22T23:30:00Z')).toBe('22 November 2026');
    expect(formatShortDate('2026-03-29T23:59:00Z')).toBe('30 Mar 2026');
  });

  it('are empty when missing or invalid', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
