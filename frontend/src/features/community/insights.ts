/**
 * Pure helpers around coach replies ("insights") in the cached journal (no DOM, no React):
 * pin state, pending replies, the Insights tab's list. Unit-tested in insights.test.ts.
 */
import type { AiResponse, JournalEntry } from './member-shapes';

/**
 * The note beside "Your coach" saying where a reply comes from, in plain words: null for the model's replies; a
 * rule-based reply says it is a quick reply built from the entry and the member's recent entries, and why when the
 * member's model budget for the day is used up.
 */
export function coachReplySourceNote(reply: Pick<AiResponse, 'source' | 'rules_reason'>): string | null {
  if (reply.source !== 'rules') return null;
  return reply.rules_reason === 'daily_limit'
    ? "a quick reply based on what you wrote and your recent entries (today's full coach replies are used up)"
    : 'a quick reply based on what you wrote and your recent entries';
}

/** The Insights tab is built from the 5 most recent entries that have replies. */
/** The Insights tab's section headings (focus lands on them when the control a reader was on goes away). */
export const INSIGHTS_HEADING_IDS = { pinned: 'pinned-insights-heading', recent: 'recent-insights-heading' } as const;

export const INSIGHT_ENTRIES = 5;

/** While any entry's reply is still being written, the journal is read again this often. */
export const PENDING_POLL_MS = 1500;

/** True while the server is still writing a coach reply to one of the entries. */
export function anyInsightPending(entries: readonly Pick<JournalEntry, 'insight_pending'>[] | undefined): boolean {
  return (entries ?? []).some((entry) => entry.insight_pending === true);
}

/** The journal with one insight's pin state changed (a new array; untouched entries keep their identity). */
export function withInsightPinned<T extends Pick<JournalEntry, 'aiResponses'>>(
  entries: readonly T[] | undefined,
  insightId: number,
  pinned: boolean,
): T[] | undefined {
  if (!entries) return entries;
  return entries.map((entry) =>
    entry.aiResponses.some((reply) => reply.id === insightId)
      ? { ...entry, aiResponses: entry.aiResponses.map((reply) => (reply.id === insightId ? { ...reply, is_pinned: pinned } : reply)) }
      : entry,
  );
}

function byNewest<T extends { created_at: string }>(a: T, b: T): number {
  return new Date(b.created_at).getTime() - new Date(a.created_at).getTime();
}

/** The member's entries that have coach replies, newest first, at most `limit` of them. */
export function recentAnsweredEntries<T extends Pick<JournalEntry, 'entry_type' | 'aiResponses' | 'created_at'>>(
  entries: readonly T[] | undefined,
  limit = INSIGHT_ENTRIES,
): T[] {
  return (entries ?? [])
    .filter((entry) => entry.entry_type !== 'weekly_summary' && entry.aiResponses.length > 0)
    .sort(byNewest)
    .slice(0, limit);
}

/** Every pinned insight with the entry it answers, newest reply first. */
export function pinnedInsights<T extends Pick<JournalEntry, 'aiResponses'>>(
  entries: readonly T[] | undefined,
): Array<{ entry: T; reply: AiResponse }> {
  const pinned: Array<{ entry: T; reply: AiResponse }> = [];
  for (const entry of entries ?? []) {
    for (const reply of entry.aiResponses) if (reply.is_pinned) pinned.push({ entry, reply });
  }
  return pinned.sort((a, b) => byNewest(a.reply, b.reply));
}

/** 'Failed to pin insight. Please try again.' or the unpin wording. */
export function pinFailure(pin: boolean): string {
  return pin ? 'Failed to pin insight. Please try again.' : 'Failed to unpin insight. Please try again.';
}

/** The longest first sentence a screen reader is given when a reply arrives (the reply itself is on the page). */
const ANNOUNCED_CHARS = 200;

/** The first sentence of a coach reply (cut at ANNOUNCED_CHARS), for the announcement that it has arrived. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  return sentence.length > ANNOUNCED_CHARS ? `${sentence.slice(0, ANNOUNCED_CHARS - 1).trimEnd()}…` : sentence;
}

/**
 * The coach replies that arrived since the last look: replies added to an entry that was already shown. Entries seen
 * for the first time (the page opening, older messages loading) bring no announcement. `known` holds each shown
 * entry's reply ids and is brought up to date.
 */
export function arrivedReplies(known: Map<number, Set<number>>, entries: readonly Pick<JournalEntry, 'id' | 'aiResponses'>[]): AiResponse[] {
  const arrived: AiResponse[] = [];
  for (const entry of entries) {
    const replies = known.get(entry.id);
    if (replies) arrived.push(...entry.aiResponses.filter((reply) => !replies.has(reply.id)));
    known.set(entry.id, new Set(entry.aiResponses.map((reply) => reply.id)));
  }
  return arrived;
}
