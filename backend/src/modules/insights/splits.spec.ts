import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';
import { splitsIn, splitTrend } from './splits.js';

const now = new Date('2026-12-06T12:00:00Z');
const facts = (content: string) => entryFacts({ title: '', content });

describe('splits', () => {
  it('reads the splits an entry lists, however they are joined', () => {
    expect(splitsIn('Ran 10 km, split 27:30 / 26:10')?.times).toEqual(['27:30', '26:10']);
    expect(splitsIn('splits 4:50, 4:45, 4:40 and 4:38')?.times).toEqual(['4:50', '4:45', '4:40', '4:38']);
    expect(splitsIn('mile splits: 9:10 9:05 9:12')?.times).toEqual(['9:10', '9:05', '9:12']);
    expect(splitsIn('Half marathon, halves 1:02:10 and 58:40')?.times).toEqual(['1:02:10', '58:40']);
    expect(splitsIn('first half 27:30, second half 26:10')?.times).toEqual(['27:30', '26:10']);
    expect(splitsIn('Out and back, out in 22:30, back in 21:40')?.times).toEqual(['22:30', '21:40']);
    // One split is a pace, not a list; a time of day is no split.
    expect(splitsIn('Row 30 min, average split 2:12')).toBeNull();
    expect(splitsIn('Out at 6:15, back at 7:20, easy 10 km')).toBeNull();
  });

  it('makes the session time their sum, not the first split, when they cover it', () => {
    // Before: 'your 10 km run in 27:30' (the first half as the whole run).
    expect(facts('Ran 10 km, split 27:30 / 26:10')).toMatchObject({ sport: 'run', distance: '10 km', duration: '53:40', pace: null, splits: ['27:30', '26:10'] });
    expect(facts('Ran 10 km, first half 27:30, second half 26:10')).toMatchObject({ duration: '53:40' });
    expect(facts('Half marathon, splits 1:02:10 and 58:40')).toMatchObject({ distance: '21.1 km', duration: '2:00:50' });
    // One split per km or mile: the sum, and their mean as the pace (before: 'in 4:45 at 4:50 per km').
    expect(facts('Ran 5 km, splits 4:50, 4:45, 4:40, 4:38, 4:30')).toMatchObject({ duration: '23:23', pace: '4:41 per km' });
    expect(facts('Ran 6 miles, mile splits 9:10 9:05 9:12 9:30 9:41 9:55')).toMatchObject({ duration: '56:33', pace: '9:26 per mile' });
    // A swim's per 100 m, a row's per 500 m.
    expect(facts('Swam 400m, 100m splits 1:45, 1:44, 1:46, 1:40')).toMatchObject({ sport: 'swim', duration: '6:55', pace: '1:44 per 100 m' });
    expect(facts('Erg 2k, splits 2:05 2:04 2:03 2:01')).toMatchObject({ sport: 'row', distance: '2 km', duration: '8:13', pace: '2:03 per 500 m' });
    // A time the entry gives stays the session's.
    expect(facts('10k in 53:40, halves 27:30 / 26:10')).toMatchObject({ duration: '53:40' });
  });

  it('adds up no splits that do not cover the session, and reads none as its time', () => {
    // Splits of repeats: no session time, and no row (before: a row at 7:45 per 500 m).
    const reps = facts('Track: 4 x 1 mile, splits 7:45, 7:40, 7:38, 7:30');
    expect(reps).toMatchObject({ duration: null, pace: null });
    expect(reps.sport).not.toBe('row');
    expect(reps.splits).toBeUndefined();
    // Three splits of a 10 km run are not all of it.
    expect(facts('Ran 10 km, splits 4:50, 4:45, 4:40')).toMatchObject({ duration: null, pace: null });
    expect(facts('Ran 10 km, splits 4:50, 4:45, 4:40').splits).toBeUndefined();
  });

  it('tells a negative split from an even or a positive one', () => {
    expect(splitTrend(['27:30', '26:10'])).toBe('negative');
    expect(splitTrend(['4:50', '4:45', '4:40', '4:38', '4:30'])).toBe('negative');
    expect(splitTrend(['5:00', '5:02', '4:59', '5:01'])).toBe('even');
    expect(splitTrend(['9:10', '9:05', '9:12', '9:30', '9:41', '9:55'])).toBe('positive');
  });

  it('tells the member how the session was paced, in each tone', () => {
    const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
    const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical') => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone, recommendations: [] });
    const negative = reply('Ran 10 km, split 27:30 / 26:10', 'encouraging');
    expect(negative).toContain('your 10 km run in 53:40');
    expect(negative).toContain('Your splits came down from 27:30 to 26:10, a negative split');
    expect(reply('Ran 10 km, split 27:30 / 26:10', 'direct')).toContain('a negative split, the way to pace a race.');
    expect(reply('Ran 10 km, split 27:30 / 26:10', 'analytical')).toContain('Splits fell from 27:30 to 26:10');
    const positive = reply('Ran 6 miles, mile splits 9:10 9:05 9:12 9:30 9:41 9:55', 'encouraging');
    expect(positive).toContain('your 6-mile run in 56:33 at 9:26 per mile');
    expect(positive).toContain('Your splits went from 9:10 to 9:55, so the start may have been a touch quick');
    expect(reply('Ran 6 miles, mile splits 9:10 9:05 9:12 9:30 9:41 9:55', 'direct')).toContain('start a little slower next time');
    // One sentence on the numbers: the pacing, not a benchmark as well (the reply stays short); even splits need no
    // comment, and keep the benchmark.
    expect(reply('Ran 5 km, splits 4:50, 4:45, 4:40, 4:38, 4:30', 'encouraging')).not.toContain('benchmark');
    expect(reply('Ran 4 km, splits 5:00, 5:02, 4:59, 5:01', 'encouraging')).not.toMatch(/splits (?:came|went)/);
    expect(reply('Ran 4 km, splits 5:00, 5:02, 4:59, 5:01', 'encouraging')).toContain('4 km at 5:01 per km makes a good benchmark');
  });
});
