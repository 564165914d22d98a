import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { ruleReply } from './rule-reply.js';
import { asksBackAfterIllness } from './after-illness.js';
import { groundingWords, replyProblems } from './reply-checks.js';

const now = new Date('2026-12-06T12:00:00Z');
const TONES = ['direct', 'encouraging', 'analytical'] as const;

describe('coming back after an infection', () => {
  const momentum = computeMomentum([{ content: 'Easy run', created_at: now }], null, now);
  const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone, recommendations: [] });

  it('answers when and how to start again after flu, covid or a chest infection, not with the neck check', () => {
    const asked = ['Skipped two weeks with a chest infection, antibiotics finished yesterday. When can I run?', 'Had covid last week, when can I start running again?', 'Getting over flu, how soon can I train?'];
    for (const content of asked) {
      expect([content, asksBackAfterIllness({ title: '', content })]).toEqual([content, true]);
      for (const tone of TONES) {
        const text = reply(content, tone);
        expect([content, tone, /no temperature|afebrile/.test(text), /half|50%/.test(text), /two weeks/.test(text), /palpitations/.test(text), /GP/.test(text)]).toEqual([content, tone, true, true, true, true, true]);
        expect(text).not.toMatch(/neck check|rest while it lasts|good question/);
        const problems = replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords('', content) });
        expect([content, tone, problems.filter((problem) => !/words/.test(problem))]).toEqual([content, tone, []]);
      }
    }
    // A cold asked about keeps the neck check, 'streaming' or not; an infection told of without a question asks nothing.
    expect(reply('Streaming cold, should I run?')).toMatch(/neck check/);
    expect(asksBackAfterIllness({ title: '', content: 'Chest infection, off work, feel awful' })).toBe(false);
  });

  it("adds the two easy weeks and the signs to stop for to a first session's welcome back, after an infection only", () => {
    for (const content of ['Finished antibiotics for a chest infection, first easy run today 3 km, felt ok', 'Back from two weeks off with covid, easy 3 km, felt ok']) {
      const text = reply(content);
      expect([content, /Welcome back/.test(text), /easy for about two weeks/.test(text), /palpitations/.test(text)]).toEqual([content, true, true, true]);
      expect(text).not.toMatch(/rest while it lasts/);
    }
    const afterHoliday = reply('Back from two weeks off for a holiday, easy 3 km, felt ok');
    expect(afterHoliday).not.toMatch(/After an infection/);
  });
});
