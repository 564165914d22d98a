import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { CollapsibleCard } from '../components/collapsible-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { leaveUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { EntryCard } from '../components/entry-card';
import { EntryEditor, entrySent, type EntryValues } from '../components/entry-editor';
import type { EntryEdit } from '../components/entry-edit';
import { clientKeyFor, sendConfirmed } from '../../../lib/client-key';
import { EntryGrid } from '../components/entry-grid';
import { readFileAsDataUrl } from '../components/file-data';
import { JournalFilters } from '../components/journal-filters';
import { useFilterAddress } from '../journal-filter-address';
import { JournalViewsNav } from '../components/journal-views-nav';
import { PrintMonthLink } from '../components/print-month-link';
import { SaveIndicator, useSaveIndicator } from '../components/save-indicator';
import { SetYourGoalCard } from '../components/set-your-goal-card';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { useJournalMonths, useJournalPages } from '../journal-pages';
import type { JournalFilters as JournalQuery } from '../member-shapes';
import { entryTitle } from '../journal-utils';
import { useCreateEntry, useDeleteEntry, useUpdateEntry } from '../members-api';
import type { JournalEntry } from '../member-shapes';
import { PageAd } from '../../publisher/page-ad';
import { JOURNAL_AD_PAGES } from '../../publisher/publisher-api';

/** The new-entry form's sends, for their client_key. */
const NEW_ENTRY = 'journal-old-entry';

/**
 * The JSON body of a new entry or a change: the photo travels as a data URL, read when it is sent from the photo as
 * picked (made at most 2000 px then: file-data.ts preparePhoto).
 */
async function photoField(values: EntryValues): Promise<string | null> {
  if (values.photo.kind === 'new') return readFileAsDataUrl(values.photo.file);
  if (values.photo.kind === 'existing') return values.photo.url;
  return null;
}

/**
 * Focus goes back to the card's Edit button when its edit ends (saved or cancelled). The card is drawn anew then (the
 * two-column grid puts it back in a row with another card), so the card itself cannot keep focus.
 */
function focusEditButton(id: number): void {
  focusAfterChange(() => document.querySelector<HTMLElement>(`[data-edit-entry="${id}"]`));
}

/**
 * /journal-old: the classic journal with goal, entry form, filters and a grid of entry cards. The filters are kept in
 * the address (journal-filter-address.ts).
 */
export function JournalOldPage() {
  const { shown, asked: filters, change: setFilters, clear: clearFilters } = useFilterAddress();
  const search = filters.search.trim();
  const query = useMemo<JournalQuery>(
    () => ({
      summaries: false,
      ...(search ? { q: search } : {}),
      ...(filters.month !== 'all' ? { month: filters.month } : {}),
      ...(filters.tag !== 'all' ? { tag: filters.tag } : {}),
      ...(filters.privacy !== 'all' ? { privacy: filters.privacy } : {}),
    }),
    [search, filters.month, filters.tag, filters.privacy],
  );
  const journal = useJournalPages(query);
  const months = useJournalMonths(false);
  const createEntry = useCreateEntry();
  const updateEntry = useUpdateEntry();
  const deleteEntry = useDeleteEntry();
  const indicator = useSaveIndicator();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const entriesHeading = useRef<HTMLHeadingElement>(null);
  const formHeadingId = useId();

  const written = (months.data ?? []).reduce((sum, month) => sum + month.count, 0);
  const filtered = query.q !== undefined || query.month !== undefined || query.tag !== undefined || query.privacy !== undefined;
  const matching = journal.total ?? journal.entries.length;
  // The filters stay drawn while the entries they ask for load, so the control in use keeps focus (a search typed on
  // after a pause goes on into the box).
  const withFilters = written > 0 || filtered || journal.entries.length > 0;
  const { showOlder } = journal;

  const create = async (values: EntryValues): Promise<boolean> => {
    indicator.start();
    // Sent again after a failure (the answer may have been lost), the same entry carries the same key: stored once.
    const sent = entrySent(values);
    try {
      await createEntry.mutateAsync({
        client_key: clientKeyFor(NEW_ENTRY, sent),
        title: values.title,
        content: values.content,
        tags: values.tags,
        is_private: values.isPrivate,
        entry_type: 'journal',
        ...(values.photo.kind === 'new' ? { image_url: await photoField(values) } : {}),
      });
      sendConfirmed(NEW_ENTRY, sent);
      indicator.done();
      toast({ title: 'Entry Saved', description: 'Your journal entry has been added.' });
      return true;
    } catch (error) {
      indicator.fail();
      toast({ title: 'Failed to create journal entry', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };

  const save = async (values: EntryValues, edit: EntryEdit): Promise<boolean> => {
    indicator.start();
    try {
      const changes = edit.changes(values, edit.photoChanged(values) ? await photoField(values) : undefined);
      await updateEntry.mutateAsync(changes);
      indicator.done();
      setEditingId(null);
      focusEditButton(changes.id);
      return true;
    } catch (error) {
      indicator.fail();
      edit.refused(error);
      toast({ title: 'Failed to update journal entry', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    indicator.start();
    try {
      await deleteEntry.mutateAsync(deleting.id);
      indicator.done();
      setDeleting(null);
      toast({ title: 'Entry Deleted', description: 'The journal entry has been removed.' });
      focusAfterChange(() => entriesHeading.current);
    } catch (error) {
      indicator.fail();
      setDeleting(null);
      toast({ title: 'Failed to delete journal entry', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <div className="container-page space-y-8 py-8">
      <JournalViewsNav />
      <SetYourGoalCard />

      <CollapsibleCard title="New Journal Entry" headingId={formHeadingId} className="print:hidden">
        <EntryEditor submitLabel="Save Entry" pending={createEntry.isPending} onSubmit={create} resetOnSuccess labelledBy={formHeadingId} draftName="new-entry" />
      </CollapsibleCard>

      <section aria-labelledby="journal-entries-heading" className="space-y-6">
        <h2 id="journal-entries-heading" ref={entriesHeading} tabIndex={-1} className="text-3xl focus:outline-none">
          Your Journal Entries
        </h2>

        {months.isPending || (journal.isPending && !withFilters) ? (
          <Spinner label="Loading your journal" showLabel />
        ) : journal.isError || months.isError ? (
          <LoadError
            message="Your journal could not be loaded."
            onRetry={() => {
              void journal.refetch();
              void months.refetch();
            }}
          />
        ) : !withFilters ? (
          <div className="rounded-lg border border-dashed border-line-strong bg-surface p-8 text-center">
            <p className="font-serif text-2xl font-bold">No journal entries yet</p>
            <p className="mt-2 text-lg text-muted">Write your first entry above: a title, a few lines about your session, and a photo if you like.</p>
          </div>
        ) : (
          <>
            <JournalFilters values={shown} onChange={setFilters} months={months.data ?? []} total={written} />
            <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
              <p aria-live="polite" className="text-base text-muted">
                {journal.isPending
                  ? ''
                  : filtered
                    ? `Showing ${matching.toLocaleString('en-GB')} of ${written.toLocaleString('en-GB')} entries`
                    : `${matching.toLocaleString('en-GB')} ${matching === 1 ? 'entry' : 'entries'}`}
              </p>
              <PrintMonthLink month={query.month} />
            </div>
            {journal.isPending ? (
              <Spinner label="Loading your journal" showLabel />
            ) : journal.entries.length === 0 ? (
              <div className="space-y-3 rounded-lg border border-dashed border-line-strong bg-surface p-8 text-center">
                <p className="text-lg">No entries match this month, search, tag and privacy.</p>
                <Button variant="secondary" onClick={clearFilters}>
                  Clear Filters
                </Button>
              </div>
            ) : (
              <>
                <EntryGrid
                  entries={journal.entries}
                  editingId={editingId}
                  hasOlder={journal.hasNextPage}
                  loadingOlder={journal.isFetchingNextPage}
                  onShowOlder={showOlder}
                  renderCard={(entry) => (
                    <EntryCard
                      key={entry.id}
                      entry={entry}
                      editing={editingId === entry.id}
                      onEdit={() => leaveUnsavedChanges(() => setEditingId(entry.id))}
                      onCancelEdit={() => {
                        setEditingId(null);
                        focusEditButton(entry.id);
                      }}
                      onSave={save}
                      onDelete={() => setDeleting(entry)}
                      saving={updateEntry.isPending && editingId === entry.id}
                    />
                  )}
                />
                <ShowOlderButton
                  hasOlder={journal.hasNextPage}
                  loading={journal.isFetchingNextPage}
                  onShowOlder={showOlder}
                  label="Show older entries"
                  endText={matching > journal.entries.length ? '' : 'That is every entry.'}
                  focusWhenDone={entriesHeading}
                />
              </>
            )}
          </>
        )}
      </section>
      <PageAd pages={JOURNAL_AD_PAGES} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete journal entry?"
        description="Are you sure you want to delete this journal entry?"
        confirmLabel="Delete Entry"
        pendingLabel="Deleting..."
        pending={deleteEntry.isPending}
        destructive
        onConfirm={() => void confirmDelete()}
      >
        {deleting ? <p className="rounded-md bg-sunken px-4 py-3 text-base font-semibold">{entryTitle(deleting)}</p> : null}
      </ConfirmDialog>
      <SaveIndicator state={indicator.state} />
    </div>
  );
}
