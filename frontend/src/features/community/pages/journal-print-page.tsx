import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { WrittenText } from '../../../components/ui/written-text';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { LoadError } from '../../../components/ui/load-error';
import { MetaLine } from '../../../components/ui/meta-line';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Label } from '../../../components/ui/label';
import { Link } from '../../../lib/router-links';
import { displayName } from '../../../lib/user';
import { CoachReply } from '../components/coach-reply';
import { CreatingInsights } from '../components/creating-insights';
import { PrivateBadge } from '../components/entry-card';
import { EntryHeading } from '../components/entry-heading';
import { TagList } from '../components/tag-chips';
import { useJournalMonths, useJournalPages } from '../journal-pages';
import { useGoalsDuring } from '../members-api';
import { MonthGoals } from '../components/month-goals';
import { entryTitle, formatUsDateTime, monthLabel } from '../journal-utils';
import type { JournalEntry } from '../member-shapes';
import { useMemberUser } from '../member-context';
import { MONTH_KEY } from '../journal-filter-address';

/** At most this many entries of a month are put in the page for printing (a month of a very busy journal says so). */
export const PRINT_MAX_ENTRIES = 500;
/** Entries asked for a page at a time (the API's largest page). */
const PAGE_SIZE = 50;
/** The recommendations' save failure, as the journal's other views word it. */
const SAVE_FAILURE = 'Failed to save report';

/** The journal view the member came from (PrintMonthLink says which), else the Insights Guide. */
function backTo(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/journal';
}

/** What the member chose to print besides the entries' own words. */
interface PrintChoices {
  withReplies: boolean;
  withPhotos: boolean;
  withReading: boolean;
}

/**
 * A coach reply on paper: a rule down its side instead of a card, in the page's body size, and free to run on to the
 * next page (its paragraphs keep 3 lines together): a reply kept whole left up to half a page blank before it, and a
 * month of short entries took a sheet each. Its 'Your coach' line stays with its first words.
 */
const PRINTED_REPLY =
  'print:space-y-2 print:rounded-none print:border-0 print:border-l-4 print:p-0 print:pl-4 print:shadow-none print:ring-0 print:[&_p]:text-base print:[&>p:first-child]:break-after-avoid';

/**
 * One entry as printed: its date, title and tags (kept with the text that follows), its whole text, its photo, and its
 * coach replies whole. A title made of
 * the text's own words (a chat message's) is a heading for screen readers only: paper would print the words twice.
 */
function PrintedEntry({ entry, choices }: { entry: JournalEntry; choices: PrintChoices }) {
  const { withReplies, withPhotos, withReading } = choices;
  const titleId = useId();
  const title = entryTitle(entry);
  const replies = withReplies ? entry.aiResponses : [];
  return (
    <article aria-labelledby={titleId} className="space-y-3 border-t border-line pt-6 print:space-y-2 print:pt-4">
      <div className="break-inside-avoid space-y-1 print:break-after-avoid">
        <p className="flex flex-wrap items-center gap-x-3 text-base text-muted">
          <time dateTime={entry.created_at}>{formatUsDateTime(entry.created_at)}</time>
          {entry.is_private ? <PrivateBadge /> : null}
        </p>
        <EntryHeading entry={entry} id={titleId} className="text-2xl break-words" />
        <TagList tags={entry.tags} className="pt-1" />
      </div>
      <WrittenText text={entry.content} className="text-lg print:text-base" blockClassName="print:space-y-2" />
      {withPhotos && entry.image_url ? (
        <img src={entry.image_url} alt={`Photo for ${title}`} className="max-h-80 w-auto max-w-full rounded-md print:max-h-[7cm]" />
      ) : null}
      {replies.map((reply) => (
        <CoachReply key={reply.id} reply={reply} journalEntryId={entry.id} saveFailure={SAVE_FAILURE} whole withReading={withReading} className={PRINTED_REPLY} />
      ))}
      {/* A reply on its way comes in as the journal's do (reply-stream.ts); paper shows only replies written. */}
      {withReplies && entry.insight_pending && replies.length === 0 ? (
        <div className="print:hidden">
          <CreatingInsights />
        </div>
      ) : null}
    </article>
  );
}

/**
 * /journal/print: a month of the journal laid out for paper (a member takes it to a coach or a doctor). Every entry of
 * the month the member wrote, oldest first, each whole with its coach replies whole; the month, the replies and the
 * photos are chosen on the screen, then 'Print' is the browser's own print. The month is kept in the address
 * (?month=2026-11; without it, the newest month with entries). Up to PRINT_MAX_ENTRIES entries are loaded, a page of
 * PAGE_SIZE at a time, from the journal's own list (the same pages, filters and cache as the Classic Journal).
 */
export function JournalPrintPage() {
  const user = useMemberUser();
  const back = backTo(useLocation().state);
  const [params, setParams] = useSearchParams();
  const months = useJournalMonths(false);
  const asked = params.get('month') ?? '';
  const month = MONTH_KEY.test(asked) ? asked : (months.data?.[0]?.month ?? null);
  const [withReplies, setWithReplies] = useState(true);
  const [withPhotos, setWithPhotos] = useState(true);
  // The coach's reading suggestions are for the member, not for the coach or doctor the month is printed for.
  const [withReading, setWithReading] = useState(false);
  const ids = { month: useId(), replies: useId(), photos: useId(), reading: useId(), heading: useId() };

  const goals = useGoalsDuring(month);
  const journal = useJournalPages({ summaries: false, month: month ?? undefined, limit: PAGE_SIZE }, month !== null);
  const { hasNextPage, isFetchingNextPage, showOlder, entries } = journal;
  const capped = entries.length >= PRINT_MAX_ENTRIES;
  // Every page of the month, one after the other, up to the cap.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !capped) showOlder();
  }, [hasNextPage, isFetchingNextPage, capped, showOlder]);
  const loading = journal.isPending || (hasNextPage && !capped);
  const shown = useMemo(() => entries.slice(0, PRINT_MAX_ENTRIES).reverse(), [entries]);
  const total = journal.total ?? shown.length;

  // A month asked for by the address that has no entries (any longer) is still offered, as the one chosen.
  const monthOptions = !month || (months.data ?? []).some((option) => option.month === month) ? (months.data ?? []) : [{ month, count: 0 }, ...(months.data ?? [])];
  const chooseMonth = (next: string) => setParams(new URLSearchParams({ month: next }), { replace: true });

  if (months.isPending) return <Spinner label="Loading your journal" showLabel className="container-page py-8" />;
  if (months.isError || journal.isError) {
    return (
      <div className="container-page py-8">
        <LoadError
          message="Your journal could not be loaded."
          onRetry={() => {
            void months.refetch();
            void journal.refetch();
          }}
        />
      </div>
    );
  }

  return (
    <div className="container-page max-w-4xl space-y-8 py-8">
      <section aria-label="Print settings" className="space-y-4 rounded-lg border border-line bg-surface p-5 shadow-card print:hidden">
        <Link to={back} className="inline-flex min-h-11 items-center gap-2 text-base font-semibold">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to the journal
        </Link>
        {month === null ? (
          <p className="text-lg">No journal entries yet: once you have written some, a month of them can be printed here.</p>
        ) : (
          <>
            <p className="text-lg">Choose a month, then print it: each entry whole, oldest first, with your coach's replies.</p>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
              <div className="space-y-1.5">
                <Label htmlFor={ids.month}>Month</Label>
                <NativeSelect id={ids.month} value={month} onChange={(event) => chooseMonth(event.target.value)} className="min-w-56">
                  {monthOptions.map((option) => (
                    <option key={option.month} value={option.month}>
                      {`${monthLabel(option.month)} (${option.count})`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <label htmlFor={ids.replies} className="flex min-h-11 cursor-pointer items-center gap-3 text-lg">
                <Checkbox id={ids.replies} checked={withReplies} onCheckedChange={(checked) => setWithReplies(checked === true)} />
                Coach replies
              </label>
              <label htmlFor={ids.photos} className="flex min-h-11 cursor-pointer items-center gap-3 text-lg">
                <Checkbox id={ids.photos} checked={withPhotos} onCheckedChange={(checked) => setWithPhotos(checked === true)} />
                Photos
              </label>
              <label htmlFor={ids.reading} className="flex min-h-11 cursor-pointer items-center gap-3 text-lg">
                <Checkbox id={ids.reading} checked={withReading} disabled={!withReplies} onCheckedChange={(checked) => setWithReading(checked === true)} />
                Recommended reading
              </label>
              {/* Printing before every entry has come would print part of the month. */}
              <Button onClick={() => window.print()} busy={loading} aria-describedby={ids.heading}>
                <Printer aria-hidden="true" />
                Print
              </Button>
            </div>
          </>
        )}
      </section>

      {month === null ? null : (
        <section aria-labelledby={ids.heading} className="space-y-6">
          <header className="space-y-1">
            <h2 id={ids.heading} className="text-3xl">
              {monthLabel(month)}
            </h2>
            {/* Said once when the month is in (not at each page of it: a screen reader would queue them all). */}
            <MetaLine
              aria-live="polite"
              className="text-lg text-muted"
              items={loading ? [] : [displayName(user), `${total.toLocaleString('en-GB')} ${total === 1 ? 'entry' : 'entries'}`]}
            />
            {goals.items ? <MonthGoals goals={goals.items} month={month} /> : null}
            {capped && total > PRINT_MAX_ENTRIES ? (
              <p className="text-lg">{`The month's latest ${PRINT_MAX_ENTRIES} entries are here, the most that print at once.`}</p>
            ) : null}
          </header>
          {loading ? (
            <Spinner label="Loading the month's entries" showLabel />
          ) : shown.length === 0 ? (
            <p className="text-lg">No entries in {monthLabel(month)}.</p>
          ) : (
            shown.map((entry) => <PrintedEntry key={entry.id} entry={entry} choices={{ withReplies, withPhotos, withReading }} />)
          )}
        </section>
      )}
    </div>
  );
}
