import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind } from './entry-kind.js';
import { fearOfFalling } from './falls.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to the fear a fall leaves', () => {
  it("answers wariness after a fall some time ago with confidence rebuilt and balance work (was today's fall watch, or a note)", () => {
    for (const content of ['Had a fall last month, scared to run on the trails now', "Since my fall in October I'm nervous on icy paths", 'Scared of falling on the ice']) {
      expect([content, fearOfFalling(content), entryKind(e(content))]).toEqual([content, true, 'note']);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/(?=[^]*(?:[Bb]alance))(?=[^]*(?:GP))(?=[^]*(?:familiar|paths you know))/)]);
        expect(reply(content, tone)).not.toMatch(/over the next day or two|put your health first/);
      }
    }
  });

  it("leaves a fall of today a fall, and a fear with a worry of today that worry's", () => {
    expect(fearOfFalling('Fell on ice today, scared to go out again')).toBe(false);
    expect(reply('Fell on ice today, scared to go out again')).toContain('Falls are worth taking seriously');
    expect(entryKind(e('Had a fall last month, scared to run now, wrist still swollen'))).toBe('health');
    // A warning sign with a fall is the doctor's, soon: it may be why the member fell (was the fall's watch alone).
    for (const content of ['Had a fall last month, nervous on the bike, felt dizzy on the climb', 'Fell off the bike, felt dizzy after']) {
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(/(?=[^]*(?:why you fell|its cause))(?=[^]*999)/)]);
    }
  });
});
