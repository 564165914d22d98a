import { Archive } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { formatUsLongDate } from '../../../../lib/format';
import { ArchiveAndSetGoalDialog, GoalHistoryButton, GoalHistoryDialog, SetGoalForm } from '../../components/goal-ui';
import { JOURNEY_GOAL_FAILURES, useGoalHandlers } from '../../components/use-goal-handlers';
import { activeGoal, useGoals } from '../../members-api';

/** Goals tab: the active goal, set / archive-and-set-new, history. */
export function GoalsTab() {
  const goals = useGoals();
  const handlers = useGoalHandlers(JOURNEY_GOAL_FAILURES);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const current = activeGoal(goals.data);

  return (
    <Card>
      <CardHeader>
        <h3 className="text-2xl">Your Active Goal</h3>
      </CardHeader>
      <CardContent className="space-y-5">
        {goals.isPending ? (
          <Spinner label="Loading your goal" showLabel />
        ) : goals.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-lg">Your goal could not be loaded.</p>
            <Button variant="secondary" onClick={() => void goals.refetch()}>
              Try Again
            </Button>
          </div>
        ) : current ? (
          <>
            <div className="rounded-md border-l-4 border-accent bg-accent-soft px-5 py-4">
              <p className="text-sm font-bold tracking-wide text-accent-hover uppercase">Current Goal</p>
              <p className="font-serif text-2xl break-words">{current.goal}</p>
              <p className="mt-1 text-base text-muted">Set {formatUsLongDate(current.created_at)}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => setArchiveOpen(true)}>
                <Archive aria-hidden="true" />
                Archive &amp; Set New Goal
              </Button>
              <GoalHistoryButton onClick={() => setHistoryOpen(true)} />
            </div>
          </>
        ) : (
          <>
            <p className="text-lg text-muted">
              You have not set a goal yet. A goal helps your coach tailor replies, and the Momentum tab shows how closely
              your entries follow it.
            </p>
            <SetGoalForm
              onSubmit={handlers.setGoal}
              pending={handlers.pending}
              secondaryAction={<GoalHistoryButton onClick={() => setHistoryOpen(true)} />}
            />
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
