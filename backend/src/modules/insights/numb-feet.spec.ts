import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { numbFeet } from './numb-feet.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-06T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });
const found = (text: string) => numbFeet(e(text), entryFacts(e(text)));

describe('the rule-based reply to a foot that goes numb on runs', () => {
  it("answers laces, the shoe's width and when to see the GP, in each tone (was a steady session, or 'rest while it lasts')", () => {
    for (const text of [
      'My right foot goes numb after about 5k on every run lately',
      'Pins and needles in my toes on long runs, 15 km today',
      'Walked 10 miles, left foot went numb in the last hour',
      'Numb toes again on the 8 mile run, for weeks now',
    ]) {
      expect(found(text)).toBe(true);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const answer = reply(text, tone);
        expect(answer).toMatch(/lac(?:es|ing)/);
        expect(answer).toMatch(/GP/);
        expect(answer).not.toMatch(/as a run goes on/);
        expect(answer).not.toMatch(/A steady session like this|rest while it lasts|put your health first/);
      }
    }
  });

  it('leaves numb feet in the cold, on the bike and in the water, and a stroke’s one-sided numbness, to their own answers', () => {
    expect(found('Freezing 10k, numb toes by the end')).toBe(false);
    expect(found('Long ride 90 km, numb toes')).toBe(false);
    expect(found('Swam 1500 m, feet went numb')).toBe(false);
    // Numb feet with no session are a worry for the doctor.
    expect(found('Numbness in my toes for a week now, both feet.')).toBe(false);
    expect(reply('Numbness in my toes for a week now, both feet.')).toMatch(/doctor/);
    expect(reply('Ran 5k, then suddenly numb down my left side and my speech was slurred')).toMatch(/999/);
    // Chest pain beside it is a warning sign first.
    expect(reply('Ran 5k, foot went numb and I had chest pain')).toMatch(/doctor/);
    expect(reply('Ran 5k, foot went numb and I had chest pain')).not.toMatch(/eyelet/);
  });
});
