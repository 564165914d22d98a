import { describe, expect, it } from '@jest/globals';
import { computeMomentum, MESSAGES } from '../analytics/index.js';
import { groundingWords, replyProblems } from './reply-checks.js';
import { quoteOf, ruleReply } from './rule-reply.js';

const now = new Date('2026-11-22T12:00:00Z');
const day = (n: number, content: string) => ({ content, created_at: new Date(now.getTime() - n * 86_400_000) });

describe('the rule-based reply', () => {
  const entry = { title: 'Hill repeats', content: 'Eight hard hill repeats for the marathon.' };
  const momentum = computeMomentum([day(0, entry.content), day(2, 'Easy swim'), day(9, 'Long run')], 'Marathon in spring', now);

  it('refers to the entry, the goal and the figures, and says why for its next step and its reading', () => {
    const text = ruleReply({ entry, goal: 'Marathon in spring', momentum, tone: 'encouraging', recommendations: [{ topic: 'Hill strength', reason: 'Your entry mentions hills.' }] });
    expect(text).toContain('"Hill repeats"');
    expect(text).toContain("'hard'");
    expect(text).toContain('"Marathon in spring"');
    expect(text).toContain('3 of the last 30 days (10%)');
    expect(text).not.toContain(MESSAGES.consistency.start); // the next step says it already
    const busier = computeMomentum(Array.from({ length: 10 }, (_, i) => day(i, 'Easy run')), 'Marathon in spring', now);
    expect(ruleReply({ entry, goal: null, momentum: busier, tone: 'direct', recommendations: [] })).toContain(MESSAGES.consistency.building);
    expect(text).toMatch(/A next step: .* because /);
    expect(text).toContain('Suggested reading: "Hill strength". Your entry mentions hills.');
    expect(text.split('\n\n')).toHaveLength(4);
    // It passes the same checks as a model answer (except length: it can be short).
    const problems = replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords(entry.title, entry.content) });
    expect(problems).toEqual([]);
  });

  it('refers back to the previous entry, and calls two hard sessions in a row what they are', () => {
    const previous = { title: 'Tempo', content: 'Tough tempo run.', weekday: 'Tuesday' };
    expect(ruleReply({ entry, previous, goal: null, momentum, tone: 'direct', recommendations: [] })).toContain(
      'Your previous entry, "Tempo" on Tuesday, was hard too: two in a row means the next one should be easy.',
    );
    expect(ruleReply({ entry, previous: { ...previous, content: 'Easy jog.' }, goal: null, momentum, tone: 'analytical', recommendations: [] })).toContain(
      'Previous entry: "Tempo" on Tuesday.',
    );
  });

  it('changes wording with the tone, not the facts', () => {
    const direct = ruleReply({ entry, goal: null, momentum, tone: 'direct', recommendations: [] });
    const analytical = ruleReply({ entry, goal: null, momentum, tone: 'analytical', recommendations: [] });
    expect(direct).toContain('Next:');
    expect(direct).toContain('You have no active goal.');
    expect(analytical).toContain('Last 30 days: consistency 10% (3 of 30 days)');
    expect(analytical).toContain('Recommendation:');
  });

  it('quotes the title, or the first words of an untitled chat message', () => {
    expect(quoteOf({ title: '', content: 'One two three four five six seven eight nine ten eleven twelve.' })).toBe('One two three four five six seven eight nine ten...');
    expect(quoteOf({ title: '', content: 'Short note.' })).toBe('Short note');
  });
});
