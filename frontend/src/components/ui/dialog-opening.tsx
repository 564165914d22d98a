import { Spinner } from './spinner';

/**
 * What a dialog loaded from a chunk of its own (lazyPart) shows when it is opened before its chunk is in: a spinner
 * over the page, until the dialog takes its place.
 */
export function DialogOpening({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/60">
      <Spinner label="Opening" showLabel className="rounded-lg bg-surface px-6 py-4" />
    </div>
  );
}
