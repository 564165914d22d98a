import { describe, expect, it } from '@jest/globals';
import { calendarDate, cyclePosition, cycleWeekOf, themeOfWeek, weeksSinceAnchor } from './editorial-cycle.js';

describe('the editorial cycle', () => {
  it('starts week 1 on the anchor Monday 2025-07-14', () => {
    expect(weeksSinceAnchor('2025-07-14')).toBe(0);
    expect(cycleWeekOf('2025-07-14')).toBe(1);
    expect(cycleWeekOf('2025-07-20')).toBe(1);
    expect(cycleWeekOf('2025-07-21')).toBe(2);
  });

  it('counts whole weeks since the anchor, modulo 6, plus 1', () => {
    expect(cycleWeekOf('2025-08-18')).toBe(6); // 5 weeks
    expect(cycleWeekOf('2025-08-25')).toBe(1); // 6 weeks: the next cycle
    expect(cycleWeekOf('2026-11-23')).toBe(((Math.floor((Date.UTC(2026, 10, 23) - Date.UTC(2025, 6, 14)) / 86_400_000 / 7) % 6) + 1));
    expect(cycleWeekOf('2025-07-13')).toBe(6); // the day before the anchor is the last week of the previous cycle
    expect(cycleWeekOf('2025-06-02')).toBe(1); // six weeks before
  });

  it('names the themes in their fixed order', () => {
    expect([1, 2, 3, 4, 5, 6].map(themeOfWeek)).toEqual([
      'Training & Performance',
      'Nutrition & Fueling',
      'Recovery & Health',
      'Mindset & Motivation',
      'Gear & Tech',
      'Racing & Strategy',
    ]);
  });

  it('uses the London calendar date', () => {
    // 23:30 UTC on Sunday 20 July 2025 is already Monday 21 July in London (BST).
    expect(calendarDate(new Date('2025-07-20T23:30:00Z'))).toBe('2025-07-21');
    expect(cyclePosition(new Date('2025-07-20T23:30:00Z')).week).toBe(2);
    expect(cyclePosition(new Date('2025-07-20T22:30:00Z')).week).toBe(1);
  });

  it('gives the dates of the current week and of the whole cycle', () => {
    const position = cyclePosition(new Date('2025-09-03T12:00:00Z')); // a Wednesday, 7 weeks after the anchor
    expect(position).toMatchObject({
      week: 2,
      theme: 'Nutrition & Fueling',
      starts_on: '2025-09-01',
      ends_on: '2025-09-07',
      cycle_starts_on: '2025-08-25',
      cycle_ends_on: '2025-10-05',
    });
    expect(position.weeks.map((w) => w.starts_on)).toEqual(['2025-08-25', '2025-09-01', '2025-09-08', '2025-09-15', '2025-09-22', '2025-09-29']);
    expect(position.weeks[5]).toEqual({ week: 6, theme: 'Racing & Strategy', starts_on: '2025-09-29', ends_on: '2025-10-05' });
  });
});
