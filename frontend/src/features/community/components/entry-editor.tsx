import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, type FieldControlProps } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { toast } from '../../../components/ui/use-toast';
import { ENTRY_MAX_CHARS, TITLE_MAX_CHARS, type JournalTag } from '../journal-utils';
import { useDraft } from '../drafts';
import type { JournalEntry } from '../member-shapes';
import { NO_PHOTO, photoFromUrl, PhotoPicker, photoIdentity, type PhotoState } from './photo-picker';
import { PrivacySwitch } from './privacy-switch';
import { TagChips } from './tag-chips';

export interface EntryValues {
  title: string;
  content: string;
  tags: JournalTag[];
  isPrivate: boolean;
  photo: PhotoState;
}

export const EMPTY_ENTRY: EntryValues = { title: '', content: '', tags: [], isPrivate: false, photo: NO_PHOTO };

/** A saved entry as form values, to edit it. */
export function entryValues(entry: JournalEntry): EntryValues {
  return {
    title: entry.title,
    content: entry.content,
    tags: entry.tags,
    isPrivate: entry.is_private,
    photo: photoFromUrl(entry.image_url),
  };
}

/** Whether the form holds something other than `initial` (a rewritten entry must not be thrown away unasked). */
export function entryChanged(values: EntryValues, initial: EntryValues): boolean {
  return (
    values.title !== initial.title ||
    values.content !== initial.content ||
    values.isPrivate !== initial.isPrivate ||
    values.tags.join('\n') !== initial.tags.join('\n') ||
    values.photo.kind !== initial.photo.kind ||
    photoIdentity(values.photo) !== photoIdentity(initial.photo)
  );
}

/** What a new entry's send is, for its client_key: a retry of the same values is the same entry (lib/client-key.ts). */
export function entrySent(values: EntryValues): string {
  const photo = values.photo.kind === 'new' ? `${values.photo.file.name}:${values.photo.file.size}:${values.photo.file.lastModified}` : photoIdentity(values.photo);
  return JSON.stringify([values.title, values.content, values.tags, values.isPrivate, photo]);
}

/**
 * How the form treats a missing title or text:
 * - 'inline': says which field is missing under it ('Please add a title for your journal entry',
 *   'Please write your journal entry') and moves focus there (classic journal);
 * - 'disable': the submit button stays disabled until both are written (Journey page, new entry);
 * - 'message': 'Missing information: Please fill in both title and content.' (Journey page, editing).
 */
export type MissingFieldMode = 'inline' | 'disable' | 'message';

const MISSING_BOTH = 'Missing information: Please fill in both title and content.';

export interface EntryEditorProps {
  initial?: EntryValues;
  submitLabel: string;
  pendingLabel?: string;
  pending: boolean;
  /** Resolves true when saved; a new-entry form then empties itself. */
  onSubmit: (values: EntryValues) => Promise<boolean>;
  onCancel?: () => void;
  resetOnSuccess?: boolean;
  missingMode?: MissingFieldMode;
  autoFocusTitle?: boolean;
  photoInputLabel?: string;
  /** Optional heading id, to name the form. */
  labelledBy?: string;
  /** A new-entry form names its draft: the title and text are kept (drafts.ts) until the server has the entry. */
  draftName?: string;
  /** Shown above the buttons (a save refused because the entry changed meanwhile). */
  notice?: ReactNode;
}

type EntryDraft = Pick<EntryValues, 'title' | 'content'>;

/** A field the form message (`messageId`) is about: marked invalid and described by the message too. */
function describedByMessage(control: FieldControlProps, messageId: string | undefined): Partial<FieldControlProps> {
  if (!messageId) return {};
  return { 'aria-invalid': true, 'aria-describedby': [control['aria-describedby'], messageId].filter(Boolean).join(' ') };
}

/** Title, text, tags, privacy and photo of a journal entry. */
export function EntryEditor({
  initial = EMPTY_ENTRY,
  submitLabel,
  pendingLabel = 'Saving...',
  pending,
  onSubmit,
  onCancel,
  resetOnSuccess = false,
  missingMode = 'inline',
  autoFocusTitle = false,
  photoInputLabel,
  labelledBy,
  draftName,
  notice,
}: EntryEditorProps) {
  const [draft, saveDraft] = useDraft<EntryDraft>(draftName ?? null);
  const [values, setValues] = useState<EntryValues>(() => ({ ...initial, ...draft }));
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [formError, setFormError] = useState<string>();
  const formErrorId = useId();
  // 'message' mode: the blank fields the form message is about, marked invalid and described by it.
  const [missing, setMissing] = useState<{ title?: boolean; content?: boolean }>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const set = <K extends keyof EntryValues>(key: K, value: EntryValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'title' || key === 'content') saveDraft({ title: values.title, content: values.content, [key]: value });
    if (key === 'title' || key === 'content') setErrors((current) => ({ ...current, [key]: undefined }));
    setFormError(undefined);
    setMissing({});
  };

  // In a dialog (GuardedDialog), closing it or Cancel with changes made asks first whether to discard them.
  const leave = useUnsavedChanges(entryChanged(values, initial));

  const titleBlank = values.title.trim() === '';
  const contentBlank = values.content.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (titleBlank || contentBlank) {
      if (missingMode === 'inline') {
        setErrors({
          title: titleBlank ? 'Please add a title for your journal entry' : undefined,
          content: contentBlank ? 'Please write your journal entry' : undefined,
        });
        (titleBlank ? titleRef : contentRef).current?.focus();
      } else if (missingMode === 'message') {
        setFormError(MISSING_BOTH);
        setMissing({ title: titleBlank, content: contentBlank });
        // Focus goes to the first blank field (at 200 % zoom the message would push a focused Save out of view).
        (titleBlank ? titleRef : contentRef).current?.focus();
        toast({ title: 'Entry not saved', description: MISSING_BOTH, variant: 'destructive' });
      }
      return;
    }
    const saved = await onSubmit({ ...values, title: values.title.trim(), content: values.content.trim() });
    // Runs on when the member has left the page: the draft goes only once the server has the entry.
    if (saved) saveDraft(null);
    if (saved && resetOnSuccess) {
      setValues(EMPTY_ENTRY);
      setErrors({});
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy} className="space-y-5">
      <Field label="Title" error={errors.title} required>
        {(control) => (
          <Input
            {...control}
            {...describedByMessage(control, missing.title && formError ? formErrorId : undefined)}
            ref={titleRef}
            autoFocus={autoFocusTitle}
            maxLength={TITLE_MAX_CHARS}
            value={values.title}
            placeholder="Today's session, in brief"
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </Field>
      <Field label="Journal entry" error={errors.content} required>
        {(control) => (
          <Textarea
            {...control}
            {...describedByMessage(control, missing.content && formError ? formErrorId : undefined)}
            ref={contentRef}
            rows={6}
            maxLength={ENTRY_MAX_CHARS}
            value={values.content}
            placeholder="How did it go? How did you feel? What did you learn?"
            onChange={(event) => set('content', event.target.value)}
          />
        )}
      </Field>
      <TagChips value={values.tags} onChange={(tags) => set('tags', tags)} disabled={pending} />
      <PrivacySwitch value={values.isPrivate} onChange={(isPrivate) => set('isPrivate', isPrivate)} disabled={pending} />
      <PhotoPicker value={values.photo} onChange={(photo) => set('photo', photo)} inputLabel={photoInputLabel} disabled={pending} />
      <FormMessage message={formError} id={formErrorId} />
      {notice}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={pending} disabled={!pending && missingMode === 'disable' && (titleBlank || contentBlank)}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={() => leave(onCancel)} busy={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
