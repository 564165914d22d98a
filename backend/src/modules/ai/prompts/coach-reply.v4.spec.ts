import { describe, expect, it } from '@jest/globals';
import { coachReplySystem as v3System } from './coach-reply.v3.js';
import { COACH_REPLY_PROMPT_VERSION, coachReplyMessages, coachReplySystem } from './coach-reply.v4.js';

describe('the coach reply prompt, version 4', () => {
  it("keeps version 3's rules and adds: a joint gave way or a bone broken, a near miss, the cold, an injection, missed sessions", () => {
    expect(COACH_REPLY_PROMPT_VERSION).toBe('coach-reply.v4');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const system = coachReplySystem(tone);
      expect(system.startsWith(v3System(tone))).toBe(true);
      expect(system).toContain('the same day with swelling, locking or no weight through it');
      expect(system).toContain('bone density check');
      expect(system).toContain('A near miss with traffic is not a fall');
      expect(system).toContain("the GP (Raynaud's)");
      expect(system).toContain('a few days off the training that loads it');
      expect(system).toContain('never to be crammed back in');
    }
  });

  it("sends version 1's user message with version 4's system message", () => {
    const messages = coachReplyMessages({
      tone: 'direct',
      entry: { title: '', text: 'Freezing ride, 2 degrees, hands went numb after an hour', writtenOn: '2026-12-06', tags: [] },
      goal: null,
      recent: [],
      figures: ['consistency 20%'],
      candidates: [],
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0].content).toBe(coachReplySystem('direct'));
    expect(messages[1].content).toContain('Entry text: Freezing ride, 2 degrees, hands went numb after an hour');
  });
});
