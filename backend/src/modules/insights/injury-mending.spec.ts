import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind } from './entry-kind.js';
import { entryFacts } from './entry-facts.js';
import { everydayCareIn } from './everyday-care.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

describe('the rule-based reply to a session on an injury mending', () => {
  it("is a session told to keep the rehab and the gradual build, in each tone (was 'rest while it lasts' or a steady session)", () => {
    for (const text of ['Knee injury much better, easy 5 km', 'Sciatica much better, 3 km walk', 'Plantar fasciitis improving, 4 km walk', 'Shin splints gone, 5 km run', 'Achilles much better, easy 5 km', 'Tennis elbow better, 40 km ride']) {
      expect(entryKind(e(text), entryFacts(e(text)))).toBe('session');
      expect(everydayCareIn(e(text))).toBe('healing');
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const answer = reply(text, tone);
        expect(answer).toMatch(/rehab|loading programme/);
        expect(answer).not.toMatch(/rest while it lasts|steady session/);
      }
    }
    // A harder session on it keeps its own advice.
    expect(reply('Injury gone, back to intervals, 6 x 800 m')).toContain('structured work');
  });

  it('keeps a mending injury that swells again a worry, and a tennis elbow no game of tennis', () => {
    expect(entryKind(e('Knee injury much better but swollen again after 5 km'))).toBe('health');
    expect(entryFacts(e('Tennis elbow better, 40 km ride')).sport).toBe('ride');
    expect(entryFacts(e('Tennis elbow flaring, skipped tennis')).sport).not.toBe('tennis');
    expect(reply('Knee gone numb on the bike again')).not.toContain('rehab');
  });
});
