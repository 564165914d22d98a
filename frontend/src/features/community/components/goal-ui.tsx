import { History, Pencil } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatUsLongDate } from '../../../lib/format';
import { GOAL_MAX_CHARS } from '../journal-utils';
import { useGoalHistory, type Goal } from '../members-api';

/** Resolves true when the change was saved (the caller shows its own failure toast). */
export type GoalSubmit = (goal: string) => Promise<boolean>;

const GOAL_HINT = 'For example: finish a sprint triathlon in under 1 hour 45 by June.';

/** A goal text box and a button; blank goals are refused (the button stays disabled). */
export function SetGoalForm({
  onSubmit,
  pending,
  label = 'Your goal',
  submitLabel = 'Set Goal',
  secondaryAction,
}: {
  onSubmit: GoalSubmit;
  pending: boolean;
  label?: string;
  submitLabel?: string;
  /** Shown beside the submit button (the Goal History button). */
  secondaryAction?: ReactNode;
}) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    if (await onSubmit(text.trim())) setText('');
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <Field label={label} hint={GOAL_HINT}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={GOAL_MAX_CHARS}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="min-h-24!"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={blank || pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}

/** Archives the current goal and sets a new one. */
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
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  useEffect(() => {
    if (open) setText('');
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    if (await onSubmit(text.trim())) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Archive &amp; Set New Goal</DialogTitle>
          <DialogDescription>
            Your current goal moves to your goal history, marked Archived, and the new goal becomes your Current Goal.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-5">
          {currentGoal ? (
            <div className="rounded-md border border-line bg-sunken p-4">
              <p className="text-sm font-semibold text-muted">Current Goal</p>
              <p className="text-lg">{currentGoal}</p>
            </div>
          ) : null}
          <Field label="New goal" hint={GOAL_HINT}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={GOAL_MAX_CHARS}
                value={text}
                onChange={(event) => setText(event.target.value)}
                className="min-h-28!"
              />
            )}
          </Field>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank || pending}>
              {pending ? 'Saving...' : 'Archive & Set New Goal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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

  return (
    <li className="space-y-3 rounded-md border border-line p-4">
      <div className="flex flex-wrap items-center gap-2 text-base text-muted">
        {goal.is_active ? <Badge tone="success">Current Goal</Badge> : <Badge>Archived</Badge>}
        <span>Set {formatUsLongDate(goal.created_at)}</span>
        {goal.archived_at ? <span>· Archived {formatUsLongDate(goal.archived_at)}</span> : null}
      </div>
      {editing ? (
        <form onSubmit={save} className="space-y-3">
          <Field label="Goal text">
            {(control) => (
              <Textarea
                {...control}
                autoFocus
                rows={2}
                maxLength={GOAL_MAX_CHARS}
                value={text}
                onChange={(event) => setText(event.target.value)}
                className="min-h-24!"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={blank || pending}>
              {pending ? 'Saving...' : 'Save Goal'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={pending}
              onClick={() => {
                setText(goal.goal);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="min-w-0 flex-1 text-lg break-words">{goal.goal}</p>
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

/** Every goal, newest first, labelled Current Goal or Archived; each text can be edited in place. */
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
  const goals = history.data?.goals ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Goal History</DialogTitle>
          <DialogDescription>Your current goal and the goals you have archived, newest first.</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Spinner label="Loading your goal history" showLabel />
        ) : history.isError ? (
          <div className="space-y-3" role="alert">
            <p className="text-lg">Your goal history could not be loaded.</p>
            <Button variant="secondary" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          </div>
        ) : goals.length === 0 ? (
          <p className="text-lg text-muted">No goals yet. The goals you set will be listed here.</p>
        ) : (
          <ul className="space-y-3">
            {goals.map((goal) => (
              <GoalHistoryItem key={goal.id} goal={goal} onUpdate={onUpdate} pending={pending} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
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
