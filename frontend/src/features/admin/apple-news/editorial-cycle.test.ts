import { describe, expect, it } from '@jest/globals';
import { canGenerate, cycleLabel, earliestCycleReason, generatorLink, MAX_CYCLES_AGO, statusLine } from './editorial-cycle';
import { editorialToday, formatDateRange } from '../../../lib/editorial-calendar';

describe('the editorial cycle client', () => {
  it('labels the cycles as the spec does', () => {
    expect(cycleLabel(0)).toBe('Current Cycle');
    expect(cycleLabel(1)).toBe('Cycle 6 weeks ago');
    expect(cycleLabel(3)).toBe('Cycle 18 weeks ago');
  });

  it('links Generate to the generator with the theme and week, only for unpublished weeks of the current cycle', () => {
    expect(generatorLink({ theme: 'Recovery & Health', week: 3 })).toBe('/admin/content-generator?theme=Recovery+%26+Health&week=3');
    expect(canGenerate(0, { status: 'current' })).toBe(true);
    expect(canGenerate(0, { status: 'missed' })).toBe(true);
    expect(canGenerate(0, { status: 'published' })).toBe(false);
    expect(canGenerate(1, { status: 'missed' })).toBe(false);
  });

  it("stops Previous Cycle at a cycle wholly before planning began, or at the route's limit", () => {
    const before = Array.from({ length: 6 }, () => ({ status: 'not-started' as const }));
    expect(earliestCycleReason(2, before)).toBe('Planning began after these weeks, so no earlier cycle holds an article.');
    expect(earliestCycleReason(1, [...before.slice(1), { status: 'missed' as const }])).toBeNull();
    expect(earliestCycleReason(1, undefined)).toBeNull();
    expect(earliestCycleReason(MAX_CYCLES_AGO, undefined)).toBe('The planner goes back 100 cycles at most.');
  });

  it('has a status line for every status', () => {
    expect(statusLine({ status: 'published' })).toBe('Published');
    expect(statusLine({ status: 'missed' })).toMatch(/^Missed/);
    expect(statusLine({ status: 'current' })).toMatch(/^This week/);
    expect(statusLine({ status: 'suggested' })).toMatch(/^Suggested/);
    expect(statusLine({ status: 'archived' })).toBe('Archived');
  });
});

describe('editorial calendar days', () => {
  it("is today's date in Europe/London, whatever the browser's zone", () => {
    // 23:30 UTC on 14 July is already 15 July in London (summer time).
    expect(editorialToday(new Date('2025-07-14T23:30:00Z'))).toBe('2025-07-15');
    // In winter London is on UTC.
    expect(editorialToday(new Date('2026-01-04T23:30:00Z'))).toBe('2026-01-04');
  });

  it('writes week ranges in en-GB', () => {
    expect(formatDateRange('2025-07-14', '2025-07-20')).toBe('14–20 July 2025');
    expect(formatDateRange('2025-07-28', '2025-08-03')).toBe('28 July – 3 August 2025');
    expect(formatDateRange('2025-12-29', '2026-01-04')).toBe('29 December 2025 – 4 January 2026');
  });
});
