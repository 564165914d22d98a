import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { entryKind, milestonePhrases } from './entry-kind.js';
import { raceDone } from './race-done.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string) => ruleReply({ entry: e(content), goal: null, momentum, tone: 'encouraging', recommendations: [] });

describe('what is a session and what is not: kit bought, a time to rest, a distance run for the first time', () => {
  it("takes kit bought and a time to rest for no session (was 'your ride', 'your 48-hour session')", () => {
    expect(entryFacts(e('Bought a turbo trainer for the winter')).sport).toBeNull();
    expect(entryKind(e('Bought a turbo trainer for the winter'))).toBe('note');
    expect(entryFacts(e('Bought a new bike and rode 20 km')).sport).toBe('ride');
    expect(entryFacts(e('Knee injection yesterday, told to rest 48 hours')).duration).toBeNull();
    expect(reply('Knee injection yesterday, told to rest 48 hours')).not.toContain('48-hour session');
    expect(entryFacts(e('Turbo 45 min zone 2')).duration).toBe('45 minutes');
    // A session after the rest is that session; one planned after it is not.
    expect(entryKind(e('Rested 2 days, then easy 5 km'))).toBe('session');
    expect(entryKind(e('Rest day, then 10 km tomorrow'))).toBe('rest');
  });

  it('calls a half marathon distance run for the first time a milestone, not a race finished', () => {
    const text = 'Ran 21 km, first half marathon distance ever!';
    expect(raceDone(e(text), entryFacts(e(text)))).toBeNull();
    expect(milestonePhrases(e(text))).toContain('first half marathon distance ever');
    expect(reply(text)).not.toContain('Congratulations on finishing a half marathon');
    expect(milestonePhrases(e('First ever 21 km run'))).toContain('first ever 21 km run');
    expect(milestonePhrases(e('First 5 km felt easy, then hills, 12 km'))).toEqual([]);
  });

  it("takes weight lost or to lose, with no session told, for a weigh-in's note, not a run (was 'your run')", () => {
    for (const content of ['Lost 2 kg this month, want to lose 5 more by the marathon', 'Trying to lose weight for the marathon, down 3 kg']) {
      expect([content, entryKind(e(content))]).toEqual([content, 'note']);
      expect(reply(content)).toContain('Weighing once a week');
    }
    expect(entryKind(e('Ran 10 km, down 3 kg since January'))).toBe('session');
  });

  it("takes a heart rate on waking for a resting one (was a note's 'worth noting each time')", () => {
    expect(reply('Heart rate 48 this morning, lowest ever')).toContain('A lower resting heart rate is one of the nicest signs');
  });
});
