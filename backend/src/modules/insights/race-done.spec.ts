import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { looksAheadToRace } from './pre-race.js';
import { didNotFinish, raceDone } from './race-done.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('the rule-based reply to a race named by its distance or kind', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it("congratulates a 5k, a virtual or a club race finished, with the easy days after (was 'You mention race')", () => {
    for (const text of ['Did a 5k race this morning, 27:30', 'Did a 5k virtual race this morning, 27:30', 'Club 10 mile race today, 1:25, legs gone', '10 mile race 1:28:40']) {
      expect(raceDone(e(text), entryFacts(e(text)))).toBe('the race');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        expect(reply(text, tone)).toMatch(/finishing the race|Completed the race/);
        expect(reply(text, tone)).not.toContain("You mention 'race'");
      }
    }
  });

  it("leaves race pace and a race to come alone, and today's session is the one logged beside a race ahead", () => {
    expect(raceDone(e('Tempo run, 8 km at 5k race pace'), { sport: 'run' })).toBeNull();
    expect(reply('Tempo run, 8 km at 5k race pace')).not.toContain("You mention 'race'");
    expect(reply('Tempo run, 8 km at 5k race pace')).toContain('structured work');
    expect(raceDone(e('10k race on Sunday, easy 5 km today'), { sport: 'run' })).toBeNull();
    expect(entryFacts(e('10k race on Sunday, easy 5 km today')).distance).toBe('5 km');
    expect(reply('10k race on Sunday, easy 5 km today')).toContain('5 km run');
    // Written after it, the race is the session.
    expect(entryFacts(e('Did a 10k race on Sunday in 52 minutes')).distance).toBe('10 km');
    expect(raceDone(e('Did a 10k race on Sunday in 52 minutes'), { sport: 'run' })).toBe('the race');
  });

  it("answers a race on a weekday beside today's easy session or nerves as one ahead (was 'You mention race'), not one told of", () => {
    for (const text of ['10k race on Sunday, easy 5 km today', 'Race on Saturday, short shakeout today, 3 km', 'Marathon on Sunday! Final easy 20 minutes today', 'Race on Sunday, nervous, easy 4 km jog today']) {
      expect(looksAheadToRace(text)).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(text, tone)).not.toMatch(/You mention 'race'|Mentioning 'race'|you mention 'race'/);
      expect(reply(text)).toContain('start slower than you want to');
    }
    // Told of (its time, how it went, soreness, called off), run, watched or helped at, or alone: not ahead.
    for (const text of ['Did a 10k race on Sunday in 52 minutes', 'Half marathon on Sunday went well, easy 5 km today', 'Half marathon on Sunday, legs still sore today, easy 3 km walk', 'Event on Saturday cancelled, so 18 km today instead', 'Marshalled at the parkrun on Saturday, 5 km easy today', 'Sportive on Sunday, 100 km, tough climbs', 'Got a place in the half on Sunday']) {
      expect(looksAheadToRace(text)).toBe(false);
    }
  });

  it('calls pulling out of a race the right call and no verdict on fitness, in each tone; a race it may miss is none', () => {
    for (const text of ['Pulled out of the marathon at 25 km, calf cramp', "Didn't finish the marathon, pulled out at 30 km with cramp.", 'DNF at the sportive, 60 km, legs gone']) {
      expect(didNotFinish(e(text), entryFacts(e(text)))).not.toBeNull();
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const answer = reply(text, tone);
        expect(answer).toMatch(/right call|sound judgement/);
        expect(answer).not.toMatch(/Congratulations|Well done on finishing/);
      }
    }
    expect(didNotFinish(e('Might pull out of the 10k next week'), { sport: 'run' })).toBeNull();
  });
});

describe('a race known by its name', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, goal: string | null = null) => ruleReply({ entry: e(content), goal, momentum, tone: 'encouraging', recommendations: [] });

  it('is run over its distance when told with its time, not a point in it (was \'your 15 km run\', \'your session of 2:31:10\')', () => {
    expect(entryFacts(e('Ran the Great North Run in 2:14, hot day, walked a bit at 15k'))).toMatchObject({ sport: 'run', distance: '21.1 km', duration: '2:14' });
    expect(entryFacts(e('GNR done, 2:31:10, tough'))).toMatchObject({ sport: 'run', distance: '21.1 km' });
    expect(entryFacts(e('Great South Run today, 1:32'))).toMatchObject({ distance: '10 miles' });
    expect(reply('GNR done, 2:31:10, tough')).toContain('Congratulations on finishing the Great North Run');
    // Its course, or the race entered, is no race run; one pulled out of went as far as it went.
    expect(entryFacts(e('Ran part of the Great North Run course, 10 km in 58:00')).distance).toBe('10 km');
    expect(reply('Signed up for the Great North Run, ran 8 km today')).not.toContain('Congratulations');
    expect(entryFacts(e('Pulled out of the Great North Run at 15k, calf')).distance).toBe('15 km');
    // A goal for it is a half marathon's time.
    expect(reply('Ran the Great North Run in 2:14', 'Run the Great North Run in under 2:15')).toContain('inside the 2:15 your goal asked for');
  });

  it('is looked ahead to, not congratulated, when still to come; so is a 10k on a weekday with nerves', () => {
    for (const text of ['Great North Run on Sunday, hoping for 2:10', 'Great North Run tomorrow, legs feel good', 'Cardiff 10k on Sunday, nervous']) {
      expect(looksAheadToRace(text)).toBe(true);
      expect(reply(text)).not.toContain('Congratulations');
      expect(reply(text)).toContain('start slower than you want to');
    }
    // No 10 km run today (was 'Your 10 km run is logged'), while today's shakeout is.
    expect(entryFacts(e('Cardiff 10k on Sunday, nervous')).distance).toBeNull();
    expect(entryFacts(e('10k tomorrow, easy 3 km shakeout today')).distance).toBe('3 km');
    expect(reply("Sunday's Great North Run went well, 2:12")).toContain('Congratulations on finishing the Great North Run');
  });
});

describe('a first race of its kind, and a first distance', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it("congratulates the first race as that race (was 'You mention my first half marathon')", () => {
    expect(reply('Ran my first half marathon, 2:21')).toContain('Congratulations on finishing your first half marathon');
    expect(reply('Finished my first marathon!')).toContain('Congratulations on finishing your first marathon');
    expect(reply('Did my first 10k race, 58:30', 'direct')).toContain('Well done on finishing your first 10k.');
    expect(reply('My first sportive done, 80 km', 'analytical')).toContain('Completed your first sportive');
  });

  it("names a first century or a first distance ever as a milestone (was 'the endurance your event needs')", () => {
    expect(reply('Long ride with my son, 100 km, first century at 62!')).toContain("You mention 'first century'");
    expect(reply('Long ride with my son, 100 km, first century at 62!')).not.toContain('your event');
    expect(reply('First 100 km ride ever, 5:20')).toContain("You mention 'first 100 km ride ever'");
  });
});

describe('a place in the field, and a rep time held', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string) => ruleReply({ entry: e(content), goal: null, momentum, tone: 'encouraging', recommendations: [] });

  it("a race told by its place was raced (was 'You mention race')", () => {
    expect(raceDone(e('Zwift race, came 45th of 120, legs burning'), entryFacts(e('Zwift race, came 45th of 120, legs burning')))).toBe('the race');
    expect(reply('Zwift race, came 45th of 120, legs burning')).toContain('Congratulations on finishing the race');
  });

  it("the time each rep is held to is no session's time (was 'your swim of 1:45')", () => {
    expect(entryFacts(e('Swim set: 10 x 100 on 2:00, holding 1:45')).duration).toBeNull();
    expect(reply('Swim set: 10 x 100 on 2:00, holding 1:45')).not.toContain('swim of 1:45');
  });
});

describe('a place won, and a half not finished', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string) => ruleReply({ entry: e(content), goal: null, momentum, tone: 'encouraging', recommendations: [] });

  it("a place in a race's ballot is an event entered, not a run (was 'your run. A steady session')", () => {
    for (const content of ['Got a place in the London Marathon ballot!!', 'Got into the Great North Run!']) {
      expect(entryFacts(e(content)).sport).toBeNull();
      expect(reply(content)).toContain('a date in the diary is the best motivation there is');
    }
  });

  it("'DNF at the half' is a half marathon not finished (was a note about the days between sessions)", () => {
    expect(didNotFinish(e('DNF at the half, calf cramped at 15 km'), entryFacts(e('DNF at the half, calf cramped at 15 km')))).toBe('a half marathon');
    expect(reply('DNF at the half, calf cramped at 15 km')).toContain('Pulling out of a half marathon is hard');
  });
});

describe('a race timed in words, and one finished on an empty tank', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string) => ruleReply({ entry: e(content), goal: null, momentum, tone: 'encouraging', recommendations: [] });

  it("a half or a marathon timed in hours and minutes was raced and is its distance (was 'your run of 2 hours 14 minutes', a steady session)", () => {
    expect(entryFacts(e('Half marathon 2 hours 14 minutes 30 seconds'))).toMatchObject({ distance: '21.1 km', duration: '2 hours 14 minutes' });
    expect(reply('Half marathon 2 hours 14 minutes 30 seconds')).toContain('Congratulations on finishing a half marathon');
    expect(entryFacts(e('Marathon in 4h 32m, first one at 66!'))).toMatchObject({ distance: '42.2 km' });
    expect(reply('Marathon in 4h 32m, first one at 66!')).toContain('Congratulations on finishing a marathon');
    // 'hr' after a number is hours, no heart rate of 58.
    expect(entryFacts(e('Half marathon done, 1 hr 58, sub 2 at last'))).toMatchObject({ distance: '21.1 km', heartRate: null });
    // Its training is not the race.
    expect(reply('Marathon training: long run 2 hours 30 minutes')).not.toContain('Congratulations');
  });

  it('a race finished after hitting the wall is congratulated, with the fuel’s lesson', () => {
    const text = reply('Ran the London marathon today in 4:30, hit the wall at 32 km.');
    expect(text).toContain('Congratulations on finishing a marathon, and on getting through the wall');
    expect(text).toContain('about 60 g of carbohydrate an hour');
  });
});
