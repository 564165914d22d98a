import { describe, expect, it } from '@jest/globals';
import { describeSession, entryFacts } from './entry-facts.js';

describe('the facts of an entry', () => {
  it('reads the sport, distance, time, pace and heart rate as the member wrote them', () => {
    const facts = entryFacts({ title: 'Sunday long run', content: 'Ran 12km in 1:05:20, about 5:27/km. Avg HR 142, legs tired at the end.' });
    expect(facts).toEqual({ sport: 'run', distance: '12 km', duration: '1:05:20', pace: '5:27 per km', heartRate: 142 });
    expect(describeSession(facts)).toBe('12 km run in 1:05:20 at 5:27 per km, heart rate 142 bpm');
  });

  it('knows miles, hours and minutes, metres in the pool and bpm', () => {
    expect(entryFacts({ title: '', content: 'Rode 26 miles with the club, 1 hour 50 minutes, 128 bpm average.' })).toEqual({
      sport: 'ride',
      distance: '26 miles',
      duration: '1 hour 50 minutes',
      pace: null,
      heartRate: 128,
    });
    expect(entryFacts({ title: 'Pool', content: 'Swam 1500m in 40 mins.' })).toMatchObject({ sport: 'swim', distance: '1500 m', duration: '40 minutes' });
    expect(entryFacts({ title: '', content: 'Parkrun 5k, 8:40 per mile pace.' })).toMatchObject({ sport: 'run', distance: '5 km', pace: '8:40 per mile' });
  });

  it('takes no time of day for a duration, and no minutes for metres', () => {
    expect(entryFacts({ title: '', content: 'Out at 7:30 am for a 45m walk.' })).toMatchObject({ sport: 'walk', distance: null, duration: null });
    expect(entryFacts({ title: '', content: 'Gym: squats and deadlifts, 45 minutes.' })).toMatchObject({ sport: 'strength', duration: '45 minutes' });
  });

  it('describes nothing when the entry names no sport and no number', () => {
    const facts = entryFacts({ title: '', content: 'Slept badly, feeling flat.' });
    expect(facts).toEqual({ sport: null, distance: null, duration: null, pace: null, heartRate: null });
    expect(describeSession(facts)).toBeNull();
    expect(describeSession(entryFacts({ title: '', content: 'Did 30 minutes this morning.' }))).toBe('session in 30 minutes');
  });
});
