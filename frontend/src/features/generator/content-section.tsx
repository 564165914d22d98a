import { Copy, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible';
import { Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { useUnsavedChanges } from '../../components/ui/guarded-dialog';
import { copyText } from './copy-text';
import type { GenerationPatch } from './generation';

/** A collapsible section of the selected generation (open to start with). */
export function ContentSection({
  title,
  actions,
  children,
  defaultOpen = true,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section className="rounded-lg border border-line bg-surface shadow-card">
        <div className="flex flex-wrap items-center gap-2 px-5 py-3">
          <h3 className="min-w-[min(100%,14rem)] flex-1 text-xl">
            <CollapsibleTrigger className="w-full">{title}</CollapsibleTrigger>
          </h3>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        <CollapsibleContent className="border-t border-line px-5 py-5">{children}</CollapsibleContent>
      </section>
    </Collapsible>
  );
}

/** "Copy" with the thing it copies in its accessible name ("Copy TL;DR Summary"). */
export function CopyButton({ text, what, className }: { text: string; what: string; className?: string }) {
  return (
    <Button variant="secondary" size="sm" className={className} onClick={() => void copyText(text, what)} disabled={!text}>
      <Copy aria-hidden="true" />
      Copy<span className="sr-only"> {what}</span>
    </Button>
  );
}

/** One field being edited: the draft and how to turn the saved text into the PUT body. */
export interface FieldEdit {
  key: string;
  /** The text when editing started. */
  initial: string;
  draft: string;
  toPatch: (text: string) => GenerationPatch;
  /** Why the trimmed text cannot be saved, if it cannot (blank text is never saved). */
  check?: (text: string) => string | undefined;
  /** Save was pressed and the server has not answered yet. */
  saving?: boolean;
  /** The last Save failed: the draft is kept to try again. */
  failed?: boolean;
}

/** The one-field-at-a-time editor shared by every editable block of a generation. */
export interface FieldEditor {
  editing: FieldEdit | null;
  /** Someone saved the package after it was opened (the server's words): Save cannot work until it is reloaded. */
  conflict: string | null;
  start: (key: string, initial: string, toPatch: FieldEdit['toPatch'], check?: FieldEdit['check']) => void;
  setDraft: (draft: string) => void;
  cancel: () => void;
  save: () => Promise<void>;
}

/**
 * One field of a generation edited at a time. Save keeps the text box open with the draft until the server has it:
 * on failure (a signed-out session, a server error, no network) the draft stays in the box to try again. Refused
 * because the package changed meanwhile (`conflict`, the server's words), trying again cannot work: the box says that
 * instead, and Save waits for the latest version to be reloaded.
 */
export function useFieldEditor(onSave: (patch: GenerationPatch) => Promise<boolean>, conflict: string | null = null): FieldEditor {
  const [editing, setEditing] = useState<FieldEdit | null>(null);
  const refocus = (key: string) => {
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-edit-key="${CSS.escape(key)}"]`)?.focus());
  };
  // Changes only the field being edited (a finished save must not touch another field opened since).
  const update = (key: string, change: (current: FieldEdit) => FieldEdit | null) =>
    setEditing((current) => (current?.key === key ? change(current) : current));

  return {
    editing,
    conflict,
    start: (key, initial, toPatch, check) => setEditing({ key, initial, draft: initial, toPatch, check }),
    setDraft: (draft) => setEditing((current) => (current ? { ...current, draft, failed: false } : current)),
    cancel: () => {
      if (!editing || editing.saving) return;
      refocus(editing.key);
      setEditing(null);
    },
    save: async () => {
      if (!editing || editing.saving || conflict !== null) return;
      const { key } = editing;
      const text = editing.draft.trim();
      if (!text || editing.check?.(text)) return;
      update(key, (current) => ({ ...current, saving: true, failed: false }));
      const saved = await onSave(editing.toPatch(text));
      if (saved) {
        update(key, () => null);
        refocus(key);
      } else {
        update(key, (current) => ({ ...current, saving: false, failed: true }));
      }
    },
  };
}

export function EditButton({ editor, fieldKey, what, initial, toPatch, check }: {
  editor: FieldEditor;
  fieldKey: string;
  what: string;
  initial: string;
  toPatch: FieldEdit['toPatch'];
  check?: FieldEdit['check'];
}) {
  if (editor.editing?.key === fieldKey) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      data-edit-key={fieldKey}
      disabled={editor.editing !== null}
      onClick={() => editor.start(fieldKey, initial, toPatch, check)}
    >
      <Pencil aria-hidden="true" />
      Edit<span className="sr-only"> {what}</span>
    </Button>
  );
}

/**
 * The text box of the field being edited, with Save (ignored while blank) and Cancel; after a failed Save it says so:
 * the server's words when someone changed the package meanwhile (Save then waits for the reload), else that the text is
 * kept to try again.
 */
export function FieldEditorBox({ editor, what, rows = 6, hint }: { editor: FieldEditor; what: string; rows?: number; hint?: string }) {
  const hintId = useId();
  const problemId = useId();
  const draft = editor.editing?.draft ?? '';
  const blank = !draft.trim();
  const problem = blank ? undefined : editor.editing?.check?.(draft.trim());
  const saving = editor.editing?.saving ?? false;
  const failed = editor.editing?.failed ?? false;
  const conflict = editor.conflict;
  // A rewrite not saved yet: another package opening (or the page closing) asks first (docs/product.md#unsaved-changes).
  useUnsavedChanges(draft.trim() !== (editor.editing?.initial ?? '').trim());
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (failed) box.current?.focus();
  }, [failed]);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <Textarea
        ref={box}
        aria-label={what}
        aria-describedby={[hint ? hintId : '', problem || failed || conflict ? problemId : ''].filter(Boolean).join(' ') || undefined}
        aria-invalid={Boolean(problem)}
        rows={rows}
        value={draft}
        autoFocus
        onChange={(event) => editor.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            editor.cancel();
          }
        }}
        className={cn('min-h-0 leading-relaxed')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={saving} disabled={!saving && (blank || Boolean(problem) || conflict !== null)}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" size="sm" onClick={editor.cancel} busy={saving}>
          Cancel
        </Button>
        {blank ? <p className="self-center text-sm text-muted">Empty text is not saved.</p> : null}
      </div>
      <p id={problemId} aria-live="polite" className={problem || failed || conflict ? 'text-sm font-semibold text-danger' : 'sr-only'}>
        {problem ?? conflict ?? (failed ? 'Not saved. Your text is still here: press Save to try again.' : '')}
      </p>
    </form>
  );
}
