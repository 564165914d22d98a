import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { afterDrinking } from './alcohol.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to a session after drinking', () => {
  it("says why it felt harder and puts hard sessions on alcohol-free days, in each tone (was a steady session or a flat day)", () => {
    for (const text of ['Two glasses of wine last night, sluggish 8 km', 'Hangover run, 5 km, never again', 'Ran 10k. Legs heavy, probably the wine last night!', 'Drank too much last night, ran 10 km anyway, felt awful', 'Had a few too many at the wedding, easy spin today']) {
      expect(afterDrinking(e(text))).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(text, tone)).toMatch(/alcohol-free days/);
    }
  });

  it('leaves drinking not done alone', () => {
    expect(afterDrinking(e('No wine last night, felt great on a 10 km run'))).toBe(false);
    expect(reply('No wine last night, felt great on a 10 km run')).not.toContain('alcohol');
    expect(afterDrinking(e('Drank too much water before the race, sloshing about'))).toBe(false);
  });
});
