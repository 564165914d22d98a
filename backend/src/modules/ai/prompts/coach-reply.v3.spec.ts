import { describe, expect, it } from '@jest/globals';
import { coachReplySystem as v2System } from './coach-reply.v2.js';
import { COACH_REPLY_PROMPT_VERSION, coachReplyMessages, coachReplySystem } from './coach-reply.v3.js';

describe('the coach reply prompt, version 3', () => {
  it("keeps version 2's rules and adds: urgent signs first, a race finished congratulated, no medicine stopped, tight muscles told from a niggle", () => {
    expect(COACH_REPLY_PROMPT_VERSION).toBe('coach-reply.v3');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const system = coachReplySystem(tone);
      expect(system.startsWith(v2System(tone))).toBe(true);
      expect(system).toContain('call 999 or be seen the same day');
      expect(system).toContain('never call it a steady session');
      expect(system).toContain('Never suggest stopping or changing a medicine');
      expect(system).toContain('a physiotherapist if it stays');
    }
  });

  it("sends version 1's user message with version 3's system message", () => {
    const messages = coachReplyMessages({
      tone: 'encouraging',
      entry: { title: '', text: 'Half marathon this morning, 2:05.', writtenOn: '2026-12-05', tags: [] },
      goal: null,
      recent: [],
      figures: ['consistency 20%'],
      candidates: [],
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0].content).toBe(coachReplySystem('encouraging'));
    expect(messages[1].content).toContain('Entry text: Half marathon this morning, 2:05.');
  });
});
