import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { bikeStolen } from './bike-mechanicals.js';
import { easyHeartRateTooHigh } from './easy-heart-rate.js';
import { entryKind } from './entry-kind.js';
import { knownCondition } from './known-conditions.js';
import { chestInfectionNow } from './after-illness.js';
import { recoveryWeekDue } from './recovery-week.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
const TONES = ['direct', 'encouraging', 'analytical'] as const;
const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });
const eachTone = (content: string, pattern: RegExp) => {
  for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(pattern)]);
};

describe('the rule-based reply to what goes wrong around a session', () => {
  it("answers a heart rate that will not come down on easy sessions, asked or not (was a steady session, or zones)", () => {
    for (const content of ["Can't get my heart rate down on easy runs, always 150+", 'HR always too high on my easy rides', "Why can't I get my heart rate down on easy runs?"]) {
      expect([content, easyHeartRateTooHigh(e(content))]).toEqual([content, true]);
      eachTone(content, /(?=[^]*(?:chest strap))(?=[^]*(?:talk))(?=[^]*GP)/);
    }
    expect(easyHeartRateTooHigh(e('Easy 8 km, heart rate 128, lovely'))).toBe(false);
  });

  it('reads a fall on the trail told in passing as a fall, and dizziness getting out of a sauna as blood pooled', () => {
    expect(entryKind(e('Hilly 15k trail, muddy, fell once but ok'))).toBe('health');
    eachTone('Hilly 15k trail, muddy, fell once but ok', /(?:wrist, hip or shoulder|wrists, hips)/);
    eachTone('Swam 2km, then sauna, felt dizzy getting out of the sauna', /(?=[^]*(?:slowly|slow postural))(?![^]*before your next hard session)/);
  });

  it('answers a bike stolen with the police, the insurer and the legs kept going, as no ride (was a disappointing session)', () => {
    const content = 'Bike stolen from the garage, gutted';
    expect([bikeStolen(e(content)), entryKind(e(content))]).toEqual([true, 'note']);
    eachTone(content, /(?=[^]*police)(?=[^]*insurer)(?=[^]*BikeRegister)/);
  });

  it('answers the same muscle gone again with strength for it and a physio for why (was "rest and look after yourself")', () => {
    for (const content of ['Injured my calf again, third time this year', 'Hamstring keeps going on the fast stuff', 'Calf strain again, the fourth time since spring']) {
      expect([content, knownCondition(e(content))]).toEqual([content, 'recurring']);
      eachTone(content, /(?=[^]*(?:calf raises|knee raises))(?=[^]*(?:[Pp]hysio))/);
    }
    expect(knownCondition(e('Physio says my hamstring is healing well, can start jogging again next week.'))).toBeNull();
    // One gone in today's session gets today's care first (rest, walking, the same day for a snap).
    expect(reply('Pulled my calf again on the hill', 'direct')).toContain('A muscle that goes mid-session is usually a strain');
  });

  it('answers thinning bones worried about, with no professional on them yet, with the reason to keep moving (was "rest")', () => {
    eachTone('Osteoporosis, worried about falling off the bike', /(?=[^]*(?:weight-bearing))(?=[^]*(?:[Bb]alance))/);
    expect(reply('GP told me to keep walking, bone density scan showed osteopenia')).toContain('For your bones');
  });

  it('answers a chest infection now with rest, a slow way back, the GP after three days of antibiotics and 999’s signs (was "rest")', () => {
    for (const content of ['Chest infection, on antibiotics, resting', 'Pneumonia, off work, exhausted', 'Chest infection, off work, feel awful']) {
      expect([content, chestInfectionNow(e(content)), entryKind(e(content))]).toEqual([content, true, 'health']);
      eachTone(content, /(?=[^]*(?:three days|72 hours))(?=[^]*999)(?=[^]*(?:week or two|one to two weeks))/);
    }
    // One behind the member is a return.
    expect(reply('Chest infection last month, first run back today 3k')).toMatch(/two weeks before any hard efforts/);
  });

  it('answers three hard weeks in a row with a lighter week and two-to-one after 50 (was tired legs or a hard session)', () => {
    for (const content of ['Feeling flat, third week of heavy training', '4th big week in a row, 60 km long ride, legs ok', 'Three hard weeks in a row, knackered']) {
      expect([content, recoveryWeekDue(e(content))]).toEqual([content, true]);
      eachTone(content, /(?=[^]*(?:a third))(?=[^]*(?:two hard weeks|2:1))/);
    }
    expect(recoveryWeekDue(e('Third week of the plan, 5 km easy'))).toBe(false);
  });

  it('reads shakiness with diabetes and a reading as a low, and a foot numb on runs as the laces’ (was a steady session)', () => {
    for (const content of ['My type 2 diabetes readings were 4.2 after the ride, felt shaky', 'Type 1, shaky and sweaty at 3k, sugar 3.6, had jelly babies']) {
      eachTone(content, /(?=[^]*(?:fast-acting))(?=[^]*(?:diabetes team))/);
    }
    expect(reply('Shaky legs after the hill reps, 6 km')).not.toMatch(/fast-acting/);
    eachTone('Foot numb after long runs, tingling for hours', /(?=[^]*(?:[Ll]oosen|lacing))(?=[^]*(?:diabetes))/);
  });
});
