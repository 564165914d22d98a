import { describe, expect, it } from '@jest/globals';
import { anyInsightPending, arrivedReplies, coachReplySourceNote, firstSentence, INSIGHT_ENTRIES, pinFailure, pinnedInsights, recentAnsweredEntries, withInsightPinned } from './insights';
import type { AiResponse, JournalEntry } from './member-shapes';

function reply(id: number, createdAt: string, isPinned = false): AiResponse {
  return { id, response_content: `Reply ${id}`, created_at: createdAt, is_pinned: isPinned, source: 'rules', rules_reason: 'no_model', recommendations: [] };
}

function entry(id: number, createdAt: string, replies: AiResponse[], extra: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id,
    title: '',
    content: `Entry ${id}`,
    tags: [],
    image_url: null,
    is_private: false,
    entry_type: 'user_entry',
    created_at: createdAt,
    updated_at: createdAt,
    aiResponses: replies,
    insight_pending: false,
    ...extra,
  };
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9)).toISOString();

describe('coachReplySourceNote', () => {
  it("says a rule-based reply comes from the journal figures, and when the day's model budget is the reason", () => {
    expect(coachReplySourceNote({ source: 'model', rules_reason: null })).toBeNull();
    expect(coachReplySourceNote({ source: 'rules', rules_reason: 'private' })).toBe('a quick reply based on what you wrote and your recent entries');
    expect(coachReplySourceNote({ source: 'rules', rules_reason: null })).toBe('a quick reply based on what you wrote and your recent entries');
    expect(coachReplySourceNote({ source: 'rules', rules_reason: 'daily_limit' })).toBe(
      "a quick reply based on what you wrote and your recent entries (today's full coach replies are used up)",
    );
  });
});

describe('anyInsightPending', () => {
  it('is true only while some entry waits for its reply', () => {
    expect(anyInsightPending(undefined)).toBe(false);
    expect(anyInsightPending([entry(1, day(1), [])])).toBe(false);
    expect(anyInsightPending([entry(1, day(1), []), entry(2, day(2), [], { insight_pending: true })])).toBe(true);
  });
});

describe('withInsightPinned', () => {
  it('changes only the named insight and keeps other entries as they were', () => {
    const other = entry(1, day(1), [reply(10, day(1))]);
    const target = entry(2, day(2), [reply(20, day(2)), reply(21, day(2))]);
    const next = withInsightPinned([other, target], 21, true)!;
    expect(next[0]).toBe(other);
    expect(next[1].aiResponses.map((r) => r.is_pinned)).toEqual([false, true]);
    expect(target.aiResponses[1].is_pinned).toBe(false);
    expect(withInsightPinned(next, 21, false)![1].aiResponses[1].is_pinned).toBe(false);
  });

  it('leaves an empty cache empty', () => {
    expect(withInsightPinned(undefined, 1, true)).toBeUndefined();
  });
});

describe('recentAnsweredEntries', () => {
  it('keeps the 5 most recent entries with replies, newest first, without weekly summaries', () => {
    const entries = [
      ...Array.from({ length: 7 }, (_, i) => entry(i + 1, day(i + 1), [reply(100 + i, day(i + 1))])),
      entry(20, day(20), []),
      entry(21, day(21), [reply(200, day(21))], { entry_type: 'weekly_summary' }),
    ];
    const recent = recentAnsweredEntries(entries);
    expect(recent).toHaveLength(INSIGHT_ENTRIES);
    expect(recent.map((e) => e.id)).toEqual([7, 6, 5, 4, 3]);
  });
});

describe('pinnedInsights', () => {
  it('lists the pinned replies with their entries, newest first', () => {
    const a = entry(1, day(1), [reply(10, day(1), true)]);
    const b = entry(2, day(3), [reply(20, day(3)), reply(21, day(4), true)]);
    expect(pinnedInsights([a, b]).map(({ entry: e, reply: r }) => [e.id, r.id])).toEqual([
      [2, 21],
      [1, 10],
    ]);
    expect(pinnedInsights(undefined)).toEqual([]);
  });
});

describe('pinFailure', () => {
  it('uses the spec wording', () => {
    expect(pinFailure(true)).toBe('Failed to pin insight. Please try again.');
    expect(pinFailure(false)).toBe('Failed to unpin insight. Please try again.');
  });
});

describe('announcing coach replies', () => {
  it('says the first sentence of a reply, cut when it is long', () => {
    expect(firstSentence('Great session!  Keep the pace steady next time.')).toBe('Great session!');
    expect(firstSentence('Well done on 8.5 km. Rest tomorrow.')).toBe('Well done on 8.5 km.');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(firstSentence(`${'a'.repeat(300)}.`)).toHaveLength(200);
  });

  it('finds replies added to entries already shown, not entries seen for the first time', () => {
    const known = new Map<number, Set<number>>();
    const first = [entry(1, '2024-05-02T10:00:00Z', []), entry(2, '2024-05-01T10:00:00Z', [reply(20, '2024-05-01T10:01:00Z')])];
    expect(arrivedReplies(known, first)).toEqual([]);
    // The reply to entry 1 comes, and an older page brings entry 3 with its reply: only the new reply is announced.
    const later = [entry(1, '2024-05-02T10:00:00Z', [reply(10, '2024-05-02T10:01:00Z')]), ...first.slice(1), entry(3, '2024-04-30T10:00:00Z', [reply(30, '2024-04-30T10:01:00Z')])];
    expect(arrivedReplies(known, later).map((r) => r.id)).toEqual([10]);
    expect(arrivedReplies(known, later)).toEqual([]);
  });
});
