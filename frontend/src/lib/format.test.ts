import { describe, expect, it } from '@jest/globals';
import { articleCountText, formatDateTime, formatLongDate, formatShortDate, londonTimeToDate } from './format';

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

describe('staff date and time', () => {
  it('writes one British form in London time, winter and summer', () => {
    expect(formatDateTime('2026-11-23T18:00:00Z')).toBe('23 Nov 2026, 18:00');
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('1 Jul 2026, 09:05');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('reads a datetime-local value as London time', () => {
    expect(londonTimeToDate('2026-11-23T18:00')?.toISOString()).toBe('2026-11-23T18:00:00.000Z');
    expect(londonTimeToDate('2026-07-01T09:05:30')?.toISOString()).toBe('2026-07-01T08:05:30.000Z');
    expect(londonTimeToDate('tomorrow')).toBeNull();
  });
});

describe('articleCountText', () => {
  it('counts a theme\'s articles in words', () => {
    expect(articleCountText(0)).toBe('0 articles');
    expect(articleCountText(1)).toBe('1 article');
    expect(articleCountText(3333)).toBe('3333 articles');
  });
});
