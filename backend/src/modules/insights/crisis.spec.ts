import { describe, expect, it } from '@jest/globals';
import { computeMomentum } from '../analytics/index.js';
import { inCrisis } from './crisis.js';
import { CRISIS_RULE, groundingWords, replyProblems } from './reply-checks.js';
import { ruleReply } from './rule-reply.js';
import { weeklySummary } from './weekly-summary.js';

const now = new Date('2026-12-07T12:00:00Z');
const e = (content: string) => ({ title: '', content });

describe('thoughts of suicide or self-harm', () => {
  it.each([
    'Feel like ending it all, wife left, can’t face training',
    "Feel like ending it all, wife left, can't face training",
    'Thinking about killing myself',
    "Some days I wish I wasn't here",
    "I don't want to be here any more",
    'They would be better off without me',
    'Been self-harming again',
    'Had suicidal thoughts last night, no run',
    'No point in living since the diagnosis',
  ])('are read in %s', (content) => {
    expect(inCrisis(e(content))).toBe(true);
  });

  it.each([
    'Killing myself on those hill reps, 8 x 90 s',
    'Went off at a suicidal pace and paid for it, 10k in 52:10',
    'Ending it all on a high: last race of the season done, 1:58 half',
    'Nearly killed myself on the descent, brakes too wet',
    "Don't see the point of anything anymore, no run",
  ])('are not a runner’s idiom or a low day: %s', (content) => {
    expect(inCrisis(e(content))).toBe(false);
  });

  it('get care and where to get help now in every tone, nothing about training, and pass the checks a model reply must pass', () => {
    const content = 'Feel like ending it all, wife left. Hill repeats cancelled.';
    const momentum = computeMomentum([{ content, created_at: now }], 'Run a sub-2 half marathon', now);
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const text = ruleReply({ entry: e(content), goal: 'Run a sub-2 half marathon', momentum, tone, recommendations: [{ topic: 'Hill repeats', reason: 'Hills' }] });
      expect(text).toContain('116 123');
      expect(text).toContain('999');
      // Both in the part a journal shows before 'Read more' (frontend INSIGHT_PREVIEW_CHARS, 200 characters).
      expect(text.slice(0, 200)).toMatch(/116 123[^]*999/);
      expect(text).not.toMatch(/goal|streak|Hill repeats|session like this/i);
      expect(replyProblems({ reply: text, recommendations: [] }, { candidateIds: [], grounding: groundingWords('', content), crisis: true }).filter((p) => p !== groundingProblem)).toEqual([]);
    }
    // A low day without them is the low spirits' care, not the crisis line.
    const low = ruleReply({ entry: e("Don't see the point of anything anymore, no run"), goal: null, momentum, tone: 'encouraging', recommendations: [] });
    expect(low).toContain('Low spells come to everyone');
    // Hopelessness about everything is heard with someone to talk to, any time (was the low spirits' care alone).
    expect(low).toContain('Samaritans day or night, free, on 116 123');
  });

  it("a model reply without Samaritans' number and 999 is refused", () => {
    const reply = 'I am sorry you feel like this. Please talk to your GP soon, and be gentle with yourself this week while things are hard at home.';
    expect(replyProblems({ reply, recommendations: [] }, { candidateIds: [], grounding: ['wife'], crisis: true })).toContain(CRISIS_RULE);
  });

  it("lead the weekly summary, with where to get help", () => {
    const entries = [
      { id: 1, title: '', content: 'Parkrun 27:10', created_at: new Date('2026-12-05T09:00:00Z'), tags: [], is_private: false, entry_type: 'journal' },
      { id: 2, title: '', content: 'Thinking about killing myself', created_at: new Date('2026-12-03T20:00:00Z'), tags: [], is_private: false, entry_type: 'journal' },
    ];
    const momentum = computeMomentum(entries, null, new Date('2026-12-05T23:59:59Z'));
    const summary = weeklySummary({ weekStart: '2026-11-29', entries, goal: null, momentum, tone: 'encouraging', timeZone: 'Europe/London' });
    expect(summary).toContain('Key insight: on Thursday you wrote of thoughts of suicide or self-harm.');
    expect(summary).toContain('116 123');
    expect(summary).toMatch(/Next week's focus: you, not the training/);
  });
});

/** The rule-based crisis reply does not quote the entry back, so it need not name its words. */
const groundingProblem = 'The reply does not refer to anything the member wrote; refer back to the entry or the goal specifically.';
