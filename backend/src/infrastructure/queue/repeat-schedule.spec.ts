import { describe, expect, it } from '@jest/globals';
import { checkSchedule, cronOf, nextRunAt } from './repeat-schedule.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('cronOf', () => {
  it('says the interval and the offset past it as a cron expression with seconds', () => {
    expect(cronOf(MINUTE, 20 * SECOND)).toBe('20 * * * * *');
    expect(cronOf(HOUR, 7 * MINUTE + 30 * SECOND)).toBe('30 7 * * * *');
    expect(cronOf(HOUR)).toBe('0 0 * * * *');
    expect(cronOf(15 * MINUTE, 2 * MINUTE)).toBe('0 2-59/15 * * * *');
    expect(cronOf(10 * SECOND, 3 * SECOND)).toBe('3-59/10 * * * * *');
    expect(cronOf(SECOND)).toBe('* * * * * *');
    expect(cronOf(6 * HOUR, 5 * HOUR + 4 * MINUTE + 3 * SECOND)).toBe('3 4 5-23/6 * * *');
    expect(cronOf(DAY, 3 * HOUR + 15 * MINUTE)).toBe('0 15 3 * * *');
  });
});

describe('checkSchedule', () => {
  it('refuses an offset below 0, at or past the interval, or not in whole seconds', () => {
    expect(() => checkSchedule(HOUR, -MINUTE)).toThrow(/at least 0 and less than the interval/);
    expect(() => checkSchedule(HOUR, HOUR)).toThrow(/at least 0 and less than the interval/);
    expect(() => checkSchedule(MINUTE, 1500)).toThrow(/whole seconds/);
  });

  it('refuses an interval that does not divide a day, or that cron cannot say', () => {
    for (const every of [10, 7 * SECOND, 90 * MINUTE, 7 * HOUR, 2 * DAY]) {
      expect(() => checkSchedule(every)).toThrow(/dividing a minute, whole minutes dividing an hour, or whole hours dividing a day/);
    }
    for (const every of [SECOND, 30 * SECOND, MINUTE, 20 * MINUTE, HOUR, 8 * HOUR, DAY]) expect(() => checkSchedule(every)).not.toThrow();
  });
});

describe('nextRunAt', () => {
  const at = (iso: string) => Date.parse(iso);

  it('answers the next moment strictly after now that is the offset past a whole interval (UTC)', () => {
    expect(nextRunAt(at('2026-12-01T10:00:00Z'), HOUR, 7 * MINUTE)).toBe(at('2026-12-01T10:07:00Z'));
    expect(nextRunAt(at('2026-12-01T10:06:59.999Z'), HOUR, 7 * MINUTE)).toBe(at('2026-12-01T10:07:00Z'));
    expect(nextRunAt(at('2026-12-01T10:07:00Z'), HOUR, 7 * MINUTE)).toBe(at('2026-12-01T11:07:00Z'));
    expect(nextRunAt(at('2026-12-01T23:59:50Z'), MINUTE, 25 * SECOND)).toBe(at('2026-12-02T00:00:25Z'));
    expect(nextRunAt(at('2026-12-01T10:00:00Z'), HOUR)).toBe(at('2026-12-01T11:00:00Z'));
  });
});
