import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { hadMechanical } from './bike-mechanicals.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('the rule-based reply to a mechanical on a ride', () => {
  const momentum = computeMomentum([{ content: 'Easy ride', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('says what to carry and practise after a puncture, a snapped chain or a broken spoke, in each tone', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = reply('Two punctures on the 50 km loop, cold hands fixing them.', tone);
      expect(text).toContain('50 km ride');
      expect(text).toMatch(/tube/);
      expect(text).toMatch(/quick link/);
    }
    // Walking the bike home is no walk, and where the chain went is no distance ridden.
    const chain = reply('Snapped a chain at 30 km and had to walk the bike home. Need to learn to fix it.');
    expect(chain).not.toMatch(/30 km (?:walk|ride)|Long walks/);
    expect(chain).toContain('a chain tool and a quick link');
    expect(reply('Broke a spoke 20 miles out, limped home.')).not.toContain('20-mile');
    expect(reply('Punctured at 20 miles on a 50 mile ride, fixed it and rode on.')).toContain('50-mile ride');
  });

  it('leaves a ride without one to its own advice, and a race finished with one is congratulated', () => {
    expect(hadMechanical(e('Club ride 60 km, no punctures for once.'))).toBe(false);
    expect(hadMechanical(e('Puncture-free at last, 80 km.'))).toBe(false);
    expect(reply('Club ride 60 km, no punctures for once.')).not.toContain('tube');
    expect(reply('Finished the sportive, 100 km, one puncture on the way.')).toMatch(/Congratulations/);
  });
});
