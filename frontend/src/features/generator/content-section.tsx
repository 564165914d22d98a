import { Copy, Pencil } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../components/ui/collapsible';
import { Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
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
  draft: string;
  toPatch: (text: string) => GenerationPatch;
  /** Why the trimmed text cannot be saved, if it cannot (blank text is never saved). */
  check?: (text: string) => string | undefined;
}

/** The one-field-at-a-time editor shared by every editable block of a generation. */
export interface FieldEditor {
  editing: FieldEdit | null;
  start: (key: string, initial: string, toPatch: FieldEdit['toPatch'], check?: FieldEdit['check']) => void;
  setDraft: (draft: string) => void;
  cancel: () => void;
  save: () => void;
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

/** The text box of the field being edited, with Save (ignored while blank) and Cancel. */
export function FieldEditorBox({ editor, what, rows = 6, hint }: { editor: FieldEditor; what: string; rows?: number; hint?: string }) {
  const hintId = useId();
  const problemId = useId();
  const draft = editor.editing?.draft ?? '';
  const blank = !draft.trim();
  const problem = blank ? undefined : editor.editing?.check?.(draft.trim());
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        editor.save();
      }}
    >
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <Textarea
        aria-label={what}
        aria-describedby={[hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined}
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
        <Button type="submit" size="sm" disabled={blank || Boolean(problem)}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={editor.cancel}>
          Cancel
        </Button>
        {blank ? <p className="self-center text-sm text-muted">Empty text is not saved.</p> : null}
      </div>
      <p id={problemId} aria-live="polite" className={problem ? 'text-sm font-semibold text-danger' : 'sr-only'}>
        {problem ?? ''}
      </p>
    </form>
  );
}
