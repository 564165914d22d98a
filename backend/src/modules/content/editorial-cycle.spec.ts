import { describe, expect, it } from '@jest/globals';
import { calendarDate, cyclePosition, cyclesBackToFirstDay, cycleWeekOf, cycleWeeksBefore, themeOfWeek, weekStatus, weeksSinceAnchor } from './editorial-cycle.js';

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

  it('keeps a Sunday 23:30 in London in its own week, in summer (BST) and in winter (GMT)', () => {
    // Summer: Sunday 27 July 2025 23:30 BST is 22:30 UTC: still week 2; at midnight London time week 3 starts.
    expect(cyclePosition(new Date('2025-07-27T22:30:00Z'))).toMatchObject({ week: 2, starts_on: '2025-07-21', ends_on: '2025-07-27' });
    expect(cyclePosition(new Date('2025-07-27T23:00:00Z'))).toMatchObject({ week: 3, starts_on: '2025-07-28' });
    // Winter: Sunday 7 December 2025 23:30 GMT is 23:30 UTC: still week 3 (20 weeks after the anchor); Monday is week 4.
    expect(cyclePosition(new Date('2025-12-07T23:30:00Z'))).toMatchObject({ week: 3, theme: 'Recovery & Health', starts_on: '2025-12-01' });
    expect(cyclePosition(new Date('2025-12-08T00:00:00Z'))).toMatchObject({ week: 4, theme: 'Mindset & Motivation' });
  });
});

describe('week card statuses (docs/product.md#apple-news-planning)', () => {
  const none = { published: false, archived: false };
  const statuses = (today: string, cyclesAgo = 0) => cycleWeeksBefore(cyclePosition(today), cyclesAgo).map((w) => weekStatus(w, today, none));

  it('on the anchor day: week 1 is current, the rest suggested', () => {
    expect(statuses('2025-07-14')).toEqual(['current', 'suggested', 'suggested', 'suggested', 'suggested', 'suggested']);
  });

  it('the day before the anchor is week 6 of the previous cycle: weeks 1-5 missed', () => {
    expect(cyclePosition('2025-07-13').weeks[0].starts_on).toBe('2025-06-02');
    expect(statuses('2025-07-13')).toEqual(['missed', 'missed', 'missed', 'missed', 'missed', 'current']);
  });

  it('mid-cycle: ended weeks missed, this week current, later weeks suggested; content wins, archived is its own style', () => {
    expect(statuses('2025-09-03')).toEqual(['missed', 'current', 'suggested', 'suggested', 'suggested', 'suggested']);
    const [w1, w2, w3] = cyclePosition('2025-09-03').weeks;
    expect(weekStatus(w1, '2025-09-03', { published: true, archived: false })).toBe('published');
    expect(weekStatus(w2, '2025-09-03', { published: false, archived: true })).toBe('archived');
    expect(weekStatus(w3, '2025-09-03', { published: true, archived: true })).toBe('published');
  });

  it('earlier cycles: every week has ended, so without content it was missed', () => {
    expect(statuses('2025-09-03', 1)).toEqual(Array(6).fill('missed'));
    expect(cycleWeeksBefore(cyclePosition('2025-09-03'), 1)[0]).toEqual({ week: 1, theme: 'Training & Performance', starts_on: '2025-07-14', ends_on: '2025-07-20' });
    expect(cycleWeeksBefore(cyclePosition('2025-09-03'), 3)[0].starts_on).toBe('2025-04-21');
  });

  it('on a Sunday the week is still current until midnight in London', () => {
    const today = calendarDate(new Date('2025-12-07T23:30:00Z'));
    expect(statuses(today)).toEqual(['missed', 'missed', 'current', 'suggested', 'suggested', 'suggested']);
  });

  it("goes back at most to the cycle holding the planner's first day, 2000-01-01 (it starts 1999-11-22)", () => {
    expect(cyclesBackToFirstDay('2000-01-01')).toBe(0);
    expect(cyclesBackToFirstDay('2000-01-02')).toBe(0); // the cycle runs to 2000-01-02
    expect(cyclesBackToFirstDay('2000-01-03')).toBe(1);
    const back = cyclesBackToFirstDay('2026-01-01');
    expect(cycleWeeksBefore(cyclePosition('2026-01-01'), back)[0].starts_on).toBe('1999-11-22');
    expect(cycleWeeksBefore(cyclePosition('2026-01-01'), back + 1)[5].ends_on).toBe('1999-11-21');
  });
});
