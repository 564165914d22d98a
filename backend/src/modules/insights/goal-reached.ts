/**
 * An entry that says the goal's event is done: 'Finished the Berlin marathon in 4:12!' for 'Finish the Berlin marathon
 * under four and a half hours', 'Completed the Dragon Ride' for 'Ride the Dragon Ride', 'Did it! First 5k parkrun
 * without walking' for 'Run my first 5k without stopping'. The day the goal was for: the reply and the weekly summary
 * congratulate, give the rest such a day needs, and ask for the next goal instead of 'keep the goal in view'. Once:
 * a goal kept after its event is done ('5k done' again under 'Run my first 5k') is reminded of that day, not
 * congratulated anew (reachedBefore). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { goalWords } from '../analytics/index.js';
import { entryText, shortGoalNamesIn } from './entry-facts.js';
import { isPreRace } from './entry-kind.js';
import { clockOf } from './clock.js';
import { distanceAgainstGoal, goalTimeTarget, timeAgainstGoal } from './goal-time.js';

type Entry = { title?: string | null; content: string };

/** Goal words that say what to do, how or when, not which event: 'finish', 'first', 'without', 'stopping', 'spring'. */
const NOT_THE_EVENT: ReadonlySet<string> = new Set(
  (
    'finish complete first ride riding cycle cycling swim swimming walk walking hike hiking race event enter faster ' +
    'quicker better again stopping stop break strong stronger comfortably comfortable fitter healthy solo alone ' +
    'spring summer autumn winter january february march april june july august september october november december ' +
    'hours minutes seconds miles mile kilometres metres four five three seven eight nine twelve hundred personal best ' +
    'sub next season half'
  ).split(' '),
);

/** 'half marathon' is one event, never 'marathon': joined into one word in the goal and the entry alike. */
const joinHalf = (text: string) => text.replace(/\bhalf[- ]marathons?\b/gi, 'halfmarathon');

/** The words that name the goal's event: 'berlin' and 'marathon', 'dragon', '5k'. None: no event to have finished. */
function eventWords(goal: string): string[] {
  const words = goalWords(joinHalf(goal)).filter((word) => !NOT_THE_EVENT.has(word) && !/^\p{N}+$/u.test(word));
  return [...words, ...shortGoalNamesIn({ content: goal }, goal)];
}

/** Done, in the entry's words: before the event ('finished the Berlin marathon', 'did the Great North Run!', 'rode the
 * Dragon Ride', 'did my first 10k race'; not its route or course) or after it ('marathon done'; not asked: '5k done? Not yet'). */
const DONE_BEFORE = String.raw`\b(?:finished|completed|conquered|survived|crossed\s+the\s+(?:finish\s+)?line\s+(?:of|at)|(?:did|ran|raced|rode|swam)\s+my\s+(?:very\s+)?first(?:\s+ever)?)\s+(?:[\w'-]+\s+){0,4}?`;
/**
 * 'Did', 'ran', 'rode' ... before an event with a name of its own ('did the Great North Run', 'rode the Dragon Ride'):
 * not before a distance or a kind of event ('ran 5k' is no 'sub-25 5k' reached, 'ran a marathon route' no marathon).
 */
const DID_BEFORE = String.raw`\b(?:did|ran|rode|swam|walked|hiked|raced|rowed)\s+(?:[\w'-]+\s+){0,3}?`;
const KINDS_OF_EVENT: ReadonlySet<string> = new Set('marathon halfmarathon ultra triathlon duathlon aquathlon sportive century parkrun race'.split(' '));
const SHORT_DISTANCE = /^\d{1,3}k$/;
const DONE_AFTER = String.raw`(?:\s+[\w'-]+){0,2}?\s+(?:done|complete|completed|finished|conquered|in\s+the\s+bag|ticked\s+off|achieved)\b(?!\s*\?)`;
/** 'Did it!', 'Made it!' opening the entry: the event named anywhere in it is the one done. */
const DID_IT = /^\W*(?:i\s+|we\s+)?(?:did\s+it|done\s+it|made\s+it|nailed\s+it)\b/i;
/** A goal kept up rather than reached once: 'Run a parkrun every week', 'Keep swimming twice a week'. */
const HABIT = /\b(?:every|each|weekly|daily|regularly|keep|stay|maintain|times|a\s+week|per\s+week)\b/i;
/** The event not done after all, or not yet: 'didn't finish', 'DNF', 'pulled out', 'marathon training'. */
const NOT_DONE = /\b(?:didn'?t|did\s+not|couldn'?t|could\s+not|failed\s+to|won'?t|not)\s+(?:finish|complete)|\bdnf\b|\b(?:pulled|dropped)\s+out\b/i;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when the entry says the goal's event is done (see the file's comment). */
export function goalReached(entry: Entry, goal: string | null | undefined): boolean {
  if (!goal || HABIT.test(goal)) return false;
  const words = eventWords(goal);
  // A programme's name is no event: 'Week 4 of Couch to 5K done'.
  const text = joinHalf(entryText(entry)).toLowerCase().replace(/\bcouch\s+to\s+5\s*k\b|\bc25k\b/g, ' ');
  if (NOT_DONE.test(text) || isPreRace(entry)) return false;
  const named = words.some((word) => !KINDS_OF_EVENT.has(word) && !SHORT_DISTANCE.test(word));
  // A time to beat ('Run a sub-30 parkrun', 'a sub-4 marathon', 'Run 10 miles under 1:30'): reached when the entry's time
  // for the event beats it. On an event run anywhere, any week, not otherwise ('Parkrun done!' gives no time); a named
  // event done outside the time is still the day the goal was for (below).
  if (goalTimeTarget(goal)) {
    const timed = timeAgainstGoal(entry, goal);
    if (timed && timed.time < timed.target) return true;
    if (!named) return false;
  }
  // A distance to cover ('Ride 100 km', 'Swim a mile non-stop'): reached by a session of its sport that covers it.
  const covered = distanceAgainstGoal(entry, goal);
  if (covered) return covered.done >= covered.target * 0.99;
  if (!words.length) return false;
  // The event's words together, in the goal's order ('the Berlin marathon'; 'sprint intervals, triathlon in June' is not
  // 'sprint triathlon'), whole or plural ('coast' is not in 'coastal'), and not as training for it ('marathon training').
  const whole = (word: string) => String.raw`(?<![\p{L}\p{N}])${escape(word)}(?:s|es)?(?![\p{L}\p{N}])`;
  const event = String.raw`${words.map(whole).join(String.raw`(?:\s+[\w'-]+){0,2}?\s+`)}(?!(?:\s+(?:ride|run|swim|walk|race))?\s+(?:training|plan|pace|prep|build|course|route|loop|recce|simulation|intervals|reps|session|drills))`;
  if (!new RegExp(event, 'u').test(text)) return false;
  const before = named ? `(?:${DONE_BEFORE}|${DID_BEFORE})` : DONE_BEFORE;
  return DID_IT.test(text) || new RegExp(String.raw`${before}${event}|${event}${DONE_AFTER}`, 'iu').test(text);
}

/** A goal with a time to beat ('under four and a half hours', 'sub-25'): the reply does not say whether it was met. */
const TIMED = /\b(?:under|sub|below|faster\s+than|less\s+than|pb|personal\s+best|in\s+\d)/i;
/** An event whose recovery takes a week or two: a marathon or longer, a long ride. */
const LONG_EVENT = /\b(?:marathon|ultra|ironman|century|gran\s+fondo|(?:1[5-9]\d|[2-9]\d\d)\s*(?:km|k|miles?))\b/i;

/** What the reply says of the session: the day the goal was for, and the rest it needs. */
export function goalReachedSentence(entry: Entry, goal: string, tone: CoachTone): string {
  const long = LONG_EVENT.test(`${joinHalf(goal).replace(/halfmarathon/g, 'half')} ${entryText(entry).replace(/half[- ]marathon/gi, 'half')}`);
  const rest = long ? 'a week or two of easy days and good sleep' : 'a few easy days';
  // A distance covered ('Rode 104 km today!' for 'Ride 100 km'): the goal reached.
  const covered = distanceAgainstGoal(entry, goal);
  if (covered && covered.done >= covered.target * 0.99) {
    return {
      direct: `That covers the distance your goal asked for: goal reached. Well done. Give yourself ${rest} before anything hard.`,
      encouraging: `That covers the distance your goal asked for: goal reached. That is the training paying off, so take a moment to enjoy it, then give yourself ${rest} before anything hard.`,
      analytical: `Goal distance covered. Recovery: ${rest} before any hard session.`,
    }[tone];
  }
  // With the time the entry gives for it, the goal's target is said to be met, or the event done all the same.
  const timed = timeAgainstGoal(entry, goal);
  if (timed) {
    const [time, target] = [clockOf(timed.time), clockOf(timed.target)];
    if (timed.time < timed.target) {
      return {
        direct: `${time} beats the ${target} your goal asked for: goal reached. Well done. Give yourself ${rest} before anything hard.`,
        encouraging: `${time} is inside the ${target} your goal asked for: goal reached. That is the training paying off, so take a moment to enjoy it, then give yourself ${rest} before anything hard.`,
        analytical: `Goal time met: ${time} against a target of ${target}. Recovery: ${rest} before any hard session.`,
      }[tone];
    }
    return {
      direct: `You finished the event your goal was for, in ${time} against the ${target} you aimed at. Well done. Give yourself ${rest} before anything hard.`,
      encouraging: `This was the day your goal was for, and you finished it. The clock said ${time} against the ${target} you aimed at, which takes nothing away from finishing, so enjoy it, then give yourself ${rest} before anything hard.`,
      analytical: `Goal event completed: ${time} against a target of ${target}. Recovery: ${rest} before any hard session.`,
    }[tone];
  }
  const reached = TIMED.test(goal) ? '' : ': goal reached';
  return {
    direct: `You finished the event your goal was for${reached}. Well done. Give yourself ${rest} before anything hard.`,
    encouraging: `This was the day your goal was for, and you finished it${reached}. That is the training paying off, so take a moment to enjoy it, then give yourself ${rest} before anything hard.`,
    analytical: `Goal event completed${TIMED.test(goal) ? " (the goal's time target is yours to check against the result)" : ''}. Recovery: ${rest} before any hard session.`,
  }[tone];
}

/** The goal paragraph after it: the goal has run its course, whatever the clock said. */
export function goalDoneParagraph(goal: string, tone: CoachTone, entry?: Entry): string {
  // A time to beat, beaten ('Run a sub-30 parkrun'), or a distance covered ('Ride 100 km'): the goal is reached, not only an event behind.
  const timed = entry ? timeAgainstGoal(entry, goal) : null;
  const covered = entry ? distanceAgainstGoal(entry, goal) : null;
  if ((timed && timed.time < timed.target) || (covered && covered.done >= covered.target * 0.99)) {
    return {
      direct: `Your goal, "${goal}", is reached. Set the next one with 'Archive & Set New Goal' when you are ready.`,
      encouraging: `Your goal, "${goal}", is reached, and that is something to be proud of. When you are ready, set the next one with 'Archive & Set New Goal'.`,
      analytical: `Goal ("${goal}"): reached, so goal alignment measures nothing new from here. Set the next one with 'Archive & Set New Goal'.`,
    }[tone];
  }
  return {
    direct: `The event your goal, "${goal}", was for is behind you now.`,
    encouraging: `The event your goal, "${goal}", was for is behind you now, and that is something to be proud of.`,
    analytical: `Goal ("${goal}"): its event is done, so goal alignment measures nothing new from here.`,
  }[tone];
}


/** What reachedBefore reads: the member's activity (analytics' MemberActivity). */
export interface GoalActivity {
  /** The member's entries of the last 30 days or so, oldest first. */
  recent: ReadonlyArray<Entry & { id: number; created_at: Date }>;
  goal: string | null;
  goalSetAt: Date | null;
  /** When an entry first reached the goal, as stored (community's markGoalReached), however long ago. */
  goalReachedAt: Date | null;
}

/**
 * When the goal's event was first done, since the goal was set, before `entry` was written: the event is behind the
 * member, and `entry` reaching it again is no new goal reached. The stored time (written by the reply that
 * congratulated it), or the first entry among those loaded that reached it; undefined when neither is before `entry`.
 */
export function reachedBefore(activity: GoalActivity, entry: { id: number; created_at: Date | string }): Date | undefined {
  const { recent, goal, goalSetAt, goalReachedAt } = activity;
  if (!goal) return undefined;
  const written = new Date(entry.created_at).getTime();
  const stored = goalReachedAt && goalReachedAt.getTime() < written ? goalReachedAt : undefined;
  const first = recent.find((e) => (!goalSetAt || e.created_at >= goalSetAt) && goalReached(e, goal));
  const loaded = first && first.id !== entry.id && first.created_at.getTime() <= written ? first.created_at : undefined;
  return stored && loaded ? (stored < loaded ? stored : loaded) : (stored ?? loaded);
}

/** The goal paragraph of an entry written after the goal's event was done (`when`: 'yesterday', 'on Sunday'). */
export function goalKeptParagraph(goal: string, when: string, tone: CoachTone): string {
  return {
    direct: `You reached your goal, "${goal}", ${when}, and it is still your goal. Set the next one with 'Archive & Set New Goal'.`,
    encouraging: `You reached your goal, "${goal}", ${when}. When you are ready, set the next one with 'Archive & Set New Goal', so your entries have something new to aim at.`,
    analytical: `Goal ("${goal}"): reached ${when} and still set, so goal alignment now counts words of an event already done. Set the next goal with 'Archive & Set New Goal'.`,
  }[tone];
}
