import { useId, useState } from 'react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { formatUsLongDate } from '../../../../lib/format';
import {
  ArchiveAndSetGoalDialog,
  CurrentGoalActions,
  CurrentGoalCallout,
  GoalHistoryDialog,
  SetGoalForm,
} from '../../components/goal-ui';
import { JOURNEY_GOAL_FAILURES, useGoalHandlers } from '../../components/use-goal-handlers';
import { activeGoal, useGoals } from '../../members-api';

/** Goals tab: the active goal, set / archive-and-set-new, history. */
export function GoalsTab() {
  const goals = useGoals();
  const handlers = useGoalHandlers(JOURNEY_GOAL_FAILURES);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const current = activeGoal(goals.data);
  const headingId = useId();

  return (
    <Card>
      <CardHeader>
        <h3 id={headingId} tabIndex={-1} className="text-2xl focus:outline-none">
          Your Active Goal
        </h3>
      </CardHeader>
      <CardContent className="space-y-5">
        {goals.isPending ? (
          <Spinner label="Loading your goal" showLabel />
        ) : goals.isError ? (
          <LoadError message="Your goal could not be loaded." onRetry={() => void goals.refetch()} />
        ) : current ? (
          <>
            <CurrentGoalCallout goal={current.goal} size="lg">
              <p className="mt-1 text-base text-muted">Set {formatUsLongDate(current.created_at)}</p>
            </CurrentGoalCallout>
            <CurrentGoalActions onArchiveAndSet={() => setArchiveOpen(true)} onShowHistory={() => setHistoryOpen(true)} />
          </>
        ) : (
          <>
            <p className="text-lg text-muted">
              You have not set a goal yet. A goal helps your coach tailor replies, and the Momentum tab shows how closely
              your entries follow it.
            </p>
            <SetGoalForm onSubmit={handlers.setGoal} pending={handlers.pending} headingId={headingId} onShowHistory={() => setHistoryOpen(true)} />
          </>
        )}
      </CardContent>
      <ArchiveAndSetGoalDialog
        open={archiveOpen}
        onOpenChange={setArchiveOpen}
        currentGoal={current?.goal ?? null}
        onSubmit={handlers.archiveAndSet}
        pending={handlers.pending}
      />
      <GoalHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} onUpdate={handlers.update} pending={handlers.pending} />
    </Card>
  );
}
