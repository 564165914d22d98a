import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { icyUnderfoot } from './winter-footing.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('the rule-based reply to a session on ice or snow', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('says how to keep footing on foot and on a bike, and when to go indoors, in each tone', () => {
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      for (const text of ['Ran in the snow, 6 km, slipped twice but didn\'t fall', 'Icy paths, 5 km run very slowly']) {
        expect(reply(text, tone)).toMatch(/ice grips/);
        expect(reply(text, tone)).toMatch(/treadmill/);
      }
      const ride = reply('Frosty ride, 40 km, roads icy in places', tone);
      expect(ride).toMatch(/gritted main roads/);
      expect(ride).toMatch(/turbo|indoors/);
    }
    expect(reply('Icy paths, 5 km run very slowly')).toContain('5 km run');
  });

  it('leaves a fall to the worry answer, and a session kept indoors or on a wet surface to its own', () => {
    expect(reply('Slipped on ice and fell, 3 km walk')).not.toMatch(/ice grips/);
    for (const text of ['Too icy to run so 30 minutes on the rowing machine.', 'ran in the rain, clay was slippery', 'Treadmill 5 km because of the ice', 'No ice today, 8 km easy']) {
      expect(icyUnderfoot(e(text))).toBe(false);
    }
  });
});
