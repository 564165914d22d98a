import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useSaveReport } from '../members-api';

/**
 * Save to Library for one premium report (linked to the journal entry it was recommended for). Already in the Library
 * (`saved`, from the answer that shows the report), once saved, or found already saved, the button says Saved to
 * Library and is spent, so the member sees where things stand without a toast.
 */
export function SaveReportButton({
  contentId,
  journalEntryId,
  saveFailure,
  label,
  saved: savedBefore,
  ...buttonProps
}: {
  contentId: number;
  journalEntryId?: number;
  saveFailure: string;
  /** Whether the answer showing the report says it is in the member's Library (kept up to date after a save or removal); unknown: undefined. */
  saved?: boolean;
  /** The accessible name's subject (the report's topic) when several such buttons share a screen. */
  label?: string;
} & Omit<ButtonProps, 'onClick' | 'disabled' | 'children'>) {
  const save = useSaveReport(saveFailure);
  const saved = savedBefore ?? save.isSuccess;
  const text = saved ? 'Saved to Library' : save.isPending ? 'Saving...' : 'Save to Library';
  return (
    <Button
      {...buttonProps}
      aria-label={label ? `${saved ? 'Saved to Library' : 'Save to Library'}: ${label}` : undefined}
      busy={save.isPending}
      // Spent, not disabled: a disabled button would drop the keyboard focus it holds.
      aria-disabled={saved || undefined}
      onClick={() => {
        if (!saved) save.mutate({ contentId, journalEntryId });
      }}
    >
      {saved ? <BookmarkCheck aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
      {text}
    </Button>
  );
}
