import { Archive, History, Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { MetaLine } from '../../../components/ui/meta-line';
import { Button } from '../../../components/ui/button';
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { GuardedDialog, UnsavedChangesGuard, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { tieUnits } from '../../../lib/text-preview';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { useGoalHistory } from '../members-api';
import { GoalTextField } from './goal-text-field';
import type { Goal } from '../member-shapes';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { DateText } from '../../../components/ui/date-text';

/** The current goal's box (the one with `goalId`, or any), where focus goes after a goal is set or archived. */
export const currentGoalBox = (goalId?: number): HTMLElement | null =>
  document.querySelector<HTMLElement>(goalId === undefined ? '[data-current-goal]' : `[data-current-goal="${goalId}"]`);

/**
 * The highlighted 'Current Goal' box. `children` are extra lines under the goal (when it was set);
 * `action` sits beside the text (an Archive button). It takes focus after a goal is set (currentGoalBox).
 */
export function CurrentGoalCallout({
  goal,
  goalId,
  reachedAt = null,
  size = 'md',
  action,
  children,
}: {
  goal: string;
  goalId?: number;
  /** When an entry first said the goal's event was done (the goal's reached_at): said under it, with the next step. */
  reachedAt?: string | null;
  /** The goal text size: 'md' (text-xl) or 'lg' (text-2xl). */
  size?: 'md' | 'lg';
  action?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      <p className="text-sm font-bold tracking-wide text-accent-hover uppercase">Current Goal</p>
      <p className={cn('font-serif break-words', size === 'lg' ? 'text-2xl' : 'text-xl')}>{tieUnits(goal)}</p>
      {children}
      {reachedAt ? <GoalReachedLine at={reachedAt} /> : null}
    </>
  );
  const focusTarget = { tabIndex: -1, 'data-current-goal': goalId ?? '' };
  if (!action) return <div {...focusTarget} className="rounded-md border-l-4 border-accent bg-accent-soft px-5 py-4">{text}</div>;
  return (
    <div {...focusTarget} className="flex flex-wrap items-center gap-3 rounded-md border-l-4 border-accent bg-accent-soft px-4 py-3">
      <div className="min-w-0 flex-1 basis-56">{text}</div>
      {action}
    </div>
  );
}

/** Under a goal whose event an entry said was done: when, and what comes next. */
function GoalReachedLine({ at }: { at: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-base">
      <Badge tone="success">Reached</Badge>{' '}
      <span>
        on <DateText value={at} form="us" />. Well done! When you are ready, set your next goal with Archive &amp; Set New Goal.
      </span>
    </p>
  );
}

/** Resolves true when the change was saved (the caller shows its own failure toast). */
export type GoalSubmit = (goal: string) => Promise<boolean>;

const GOAL_HINT = 'For example: finish a sprint triathlon in under 1 hour 45 by June.';

interface SetGoalProps {
  onSubmit: GoalSubmit;
  pending: boolean;
  headingId: string;
  label?: string;
  submitLabel?: string;
  /** When given, a Goal History button beside the submit button calls it. */
  onShowHistory?: () => void;
}

/**
 * A goal text box and a button; blank goals are refused (the button stays disabled). The form gives way to the goal it
 * set, and focus goes to that goal (else to the heading `headingId`, which has tabIndex={-1}). A goal typed and not set
 * is unsaved work: leaving the page by a link or Back asks first (docs/product.md#unsaved-changes).
 */
export function SetGoalForm(props: SetGoalProps) {
  return <UnsavedChangesGuard description="The goal you typed has not been set.">{() => <SetGoalFields {...props} />}</UnsavedChangesGuard>;
}

function SetGoalFields({ onSubmit, pending, headingId, label = 'Your goal', submitLabel = 'Set Goal', onShowHistory }: SetGoalProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  useUnsavedChanges(!blank);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    if (await onSubmit(text.trim())) {
      setText('');
      focusAfterChange(() => currentGoalBox(), () => document.getElementById(headingId));
    }
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <GoalTextField label={label} hint={GOAL_HINT} rows={2} className="min-h-24!" value={text} onChange={setText} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={pending} disabled={!pending && blank}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {onShowHistory ? <GoalHistoryButton onClick={onShowHistory} /> : null}
      </div>
    </form>
  );
}

/**
 * Archives the current goal and sets a new one. Closing it (Escape, a tap outside, Close or Cancel) with a new goal
 * typed asks 'Discard your changes?' first (docs/product.md#unsaved-changes); it dropped the text at once.
 */
export function ArchiveAndSetGoalDialog({
  open,
  onOpenChange,
  currentGoal,
  onSubmit,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentGoal: string | null;
  onSubmit: GoalSubmit;
  pending: boolean;
}) {
  return (
    <GuardedDialog open={open} onOpenChange={onOpenChange} description="The new goal you typed has not been set.">
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Archive &amp; Set New Goal</DialogTitle>
          <DialogDescription>
            Your current goal moves to your goal history, marked Archived, and the new goal becomes your Current Goal.
          </DialogDescription>
        </DialogHeader>
        {/* Drawn only while the dialog is open: each opening starts with an empty box. */}
        <ArchiveAndSetGoalForm currentGoal={currentGoal} onSubmit={onSubmit} pending={pending} close={() => onOpenChange(false)} />
      </DialogContent>
    </GuardedDialog>
  );
}

function ArchiveAndSetGoalForm({
  currentGoal,
  onSubmit,
  pending,
  close,
}: {
  currentGoal: string | null;
  onSubmit: GoalSubmit;
  pending: boolean;
  close: () => void;
}) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const leave = useUnsavedChanges(!blank);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    if (await onSubmit(text.trim())) close();
  };
  return (
    <form onSubmit={submit} className="space-y-5">
      {currentGoal ? (
        <div className="rounded-md border border-line bg-sunken p-4">
          <p className="text-sm font-semibold text-muted">Current Goal</p>
          <p className="text-lg">{currentGoal}</p>
        </div>
      ) : null}
      <GoalTextField label="New goal" hint={GOAL_HINT} rows={3} className="min-h-28!" value={text} onChange={setText} />
      <DialogFooter>
        <Button variant="secondary" onClick={() => leave(close)} busy={pending}>
          Cancel
        </Button>
        <Button type="submit" busy={pending} disabled={!pending && blank}>
          {pending ? 'Saving...' : 'Archive & Set New Goal'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function GoalHistoryItem({
  goal,
  onUpdate,
  pending,
}: {
  goal: Goal;
  onUpdate: (id: number, goal: string) => Promise<boolean>;
  pending: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(goal.goal);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const blank = text.trim() === '';
  // A changed goal text is unsaved work: closing the history or leaving the page asks first (GoalHistoryDialog).
  useUnsavedChanges(editing && text.trim() !== goal.goal);

  useEffect(() => {
    // Back on the Edit button after saving or cancelling.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    if (text.trim() === goal.goal) {
      setEditing(false);
      return;
    }
    if (await onUpdate(goal.id, text.trim())) setEditing(false);
  };
  const cancel = () => {
    setText(goal.goal);
    setEditing(false);
  };

  return (
    <li className="space-y-3 rounded-md border border-line p-4">
      <div className="flex flex-wrap items-center gap-2 text-base text-muted">
        {goal.is_active ? <Badge tone="success">Current Goal</Badge> : <Badge>Archived</Badge>}
        <MetaLine
          as="span"
          items={[
            <>Set <DateText value={goal.created_at} form="us" /></>,
            goal.reached_at ? <>Reached <DateText value={goal.reached_at} form="us" /></> : null,
            goal.archived_at ? <>Archived <DateText value={goal.archived_at} form="us" /></> : null,
          ]}
        />
      </div>
      {editing ? (
        // Escape here cancels this edit, as Cancel does (the dialog keeps it: GoalHistoryDialog), focus back on Edit.
        <form
          onSubmit={save}
          data-goal-edit=""
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !pending) cancel();
          }}
          className="space-y-3"
        >
          <GoalTextField label="Goal text" autoFocus rows={2} className="min-h-24!" value={text} onChange={setText} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" busy={pending} disabled={!pending && blank}>
              {pending ? 'Saving...' : 'Save Goal'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              busy={pending}
              onClick={cancel}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="min-w-0 flex-1 text-lg break-words">{tieUnits(goal.goal)}</p>
          <Button
            ref={editButton}
            variant="ghost"
            size="sm"
            aria-label={`Edit goal: ${goal.goal}`}
            onClick={() => {
              setText(goal.goal);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Every goal, newest first, labelled Current Goal or Archived; each text can be edited in place. Closing it (or leaving
 * the page) while a goal's text is changed asks 'Discard your changes?' first (GuardedDialog).
 */
export function GoalHistoryDialog({
  open,
  onOpenChange,
  onUpdate,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUpdate: (id: number, goal: string) => Promise<boolean>;
  pending: boolean;
}) {
  const history = useGoalHistory(open);
  const goals = history.items ?? [];
  return (
    <GuardedDialog open={open} onOpenChange={onOpenChange} description="The goal text you changed has not been saved.">
      <DialogContent
        className="max-w-2xl"
        // Escape while a goal's text is being edited ends that edit only (GoalHistoryItem); it closed the whole dialog
        // and dropped what was typed.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-goal-edit]')) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Goal History</DialogTitle>
          <DialogDescription>Your current goal and the goals you have archived, newest first.</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Spinner label="Loading your goal history" showLabel />
        ) : history.isError ? (
          <LoadError message="Your goal history could not be loaded." onRetry={history.refetch} />
        ) : goals.length === 0 ? (
          <p className="text-lg text-muted">No goals yet. The goals you set will be listed here.</p>
        ) : (
          <>
            <ul className="space-y-3">
              {goals.map((goal) => (
                <GoalHistoryItem key={goal.id} goal={goal} onUpdate={onUpdate} pending={pending} />
              ))}
            </ul>
            <ShowOlderButton hasOlder={history.hasMore} loading={history.loadingMore} onShowOlder={history.loadMore} label="Show older goals" endText="That is every goal." />
          </>
        )}
      </DialogContent>
    </GuardedDialog>
  );
}

/** The button that opens the goal history. */
export function GoalHistoryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <History aria-hidden="true" />
      Goal History
    </Button>
  );
}

/** Under the current goal: Archive & Set New Goal, and Goal History. */
export function CurrentGoalActions({ onArchiveAndSet, onShowHistory }: { onArchiveAndSet: () => void; onShowHistory: () => void }) {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <Button onClick={onArchiveAndSet}>
        <Archive aria-hidden="true" />
        Archive &amp; Set New Goal
      </Button>
      <GoalHistoryButton onClick={onShowHistory} />
    </div>
  );
}
