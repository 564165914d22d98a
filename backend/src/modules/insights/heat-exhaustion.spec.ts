import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { groundingWords, replyProblems } from './reply-checks.js';
import { heatExhaustion } from './heat-exhaustion.js';
import { ruleReply } from './rule-reply.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });
const reply = (content: string, tone: 'direct' | 'encouraging' | 'analytical' = 'encouraging') =>
  ruleReply({ entry: e(content), goal: null, momentum: computeMomentum([{ content, created_at: now }], null, now), tone, recommendations: [] });

describe('heat exhaustion', () => {
  it("is cooled now, with 999 if not better in 30 minutes or heatstroke's signs (were a doctor before the next hard session and 'rest while it lasts')", () => {
    for (const content of ['Ran in the heatwave, 32 degrees, felt dizzy', 'Hot run 30 degrees, headache and felt sick after']) {
      expect([content, heatExhaustion(e(content))]).toEqual([content, true]);
      for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
        const text = reply(content, tone);
        expect([content, tone, /feet raised/.test(text), /30 minutes; call 999/.test(text)]).toEqual([content, tone, true, true]);
        // A model reply to a warning sign must say as much (reply-checks.ts): the rule-based one does.
        expect(replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords('', content), warning: true })).toEqual([]);
      }
    }
  });

  it("leaves the heart's signs in the heat, and dizziness on a cold day, to the doctor's check", () => {
    for (const content of ['Hot ride, chest pain and dizzy on the climb', 'Dizzy on the hill, cold morning', 'Heatwave 31 degrees, felt faint then blacked out for a second']) {
      expect([content, heatExhaustion(e(content))]).toEqual([content, false]);
      expect(reply(content)).toContain('Please have your doctor check it before your next hard session');
    }
  });
});
