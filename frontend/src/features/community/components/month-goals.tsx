import { useId } from 'react';
import { formatUsLongDate } from '../../../lib/format';
import { tieUnits } from '../../../lib/text-preview';
import type { Goal } from '../member-shapes';

/** The calendar month (2026-11) a time falls in, in the browser's time zone (the one the month was asked in). */
function monthOf(value: string): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** When a goal began or ended inside the month (its set and archive dates), else nothing: it was held all month. */
function periodIn(goal: Goal, month: string): string {
  const parts = [];
  if (monthOf(goal.created_at) === month) parts.push(`set ${formatUsLongDate(goal.created_at)}`);
  if (goal.archived_at && monthOf(goal.archived_at) === month) parts.push(`archived ${formatUsLongDate(goal.archived_at)}`);
  return parts.join(', ');
}

function GoalText({ goal, month }: { goal: Goal; month: string }) {
  const period = periodIn(goal, month);
  return (
    <>
      {tieUnits(goal.goal)}
      {period ? <span className="text-muted">{` (${period})`}</span> : null}
    </>
  );
}

/**
 * The goals a member held during a month (newest first, as the history lists them), printed under the month: one as
 * 'Current goal' (still held) or 'Goal', several as 'Goals this month' oldest first, each with the day it was set or
 * archived when that fell inside the month.
 */
export function MonthGoals({ goals, month }: { goals: readonly Goal[]; month: string }) {
  const labelId = useId();
  if (goals.length === 0) return null;
  if (goals.length === 1) {
    const [goal] = goals;
    return (
      <p className="text-lg break-words">
        <span className="font-semibold">{goal.is_active ? 'Current goal: ' : 'Goal: '}</span>
        <GoalText goal={goal} month={month} />
      </p>
    );
  }
  return (
    <div className="text-lg break-words">
      <p id={labelId} className="font-semibold">
        Goals this month:
      </p>
      <ul aria-labelledby={labelId} className="list-disc space-y-1 pl-6">
        {[...goals].reverse().map((goal) => (
          <li key={goal.id}>
            <GoalText goal={goal} month={month} />
            {goal.is_active ? <span className="text-muted"> (current goal)</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
