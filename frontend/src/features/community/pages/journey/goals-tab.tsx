import { useId } from 'react';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { GoalPanel } from '../../components/goal-panel';
import { JOURNEY_GOAL_FAILURES } from '../../components/use-goal-handlers';

/** Goals tab: the active goal, set / archive-and-set-new, history. */
export function GoalsTab() {
  const headingId = useId();
  return (
    <Card>
      <CardHeader>
        <h3 id={headingId} tabIndex={-1} className="text-2xl focus:outline-none">
          Your Active Goal
        </h3>
      </CardHeader>
      <CardContent>
        <GoalPanel
          failures={JOURNEY_GOAL_FAILURES}
          headingId={headingId}
          withDate
          className="space-y-5"
          intro={
            <p className="text-lg text-muted">
              You have not set a goal yet. A goal helps your coach tailor replies, and the Momentum tab shows how closely
              your entries follow it.
            </p>
          }
        />
      </CardContent>
    </Card>
  );
}
