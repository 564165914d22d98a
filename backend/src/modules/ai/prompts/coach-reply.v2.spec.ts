import { describe, expect, it } from '@jest/globals';
import { coachReplySystem as v1System } from './coach-reply.v1.js';
import { COACH_REPLY_PROMPT_VERSION, coachReplyMessages, coachReplySystem } from './coach-reply.v2.js';

describe('the coach reply prompt, version 2', () => {
  it("keeps version 1's rules and adds: answer a question first, a doctor's limit before any plan, no session praised that was not done", () => {
    expect(COACH_REPLY_PROMPT_VERSION).toBe('coach-reply.v2');
    const system = coachReplySystem('direct');
    expect(system.startsWith(v1System('direct'))).toBe(true);
    expect(system).toContain('If the entry asks a question, answer it first');
    expect(system).toContain('comes before any plan');
    expect(system).toContain('do not praise a session it does not describe');
  });

  it("sends version 1's user message with version 2's system message", () => {
    const messages = coachReplyMessages({
      tone: 'analytical',
      entry: { title: '', text: 'Should I run with a cold?', writtenOn: '2026-12-04', tags: [] },
      goal: null,
      recent: [],
      figures: ['consistency 20%'],
      candidates: [],
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0].content).toBe(coachReplySystem('analytical'));
    expect(messages[1].content).toContain('Entry text: Should I run with a cold?');
  });
});
