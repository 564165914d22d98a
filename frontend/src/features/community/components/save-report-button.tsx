import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useSaveReport } from '../members-api';

/**
 * Save to Library for one premium report (linked to the journal entry it was recommended for). Once saved, or found
 * already saved, the button says Saved to Library and is spent, so the member sees where things stand without a toast.
 */
export function SaveReportButton({
  contentId,
  journalEntryId,
  saveFailure,
  label,
  ...buttonProps
}: {
  contentId: number;
  journalEntryId?: number;
  saveFailure: string;
  /** The accessible name's subject (the report's topic) when several such buttons share a screen. */
  label?: string;
} & Omit<ButtonProps, 'onClick' | 'disabled' | 'children'>) {
  const save = useSaveReport(saveFailure);
  const saved = save.isSuccess;
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
