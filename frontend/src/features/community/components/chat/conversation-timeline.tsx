import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { historyEntryKey } from '../../../../lib/history-entry';
import { usePageTop } from '../../../../lib/use-page-top';
import { formatUsLongDate } from '../../../../lib/format';
import type { JournalEntry } from '../../member-shapes';
import { CreatingInsights } from '../creating-insights';
import { useObjectUrl } from '../file-data';
import { ShowOlderButton } from '../../../../components/ui/show-older-button';
import { CoachReplies } from './coach-replies';
import { readPlace, savePlace } from './conversation-place';
import { ConversationStatus } from './conversation-status';
import type { OutgoingMessage } from './outgoing-message';
import { UserMessage } from './user-message';
import { WeeklySummaryMessage } from './weekly-summary-message';

/** Older messages load by themselves when the member, reading the conversation, scrolls to within this many pixels of its top. */
const LOAD_OLDER_WITHIN_PX = 400;
/** A first guess at a message's height (each is measured once drawn). */
const ESTIMATED_HEIGHT = 260;
/** The page counts as at its end (and is kept there as the conversation grows) within this many pixels of it. */
const END_WITHIN_PX = 80;
/** Space above the first and below the last message. */
const EDGE_PX = 16;

interface Row {
  entry: JournalEntry;
  /** The day heading above the message, when it starts a new day. */
  day: string | null;
}

/** Oldest first (the server answers newest first), with a day heading above the first message of each day. */
function rowsOf(entries: readonly JournalEntry[]): Row[] {
  let lastDay = '';
  return [...entries].reverse().map((entry) => {
    const day = formatUsLongDate(entry.created_at);
    const row = { entry, day: day === lastDay ? null : day };
    lastDay = day;
    return row;
  });
}

/**
 * One message of the conversation (its day heading, the member's words, the coach's replies), memoised: the virtual list
 * re-renders at every scroll, and the page scrolls as the composer below grows with what the member types (or as a reply
 * arrives), but a message is drawn again only when it changes. Typing on a slow phone lagged while every message in view
 * was drawn again at each line the box grew (journal-typing.spec.ts).
 */
const ConversationRow = memo(function ConversationRow({ entry, day, saveFailure }: Row & { saveFailure: string }) {
  return (
    <>
      {day ? (
        <p className="text-center text-sm font-semibold text-muted">
          <span className="rounded-full bg-surface px-3 py-1">{day}</span>
        </p>
      ) : null}
      {entry.entry_type === 'weekly_summary' ? (
        <WeeklySummaryMessage entry={entry} />
      ) : (
        <>
          <UserMessage entry={entry} />
          <CoachReplies entry={entry} saveFailure={saveFailure} />
        </>
      )}
    </>
  );
});

export interface ConversationTimelineProps {
  /** The loaded messages, newest first. */
  entries: readonly JournalEntry[];
  outgoing: OutgoingMessage | null;
  /** While the outgoing message's photo is on its way: the share sent, 0 to 1 (null when not known). */
  uploaded?: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onShowOlder: () => void;
  saveFailure: string;
}

/**
 * The conversation, oldest at the top and newest at the bottom. The page itself scrolls (one scroll, no box inside
 * it), so on a phone the messages and the composer below them have the whole screen. Only the messages in and near
 * view are in the page (@tanstack/react-virtual, on the window, measures each once drawn), so a long journal keeps the
 * page small. Older messages load as the member scrolls up through the conversation or presses "Show older messages";
 * the message in view stays where it was (the virtualizer anchors to the end), and the page starts at the newest.
 * The list is a named region, not a live one: a screen reader hears the sent message and the coach's reply from
 * ConversationStatus, once each and in short.
 */
export const ConversationTimeline = memo(function ConversationTimeline({ entries, outgoing, uploaded = null, hasOlder, loadingOlder, onShowOlder, saveFailure }: ConversationTimelineProps) {
  const logRef = useRef<HTMLDivElement>(null);
  // The photo on its way is shown from the file itself (revoked once the message has gone).
  const outgoingPhotoUrl = useObjectUrl(outgoing?.photo?.file);
  const top = usePageTop(logRef);
  const rows = useMemo(() => rowsOf(entries), [entries]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    scrollMargin: top,
    estimateSize: () => ESTIMATED_HEIGHT,
    getItemKey: (index) => rows[index].entry.id,
    overscan: 4,
    paddingStart: EDGE_PX,
    paddingEnd: EDGE_PX,
    // Older messages arriving keep the message in view where it was. Not while the window shows only the page above the
    // conversation (the member went up past its start, to the "Show older messages" button and the cards above): kept
    // to the conversation's first message, out of view, the page would carry them a whole page down, and the scroll
    // back up to the button would load another page by itself.
    anchorTo: typeof window !== 'undefined' && window.scrollY + window.innerHeight <= top ? 'start' : 'end',
    followOnAppend: true,
  });

  // A message whose size changes while its top is above the window's top: the text in view must not move. The first
  // measurement (the guess corrected) and a message that lost its day heading to older messages of the same day
  // (it shrinks at its top) are made up for; a reply growing at the bottom of a message in view is not.
  const measured = useRef(new Set<VirtualItem['key']>());
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, delta, instance) => {
    const offset = instance.scrollOffset ?? 0;
    const first = !measured.current.has(item.key);
    measured.current.add(item.key);
    if (first || delta < 0) return item.start < offset;
    return item.end <= offset && instance.scrollDirection !== 'backward';
  };

  // The page opens at its end (the newest message, the composer under it) and stays there while messages are measured,
  // photos load and replies arrive, for as long as the member has not scrolled away from the end. Back or Forward to the
  // page returns to the message the member was reading instead (conversation-place.ts).
  const location = useLocation();
  const navigationType = useNavigationType();
  const started = useRef(false);
  // Not when the address names a place on the page (/journal#premium-reports): the reader came for that.
  const atEnd = useRef(typeof window === 'undefined' || !window.location.hash);
  /** The member's last scroll position (read when the page is left: by then the window may have moved). */
  const lastY = useRef(0);
  const toEnd = () => window.scrollTo({ top: document.documentElement.scrollHeight });
  useLayoutEffect(() => {
    if (started.current || rows.length === 0 || top === 0) return;
    started.current = true;
    const place = navigationType === 'POP' ? readPlace(historyEntryKey(location.key)) : null;
    const index = place && !place.atEnd ? rows.findIndex((row) => row.entry.id === place.id) : -1;
    if (place && index >= 0) {
      // The message read last, at the same distance from the window's top (the messages above it are still guesses;
      // each keeps it in place as it is measured).
      atEnd.current = false;
      window.scrollTo({ top: virtualizer.measurementsCache[index].start + place.delta });
    } else if (atEnd.current) toEnd();
    lastY.current = window.scrollY;
    // Only once, when the conversation is first drawn (rows and top are what it waits for).
  }, [rows.length, top]);
  // Leaving the page: where the member was, for Back.
  useLayoutEffect(() => {
    const entryKey = historyEntryKey(location.key);
    return () => {
      if (!started.current) return;
      const item = virtualizer.getVirtualItemForOffset(lastY.current);
      if (item) savePlace(entryKey, { id: Number(item.key), delta: lastY.current - item.start, atEnd: atEnd.current });
    };
  }, [location.key, virtualizer]);
  useEffect(() => {
    // Away from the end only by scrolling up: the page growing under a window at its end (messages measured taller
    // than guessed, a photo loaded) leaves it short of the end without the member moving, and it follows the end still.
    const onScroll = () => {
      const y = window.scrollY;
      if (document.documentElement.scrollHeight - (y + window.innerHeight) < END_WITHIN_PX) atEnd.current = true;
      else if (y < lastY.current) atEnd.current = false;
      lastY.current = y;
    };
    const observer = new ResizeObserver(() => {
      if (started.current && atEnd.current) toEnd();
    });
    // The whole page: the cards above the conversation load in their own time too.
    observer.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // A message being sent shows at the end at once.
  useEffect(() => {
    if (!outgoing) return;
    atEnd.current = true;
    toEnd();
  }, [outgoing]);

  // Scrolling up to the start of the conversation loads older messages: only the member's own scrolling upwards (the page
  // moving down to keep a message in place does not count), from within the conversation (not while they read the page
  // above it). A fast scroll on a slow phone jumps hundreds of pixels between two scroll events, past the last
  // LOAD_OLDER_WITHIN_PX of the conversation: reaching that band or crossing it counts, wherever the scroll stops.
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const from = lastY;
      lastY = y;
      if (y >= from || !started.current || !hasOlder || loadingOlder) return;
      if (y < top + LOAD_OLDER_WITHIN_PX && from >= top - EDGE_PX) onShowOlder();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hasOlder, loadingOlder, onShowOlder, top]);

  return (
    <div className="space-y-3">
      <ShowOlderButton
        hasOlder={hasOlder}
        loading={loadingOlder}
        onShowOlder={onShowOlder}
        label="Show older messages"
        endText="This is the start of your conversation."
        focusWhenDone={logRef}
      />
      <div
        ref={logRef}
        role="region"
        aria-label="Conversation with your coach"
        tabIndex={-1}
        className="-mx-2 rounded-lg bg-sunken/50 px-2 [overflow-anchor:none] focus:outline-none sm:mx-0 sm:border sm:border-line sm:px-4 md:px-6"
      >
        {/* Printed, the messages drawn (those in and near view) follow one another in the flow: the list's measures are
            the screen's, and the paper's width is not. */}
        <div className="relative w-full print:h-auto!" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const { entry, day } = rows[item.index];
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full space-y-3 pb-5 print:static print:transform-none!"
                style={{ transform: `translateY(${item.start - top}px)` }}
              >
                <ConversationRow entry={entry} day={day} saveFailure={saveFailure} />
              </div>
            );
          })}
        </div>
        {outgoing ? (
          <div className="space-y-3 pb-5">
            <UserMessage
              sending
              uploaded={outgoing.photo ? uploaded : null}
              entry={{
                title: '',
                content: outgoing.content,
                image_url: outgoingPhotoUrl,
                tags: [],
                is_private: false,
                created_at: outgoing.sentAt,
                entry_type: 'user_entry',
              }}
            />
            <CreatingInsights />
          </div>
        ) : null}
      </div>
      <ConversationStatus entries={entries} outgoing={outgoing} />
    </div>
  );
});
