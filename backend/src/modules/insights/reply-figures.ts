/** The figures a coach reply's model is given (coach-reply.writer.ts), as short lines. */
import type { Momentum } from '../analytics/index.js';
import { DISTANCE_SPORT_NAME, weekRise, type WeeklyDistance } from './weekly-distance.js';

/**
 * The momentum figures as short lines for the model (with each sport's distance per week, when entries give one, and
 * whether this week has already risen a third above last week), and where the member stands with the goal's event
 * (goal-reached.ts):
 * done in this entry (`goalEvent` 'now'), or in an earlier one ('yesterday', 'on Sunday'), so that the model does not
 * congratulate the same goal twice.
 */
export function figureLines(m: Momentum, goalEvent: string | null = null, distance: WeeklyDistance | null = null): string[] {
  const lines = [
    `consistency ${m.consistency_score}% (${m.active_days} of 30 days with an entry)`,
    `weekly streak ${m.weekly_streak} week(s); entries per week, oldest first: ${m.weekly_entries.map((w) => w.count).join(', ')}`,
    `hard sessions ${m.effort_sessions}; milestones ${m.milestones}`,
    m.goal_words.length
      ? `goal alignment ${m.goal_alignment}% of recent entries`
      : m.has_goal
        ? 'goal alignment not measured (the goal has no word longer than 3 letters)'
        : 'no goal set',
    // Each sport's distance in the tab's weeks, the three with most (weekly-distance.ts).
    ...(distance?.sports ?? []).slice(0, 3).map(({ sport, unit, distances }) => {
      const rise = weekRise(distance!, sport);
      const risen = rise ? `; this week so far is already ${rise.percent} more than all of last week` : '';
      return `${DISTANCE_SPORT_NAME[sport].toLowerCase()} per week, oldest first, the last this week so far: ${distances.join(', ')} ${unit}${risen}`;
    }),
  ];
  if (goalEvent === 'now') return [...lines, "goal's event done in this entry"];
  return goalEvent ? [...lines, `goal's event already done ${goalEvent} (the goal is still set)`] : lines;
}
