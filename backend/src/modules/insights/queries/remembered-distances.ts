import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { sessionDistances, type SessionDistance } from '../year-progress.js';

/**
 * What each entry's sessions cover, remembered by the entry's words and the goal's: reading an entry's sessions is most
 * of a distance read's cost (about 0.15 ms an entry: 730 entries took 116 ms), so a member's entries are read once,
 * then only those written or edited since. The answers of a pure function, bounded (about 100-200 bytes each): each
 * process keeps its own, and no other process needs them.
 */
const SESSIONS = new LRUCache<string, SessionDistance[]>({ max: 100_000 });

/** sessionDistances with the goal `goal`, remembered. */
export function rememberedDistances(goal: string | null): (entry: { title?: string | null; content: string }) => SessionDistance[] {
  const goalKey = goal ?? '';
  return (entry) => {
    const key = createHash('sha1').update(goalKey).update('\u0000').update(entry.title ?? '').update('\u0000').update(entry.content).digest('base64');
    let sessions = SESSIONS.get(key);
    if (sessions === undefined) {
      sessions = sessionDistances(entry, goal);
      SESSIONS.set(key, sessions);
    }
    return sessions;
  };
}
