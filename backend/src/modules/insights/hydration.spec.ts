import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { hydrationTrouble } from './hydration.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-06T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
  ruleReply({ entry: e(content), goal: null, momentum: computeMomentum([{ content, created_at: now }], null, now), tone, recommendations: [] });

describe('drinking gone wrong in a session', () => {
  it('a bottle frozen on a winter ride: thirst blunted in the cold, warm water in a pocket, drink it back today (was the long session’s advice)', () => {
    for (const content of ['Long ride in -3, my water bottle froze solid after an hour so I barely drank', 'Frozen bottles on the club run, nozzle iced up']) {
      expect(hydrationTrouble(e(content))).toBe('frozen');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(content, tone)).toMatch(/thirst/);
    }
  });

  it('an indoor session that left the member soaked: a fan, a towel, a bottle an hour', () => {
    for (const content of ['Bought a turbo trainer, first session 40 min, very sweaty', 'Zwift race 45 min, drenched, puddle under the bike']) {
      expect(hydrationTrouble(e(content))).toBe('indoor');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(content, tone)).toMatch(/fan/);
    }
    expect(reply('Bought a turbo trainer, first session 40 min, very sweaty')).toContain('40-minute ride');
  });

  it("too much water before or during a session: how much to drink and when, and the signs that need a doctor (was a race's milestone)", () => {
    for (const content of ['Drank too much water before the race', 'Overhydrated before parkrun and needed the loo at 3k', 'Drank too much water before the race, sloshing about']) {
      expect([content, hydrationTrouble(e(content))]).toEqual([content, 'overdrunk']);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect([content, tone, /500 ml two to three hours before/.test(text), /confusion/.test(text)]).toEqual([content, tone, true, true]);
        expect(text).not.toMatch(/worth recording properly|What made it possible/i);
      }
    }
    // Beer is alcohol's; a flooded path is no drink.
    expect(hydrationTrouble(e('Drank too much last night, legs heavy on the 8 km'))).toBeNull();
    expect(hydrationTrouble(e('Too much water on the path after the storm, ran 10 km anyway'))).toBeNull();
  });

  it('leaves a sweaty run outside, a turbo session without sweat, and frozen fingers alone', () => {
    expect(hydrationTrouble(e('Sweaty 10 km run in the sun'))).toBeNull();
    expect(hydrationTrouble(e('Turbo 60 min, sweet spot intervals'))).toBeNull();
    expect(hydrationTrouble(e('Fingers frozen after the ride, water was fine'))).toBeNull();
    expect(hydrationTrouble(e('Lake swim 400 m, the water froze at the edges overnight'))).toBeNull();
    expect(hydrationTrouble(e('Run in the snow, my water froze in the bottle'))).toBe('frozen');
    // Footing on snow and ice comes first: a fall costs more than a drink missed.
    expect(reply('Run in the snow, my water froze in the bottle')).toMatch(/not falling/);
  });
});
