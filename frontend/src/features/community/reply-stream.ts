/**
 * Coach replies pushed as they are written (GET /api/community/insights/stream, Server-Sent Events): while a journal
 * screen is open, one EventSource per tab listens, and each reply replaces its entry's 'Creating Insights' placeholder
 * in every cached journal (and the goal is read again when the entry reached it). When the stream (re)opens, the journals with a reply still pending are read again, so a
 * reply written while nothing listened is not missed.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ApiPath } from '../../lib/api-types';
import { anyInsightPending } from './insights';
import { changeCachedEntries, cachedEntries } from './journal-cache';
import type { AiResponse } from './member-shapes';
import { GOAL_HISTORY_KEY, GOALS_KEY, JOURNAL_KEY } from '../../lib/member-query-keys';
import { readAgain } from '../../lib/read-again';

const STREAM: ApiPath = '/api/community/insights/stream';

/** The data of a `reply` event. */
export interface ReplyPush {
  entry_id: number;
  aiResponses: AiResponse[];
  /** The entry first reached the active goal's event: the goal now shows when (its reached_at). */
  goal_reached?: boolean;
}

/**
 * Puts a pushed reply into every cached journal page that shows its entry. A journal read already on its way was
 * answered before the reply was stored and would bring the placeholder back: it is read again instead.
 */
export function applyReply(queryClient: QueryClient, push: ReplyPush): void {
  changeCachedEntries(queryClient, (entries) =>
    entries.map((entry) => (entry.id === push.entry_id ? { ...entry, aiResponses: push.aiResponses, insight_pending: false } : entry)),
  );
  if (queryClient.isFetching({ queryKey: JOURNAL_KEY })) void readAgain(queryClient, JOURNAL_KEY);
  if (push.goal_reached) void readAgain(queryClient, GOALS_KEY, GOAL_HISTORY_KEY);
}

let source: EventSource | null = null;
let client: QueryClient | null = null;
let users = 0;
let live = false;
const watchers = new Set<() => void>();

function setLive(value: boolean) {
  if (live === value) return;
  live = value;
  for (const watch of watchers) watch();
}

function open(queryClient: QueryClient) {
  if (typeof EventSource === 'undefined') return;
  source = new EventSource(STREAM);
  source.addEventListener('ready', () => {
    setLive(true);
    if (anyInsightPending(cachedEntries(queryClient))) void readAgain(queryClient, JOURNAL_KEY);
  });
  source.addEventListener('reply', (event) => applyReply(queryClient, JSON.parse((event as MessageEvent<string>).data) as ReplyPush));
  // The browser reconnects by itself (the server's retry: 3000); until then the journal reads again while waiting.
  source.addEventListener('error', () => setLive(false));
}

/** The tab hidden: its stream closes; shown again: it opens (and reads what is pending on `ready`). */
function follow() {
  if (document.visibilityState === 'hidden') close();
  else if (!source && client) open(client);
}

function close() {
  source?.close();
  source = null;
  setLive(false);
}

/**
 * Listens for the member's coach replies while the calling screen is mounted and the tab is visible (one stream shared
 * by every screen of the tab; a hidden tab holds no connection, and reads what it missed when it is shown again);
 * answers whether the stream is open, so a screen waiting for a reply reads again only while it is not.
 */
export function useReplyStream(enabled = true): boolean {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    client = queryClient;
    users += 1;
    if (users === 1) document.addEventListener('visibilitychange', follow);
    if (!source && document.visibilityState !== 'hidden') open(queryClient);
    return () => {
      users -= 1;
      if (users > 0) return;
      document.removeEventListener('visibilitychange', follow);
      close();
    };
  }, [enabled, queryClient]);
  return useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    () => live,
    () => false,
  );
}
