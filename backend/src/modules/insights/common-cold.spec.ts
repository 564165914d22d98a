import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to a cold, a cough or flu and nothing else', () => {
  it("gives the neck check, in each tone (was 'rest while it lasts', a rest day's or a note's answer)", () => {
    for (const text of ['Streaming cold, rest day', 'Sore throat, no run today', 'Chesty cough, skipped swim', 'Ran 5 km with a head cold', 'Caught a cold, feeling rough.', 'Flu, in bed all week']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        expect(reply(text, tone)).toMatch(/neck check/);
        expect(reply(text, tone)).not.toMatch(/rest while it lasts|Rest days are part of training/);
      }
    }
  });

  it('leaves a fever, another worry beside it, a return and a cough in cold air their own answers; an audax is a ride', () => {
    expect(reply('Fever since Tuesday, no training.')).toContain('With a temperature, please rest completely');
    expect(reply('Cold and my knee hurts, rest day')).not.toContain('neck check');
    expect(reply('Had a cold all week, no training. Feeling better today, might try a walk tomorrow.')).toContain('Welcome back');
    expect(reply('Cough after every hard run in the cold air')).toContain('exercise-induced asthma');
    expect(reply('Flu, chest pain when I cough')).not.toContain('neck check');
    expect(entryFacts(e('Did a 50 km audax, 3 hours, tough')).sport).toBe('ride');
  });

  it('gives a session done with a cold the neck check for it: easy is fine above the neck, rest below it (was a steady session)', () => {
    for (const content of ['Sore throat and runny nose, did an easy 5 km anyway', 'Streaming cold, easy 30 min spin on the turbo']) expect([content, /only above the neck/.test(reply(content))]).toEqual([content, true]);
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect(reply('Ran 5 km with a chesty cough', tone)).toMatch(/rest|GP review/);
    expect(reply('Ran 5 km with a chesty cough')).toMatch(/stop until it has gone.*three weeks/);
    // The weather is no cold caught, nor is a flu jab.
    for (const content of ['Asthma played up in the cold, used the inhaler before the run.', 'A cold session on the bike, 40 km', 'Flu jab this morning, easy 5 km run after']) expect([content, /neck/.test(reply(content))]).toEqual([content, false]);
  });
});
