import { Lock, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { UnsavedChangesGuard } from '../../../components/ui/guarded-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CARD_PREVIEW_CHARS, entryTitle } from '../journal-utils';
import { EntryHeading } from './entry-heading';
import { isCut } from '../../../lib/text-preview';
import { WrittenText } from '../../../components/ui/written-text';
import type { JournalEntry } from '../member-shapes';
import { SaveConflict } from '../../../components/ui/save-conflict';
import { EntryEditor, type EntryValues } from './entry-editor';
import { useEntryEdit, type EntryEdit } from './entry-edit';
import { TagList } from './tag-chips';
import { DateText } from '../../../components/ui/date-text';

/** Marks a private entry. */
export function PrivateBadge() {
  return (
    <Badge>
      <Lock aria-hidden="true" className="size-4" />
      Private
    </Badge>
  );
}

export interface EntryCardProps {
  entry: JournalEntry;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  /** Saves the edit: `edit` makes its body (changed fields, the version it began from) and takes a refusal. */
  onSave: (values: EntryValues, edit: EntryEdit) => Promise<boolean>;
  onDelete: () => void;
  saving: boolean;
}

/** The card's edit form; a save refused because another tab changed the entry keeps the text and offers the latest. */
function EntryEditForm({ entry, onSave, onCancel, saving }: { entry: JournalEntry; onSave: EntryCardProps['onSave']; onCancel: () => void; saving: boolean }) {
  const edit = useEntryEdit(entry);
  return (
    <EntryEditor
      key={edit.editorKey}
      initial={edit.initial}
      submitLabel="Save Changes"
      pending={saving}
      onSubmit={(values) => onSave(values, edit)}
      onCancel={onCancel}
      autoFocusTitle
      photoInputLabel="Entry photo"
      notice={edit.conflict ? <SaveConflict {...edit.conflict} /> : null}
    />
  );
}

/** One journal entry as a card: photo, date, title, a 150-character preview, tags; edited in place. */
export function EntryCard({ entry, editing, onEdit, onCancelEdit, onSave, onDelete, saving }: EntryCardProps) {
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const title = entryTitle(entry);
  const cut = isCut(entry.content, CARD_PREVIEW_CHARS);

  if (editing) {
    return (
      <article aria-labelledby={titleId} className="rounded-lg border-2 border-accent bg-surface p-6 shadow-card md:col-span-2">
        <h3 id={titleId} className="mb-4 text-xl">
          Edit entry: {title}
        </h3>
        {/* Cancel with changes made asks 'Discard your changes?' first, as the Journey's Edit Entry dialog does. */}
        <UnsavedChangesGuard>{() => <EntryEditForm entry={entry} onSave={onSave} onCancel={onCancelEdit} saving={saving} />}</UnsavedChangesGuard>
      </article>
    );
  }

  return (
    <article aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card">
      {entry.image_url ? (
        <img src={entry.image_url} alt={`Photo for ${title}`} loading="lazy" className="aspect-[16/10] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-base text-muted">
            <DateText value={entry.created_at} form="us" />
          </p>
          {entry.is_private ? <PrivateBadge /> : null}
        </div>
        {/* A title made of the text's own words stays the card's heading for a screen reader, but is not shown twice:
            the text is (a short message as written, not as a large heading). */}
        <EntryHeading entry={entry} id={titleId} className="text-2xl break-words" />
        {/* Cut, its first paragraphs (the screen's); printed, whole (the second block: paper has no 'Read full entry'). */}
        <WrittenText
          text={entry.content}
          preview={cut && !expanded ? CARD_PREVIEW_CHARS : undefined}
          className="text-base"
          blockClassName={cut && !expanded ? 'print:hidden' : undefined}
        />
        {cut && !expanded ? <WrittenText text={entry.content} className="text-base" blockClassName="hidden print:block" /> : null}
        {cut ? (
          <Button variant="link" className="self-start print:hidden" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show less' : 'Read full entry'}
          </Button>
        ) : null}
        <TagList tags={entry.tags} />
        <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-4 print:hidden">
          <Button variant="secondary" size="sm" data-edit-entry={entry.id} aria-label={`Edit entry: ${title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" className="text-danger" aria-label={`Delete entry: ${title}`} onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
