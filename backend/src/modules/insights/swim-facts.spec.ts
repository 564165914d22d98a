import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';
import type { CoachTone } from '../ai/index.js';

/** What a swimmer writes: metres or yards, lengths of a pool, a pace per 100. */
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

describe('a pace per 100 m or yards', () => {
  it('is the swim\'s pace, neither its time nor its distance', () => {
    expect(facts('Swim, averaged 1:50/100m, 45 minutes')).toMatchObject({ sport: 'swim', distance: null, duration: '45 minutes', pace: '1:50 per 100 m' });
    expect(facts('Swam 2000m at 1:52/100m')).toMatchObject({ distance: '2000 m', duration: null, pace: '1:52 per 100 m' });
    expect(facts('Pool swim 45 min, 2:05 per 100m, felt smooth')).toMatchObject({ duration: '45 minutes', pace: '2:05 per 100 m' });
    expect(facts('Swam 1500m in 28:30, 1:54 per 100')).toMatchObject({ distance: '1500 m', duration: '28:30', pace: '1:54 per 100 m' });
    expect(facts('1650 yds at 1:35/100yds')).toMatchObject({ sport: 'swim', distance: '1650 yards', pace: '1:35 per 100 yards' });
  });

  it("names the sport when the entry does not, and a runner's pace stays a runner's", () => {
    expect(facts('2000m at 1:52/100m, felt smooth')).toMatchObject({ sport: 'swim' });
    expect(facts('Easy 8 km, 6:10/km')).toMatchObject({ sport: 'run', pace: '6:10 per km' });
  });

  it('is repeated back as a pace and a benchmark of the same swim, never a time', () => {
    const swim = reply('Swam 2000m at 1:52/100m', 'analytical');
    expect(swim).toContain('your 2000 m swim at 1:52 per 100 m');
    expect(swim).toContain('Benchmark: 2000 m at 1:52 per 100 m. Repeat the same swim to compare like with like.');
    expect(swim).not.toMatch(/in 1:52|route/);
    expect(reply('Swim, averaged 1:50/100m, 45 minutes')).toContain('your 45-minute swim at 1:50 per 100 m');
  });
});
