import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryFacts } from './entry-facts.js';
import { replyProblems, groundingWords } from './reply-checks.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-07T12:00:00Z');
const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
  ruleReply({ entry: { title: '', content }, goal: null, momentum, tone, recommendations: [] });

/** What the heart does, as members write it: a doctor's check for a heart out of rhythm, the sensor for a reading no easy session reaches. */
describe('the heart, as members write of it', () => {
  it.each([
    'Heart was doing somersaults after the intervals, settled after 10 min',
    'Noticed ectopic beats during the swim',
    'Heart skipped a few beats on the climb, felt odd',
    'Funny heartbeat on the turbo, went away when I stopped',
    // Breathlessness with swollen ankles (was 'rest while it lasts').
    "Couldn't walk far today, breathless, ankles puffy",
  ])('a heart out of rhythm is for the doctor, whatever the session: %s', (content) => {
    expect(reply(content)).toContain('Please have your doctor check it before your next hard session');
  });

  it.each(['Heart jumped when the dog ran out in front of my bike', 'Jumping for joy after my parkrun PB'])('a start or joy is not: %s', (content) => {
    expect(reply(content)).not.toContain('doctor');
  });

  it('a heart rate no easy session reaches, told without a question, is answered as the sensor’s', () => {
    for (const content of ['Easy 5 km, heart rate 190 the whole way on an easy jog', 'Walk 5 km, HR 188 according to the watch']) {
      expect(entryFacts({ title: '', content }).heartRate).toBeGreaterThanOrEqual(185);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect(text).toMatch(/sensor|watch/);
        expect(text).toMatch(/15 seconds|15-second/);
        expect(text).not.toMatch(/Noting \d+ bpm|Keep a note of/);
        expect(replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords('', content) })).toEqual([]);
      }
    }
    // A hard session's peak is its own: noted, not doubted.
    expect(reply('Intervals 6 x 800 m, 90 s jog, HR hit 188 on the last one')).not.toMatch(/sensor|watch rather/);
    expect(reply('Easy 5 km at 130 bpm')).toContain('Noting 130 bpm');
  });
});
