import { describe, expect, it } from '@jest/globals';
import { coachReplySystem as v4System } from './coach-reply.v4.js';
import { COACH_REPLY_PROMPT_VERSION, coachReplyMessages, coachReplySystem } from './coach-reply.v5.js';

describe('the coach reply prompt, version 5', () => {
  it("keeps version 4's rules and adds: sight gone wrong, stomach pain, snow, wheezing, sciatica and gout, sore eyes, descents", () => {
    expect(COACH_REPLY_PROMPT_VERSION).toBe('coach-reply.v5');
    for (const tone of ['direct', 'encouraging', 'analytical'] as const) {
      const system = coachReplySystem(tone);
      expect(system.startsWith(v4System(tone))).toBe(true);
      expect(system).toContain("Sight lost, blurred or doubled all at once, even for minutes and gone now, is a stroke's warning");
      expect(system).toContain('Severe stomach pain after a session');
      expect(system).toContain('Snow cleared by hand is heavy work in cold air');
      expect(system).toContain('never mention an inhaler the member did not name');
      expect(system).toContain('numbness between the legs or a change in the bladder or bowel is A&E at once');
      expect(system).toContain('wraparound glasses');
      expect(system).toContain('Nerves on descents are answered with skills');
    }
  });

  it("sends version 1's user message with version 5's system message", () => {
    const messages = coachReplyMessages({
      tone: 'encouraging',
      entry: { title: '', text: 'Windy 40 km ride along the coast, eyes sore and gritty all evening.', writtenOn: '2026-12-06', tags: [] },
      goal: null,
      recent: [],
      figures: ['consistency 20%'],
      candidates: [],
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0].content).toBe(coachReplySystem('encouraging'));
    expect(messages[1].content).toContain('Entry text: Windy 40 km ride along the coast, eyes sore and gritty all evening.');
  });
});
