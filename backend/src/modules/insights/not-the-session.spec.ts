import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';

/** Times an entry gives that are not its session's length: a time of day, each rep's time. */
const facts = (content: string) => entryFacts({ title: '', content });
const momentum = computeMomentum([], null, new Date('2026-12-09T18:00:00Z'));
const reply = (content: string) => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone: 'encouraging', recommendations: [] });

describe('a time of day', () => {
  it('is no time of the session', () => {
    expect(facts('Up at 5:30, ran 8 km before work')).toMatchObject({ sport: 'run', distance: '8 km', duration: null });
    expect(facts('Rode 30 miles, back by 11:30')).toMatchObject({ distance: '30 miles', duration: null });
    expect(facts('Ran 10 km at 6:15 this morning')).toMatchObject({ distance: '10 km', duration: null, pace: null });
    expect(facts('Out the door at 6:00, 45 min easy run')).toMatchObject({ duration: '45 minutes' });
    expect(facts('Ran 10 km at 5:30am')).toMatchObject({ duration: null, pace: null });
    expect(reply('Up at 5:30, ran 8 km before work')).not.toMatch(/in 5:30/);
    // Nor is an appointment's, and a return still to come is no session: not 'your run of 10:30'.
    expect(facts('Physio at 10:30, knee much better, can start running again next week')).toMatchObject({ sport: null, duration: null });
    expect(reply('Physio at 10:30, knee much better, can start running again next week')).not.toMatch(/your run/);
  });

  it("while a distance 'at' a runner's time is run at that pace, and a time 'in' is still the session's", () => {
    expect(facts('Ran 8 km at 5:30')).toMatchObject({ distance: '8 km', duration: null, pace: '5:30 per km' });
    expect(facts('Ran 5 miles at 9:45, felt easy')).toMatchObject({ distance: '5 miles', pace: '9:45 per mile' });
    expect(facts('Rode 40 km at 2:05')).toMatchObject({ sport: 'ride', pace: null });
    expect(facts('Ran 5 km in 28:30 before breakfast')).toMatchObject({ distance: '5 km', duration: '28:30' });
  });
});

describe('a time hoped for', () => {
  it("is no session's time, nor makes a race to come one run", () => {
    expect(facts('Marathon next Sunday! Hoping for 4:30')).toMatchObject({ duration: null });
    expect(reply('Marathon next Sunday! Hoping for 4:30')).not.toMatch(/your run of 4:30/);
    expect(facts('Half marathon next Sunday, aiming to break 1:45, taper week')).toMatchObject({ distance: null, duration: null });
    expect(reply('Half marathon next Sunday, aiming to break 1:45, taper week')).not.toMatch(/21\.1 km run/);
    expect(facts('Parkrun 27:10, target 25:00 by summer')).toMatchObject({ distance: '5 km', duration: '27:10' });
  });

  it('while a half told with its time was run', () => {
    expect(facts('The half went well, 1:55')).toMatchObject({ sport: 'run', distance: '21.1 km', duration: '1:55' });
    expect(facts('Did the Bath Half, 2:05:33')).toMatchObject({ sport: 'run', distance: '21.1 km', duration: '2:05:33' });
    expect(reply('Half on Sunday went well, 1:55')).not.toMatch(/session of 1:55|steady session/);
    for (const half of ['Run: first half steady, second half fast, 1:45 total', 'Did half my usual 10 km, 1:05 felt long', 'Half an hour on the bike, 1:30 later felt fine', 'Half marathon training plan week 3: long run 1:45']) {
      expect(facts(half).distance).not.toBe('21.1 km');
    }
  });
});

describe("each rep's time, a parkrun written apart and lengths of a pool in brackets", () => {
  it('reads each as a swimmer or runner means it', () => {
    expect(facts('Did 12 x 400m on the track, 1:55 each, 90s recovery')).toMatchObject({ duration: null });
    expect(facts('Park run 31:05 today')).toMatchObject({ sport: 'run', distance: '5 km', duration: '31:05' });
    expect(facts('Swam 50 lengths (25m) in 45 minutes')).toMatchObject({ distance: '1,250 m', duration: '45 minutes' });
    expect(facts('Swam 40 lengths (25 yd) steady')).toMatchObject({ distance: '1,000 yards' });
  });
});
