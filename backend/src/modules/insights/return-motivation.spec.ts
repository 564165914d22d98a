import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { isReturn } from './entry-kind.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to weeks without training, and to motivation that will not come', () => {
  it("welcomes back a member after weeks of no running (was 'you call it hard'), not one who ran every day on holiday", () => {
    expect(isReturn(e('Back from holiday, 2 weeks no running, 5 km felt hard'))).toBe(true);
    expect(reply('Back from holiday, 2 weeks no running, 5 km felt hard')).toContain('Welcome back');
    expect(isReturn(e('Got back from a holiday in Spain yesterday, ran 5 km along the beach there every day'))).toBe(false);
  });

  it("answers motivation that will not come as a low spell, with a short, easy session (was a note's answer)", () => {
    for (const text of ["Can't motivate myself in this weather", "Couldn't find the motivation today, stayed in"]) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(text, tone)).toMatch(/[Ss]hort, (?:easy|enjoyable)/);
    }
  });
});
