import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { notFeelingIt, wentAnyway } from './missed-sessions.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-06T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('a session skipped for want of the will, or gone to anyway', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it("is no guilt for a day, and ways to start if it recurs (was a note about the days between sessions, or a rest day)", () => {
    for (const text of ["Couldn't be bothered today, sofa won", "Skipped the run, just couldn't face it", "Didn't feel like it, stayed in", 'Lazy day, watched the Tour']) {
      expect(notFeelingIt(e(text))).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        expect(reply(text, tone)).toMatch(/ten-minute/);
        expect(reply(text, tone)).not.toMatch(/days between sessions|Rest days are part of training/);
      }
    }
    // Low mood is answered as such.
    expect(reply("Couldn't face the run, feeling really down lately")).toContain('Low spells come to everyone');
  });

  it('praises going anyway', () => {
    for (const text of ["Didn't feel like running but went anyway, 5 km", "Couldn't be bothered but forced myself out, 30 min walk"]) {
      expect(wentAnyway(e(text))).toBe(true);
      expect(reply(text)).toContain('Well done for going anyway');
    }
    expect(reply("Didn't feel like running but went anyway, 5 km")).toContain('your 5 km run');
    expect(wentAnyway(e('Easy 5 km, felt good'))).toBe(false);
  });
});
