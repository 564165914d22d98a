import { NotebookPen, Pin } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from '../../../../lib/router-links';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { CoachReply } from '../../components/coach-reply';
import { CreatingInsights } from '../../components/creating-insights';
import { ConversationStatus } from '../../components/chat/conversation-status';
import { INSIGHTS_HEADING_IDS, pinnedInsights, recentAnsweredEntries } from '../../insights';
import { CONTEXT_PREVIEW_CHARS, entryTitle, titleRepeatsText } from '../../journal-utils';
import { WrittenText } from '../../../../components/ui/written-text';
import { useJournalPages } from '../../journal-pages';
import type { JournalEntry } from '../../member-shapes';
import { ShowOlderButton } from '../../../../components/ui/show-older-button';
import { RECENT_QUERY } from './journal-tab';
import { DateText } from '../../../../components/ui/date-text';

const SAVE_FAILURE = 'Failed to save content to library';
const RECENT_HEADING_ID = INSIGHTS_HEADING_IDS.recent;
const EMPTY_HEADING_ID = 'no-insights-heading';

/**
 * Where focus goes when the tab opens after an entry is saved (the form is gone with the Journal tab): the heading of
 * the recent insights, under which the entry waits for its reply (else the heading saying there are none yet).
 */
export const insightsHeading = (): HTMLElement | null => document.getElementById(RECENT_HEADING_ID) ?? document.getElementById(EMPTY_HEADING_ID);
const PINNED_QUERY = { pinned: true };

/** The entry a reply answers: when, its title and the start of its text. */
function EntryContext({ entry }: { entry: JournalEntry }) {
  return (
    <div className="space-y-1 border-l-4 border-accent pl-4">
      <p className="text-base text-muted">
        You wrote on <DateText value={entry.created_at} form="us" />
      </p>
      {/* A title made of the text's own words stays a heading for a screen reader, but is not shown twice. */}
      <h4 className={titleRepeatsText(entry) ? 'sr-only' : 'text-xl'}>{entryTitle(entry)}</h4>
      <WrittenText text={entry.content} preview={CONTEXT_PREVIEW_CHARS * 2} className="text-base" blockClassName="space-y-2" />
    </div>
  );
}

/**
 * Insights tab: pinned insights, then the coach's replies to the 5 most recent answered entries. A reply arriving is
 * announced (ConversationStatus, kept in place whatever the tab shows, so it knows what was there before), the reply to
 * the entry just saved on the Journal tab (`awaitingReply`) too.
 */
export function InsightsTab({ onWrite, awaitingReply = null }: { onWrite: () => void; awaitingReply?: number | null }) {
  const journal = useJournalPages();
  return (
    <>
      <ConversationStatus entries={journal.entries} awaiting={awaitingReply} />
      <InsightsLists onWrite={onWrite} />
    </>
  );
}

function InsightsLists({ onWrite }: { onWrite: () => void }) {
  // The newest page (the Insights Guide's), the member's own entry count and every pinned insight, a page at a time.
  const journal = useJournalPages();
  const own = useJournalPages(RECENT_QUERY);
  const pinnedPages = useJournalPages(PINNED_QUERY);
  const answered = useMemo(() => recentAnsweredEntries(journal.entries), [journal.entries]);
  const pinned = useMemo(() => pinnedInsights(pinnedPages.entries), [pinnedPages.entries]);
  const written = own.total ?? 0;
  const waiting = journal.entries.filter((entry) => entry.insight_pending);

  if (journal.isPending) return <Spinner label="Loading your insights" showLabel />;
  if (journal.isError) return <LoadError message="Your insights could not be loaded." onRetry={() => void journal.refetch()} />;

  if (answered.length === 0 && waiting.length === 0) {
    return (
      <div className="space-y-4 rounded-lg border border-dashed border-line-strong bg-surface p-8">
        <h3 id={EMPTY_HEADING_ID} tabIndex={-1} className="text-2xl focus:outline-none">
          No coach replies yet
        </h3>
        <p className="max-w-reading text-lg text-muted">
          Coach replies appear here after you journal: each reply sits under the entry it answers, with any premium
          articles your coach recommends.{' '}
          {written > 0
            ? `You have written ${written} ${written === 1 ? 'entry' : 'entries'} so far; replies to them will be listed here as soon as they arrive.`
            : 'Start by writing your first entry.'}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onWrite}>
            <NotebookPen aria-hidden="true" />
            Write a Journal Entry
          </Button>
          <Link to="/journal" className={buttonClasses('secondary')}>
            Open the Insights Guide
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {pinned.length ? (
        <section aria-labelledby={INSIGHTS_HEADING_IDS.pinned} className="space-y-4">
          <h3 id={INSIGHTS_HEADING_IDS.pinned} tabIndex={-1} className="flex items-center gap-2 text-2xl focus:outline-none">
            <Pin aria-hidden="true" className="size-6 text-accent" />
            Pinned insights
          </h3>
          {/* data-pinned-list: an unpinned reply leaves this list, and focus goes on to the next one's Pin button (coach-reply.tsx). */}
          <ul className="space-y-4" data-pinned-list="">
            {pinned.map(({ entry, reply }) => (
              <li key={reply.id} className="space-y-2">
                <p className="text-base text-muted">
                  In reply to “{entryTitle(entry)}”, <DateText value={entry.created_at} form="us" />
                </p>
                <CoachReply reply={reply} journalEntryId={entry.id} saveFailure={SAVE_FAILURE} />
              </li>
            ))}
          </ul>
          {pinnedPages.hasNextPage ? (
            <ShowOlderButton
              hasOlder
              loading={pinnedPages.isFetchingNextPage}
              onShowOlder={pinnedPages.showOlder}
              label="Show older pinned insights"
              endText=""
            />
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby={RECENT_HEADING_ID} className="space-y-4">
        <div>
          <h3 id={RECENT_HEADING_ID} tabIndex={-1} className="text-2xl focus:outline-none">
            Recent insights
          </h3>
          <p className="text-base text-muted">
            {answered.length === 0
              ? 'Your coach is writing a reply to your latest entry; it appears here as soon as it is ready.'
              : `Your coach's replies to your ${answered.length === 1 ? 'latest entry' : `${answered.length} latest entries`}. Pin the ones you want to keep in view.`}
          </p>
        </div>
        <ul className="space-y-6">
          {waiting.map((entry) => (
            <li key={entry.id} className="space-y-3 rounded-lg border border-line bg-surface p-5 shadow-card">
              <EntryContext entry={entry} />
              <CreatingInsights />
            </li>
          ))}
          {answered.map((entry) => (
            <li key={entry.id} className="space-y-3 rounded-lg border border-line bg-surface p-5 shadow-card">
              <EntryContext entry={entry} />
              {entry.aiResponses.map((reply) => (
                <CoachReply key={reply.id} reply={reply} journalEntryId={entry.id} saveFailure={SAVE_FAILURE} />
              ))}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
