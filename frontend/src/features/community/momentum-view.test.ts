import { describe, expect, it } from '@jest/globals';
import { activeDays, barHeights, clampPercent, distanceText, nextTier, ringDash, shortDay, TIERS, weekLabel, weeklySummary } from './momentum-view';

describe('nextTier', () => {
  it('names the next threshold and the distance to it', () => {
    expect(nextTier(0, TIERS.effort)).toEqual({ at: 1, toGo: 1 });
    expect(nextTier(1, TIERS.effort)).toEqual({ at: 5, toGo: 4 });
    expect(nextTier(9, TIERS.effort)).toEqual({ at: 10, toGo: 1 });
    expect(nextTier(10, TIERS.effort)).toBeNull();
    expect(nextTier(69, TIERS.consistency)).toEqual({ at: 70, toGo: 1 });
    expect(nextTier(3, TIERS.milestones)).toBeNull();
  });
});

describe('ring and bars', () => {
  it('fills the ring in proportion and never beyond it', () => {
    const half = ringDash(50, 10);
    expect(half.filled).toBeCloseTo(half.circumference / 2);
    expect(ringDash(140, 10).filled).toBeCloseTo(ringDash(100, 10).circumference);
    expect(ringDash(-5, 10).filled).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('scales bars to the busiest week and keeps a sliver for empty weeks', () => {
    expect(barHeights([0, 2, 4, 1], 100)).toEqual([4, 50, 100, 25]);
    expect(barHeights([0, 0, 0, 0], 100)).toEqual([4, 4, 4, 4]);
  });
});

describe('labels', () => {
  it('reads week starts as calendar days', () => {
    expect(shortDay('2026-11-01')).toBe('1 Nov');
    expect(weekLabel('2026-11-01', 0, 4)).toBe('w/c 1 Nov');
    expect(weekLabel('2026-11-15', 2, 4)).toBe('Last week');
    expect(weekLabel('2026-11-22', 3, 4)).toBe('This week');
  });

  it('says the weekly chart in words', () => {
    const text = weeklySummary([
      { week_start: '2026-11-01', count: 0 },
      { week_start: '2026-11-08', count: 1 },
      { week_start: '2026-11-15', count: 3 },
      { week_start: '2026-11-22', count: 2 },
    ]);
    expect(text).toBe('Entries per week, oldest first. week starting 1 Nov: 0 entries; week starting 8 Nov: 1 entry; Last week: 3 entries; This week: 2 entries.');
  });

  it('says a distance chart in words', () => {
    const weeks = [
      { week_start: '2026-11-15', count: 18 },
      { week_start: '2026-11-22', count: 21.5 },
      { week_start: '2026-11-29', count: 1200 },
      { week_start: '2026-12-06', count: 0 },
    ];
    expect(weeklySummary(weeks, 'Running per week', (value) => distanceText(value, 'km'))).toBe(
      'Running per week, oldest first. week starting 15 Nov: 18 km; week starting 22 Nov: 21.5 km; Last week: 1,200 km; This week: 0 km.',
    );
  });

  it('turns the consistency percent back into days', () => {
    expect(activeDays(40, 30)).toBe(12);
    expect(activeDays(3, 30)).toBe(1);
  });
});
