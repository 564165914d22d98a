import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind } from './entry-kind.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('the rule-based reply to a session on a sprain from days or weeks ago', () => {
  const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('takes it as a return with balance work, not a worry to rest, in each tone', () => {
    for (const text of ['Sprained ankle last week, can walk on it now, did 2 km', 'Rolled my ankle ten days ago, first run back, 3 km easy', 'Went over on my ankle two weeks ago. 20 minute jog today, felt fine']) {
      expect(entryKind(e(text))).toBe('session');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const answer = reply(text, tone);
        expect(answer).toMatch(/balance/i);
        expect(answer).toMatch(/flat, even/);
        expect(answer).not.toContain('rest while it lasts');
      }
    }
    expect(reply('Sprained ankle last week, can walk on it now, did 2 km')).toContain('2 km walk');
  });

  it('keeps swelling, bruising or a sprain with no session a worry', () => {
    for (const text of ['Twisted my knee last week, ran 5 km today, still swollen', 'Sprained my ankle 3 days ago, still very swollen, tried a 2 km walk', 'Sprained my ankle 3 days ago, very bruised', 'Sprained my ankle yesterday, did 2 km anyway']) {
      expect(entryKind(e(text))).toBe('health');
      expect(reply(text)).not.toMatch(/balance work/i);
    }
  });
});
