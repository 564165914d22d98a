import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ridersAches, ridingAche } from './riding-position.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to numb hands or a sore neck on the bike, and to a sore part alone', () => {
  it("answers the bike's fit, hand positions and the GP if numbness lasts, in each tone (was 'rest while it lasts' or a steady session)", () => {
    for (const text of ['Long ride 90 km, numb hands and sore neck', 'Turbo 1 hour, fingers tingling by the end', '60 km ride, wrists sore from the bars']) {
      expect(ridersAches(e(text), entryFacts(e(text)))).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply(text, tone)).toMatch(/bike fit/);
    }
    // Numb from the cold, or on a run, is not the bike's fit.
    expect(ridersAches(e('Freezing ride, 40 km, numb hands'), entryFacts(e('Freezing ride, 40 km, numb hands')))).toBe(false);
    expect(ridersAches(e('Ran 10 km, sore neck'), entryFacts(e('Ran 10 km, sore neck')))).toBe(false);
  });

  it("answers a sore part and nothing more as a niggle with a physio if it stays (was 'rest while it lasts; see your doctor')", () => {
    for (const text of ['Knee sore after parkrun, resting it', 'Calf still sore, resting.', 'Knee is sore', 'Easy spin, but a sore left knee on the climbs.']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        expect(reply(text, tone)).toMatch(/niggle/);
        expect(reply(text, tone)).not.toMatch(/rest while it lasts|see your doctor/);
      }
    }
    // Very sore, or cycling said to be fine, keep their answers.
    expect(reply('Knee very sore after parkrun, resting it')).not.toContain('niggle');
    expect(reply('Knee sore after parkrun but cycling is fine')).toContain('The cycling is a good choice');
  });
});

describe('a knee or the lower back that aches from riding', () => {
  it.each([
    ['Knee pain on the bike after 40 km, front of the knee', 'knee'],
    ['Pain at the back of my knee after the turbo session', 'knee'],
    ['Back ache on long rides, lower back', 'back'],
    ['Rode 60 km, lower back aching on the climbs', 'back'],
  ])('%s: the fit', (text, where) => {
    expect(ridingAche(e(text), entryFacts(e(text)))).toBe(where);
  });

  it.each(['Knee sore but cycling is fine', 'Fell off the bike, knee hurts', 'Ran 10 km, knee sore after', 'Rode 30 km, back sore from gardening yesterday'])('not %s', (text) => {
    expect(ridingAche(e(text), entryFacts(e(text)))).toBeNull();
  });
});
