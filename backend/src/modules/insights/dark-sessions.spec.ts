import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { inTheDark } from './dark-sessions.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to a session in the dark, and to feeling old beside others', () => {
  it('answers a session in the dark with how to be seen and see, as the question is answered (was a steady session)', () => {
    for (const text of ['Dark evenings, ran with a headtorch, 6 km', 'Ride before dawn on unlit lanes, 30 km']) {
      expect(inTheDark(e(text))).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(text, tone)).toMatch(/head torch/);
    }
    expect(reply('Any tips for running in the dark?')).toMatch(/head torch/);
    expect(inTheDark(e('Easy 5 km in the sunshine'))).toBe(false);
  });

  it('answers feeling old when everyone overtook as the comparison with oneself (was a steady session)', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      expect(reply('Feeling old today, everyone overtook me on the hill', tone)).not.toContain('steady session');
    }
    expect(reply('Feeling old today, everyone overtook me on the hill')).toContain('the only fair comparison is with yourself');
  });
});
