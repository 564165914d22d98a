import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { entryKind } from './entry-kind.js';
import { eventFear } from './event-ahead.js';
import { raceDone } from './race-done.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
const TONES = ['direct', 'encouraging', 'analytical'] as const;
const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to nerves about an event weeks ahead', () => {
  it('answers them with what to rehearse, and the fear named (was a steady session, a long ride or "rest and look after yourself")', () => {
    for (const [content, fear, said] of [
      ['Marathon in 6 weeks, nervous', 'nerves', null],
      ['First half marathon next month, worried I will not finish', 'finish', /cut-off/],
      ['Sportive in 3 weeks, scared of the hills', 'hills', /lowest gear/],
      ['Sprint tri next month, scared of the swim', 'swim', /breaststroke/],
    ] as const) {
      expect([content, eventFear(content), entryKind(e(content))]).toEqual([content, fear, 'note']);
      for (const tone of TONES) {
        const answer = reply(content, tone);
        expect([content, tone, answer]).toEqual([content, tone, expect.stringMatching(/(?=[^]*(?:rehearse))(?=[^]*(?:nothing new on the day))/)]);
        if (said) expect([content, tone, answer]).toEqual([content, tone, expect.stringMatching(said)]);
        expect(answer).not.toMatch(/steady session|look after yourself/);
      }
    }
  });

  it('leaves a health worry before an event the worry’s, a session of today a session, and the last days pre-race', () => {
    expect(eventFear('Marathon in 6 weeks, worried about my knee')).toBeNull();
    expect(entryKind(e('Marathon in 6 weeks, worried about my knee'))).toBe('health');
    expect(entryKind(e('Sportive in 3 weeks, 60 km training ride today, nervous about the climbs'))).toBe('session');
    expect(reply('Sportive in 3 weeks, 60 km training ride today, nervous about the climbs')).toContain('lowest gear');
    expect(eventFear('Half marathon next Sunday, taper week, feeling twitchy')).toBeNull();
    expect(eventFear('Marathon in 6 weeks, long run 28 km went well')).toBeNull();
  });
});

describe('the rule-based reply to a triathlon finished', () => {
  it('congratulates a triathlon, duathlon or sprint tri done, with no one sport to name (was "structured work")', () => {
    for (const content of ['Triathlon sprint done! 1:32', 'Duathlon this morning, 2:05, legs like jelly']) {
      expect([content, raceDone(e(content), entryFacts(e(content)))]).toEqual([content, 'the race']);
      expect(reply(content)).toContain('Congratulations on finishing the race');
    }
    expect(entryKind(e('Sprint tri next month, nervous'))).toBe('note');
    expect(entryKind(e('Complete a sprint triathlon by June'))).toBe('note');
  });
});
