import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind, mildNiggle } from './entry-kind.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('the rule-based reply to a joint that clicks without pain', () => {
  const momentum = computeMomentum([{ content: 'Easy swim', created_at: now }], null, now);
  const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
    ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });

  it('reassures, with the signs that would need a physio, and asks for no easy days; in each tone', () => {
    const content = 'Swim 2 km, shoulder clicking but no pain.';
    expect(entryKind(e(content))).toBe('session');
    expect(mildNiggle(e(content))).toBe(false);
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = reply(content, tone);
      expect(text).toContain('2 km swim');
      expect(text).toMatch(/harmless|benign/);
      expect(text).toMatch(/catch/);
      expect(text).not.toMatch(/mentioning the niggle|easy day or two/);
    }
  });

  it('leaves a click that hurts to the worry, and a PB to its congratulation', () => {
    expect(entryKind(e('Knee clicking and painful on the stairs.'))).toBe('health');
    expect(reply('Knees creak on the stairs, pain-free. 5 km PB!')).toContain("You mention 'PB'");
  });

  it("is read from a chat message's whole text, not from the title the server cut from its first words", () => {
    for (const content of ['Swim 2 km in the pool, shoulder clicking on the left side, no pain', 'Swim 2 km in the pool,\nshoulder clicking on the left side, no pain']) {
      // The title the server gives a message written without one (community's entry-title.ts): its first 60 characters.
      const entry = { title: 'Swim 2 km in the pool, shoulder clicking on the left side…', content };
      expect([content, entryKind(entry)]).toEqual([content, 'session']);
      expect(ruleReply({ entry, goal: null, momentum, tone: 'encouraging', recommendations: [] })).toMatch(/nearly always harmless/);
    }
  });

  it('reassures a joint that clicks with nothing said of pain, in a session or a note (were the strength sentence and a note)', () => {
    for (const [content, kind] of [['Left knee clicks when I squat', 'session'], ['Knees click on the stairs', 'note']] as const) {
      expect([content, entryKind(e(content))]).toEqual([content, kind]);
      const text = reply(content);
      expect(text).toMatch(/nearly always harmless/);
      expect(text).not.toMatch(/easy day or two|Give the same muscles two days/);
    }
    // A click that hurts, swells or catches stays a worry's.
    expect(reply('Shoulder clicks and hurts when I swim')).not.toMatch(/nearly always harmless/);
    expect(reply('Knee clicks and catches on the stairs')).not.toMatch(/nearly always harmless/);
  });
});
