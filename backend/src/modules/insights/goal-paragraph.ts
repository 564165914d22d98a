/**
 * The coach reply's goal paragraph: the entry names the goal (in the words goal alignment counts, or by its short name
 * such as '5k', which it does not), trains for it without naming it, or is about something else; with the goal
 * alignment figure (docs/product.md#momentum) when the goal has words to count. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { ALIGNMENT_TIERS, goalWords, goalWordsIn, tierOf, type Momentum } from '../analytics/index.js';
import { entryText, sessionNoun, shortGoalNamesIn, type EntryFacts } from './entry-facts.js';
import { quoted } from './quoted.js';
import { demanding, isPreRace, needsCare, noteTopic, onGoal, type EntryKind } from './entry-kind.js';
import { goalDoneParagraph, goalKeptParagraph, goalReached } from './goal-reached.js';
import { clockOf } from './clock.js';
import { distanceAgainstGoal, timeAgainstGoal } from './goal-time.js';
import { weighIn, weightGoal } from './entry-mentions.js';
import { stepFocus } from './next-step.js';
import { variantOf } from './reply-variant.js';

type Entry = { title: string; content: string };

/** The goal's names the entry uses: the words goal alignment counts, and its short names ('5k'), which it does not. */
export function goalNamesIn(entry: Entry, goal: string | null): { counted: string[]; short: string[] } {
  return goal ? { counted: goalWordsIn(entry, goalWords(goal)), short: shortGoalNamesIn(entry, goal) } : { counted: [], short: [] };
}


/**
 * `reachedOn`: when an earlier entry reached the goal ('yesterday', 'on Sunday'), the goal still set (goal-reached.ts
 * reachedBefore); this entry then reaches nothing new.
 */
export function goalParagraph(entry: Entry, facts: EntryFacts, kind: EntryKind, goal: string | null, m: Momentum, tone: CoachTone, reachedOn: string | null = null): string {
  // Without a word longer than 3 letters ('Run a 5k') the goal is set but alignment has nothing to count.
  const measured = goalWords(goal).length > 0;
  // A worry, a niggle, low spirits or someone close who is ill are about how the member is: a goal word in it ('hip sore
  // after the ride') is no link to praise, and without a goal it is no moment to ask for one.
  if (kind === 'health' || needsCare(entry, kind)) {
    if (!goal) return '';
    const others = kind !== 'health' && noteTopic(entry) === 'family';
    const first = others ? 'family' : 'health';
    return {
      direct: `Your goal, "${goal}", can wait ${others ? 'for now' : 'while you look after yourself'}.`,
      encouraging: `Your goal, "${goal}", will keep ${others ? 'for now' : 'while you look after yourself'}.`,
      analytical: measured
        ? `Goal ("${goal}") set aside for now: alignment over 30 days is ${m.goal_alignment}%, and ${first} comes first.`
        : `Goal ("${goal}") set aside for now: ${first} comes first.`,
    }[tone];
  }
  if (!goal) {
    return {
      direct: 'You have no active goal. Set one, so each session can be judged against it.',
      encouraging: 'You have not set a goal yet. Setting one lets each reply judge your sessions against what you want to achieve.',
      analytical: 'No active goal is set, so goal alignment cannot be measured. Set one to make these replies specific to it.',
    }[tone];
  }
  if (reachedOn) return goalKeptParagraph(goal, reachedOn, tone);
  if (goalReached(entry, goal)) return goalDoneParagraph(goal, tone, entry);
  const link = linkParagraph(entry, facts, kind, goal, m, tone);
  // A time for the goal's event short of its target ('parkrun 31:10' for 'Run a sub-30 parkrun'): how far off.
  const timed = timeAgainstGoal(entry, goal);
  if (timed) return `${link} ${timeToFind(timed, tone)}`;
  // A distance short of the goal's ('70 km' for 'Ride 100 km'): how much of it.
  const covered = distanceAgainstGoal(entry, goal);
  return covered ? `${link} ${shareOf(covered, tone)}` : link;
}

function shareOf({ done, target }: { done: number; target: number }, tone: CoachTone): string {
  const share = Math.round((done / target) * 100);
  return {
    direct: `That is ${share}% of the distance your goal asks for.`,
    encouraging: `That is ${share}% of the distance your goal asks for, and each longer session closes the gap.`,
    analytical: `Distance against goal: ${share}%.`,
  }[tone];
}

function timeToFind({ time, target }: { time: number; target: number }, tone: CoachTone): string {
  const gap = clockOf(time - target + (time === target ? 1 : 0));
  return {
    direct: `${clockOf(time)} against your target of ${clockOf(target)}: ${gap} to find.`,
    encouraging: `${clockOf(time)} against your target of ${clockOf(target)} leaves ${gap} to find, and sessions like this are how it comes.`,
    analytical: `Time against target: ${clockOf(time)} vs ${clockOf(target)}, a gap of ${gap}.`,
  }[tone];
}

/** The goal paragraph of an entry that does not reach it: whether it names the goal, trains for it, or neither. */
function linkParagraph(entry: Entry, facts: EntryFacts, kind: EntryKind, goal: string, m: Momentum, tone: CoachTone): string {
  const measured = goalWords(goal).length > 0;
  // A weigh-in measures a weight goal in its own figures, though it shares none of its words.
  const weight = weightGoal(goal) ? weighIn(entry) : null;
  if (weight) {
    const said = weight.down ? 'progress on' : 'a measure of';
    return {
      direct: `This is ${said} your goal, "${goal}", in its own figures.`,
      encouraging: `This is ${said} your goal, "${goal}", in its own figures, and writing it down keeps the trend in view.`,
      analytical: `Goal measure: a weigh-in for your goal, "${goal}".${weight.down ? ' Trend: down.' : ''}`,
    }[tone];
  }
  const { counted, short } = goalNamesIn(entry, goal);
  const tier = measured ? tierOf(m.goal_alignment, ALIGNMENT_TIERS) : 'start';
  const share = m.goal_alignment ? `${m.goal_alignment}% of your entries in the last 30 days` : 'none of your entries in the last 30 days';
  const Share = share.charAt(0).toUpperCase() + share.slice(1);
  const figure = measured ? `Alignment over 30 days: ${m.goal_alignment}%.` : 'Alignment is not measured: the goal has no word longer than 3 letters.';
  if (counted.length) {
    const said = quoted(counted.slice(0, 3), entryText(entry), goal);
    // Said in one of two ways (by the entry's words): a member writing most days reads it in most replies.
    const second = variantOf(entry, 2, 'goal') === 1;
    return {
      direct: second ? `You mention ${said}, so this entry works towards "${goal}". ${Share} do the same.` : `This links to your goal, "${goal}": you mention ${said}. ${Share} do the same.`,
      encouraging: second
        ? `Mentioning ${said} keeps your goal, "${goal}", in view. ${Share} connect to it in the same way.`
        : `This ties in with your goal, "${goal}": you mention ${said}. ${Share} connect to it in the same way.`,
      analytical: `Goal link: the entry shares ${said} with your goal, "${goal}". ${figure}`,
    }[tone];
  }
  if (short.length) {
    // '5k' names 'Run my first 5k' as plainly as any word, though alignment counts only the longer ones ('first').
    const said = quoted(short.slice(0, 3), entryText(entry), goal);
    const uncounted = measured ? ` Goal alignment counts only its longer words (${quoted(goalWords(goal).slice(0, 3), goal)}), so ${said} alone does not add to it.` : '';
    return {
      direct: `This links to your goal, "${goal}": you mention ${said}.${uncounted}`,
      encouraging: `This ties in with your goal, "${goal}": you mention ${said}.${uncounted}`,
      analytical: `Goal link: the entry names ${said}, as your goal, "${goal}", does. ${figure}`,
    }[tone];
  }
  if (kind === 'rest') {
    const wait = 'A day of rest is part of the way there.';
    return {
      direct: `This entry does not mention your goal, "${goal}". ${wait}`,
      encouraging: `This entry does not mention your goal, "${goal}". ${wait}`,
      analytical: `No goal words in this entry (goal: "${goal}"). ${figure} ${wait}`,
    }[tone];
  }
  // When the next step is about the goal already (few entries connect to it), it is not said here as well.
  const stepSaysIt = !isPreRace(entry) && stepFocus(m, kind, demanding(entry, facts)) === 'goal';
  const keepInView = ' Say how each session moves you towards it, so the link stays visible to you.';
  if (onGoal(facts, kind, goal)) {
    // A session of the goal's sport ('easy spin on the turbo' for 'Ride the Dragon Ride') trains for it without its words.
    const advice = tier === 'high' || tier === 'good' || stepSaysIt ? '' : keepInView;
    const noun = sessionNoun(facts);
    return {
      direct: `Your ${noun} ${facts.sessions ? 'train' : 'trains'} for your goal, "${goal}", though this entry does not name it.${measured ? ` ${Share} do.` : ''}${advice}`,
      encouraging: `Your ${noun} ${facts.sessions ? 'are' : 'is'} training for your goal, "${goal}", even though this entry does not name it${measured ? `; ${share} do.` : '.'}${advice}`,
      analytical: `Same sport as your goal ("${goal}"), but no goal words in this entry. ${figure}${advice}`,
    }[tone];
  }
  const advice = tier === 'high' || tier === 'good' ? ' Your other entries keep it in view, so one off-topic session is fine.' : stepSaysIt ? '' : keepInView;
  return {
    direct: `This entry does not mention your goal, "${goal}".${measured ? ` ${Share} do.` : ''}${advice}`,
    encouraging: `This entry does not mention your goal, "${goal}"${measured ? `; ${share} do.` : '.'}${advice}`,
    analytical: `No goal words in this entry (goal: "${goal}"). ${figure}${advice}`,
  }[tone];
}
