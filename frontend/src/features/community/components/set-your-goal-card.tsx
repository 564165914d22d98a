import { useId } from 'react';
import { CollapsibleCard } from './collapsible-card';
import { GoalPanel } from './goal-panel';
import { JOURNAL_GOAL_FAILURES } from './use-goal-handlers';

/** The collapsible 'Set Your Goal' card: the current goal, set / archive-and-set-new, history. */
export function SetYourGoalCard() {
  const headingId = useId();
  return (
    <CollapsibleCard title="Set Your Goal" headingId={headingId}>
      <GoalPanel
        failures={JOURNAL_GOAL_FAILURES}
        headingId={headingId}
        className="space-y-4"
        intro={<p className="text-base text-muted">A clear goal gives every entry a direction. What are you training for?</p>}
      />
    </CollapsibleCard>
  );
}
