import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';
import type { CoachTone } from '../ai/index.js';

/** What a swimmer writes: metres or yards, lengths of a pool (a pace per 100 m: pace-facts.spec.ts). */
const facts = (content: string) => entryFacts({ title: '', content });
const momentum = computeMomentum([], null, new Date('2026-12-09T18:00:00Z'));
const reply = (content: string, tone: CoachTone = 'encouraging') => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone, recommendations: [] });

describe('a swim in yards', () => {
  it('is a distance, the first one written when a set follows', () => {
    expect(facts('Swam 1650 yds steady')).toMatchObject({ sport: 'swim', distance: '1650 yards' });
    expect(facts('Masters swim, 2,000 yards with a 500 yd warm-up set')).toMatchObject({ sport: 'swim', distance: '2,000 yards' });
    expect(facts('Swam 66 lengths of a 25 yd pool')).toMatchObject({ sport: 'swim', distance: '1,650 yards' });
  });

  it("is named as a swimmer says it, and a pool's size is no distance", () => {
    expect(reply('Masters swim, 1650 yds steady, 2,000 yards with a 500 yd warm-up set yesterday')).toContain('1650-yard swim');
    expect(facts('Swam in the 25 yd pool for 40 minutes')).toMatchObject({ sport: 'swim', distance: null, duration: '40 minutes' });
  });
});
