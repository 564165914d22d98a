import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { formatUsLongDate } from '../../../../lib/format';
import type { JournalEntry } from '../../members-api';
import { CreatingInsights } from '../creating-insights';
import { ShowOlderButton } from '../show-older-button';
import { CoachReplies } from './coach-replies';
import type { OutgoingMessage } from './outgoing-message';
import { UserMessage } from './user-message';
import { WeeklySummaryMessage } from './weekly-summary-message';

/** Older messages load by themselves when the member scrolls to within this many pixels of the top. */
const LOAD_OLDER_WITHIN_PX = 400;
/** A first guess at a message's height (each is measured once drawn). */
const ESTIMATED_HEIGHT = 260;
/** Space above the first and below the last message, inside the scrolling box. */
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

export interface ConversationTimelineProps {
  /** The loaded messages, newest first. */
  entries: readonly JournalEntry[];
  outgoing: OutgoingMessage | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onShowOlder: () => void;
  saveFailure: string;
}

/**
 * The conversation, oldest at the top and newest at the bottom, in a scrolling log. Only the messages in and near view
 * are in the page (@tanstack/react-virtual measures each once drawn), so a long journal keeps the page small. Older
 * messages load as the member scrolls up or presses "Show older messages"; the message in view stays where it was
 * (the virtualizer anchors to the end), and a new message or reply keeps the log at its end when it was there.
 */
export function ConversationTimeline({ entries, outgoing, hasOlder, loadingOlder, onShowOlder, saveFailure }: ConversationTimelineProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => rowsOf(entries), [entries]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_HEIGHT,
    getItemKey: (index) => rows[index].entry.id,
    overscan: 4,
    paddingStart: EDGE_PX,
    paddingEnd: EDGE_PX,
    anchorTo: 'end',
    followOnAppend: true,
  });

  // The newest message in view on arrival.
  const started = useRef(false);
  useLayoutEffect(() => {
    if (started.current || rows.length === 0) return;
    started.current = true;
    virtualizer.scrollToEnd();
  }, [rows.length, virtualizer]);

  // A message being sent shows at the end at once.
  useEffect(() => {
    const box = scrollRef.current;
    if (outgoing && box) box.scrollTop = box.scrollHeight;
  }, [outgoing]);

  const onScroll = () => {
    const box = scrollRef.current;
    if (box && started.current && hasOlder && !loadingOlder && box.scrollTop < LOAD_OLDER_WITHIN_PX) onShowOlder();
  };

  return (
    <div className="space-y-3">
      <ShowOlderButton
        hasOlder={hasOlder}
        loading={loadingOlder}
        onShowOlder={onShowOlder}
        label="Show older messages"
        endText="This is the start of your conversation."
        focusWhenDone={scrollRef}
      />
      <div
        ref={scrollRef}
        role="log"
        aria-label="Conversation with your coach"
        tabIndex={0}
        onScroll={onScroll}
        className="relative h-[70vh] min-h-72 overflow-y-auto rounded-lg border border-line bg-sunken/50 px-3 sm:px-4 md:h-[62vh] md:px-6"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const { entry, day } = rows[item.index];
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full space-y-3 pb-5"
                style={{ transform: `translateY(${item.start}px)` }}
              >
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
              </div>
            );
          })}
        </div>
        {outgoing ? (
          <div className="space-y-3 pb-5">
            <UserMessage
              sending
              entry={{
                title: '',
                content: outgoing.content,
                image_url: outgoing.photo?.dataUrl ?? null,
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
    </div>
  );
}
