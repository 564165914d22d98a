import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';
import { credibleTime } from './session-figures.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string) => ruleReply({ entry: e(content), goal: null, momentum, tone: 'encouraging', recommendations: [] });

describe('a time the session could not have taken', () => {
  it('is a slip of the keys, not repeated back as the session time', () => {
    for (const [text, said] of [
      ['Ran 18 km this morning in 52:10, legs tired', 'your 18 km run'], // 1:52:10 meant: faster than any masters' record
      ['Rode 40 km in 0:45', 'your 40 km ride'], // 53 km/h
      ['Swam 1500 m in 12:00', 'your 1500 m swim'], // neither 12 minutes nor 12 hours
      ['Walked 10 km in 35 minutes', 'your 10 km walk'],
      ['Ran 5 km in 5 hours', 'your 5 km run'],
    ] as const) {
      expect(entryFacts(e(text)).duration).toBeNull();
      expect(reply(text).toLowerCase()).toMatch(new RegExp(`${said} is logged|${said}\\.`));
      // Outside the quoted entry, the time is not said.
      expect(reply(text).replace(/"[^"]*"/g, '')).not.toMatch(/\b(?:52:10|0:45|12:00|35 minutes|5 hours)\b/);
    }
  });

  it('keeps every time that could be right, at any reading of it', () => {
    for (const [text, duration] of [
      ['Ran 5 km in 23:30', '23:30'],
      ['Half marathon in 1:05', '1:05'], // an hour and five minutes: a masters record holder's
      ['Rode 60 km in 2:05', '2:05'], // hours and minutes, as riders write them
      ['Swam 1500 m in 2:10:00', '2:10:00'],
      ['Marathon done! 4:12:30', '4:12:30'],
      ['Walked 12 miles in 4:30', '4:30'],
      ['Ran 400 m in 0:58', '0:58'], // short efforts are not judged
      ['Swam 200 m in 2:40', '2:40'],
    ] as const) {
      expect(entryFacts(e(text)).duration).toBe(duration);
    }
  });

  it('judges only sports and distances it knows', () => {
    expect(credibleTime('row', '10 km', '20:00')).toBe(true);
    expect(credibleTime('run', null, '20:00')).toBe(true);
    expect(credibleTime('run', '10 km', null)).toBe(true);
    expect(credibleTime('run', '10 km', '25:00')).toBe(false);
    expect(credibleTime('run', '10 km', '45:00')).toBe(true);
  });
});

describe('the way to or from a session', () => {
  it('is no sport of the entry when another is named', () => {
    expect(entryFacts(e('Walked to parkrun then ran it in 29:10'))).toMatchObject({ sport: 'run', others: [], distance: '5 km', duration: '29:10' });
    expect(reply('Walked to parkrun then ran it in 29:10')).toContain('Your 5 km run in 29:10');
    expect(entryFacts(e('Cycled to the pool, swam 1500 m in 32 minutes'))).toMatchObject({ sport: 'swim', others: [], distance: '1500 m', duration: '32 minutes' });
    expect(entryFacts(e('Walked home from the pool after a 40 minute swim'))).toMatchObject({ sport: 'swim', duration: '40 minutes' });
    // Where it led can say what the session was: repetitions at a track are running.
    expect(entryFacts(e('Walked to the track and did 6 x 400 m'))).toMatchObject({ sport: 'run', others: [] });
    expect(entryFacts(e('Walked down to the track for 8 x 200 m, legs heavy after'))).toMatchObject({ sport: 'run' });
  });

  it('is the session when it is all the entry names', () => {
    expect(entryFacts(e('Rode to the coast and back, 80 km'))).toMatchObject({ sport: 'ride', distance: '80 km' });
    expect(entryFacts(e('Cycled to work, 15 km'))).toMatchObject({ sport: 'ride', distance: '15 km' });
    expect(entryFacts(e('Ran 10 km, walked home after'))).toMatchObject({ sport: 'run', others: [], distance: '10 km' });
    expect(entryFacts(e('Walked to the track to watch the club champs, 5 km there and back'))).toMatchObject({ sport: 'walk' });
  });
});

describe('a walk inside a session of another sport', () => {
  it.each([
    'Did 8 x 200 m at the track with 200 m walk recoveries',
    'Track session: 6 x 400 m, walk recoveries',
    '6 x 800 m with 400 m walk recovery',
    'Hill reps 8 x 60 s, walked back down',
    'Fartlek 30 min, walked the last km',
    'Walked the last 2 km of the marathon, 5:12 all told',
  ])('the rest between repeats or a stretch walked is no walk: %s', (content) => {
    expect(entryFacts(e(content))).toMatchObject({ sport: 'run', others: [] });
    expect(reply(content)).not.toMatch(/your walk/i);
  });

  it("a walked recovery's time is no session's time", () => {
    expect(entryFacts(e('Intervals 5 x 1 km with 2 min walk between'))).toMatchObject({ sport: 'run', duration: null });
  });

  it('a walk of its own stays one', () => {
    expect(entryFacts(e('Walked up the hills behind the village, 12 km'))).toMatchObject({ sport: 'walk', distance: '12 km' });
    expect(entryFacts(e('Brisk walk with 6 x 1 min fast, 1 min walk recovery'))).toMatchObject({ sport: 'walk' });
    expect(entryFacts(e('Long walk, walked the last mile with my daughter'))).toMatchObject({ sport: 'walk' });
  });
});

describe('as members write them', () => {
  it("the member's own time beside another's ('24:10 to my 26:40'), not the first written", () => {
    expect(entryFacts(e('Grandson beat me at parkrun, 24:10 to my 26:40'))).toMatchObject({ sport: 'run', distance: '5 km', duration: '26:40' });
    expect(reply('Grandson beat me at parkrun, 24:10 to my 26:40')).toContain('run in 26:40');
    expect(entryFacts(e('Wife ran 52:30, my time was 55:10 at the 10k'))).toMatchObject({ duration: '55:10' });
    expect(entryFacts(e('parkrun in 27:40'))).toMatchObject({ duration: '27:40' });
  });

  it("hours with the minutes' word left out at a clause's end", () => {
    expect(entryFacts(e('Walked 6 miles on the coast path, 2 hours 10, lovely day'))).toMatchObject({ sport: 'walk', distance: '6 miles', duration: '2 hours 10 minutes' });
    expect(entryFacts(e('Rode 80 km, 3 hours 15'))).toMatchObject({ duration: '3 hours 15 minutes' });
    // Not a distance after the hours, nor a count.
    expect(entryFacts(e('Rode 2 hours 10.5 km of it on gravel'))).toMatchObject({ duration: '2 hours' });
    expect(entryFacts(e('Rode for 3 hours 2 punctures'))).toMatchObject({ duration: '3 hours' });
  });

  it("a first said so ('a first!', 'never swum a mile before today') is a milestone, and the session was done", () => {
    expect(reply('Swim 1,500 m continuous front crawl, 33 minutes, a first!')).toContain("You mention 'a first'");
    expect(entryFacts(e('Never swum a mile before today, 1 mile in 41 minutes!'))).toMatchObject({ sport: 'swim', distance: '1 mile', duration: '41 minutes' });
    expect(reply('Never swum a mile before today, 1 mile in 41 minutes!')).toContain("You mention 'never swum a mile before today'");
    // Not a first of anything done: a first attempt, a swim not done, a day still to come.
    expect(reply('Easy 5 km, a first attempt at running in the snow')).not.toContain("You mention 'a first");
    expect(entryFacts(e("Never swum in the sea, too scared"))).toMatchObject({ sport: null });
    expect(entryFacts(e("Didn't swim before today's appointment, 6 km walk instead"))).toMatchObject({ sport: 'walk' });
  });
});

describe('a rest day after a poor night, and cross country', () => {
  it('a rest day taken after a poor night is the right call, sleep first', () => {
    for (const content of ["Terrible night's sleep so took a rest day", 'Slept badly, 4 hours, skipped the swim', 'Only 3 hours sleep, rest day']) {
      expect(reply(content)).toContain('Resting after a poor night was a good call');
    }
    expect(reply('Rest day, legs heavy, slept 9 hours')).toContain('Rest days are part of training');
  });

  it('cross country is running, unless it is skiing, riding or a journey', () => {
    expect(entryFacts(e('Cross country race, 8 km, 41:30, 3rd V60'))).toMatchObject({ sport: 'run', distance: '8 km', duration: '41:30' });
    expect(entryFacts(e('Cross-country league at the weekend, muddy, 10 km'))).toMatchObject({ sport: 'run' });
    expect(entryFacts(e('Cross country skiing 15 km, 1:40'))).toMatchObject({ sport: null });
    expect(entryFacts(e('Cross-country mountain bike race, 30 km'))).toMatchObject({ sport: 'ride' });
    expect(entryFacts(e('Drove cross country to see my son, no training'))).toMatchObject({ sport: null });
  });
});

describe('a niggle said to be gone', () => {
  it('is no niggle to look after', () => {
    expect(reply('Easy swim 1 km, shoulder niggle gone')).not.toContain('that niggle');
    expect(reply('Ran 8 km, knee pain has completely gone')).not.toMatch(/physio|doctor/);
  });

  it('but gone worse is a worry, and one still there a niggle', () => {
    expect(reply('Ran 8 km, knee pain has gone worse')).toMatch(/doctor/);
    expect(reply('Ran 5 km, calf niggle still there')).toContain('Thank you for mentioning the niggle');
  });
});
