import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { entryKind, warningSignIn } from './entry-kind.js';
import { FALL } from './falls.js';
import { lastingSign } from './lasting-signs.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const momentum = computeMomentum([{ content: 'Easy walk', created_at: now }], null, now);
const TONES = ['direct', 'encouraging', 'analytical'] as const;
const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: e(content), goal: null, momentum, tone, recommendations: [] });
const eachTone = (content: string, pattern: RegExp) => {
  for (const tone of TONES) expect([content, tone, reply(content, tone)]).toEqual([content, tone, expect.stringMatching(pattern)]);
};

describe('the rule-based reply to signs that have lasted, for the GP soon (each was a note)', () => {
  it('sends night sweats with weight lost to the GP in a week or two; the menopause’s sweats are not these', () => {
    const content = 'Night sweats and weight loss, no idea why, off my food';
    expect(lastingSign(e(content))).toBe('sweatsAndWeight');
    eachTone(content, /(?=[^]*(?:week or two|one to two weeks))(?=[^]*GP)/);
    expect(lastingSign(e('Night sweats with the menopause, lost weight on my diet'))).toBeNull();
  });

  it('sends both ankles swelling to the GP, the same day when breathless lying flat; a flight’s swelling is not this', () => {
    for (const content of ['My ankles swell in the evening now, both of them', 'Swollen ankles every evening lately']) {
      expect([content, lastingSign(e(content))]).toEqual([content, 'ankles']);
      eachTone(content, /(?=[^]*amlodipine)(?=[^]*(?:lying flat|orthopnoea))(?=[^]*999)/);
    }
    expect(lastingSign(e('Ankles swollen after the flight to Spain'))).toBeNull();
  });

  it('sends daily headaches for weeks to the GP soon, the same day with a tender scalp, jaw pain or sight changing', () => {
    for (const content of ['Headache every morning for 2 weeks', 'Constant headaches lately, 5 km walk']) {
      expect([content, lastingSign(e(content))]).toEqual([content, 'headaches']);
      eachTone(content, /(?=[^]*(?:blood pressure))(?=[^]*(?:jaw))(?=[^]*(?:same[- ]day|Same-day))/);
    }
  });
});

describe('the words that make a fall or a warning sign', () => {
  it("reads a slide on a drain cover as a fall and 'out of breath climbing the stairs' as a warning sign", () => {
    expect(FALL.test('Cycling in the rain, slid on a drain cover, bruised hip')).toBe(true);
    expect(FALL.test('Went down on the ice by the gate')).toBe(true);
    expect(FALL.test('Nearly went down on the ice, stayed up')).toBe(false);
    expect(warningSignIn('Out of breath climbing the stairs at home lately')).toBe(true);
    expect(entryKind(e('Out of breath climbing the stairs at home lately'))).toBe('health');
  });
});
