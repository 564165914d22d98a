import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { asWritten, quoted } from './quoted.js';
import { ruleReply } from './rule-reply.js';
import { reasonFor } from './recommendations.js';

describe('words quoted back as the member wrote them', () => {
  it("keeps the member's capitals, but not a sentence's first capital", () => {
    expect(asWritten('3rd v55', '3rd V55 at the Tatton 10k today')).toBe('3rd V55');
    expect(asWritten('pb', 'First time under 25 minutes at parkrun! PB')).toBe('PB');
    expect(asWritten('first time', 'First time under 25 minutes at parkrun! PB')).toBe('first time');
    expect(asWritten('hard', 'Hard session. Legs gone.')).toBe('hard');
    expect(asWritten('leeds', 'Run the Leeds 10k')).toBe('Leeds');
    expect(asWritten('age-group win', 'Age group win at the Ely sprint tri')).toBe('age group win');
    // A word the texts do not have is quoted as given; the first text that has it is the one that counts.
    expect(asWritten('marathon', 'Easy swim')).toBe('marathon');
    expect(quoted(['leeds', '10k'], 'leeds loop today', 'Run the Leeds 10K')).toBe("'leeds' and '10K'");
  });

  it('quotes milestones, effort words, goal words and the reading reason as written', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const content = '3rd V55 at the Tatton 10k today, chuffed. New PB too.';
    const goal = 'Run the Leeds 10k';
    const momentum = computeMomentum([{ content, created_at: now }], goal, now);
    const text = ruleReply({ entry: { title: '', content }, goal, momentum, tone: 'encouraging', recommendations: [] });
    expect(text).toContain("You mention '3rd V55'");
    expect(text).toContain("longer words ('Leeds')");
    expect(text).not.toMatch(/'3rd v55'|'leeds'|'pb'/);
    expect(reasonFor(['heart rate', 'zwift'], [], 'Cycling', 'Raced on Zwift. Heart rate 150')).toBe("Your entry mentions 'heart rate' and 'Zwift', which this Cycling report covers in depth.");
  });
});
