import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { ruleReply } from './rule-reply.js';
import { groundingWords, replyProblems } from './reply-checks.js';

const now = new Date('2026-12-06T12:00:00Z');
const TONES = ['direct', 'encouraging', 'analytical'] as const;

describe('a knock to the head in a fall, with no symptom named', () => {
  const momentum = computeMomentum([{ content: 'Easy ride', created_at: now }], null, now);
  const reply = (content: string, tone: (typeof TONES)[number] = 'encouraging') => ruleReply({ entry: { title: '', content }, goal: null, momentum, tone, recommendations: [] });

  it("is checked today, with A&E's signs for two days, rest until normal and a new helmet (was a fall's 'see your doctor if you hit your head')", () => {
    for (const content of ['Fell off on an icy corner, hit my head, helmet cracked, feel fine though', 'Came off my bike on black ice, helmet is cracked but I feel ok']) {
      for (const tone of TONES) {
        const text = reply(content, tone);
        expect([content, tone, /NHS 111/.test(text), /48 hours/.test(text), /vomiting/.test(text), /helmet/.test(text), /blood thinners|anticoagulants/.test(text)]).toEqual([content, tone, true, true, true, true, true]);
        expect(text).not.toMatch(/if anything gets worse or you hit your head/);
        const problems = replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords('', content) });
        expect([content, tone, problems.filter((problem) => !/words/.test(problem))]).toEqual([content, tone, []]);
      }
    }
  });

  it('leaves a knock with a symptom to the emergency, and a fall without a knock (a head torch is none) to the fall', () => {
    expect(reply('Fell off on an icy corner, hit my head, now a headache and feel sick')).toMatch(/call 999 if you are sick/);
    expect(reply('Ran with a head torch, tripped on a tree root, scraped knee')).toMatch(/Falls are worth taking seriously/);
  });
});
