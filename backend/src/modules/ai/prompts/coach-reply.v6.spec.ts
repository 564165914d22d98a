import { describe, expect, it } from '@jest/globals';
import { coachReplySystem as v5System } from './coach-reply.v5.js';
import { COACH_REPLY_PROMPT_VERSION, coachReplyMessages, coachReplySystem } from './coach-reply.v6.js';

describe('the coach reply prompt, version 6', () => {
  it("keeps version 5's rules and adds: a doubted heart rate, starting after an infection, a knock to the head, cold hands, another day's session", () => {
    expect(COACH_REPLY_PROMPT_VERSION).toBe('coach-reply.v6');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const system = coachReplySystem(tone);
      expect(system.startsWith(v5System(tone))).toBe(true);
      expect(system).toContain('most likely the wrist sensor locking on to the cadence');
      expect(system).toContain('Never answer it with the neck check');
      expect(system).toContain('A knock to the head, or a cracked helmet, with no symptom named is still a check today');
      expect(system).toContain('Hands too cold to brake are a danger on a descent');
      expect(system).toContain("Another day's hard session named in the entry");
    }
  });

  it("sends version 1's user message with version 6's system message", () => {
    const messages = coachReplyMessages({
      tone: 'direct',
      entry: { title: '', text: 'Fell off on an icy corner, hit my head, helmet cracked, feel fine though', writtenOn: '2026-12-06', tags: [] },
      goal: null,
      recent: [],
      figures: ['consistency 20%'],
      candidates: [],
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0].content).toBe(coachReplySystem('direct'));
    expect(messages[1].content).toContain('Entry text: Fell off on an icy corner, hit my head, helmet cracked, feel fine though');
  });
});
