import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { drowsyAtTheWheel } from './drowsy-driving.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
  ruleReply({ entry: e(content), goal: null, momentum: computeMomentum([{ content, created_at: now }], null, now), tone, recommendations: [] });

describe('sleepy at the wheel after a long day', () => {
  it('gets how to get home safely, not the long session praised (was "Long sessions like this build the endurance")', () => {
    for (const content of ['Fell asleep at the wheel driving home after the 100 mile sportive', 'Marathon done in 4:12! Nearly nodded off on the M6 home though', 'Could barely keep my eyes open driving home after the ride']) {
      expect([content, drowsyAtTheWheel(e(content))]).toEqual([content, true]);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect([content, tone, /20-minute nap/.test(text), /sleep apnoea/.test(text)]).toEqual([content, tone, true, true]);
        expect(text).not.toMatch(/build the endurance/);
      }
    }
  });

  it('leaves sleep on the sofa and a drive to the start alone', () => {
    for (const content of ['Fell asleep on the sofa after the long run', 'Driving to the start at 6am, ran the half in 1:58']) {
      expect([content, drowsyAtTheWheel(e(content))]).toEqual([content, false]);
    }
  });
});

