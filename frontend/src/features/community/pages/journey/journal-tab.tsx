import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { GuardedDialog } from '../../../../components/ui/guarded-dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/use-toast';
import { errorMessage } from '../../../../lib/api';
import { formatUsLongDate } from '../../../../lib/format';
import { PrivateBadge } from '../../components/entry-card';
import { EntryHeading } from '../../components/entry-heading';
import { PrintMonthLink } from '../../components/print-month-link';
import { EntryEditor, entrySent, type EntryValues } from '../../components/entry-editor';
import { useEntryEdit } from '../../components/entry-edit';
import { SaveConflict } from '../../../../components/ui/save-conflict';
import { clientKeyFor, sendConfirmed } from '../../../../lib/client-key';
import { TagList } from '../../components/tag-chips';
import { useJournalPages } from '../../journal-pages';
import type { JournalFilters } from '../../member-shapes';
import { CARD_PREVIEW_CHARS, entryTitle } from '../../journal-utils';
import { WrittenText } from '../../../../components/ui/written-text';
import { uploadJournalImage, useCreateEntryMultipart, useUpdateEntry } from '../../members-api';
import type { JournalEntry } from '../../member-shapes';
import { DateText } from '../../../../components/ui/date-text';

/** The new-entry form's sends, for their client_key. */
const NEW_ENTRY = 'journey-entry';

/** The Journal tab shows only this many entries. */
export const RECENT_ENTRIES = 5;
/** The member's own entries (no weekly summaries), five at a time: the Journal tab and the Insights tab's count. */
export const RECENT_QUERY: JournalFilters = { summaries: false, limit: RECENT_ENTRIES };

/**
 * Edit an entry in a dialog: a new photo is uploaded first, then the entry is saved with its address. Closing it
 * (Escape, a tap outside, Close or Cancel) with changes made asks first whether to discard them.
 */
function EditEntryDialog({ entry, onOpenChange }: { entry: JournalEntry | null; onOpenChange: (open: boolean) => void }) {
  return (
    <GuardedDialog open={entry !== null} onOpenChange={onOpenChange} description="The changes you made to this entry have not been saved.">
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Entry</DialogTitle>
          <DialogDescription>{entry ? `Written ${formatUsLongDate(entry.created_at)}` : ''}</DialogDescription>
        </DialogHeader>
        {entry ? <EditEntryForm key={entry.id} entry={entry} close={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </GuardedDialog>
  );
}

/** The dialog's form: sends only what changed, naming the version it opened (a newer save from another tab: 409, kept). */
function EditEntryForm({ entry, close }: { entry: JournalEntry; close: () => void }) {
  const update = useUpdateEntry();
  const edit = useEntryEdit(entry);
  const [uploading, setUploading] = useState(false);

  const save = async (values: EntryValues): Promise<boolean> => {
    // undefined: the photo stays as it is.
    let imageUrl: string | null | undefined = edit.photoChanged(values) ? (values.photo.kind === 'existing' ? values.photo.url : null) : undefined;
    let uploadFailed = false;
    if (values.photo.kind === 'new') {
      setUploading(true);
      try {
        imageUrl = (await uploadJournalImage(values.photo.file)).imageUrl;
      } catch (error) {
        // The entry is still saved, keeping the photo it had.
        imageUrl = undefined;
        uploadFailed = true;
        toast({
          title: 'Image upload failed',
          description: `${errorMessage(error, 'The new photo could not be uploaded.')} Your entry was saved without the new photo.`,
          variant: 'destructive',
        });
      } finally {
        setUploading(false);
      }
    }
    try {
      await update.mutateAsync(edit.changes(values, imageUrl));
      // After a failed upload its toast stays on screen (one toast at a time).
      if (!uploadFailed) toast({ title: 'Entry Updated', description: 'Your changes have been saved.' });
      close();
      return true;
    } catch (error) {
      edit.refused(error);
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update entry. Please try again.'), variant: 'destructive' });
      return false;
    }
  };

  return (
    <EntryEditor
      key={edit.editorKey}
      initial={edit.initial}
      submitLabel="Save Changes"
      pendingLabel={uploading ? 'Uploading photo...' : 'Saving...'}
      pending={uploading || update.isPending}
      onSubmit={save}
      onCancel={close}
      missingMode="message"
      photoInputLabel="Entry photo"
      notice={edit.conflict ? <SaveConflict {...edit.conflict} /> : null}
    />
  );
}

function RecentEntry({ entry, onEdit }: { entry: JournalEntry; onEdit: () => void }) {
  const title = entryTitle(entry);
  return (
    <li className="space-y-3 rounded-lg border border-line bg-surface p-5 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-base text-muted">
          <DateText value={entry.created_at} form="us" />
          {entry.is_private ? <PrivateBadge /> : null}
        </p>
        <Button variant="secondary" size="sm" aria-label={`Edit entry: ${title}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
      {entry.image_url ? (
        <img src={entry.image_url} alt={`Photo for ${title}`} loading="lazy" className="h-44 w-full rounded-md object-cover" />
      ) : null}
      {/* A title made of the text's own words stays the card's heading for a screen reader, but is not shown twice. */}
      <EntryHeading entry={entry} level={4} className="font-serif text-xl font-bold break-words" />
      <WrittenText text={entry.content} preview={CARD_PREVIEW_CHARS} className="text-base" blockClassName="space-y-2" />
      <TagList tags={entry.tags} />
    </li>
  );
}

/** Journal tab: a new-entry form (creating one opens the Insights tab) and the 5 most recent entries. */
export function JournalTab({ onCreated }: { onCreated: (entry: JournalEntry) => void }) {
  const journal = useJournalPages(RECENT_QUERY);
  const create = useCreateEntryMultipart();
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const formHeadingId = useId();

  const recent = journal.entries.slice(0, RECENT_ENTRIES);
  const total = journal.total ?? recent.length;

  const submit = async (values: EntryValues): Promise<boolean> => {
    const form = new FormData();
    form.append('title', values.title);
    form.append('content', values.content);
    form.append('tags', JSON.stringify(values.tags));
    form.append('is_private', values.isPrivate ? 'true' : 'false');
    form.append('entry_type', 'journal');
    if (values.photo.kind === 'new') form.append('image', values.photo.file);
    // Sent again after a failure (the answer may have been lost), the same entry carries the same key: stored once.
    const sent = entrySent(values);
    form.append('client_key', clientKeyFor(NEW_ENTRY, sent));
    try {
      const entry = await create.mutateAsync(form);
      sendConfirmed(NEW_ENTRY, sent);
      toast({ title: 'Entry Saved', description: 'Your entry is in your journal. Coach replies appear in the Insights tab.' });
      onCreated(entry);
      return true;
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create entry. Please try again.'), variant: 'destructive' });
      return false;
    }
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <h3 id={formHeadingId} className="text-2xl">
            New Journal Entry
          </h3>
        </CardHeader>
        <CardContent>
          <EntryEditor
            submitLabel="Save Entry"
            pending={create.isPending}
            onSubmit={submit}
            resetOnSuccess
            draftName="journey-entry"
            missingMode="disable"
            labelledBy={formHeadingId}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="recent-entries-heading" className="space-y-4">
        <h3 id="recent-entries-heading" className="text-2xl">
          Recent Entries
        </h3>
        {journal.isPending ? (
          <Spinner label="Loading your entries" showLabel />
        ) : journal.isError ? (
          <LoadError message="Your entries could not be loaded." onRetry={() => void journal.refetch()} />
        ) : recent.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line-strong bg-surface p-6 text-lg text-muted">
            No entries yet. Your five most recent entries will be listed here.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
              {total > RECENT_ENTRIES ? (
                <p className="text-base text-muted">
                  Showing recent 5 entries of {total} total
                </p>
              ) : null}
              <PrintMonthLink className="ml-auto" />
            </div>
            <ul className="space-y-4">
              {recent.map((entry) => (
                <RecentEntry key={entry.id} entry={entry} onEdit={() => setEditing(entry)} />
              ))}
            </ul>
          </>
        )}
      </section>
      <EditEntryDialog
        entry={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </div>
  );
}
