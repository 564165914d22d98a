import { useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { activeGoal, useGoals } from '../members-api';
import { ArchiveAndSetGoalDialog, CurrentGoalActions, CurrentGoalCallout, GoalHistoryDialog, SetGoalForm } from './goal-ui';
import { useGoalHandlers, type GoalFailureText } from './use-goal-handlers';
import { DateText } from '../../../components/ui/date-text';

export interface GoalPanelProps {
  /** What a failed change says (the journal's card and the Journey tab word them their own way). */
  failures: GoalFailureText;
  /** The heading above the panel: the set-goal form is named by it. */
  headingId: string;
  /** Said above the form while no goal is set. */
  intro: ReactNode;
  /** The current goal large, with the day it was set (the Journey tab); else at the card's size. */
  withDate?: boolean;
  /** The spacing of what the panel shows. */
  className: string;
}

/** The member's goal (loading, failed, the current one with its actions, or none with the form) and its two dialogs: archive-and-set-new, history. */
export function GoalPanel({ failures, headingId, intro, withDate = false, className }: GoalPanelProps) {
  const goals = useGoals();
  const handlers = useGoalHandlers(failures);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const current = activeGoal(goals.data);

  return (
    <>
      {goals.isPending ? (
        <Spinner label="Loading your goal" showLabel />
      ) : goals.isError ? (
        <LoadError message="Your goal could not be loaded." onRetry={() => void goals.refetch()} />
      ) : current ? (
        <div className={className}>
          {withDate ? (
            <CurrentGoalCallout goal={current.goal} reachedAt={current.reached_at} size="lg">
              <p className="mt-1 text-base text-muted">Set <DateText value={current.created_at} form="us" /></p>
            </CurrentGoalCallout>
          ) : (
            <CurrentGoalCallout goal={current.goal} reachedAt={current.reached_at} />
          )}
          <CurrentGoalActions onArchiveAndSet={() => setArchiveOpen(true)} onShowHistory={() => setHistoryOpen(true)} />
        </div>
      ) : (
        <div className={className}>
          {intro}
          <SetGoalForm onSubmit={handlers.setGoal} pending={handlers.pending} headingId={headingId} onShowHistory={() => setHistoryOpen(true)} />
        </div>
      )}
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
