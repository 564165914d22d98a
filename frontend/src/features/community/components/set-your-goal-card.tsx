import { useId, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { activeGoal, useGoals } from '../members-api';
import { CollapsibleCard } from './collapsible-card';
import { ArchiveAndSetGoalDialog, CurrentGoalActions, CurrentGoalCallout, GoalHistoryDialog, SetGoalForm } from './goal-ui';
import { JOURNAL_GOAL_FAILURES, useGoalHandlers } from './use-goal-handlers';

/** The collapsible 'Set Your Goal' card: the current goal, set / archive-and-set-new, history. */
export function SetYourGoalCard() {
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const goals = useGoals();
  const handlers = useGoalHandlers(JOURNAL_GOAL_FAILURES);
  const current = activeGoal(goals.data);
  const headingId = useId();

  return (
    <>
      <CollapsibleCard title="Set Your Goal" headingId={headingId}>
        {goals.isPending ? (
          <Spinner label="Loading your goal" showLabel />
        ) : goals.isError ? (
          <LoadError message="Your goal could not be loaded." onRetry={() => void goals.refetch()} />
        ) : current ? (
          <div className="space-y-4">
            <CurrentGoalCallout goal={current.goal} />
            <CurrentGoalActions onArchiveAndSet={() => setArchiveOpen(true)} onShowHistory={() => setHistoryOpen(true)} />
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-base text-muted">A clear goal gives every entry a direction. What are you training for?</p>
            <SetGoalForm onSubmit={handlers.setGoal} pending={handlers.pending} headingId={headingId} onShowHistory={() => setHistoryOpen(true)} />
          </div>
        )}
      </CollapsibleCard>
      <ArchiveAndSetGoalDialog
        open={archiveOpen}
        onOpenChange={setArchiveOpen}
        currentGoal={current?.goal ?? null}
        onSubmit={handlers.archiveAndSet}
        pending={handlers.pending}
      />
      <GoalHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} onUpdate={handlers.update} pending={handlers.pending} />
    </>
  );
}
