import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';
import { weekKind, weekTotalIn } from './week-total.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe("the rule-based reply to a week's total", () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it("reads a week's total as the week's, not one session's distance", () => {
    for (const [text, total] of [
      ['Recovery week: 20 km total', '20 km'],
      ['Ran 40 km this week in total', '40 km'],
      ['Weekly mileage 30 miles', '30 miles'],
      ["Week's total: 45 km, all easy", '45 km'],
      ['Big week - 70 km on the bike', '70 km'],
      ['Marathon training: week 6 done, 55 km total', '55 km'],
      ['Recovery week, 20 km total across three runs', '20 km'],
    ] as const) {
      expect(weekTotalIn(text)).toBe(total);
      expect(entryFacts(e(text)).distance).toBeNull();
    }
    const text = reply('Recovery week: 20 km total');
    expect(text).not.toMatch(/20 km (?:session|run)|steady session/);
    expect(reply('Ran 40 km this week in total')).toMatch(/your 40 km week of runs/i);
    expect(reply('Recovery week, 20 km total across three runs')).toMatch(/your 20 km week of runs(?: is logged)?\b/i);
    expect(reply('Recovery week, 20 km total across three runs')).not.toMatch(/week of runs are/);
  });

  it('leaves a session with the week as an aside, a session named by its distance, and a plan to their own replies', () => {
    for (const text of ['Easy 6 km, 40 km this week.', 'Easy 8 km this morning, 40 km for the week.', 'Did a 10k this week, 55 minutes', 'Taper week: easy 5 km with a few strides.', 'Half marathon training week 6: 10 km tempo, felt strong.', 'Rode 100 km this weekend']) {
      expect(weekTotalIn(text)).toBeNull();
    }
    expect(reply('Easy 6 km, 40 km this week.')).toContain('6 km session');
    expect(reply('Did a 10k this week, 55 minutes')).toContain('10 km run in 55 minutes');
    expect(reply('Marathon training week 6: 45 km total, long run 22 km at 6:10/km.')).toContain('22 km run');
  });

  it('calls a lighter week well judged, a short one still training (built back, not made up), a full one the figure to build on, in each tone', () => {
    expect(weekKind('Recovery week: 20 km total')).toBe('lighter');
    expect(weekKind('Taper week, 30 km')).toBe('lighter');
    expect(weekKind('Hard week at work, only 12 km this week')).toBe('short');
    expect(weekKind('Ran 40 km this week')).toBe('full');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      expect(reply('Recovery week: 20 km total', tone)).toMatch(/third or fourth week|weeks of training before it/);
      expect(reply('Hard week at work, only 12 km this week', tone)).toMatch(/two or three weeks|next two or three|over two or three weeks/);
      expect(reply('Hard week at work, only 12 km this week', tone)).not.toMatch(/solid block/);
      expect(reply('Ran 40 km this week in total', tone)).toMatch(/ten per cent|10%/);
    }
    expect(reply('Hard week at work, only 12 km this week')).toContain('There is no need to make up the missing distance');
  });

  it("reads a week's sessions counted with their total ('4 runs this week, 32 km total') as the week, not several sessions", () => {
    expect(weekTotalIn('Did 4 runs this week, 32 km total, best week in months')).toBe('32 km');
    expect(weekTotalIn('Three rides last week: 150 km')).toBe('150 km');
    expect(ruleReply({ entry: e('Did 4 runs this week, 32 km total, best week in months'), goal: null, momentum: computeMomentum([{ content: 'Easy run', created_at: now }], null, now), tone: 'encouraging', recommendations: [] })).toContain('32 km week of runs');
  });
});
