import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { gaveBlood } from './gave-blood.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('the rule-based reply after giving blood', () => {
  const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('keeps the day free of hard exercise and the next sessions easy, beside a session or a rest day, in each tone', () => {
    for (const text of ['Gave blood yesterday, easy 30 min walk today', 'Gave blood at lunchtime, rest day']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const answer = reply(text, tone);
        expect(answer).toMatch(/rest of (?:that|the) day/);
        expect(answer).toMatch(/iron/);
        expect(answer).not.toMatch(/steady session|Rest days are part of training/);
      }
    }
    expect(reply('Gave blood yesterday, easy 30 min walk today')).toContain('30-minute walk');
  });

  it('leaves blood not given to the session, and dizziness after it to the doctor', () => {
    expect(gaveBlood(e("Couldn't give blood, iron too low, 5 km easy run"))).toBe(false);
    expect(gaveBlood(e('Blood test at the GP, then a 5 km run'))).toBe(false);
    const dizzy = reply('Gave blood, felt dizzy after');
    expect(dizzy).toContain('doctor');
    expect(dizzy).not.toContain('Thank you for giving blood');
  });
});
