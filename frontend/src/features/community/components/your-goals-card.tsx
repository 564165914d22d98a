import { Archive } from 'lucide-react';
import { useId, useState } from 'react';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { tieUnits } from '../../../lib/text-preview';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useGoals } from '../members-api';
import type { Goal } from '../member-shapes';
import { CollapsibleCard } from './collapsible-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ArchiveAndSetGoalDialog, CurrentGoalCallout, currentGoalBox, GoalHistoryButton, GoalHistoryDialog, SetGoalForm } from './goal-ui';
import { JOURNAL_GOAL_FAILURES, useGoalHandlers } from './use-goal-handlers';

/** 'Your Goals': the active goals, each can be archived; set a goal, or archive and set a new one; history. */
export function YourGoalsCard() {
  const goals = useGoals();
  const handlers = useGoalHandlers(JOURNAL_GOAL_FAILURES);
  const [archiving, setArchiving] = useState<Goal | null>(null);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const active = (goals.data?.goals ?? []).filter((goal) => goal.is_active);
  const headingId = useId();

  /** Archives the goal being confirmed; focus goes to the goal after it (or before it), else to the card's heading. */
  const archive = async (goal: Goal) => {
    const others = active.filter((item) => item.id !== goal.id);
    const next = others[active.findIndex((item) => item.id === goal.id)] ?? others.at(-1);
    if (!(await handlers.archive(goal.id))) return;
    setArchiving(null);
    const heading = () => document.getElementById(headingId);
    focusAfterChange(next ? () => currentGoalBox(next.id) : heading, heading);
  };

  return (
    <>
      <CollapsibleCard title="Your Goals" headingId={headingId}>
        {goals.isPending ? (
          // The place of a goal and its buttons (what most members have), so the page below does not jump when they come.
          <div className="min-h-60 sm:min-h-44">
            <Spinner label="Loading your goals" showLabel />
          </div>
        ) : goals.isError ? (
          <LoadError message="Your goals could not be loaded." onRetry={() => void goals.refetch()} />
        ) : active.length ? (
          <div className="space-y-4">
            <ul className="space-y-3">
              {active.map((goal) => (
                <li key={goal.id}>
                  <CurrentGoalCallout
                    goal={goal.goal}
                    goalId={goal.id}
                    reachedAt={goal.reached_at}
                    action={
                      <Button variant="secondary" size="sm" aria-label={`Archive goal: ${goal.goal}`} onClick={() => setArchiving(goal)}>
                        <Archive aria-hidden="true" />
                        Archive
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setReplaceOpen(true)}>
                Archive &amp; Set New Goal
              </Button>
              <GoalHistoryButton onClick={() => setHistoryOpen(true)} />
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-base text-muted">Tell your coach what you are working towards.</p>
            <SetGoalForm onSubmit={handlers.setGoal} pending={handlers.pending} headingId={headingId} onShowHistory={() => setHistoryOpen(true)} />
          </div>
        )}
      </CollapsibleCard>
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => {
          if (!open) setArchiving(null);
        }}
        title="Archive this goal?"
        description="It moves to your goal history, marked Archived. You can set a new goal afterwards."
        confirmLabel="Archive Goal"
        pendingLabel="Archiving..."
        pending={handlers.pending}
        onConfirm={() => {
          if (archiving) void archive(archiving);
        }}
      >
        {archiving ? <p className="rounded-md bg-sunken px-4 py-3 text-lg">{tieUnits(archiving.goal)}</p> : null}
      </ConfirmDialog>
      <ArchiveAndSetGoalDialog
        open={replaceOpen}
        onOpenChange={setReplaceOpen}
        currentGoal={active[0]?.goal ?? null}
        onSubmit={handlers.archiveAndSet}
        pending={handlers.pending}
      />
      <GoalHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} onUpdate={handlers.update} pending={handlers.pending} />
    </>
  );
}
