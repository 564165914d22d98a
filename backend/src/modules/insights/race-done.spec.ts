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
