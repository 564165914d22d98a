/** The one next step of a coach reply or a weekly summary, from the weakest momentum figure, with its reason. Pure. */
import type { CoachTone } from '../ai/index.js';
import { ALIGNMENT_TIERS, CONSISTENCY_TIERS, tierOf, type Momentum } from '../analytics/index.js';
import type { EntryKind } from './entry-kind.js';

/** The next step when no figure needs mending, each with its reason. */
export const STEADY_STEPS = [
  "keep this week's pattern and change one thing at a time, because that is how you learn what works for you.",
  'repeat one benchmark session every four weeks, the same route or set, because that is the fairest way to see your progress.',
  'note your sleep and energy beside each session this week, because recovery explains much of how training goes after 50.',
];

/** The step after the goal's event is done (goal-reached.ts), in a reply or as the weekly summary's focus. */
export const NEXT_GOAL_STEP =
  "take the easy days first, then set your next goal with 'Archive & Set New Goal', because a new goal gives these replies and your momentum figures something to measure against.";

/** What the next step is about: the figure it mends, else 'health' (care first) or 'steady' (nothing to mend). */
export type StepFocus = 'health' | 'recovery' | 'consistency' | 'goal' | 'harder' | 'steady';

/**
 * The weakest figure, in the order the next step looks at them. `structured`: the entry is itself harder work.
 * `goalNamed`: the entry names the goal in words alignment does not count ('5k' for 'Run my first 5k'), or the goal's
 * event is done already, so the goal is no figure to mend through it.
 */
export function stepFocus(m: Momentum, kind: EntryKind = 'session', structured = false, goalNamed = false): StepFocus {
  if (kind === 'health') return 'health';
  if (m.effort_sessions >= 10) return 'recovery';
  // A member new to the journal who writes most days (3 entries this week) has a low 30-day share, but no habit to mend.
  if (tierOf(m.consistency_score, CONSISTENCY_TIERS) === 'start' && (m.weekly_entries.at(-1)?.count ?? 0) < 3) return 'consistency';
  if (m.goal_words.length && !goalNamed && tierOf(m.goal_alignment, ALIGNMENT_TIERS) === 'start') return 'goal';
  if (m.effort_sessions === 0 && !structured) return 'harder';
  return 'steady';
}

/** What the next step knows of the entry it follows. */
export interface StepEntry {
  kind?: EntryKind;
  /** The entry is itself harder work (structured, several sports): no harder session is asked for. */
  structured?: boolean;
  /** The entry trains for the goal's sport without naming the goal: the goal step asks it to be named. */
  onGoal?: boolean;
  /** The entry names the goal in words alignment does not count ('5k'): no goal step (see stepFocus). */
  goalNamed?: boolean;
  /** The entry says the goal's event is done (goal-reached.ts): the step is rest, then the next goal. */
  reached?: boolean;
  /**
   * No goal step: what comes before the step says it already (the weekly summary's key insight about the goal), or there
   * is none to take (an earlier entry reached the goal's event, goal-reached.ts reachedBefore, and the reply asks for
   * the next goal; a week that ends in a return from injury, when rebuilding comes first).
   */
  noGoalStep?: boolean;
  /** The entry looks ahead to a race: the step is to write how it went, whatever the figures. */
  race?: boolean;
  /** The worry is a mild niggle alone ('shoulder a bit achy'): the step is to watch it settle, not medical advice. */
  niggle?: boolean;
  /** The entry tells of a race or event just finished (race-done.ts): after easy days, back to the goal ('goal') or the next aim ('open'). */
  raced?: false | 'goal' | 'open';
  /** Which of the focus's ways to say it (by the entry's words). */
  variant?: number;
}

/**
 * The one next step, chosen from the weakest figure (stepFocus), with the reason for it (for a health worry: care, not
 * training). The same advice while the same figure is weakest, said in one of its ways (`variant`, by the entry's
 * words), so a member writing daily does not read the same sentence each day.
 */
export function nextStep(m: Momentum, tone: CoachTone, { kind = 'session', structured = false, onGoal = false, goalNamed = false, reached = false, noGoalStep = false, race = false, niggle = false, raced = false, variant = 0 }: StepEntry = {}): string {
  const lead = { direct: 'Next:', encouraging: 'A next step:', analytical: 'Recommendation:' }[tone];
  const ways: Record<StepFocus, string[]> = {
    health: [
      'put your health first and follow medical advice over any plan, because no session is worth more than that; a line here each day on how you feel will help when you describe it to a doctor.',
    ],
    recovery: [
      `plan two easy days this week, because ${m.effort_sessions} hard sessions in 30 days leave little room to recover.`,
      `make the next two sessions easy ones, because ${m.effort_sessions} hard sessions in 30 days need recovery to turn into fitness.`,
    ],
    consistency: [
      'write a few lines after every session this week, because patterns only show once there are enough entries to compare.',
      'add a short entry after each session this week, even two lines, because a pattern needs entries to show in.',
    ],
    goal: onGoal
      ? ['name your goal in each entry this week and the part of it the session trains, because few recent entries name it and those are the ones your goal alignment counts.']
      : [
          'plan one session this week aimed squarely at your goal, because few recent entries connect to it.',
          'give one session this week to your goal and say so in its entry, because few recent entries connect to it.',
        ],
    harder: [
      'include one harder session this week and say how it felt, because steady work alone stops moving you on after a while.',
      'make one session this week a little faster or hillier and write how hard it felt, because the body adapts to what it is asked to do.',
    ],
    // Nothing to mend: one of three sound habits.
    steady: STEADY_STEPS,
  };
  if (niggle) return `${lead} write a line each day on how the niggle feels, because whether it settles over a few days tells you when to train as usual and when to see a physio.`;
  if (reached && kind !== 'health') return `${lead} ${NEXT_GOAL_STEP}`;
  if (raced && kind !== 'health') {
    return raced === 'goal'
      ? `${lead} after a few easy days, take up your goal's training again with one lesson from this race in it, because a race shows what the training alone cannot.`
      : `${lead} after a few easy days, look back at the weeks that led up to it and choose the next thing to aim at, because the weeks after a race drift without one.`;
  }
  if (race && kind !== 'health') {
    return `${lead} write how the race went soon after, while it is fresh: what went to plan and what did not, because that is what shapes the next one.`;
  }
  const chosen = ways[stepFocus(m, kind, structured, goalNamed || noGoalStep)];
  return `${lead} ${chosen[variant % chosen.length]}`;
}
