import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';
import type { CoachTone } from '../ai/index.js';

/** A session's pace as the member writes it: per km or mile, per 100 m in the pool, per 500 m on the erg, or named ('avg pace 5:40'). */
const facts = (content: string) => entryFacts({ title: '', content });
const momentum = computeMomentum([], null, new Date('2026-12-09T18:00:00Z'));
const reply = (content: string, tone: CoachTone = 'encouraging') => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone, recommendations: [] });

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

describe('a pace named without its unit, and a rower\'s split', () => {
  it("is the session's pace in the sport's unit, never its time", () => {
    expect(facts('Ran 8 km, avg pace 5:40')).toMatchObject({ sport: 'run', distance: '8 km', duration: null, pace: '5:40 per km' });
    expect(facts('Easy run, pace 6:10, 45 minutes')).toMatchObject({ duration: '45 minutes', pace: '6:10 per km' });
    expect(facts('8 km at 5:40 pace')).toMatchObject({ distance: '8 km', pace: '5:40 per km' });
    expect(facts('5 miles, average pace 9:45')).toMatchObject({ sport: 'run', distance: '5 miles', duration: null, pace: '9:45 per mile' });
    expect(facts('Swam 1500m, pace 1:55')).toMatchObject({ distance: '1500 m', pace: '1:55 per 100 m' });
    expect(facts('Rowed 10k on the erg, average split 2:12')).toMatchObject({ sport: 'row', distance: '10 km', duration: null, pace: '2:12 per 500 m' });
    expect(facts('Indoor row 30 min at 2:15/500m')).toMatchObject({ distance: null, duration: '30 minutes', pace: '2:15 per 500 m' });
    expect(facts('Erg 2k test: 7:58, splits 1:59')).toMatchObject({ distance: '2 km', duration: '7:58', pace: '1:59 per 500 m' });
  });

  it('is no pace when the time is too slow for one', () => {
    expect(facts('Half marathon, negative split, 1:58:30')).toMatchObject({ duration: '1:58:30', pace: null });
    expect(facts('Ran 10k in 52:30, pace felt easy')).toMatchObject({ duration: '52:30', pace: null });
  });

  it('is repeated back with the benchmark of the same route, swim or piece', () => {
    expect(reply('Ran 8 km, avg pace 5:40', 'direct')).toContain('your 8 km run at 5:40 per km');
    expect(reply('Rowed 10k on the erg, average split 2:12', 'direct')).toContain('10 km at 2:12 per 500 m is a benchmark: repeat the piece in a few weeks and compare.');
  });
});
