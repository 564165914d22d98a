import { Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { CollapsibleCard } from '../components/collapsible-card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EntryCard } from '../components/entry-card';
import { EntryEditor, type EntryValues } from '../components/entry-editor';
import {
  ArchiveAndSetGoalDialog,
  CurrentGoalActions,
  CurrentGoalCallout,
  GoalHistoryDialog,
  SetGoalForm,
} from '../components/goal-ui';
import { JournalViewsNav } from '../components/journal-views-nav';
import { SaveIndicator, useSaveIndicator } from '../components/save-indicator';
import { JOURNAL_GOAL_FAILURES, useGoalHandlers } from '../components/use-goal-handlers';
import { entryTitle, filterEntries, monthOptions } from '../journal-utils';
import {
  activeGoal,
  useCreateEntry,
  useDeleteEntry,
  useGoals,
  useJournal,
  useUpdateEntry,
  type JournalEntry,
} from '../members-api';

/** The collapsible 'Set Your Goal' card: the current goal, set / archive-and-set-new, history. */
function GoalCard() {
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const goals = useGoals();
  const handlers = useGoalHandlers(JOURNAL_GOAL_FAILURES);
  const current = activeGoal(goals.data);

  return (
    <>
      <CollapsibleCard title="Set Your Goal">
        {goals.isPending ? (
          <Spinner label="Loading your goal" showLabel />
        ) : goals.isError ? (
          <LoadError message="Your goal could not be loaded." onRetry={() => void goals.refetch()} />
        ) : current ? (
          <div className="space-y-4">
            <CurrentGoalCallout goal={current.goal} />
            <CurrentGoalActions onArchiveAndSet={() => setArchiveOpen(true)} onShowHistory={() => setHistoryOpen(true)} />
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-base text-muted">A clear goal gives every entry a direction. What are you training for?</p>
            <SetGoalForm onSubmit={handlers.setGoal} pending={handlers.pending} onShowHistory={() => setHistoryOpen(true)} />
          </div>
        )}
      </CollapsibleCard>
      <ArchiveAndSetGoalDialog
        open={archiveOpen}
        onOpenChange={setArchiveOpen}
        currentGoal={current?.goal ?? null}
        onSubmit={handlers.archiveAndSet}
        pending={handlers.pending}
      />
      <GoalHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} onUpdate={handlers.update} pending={handlers.pending} />
    </>
  );
}

/** The JSON body of a new entry or a change: the photo travels as a data URL. */
function photoField(values: EntryValues): string | null {
  if (values.photo.kind === 'new') return values.photo.dataUrl;
  if (values.photo.kind === 'existing') return values.photo.url;
  return null;
}

/** /journal-old: the classic journal with goal, entry form, filters and a grid of entry cards. */
export function JournalOldPage() {
  const journal = useJournal();
  const createEntry = useCreateEntry();
  const updateEntry = useUpdateEntry();
  const deleteEntry = useDeleteEntry();
  const indicator = useSaveIndicator();
  const [month, setMonth] = useState('all');
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const entriesHeading = useRef<HTMLHeadingElement>(null);
  const formHeadingId = useId();
  const monthId = useId();
  const searchId = useId();

  const entries = useMemo(() => (journal.data ?? []).filter((entry) => entry.entry_type !== 'weekly_summary'), [journal.data]);
  const months = useMemo(() => monthOptions(entries), [entries]);
  const shown = useMemo(() => filterEntries(entries, month, search), [entries, month, search]);

  const create = async (values: EntryValues): Promise<boolean> => {
    indicator.start();
    try {
      await createEntry.mutateAsync({
        title: values.title,
        content: values.content,
        tags: values.tags,
        is_private: values.isPrivate,
        entry_type: 'journal',
        ...(values.photo.kind === 'new' ? { image_url: values.photo.dataUrl } : {}),
      });
      indicator.done();
      toast({ title: 'Entry Saved', description: 'Your journal entry has been added.' });
      return true;
    } catch (error) {
      indicator.fail();
      toast({ title: 'Failed to create journal entry', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };

  const save = async (entry: JournalEntry, values: EntryValues): Promise<boolean> => {
    indicator.start();
    try {
      await updateEntry.mutateAsync({
        id: entry.id,
        title: values.title,
        content: values.content,
        tags: values.tags,
        is_private: values.isPrivate,
        image_url: photoField(values),
      });
      indicator.done();
      setEditingId(null);
      return true;
    } catch (error) {
      indicator.fail();
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
      requestAnimationFrame(() => entriesHeading.current?.focus());
    } catch (error) {
      indicator.fail();
      setDeleting(null);
      toast({ title: 'Failed to delete journal entry', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <div className="container-page space-y-8 py-8">
      <JournalViewsNav />
      <GoalCard />

      <CollapsibleCard title="New Journal Entry" headingId={formHeadingId}>
        <EntryEditor submitLabel="Save Entry" pending={createEntry.isPending} onSubmit={create} resetOnSuccess labelledBy={formHeadingId} />
      </CollapsibleCard>

      <section aria-labelledby="journal-entries-heading" className="space-y-6">
        <h2 id="journal-entries-heading" ref={entriesHeading} tabIndex={-1} className="text-3xl focus:outline-none">
          Your Journal Entries
        </h2>

        {journal.isPending ? (
          <Spinner label="Loading your journal" showLabel />
        ) : journal.isError ? (
          <LoadError message="Your journal could not be loaded." onRetry={() => void journal.refetch()} />
        ) : entries.length === 0 ? (
          <div className="rounded-lg border border-dashed border-line-strong bg-surface p-8 text-center">
            <p className="font-serif text-2xl font-bold">No journal entries yet</p>
            <p className="mt-2 text-lg text-muted">Write your first entry above: a title, a few lines about your session, and a photo if you like.</p>
          </div>
        ) : (
          <>
            <div className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:p-5">
              <div className="space-y-2">
                <Label htmlFor={monthId}>Filter by month</Label>
                <NativeSelect id={monthId} value={month} onChange={(event) => setMonth(event.target.value)}>
                  <option value="all">All months ({entries.length})</option>
                  {months.map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.label} ({option.count})
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-2">
                <Label htmlFor={searchId}>Search entries</Label>
                <div className="relative">
                  <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
                  <Input
                    id={searchId}
                    type="search"
                    value={search}
                    placeholder="Words in the title, text or tags"
                    className="pl-11"
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
              </div>
            </div>
            <p aria-live="polite" className="text-base text-muted">
              {shown.length === entries.length
                ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`
                : `Showing ${shown.length} of ${entries.length} entries`}
            </p>
            {shown.length === 0 ? (
              <div className="space-y-3 rounded-lg border border-dashed border-line-strong bg-surface p-8 text-center">
                <p className="text-lg">No entries match this month and search.</p>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setMonth('all');
                    setSearch('');
                  }}
                >
                  Clear Filters
                </Button>
              </div>
            ) : (
              <div className="grid items-start gap-6 md:grid-cols-2">
                {shown.map((entry) => (
                  <EntryCard
                    key={entry.id}
                    entry={entry}
                    editing={editingId === entry.id}
                    onEdit={() => setEditingId(entry.id)}
                    onCancelEdit={() => setEditingId(null)}
                    onSave={(values) => save(entry, values)}
                    onDelete={() => setDeleting(entry)}
                    saving={updateEntry.isPending && editingId === entry.id}
                  />
                ))}
              </div>
            )}
          </>
        )}
      </section>

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
