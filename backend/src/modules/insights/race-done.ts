/**
 * A race or event the member has just done, named as one ('Half marathon this morning, 2:05', 'Great North Run done',
 * 'Ran the Bath Half today in 2:05:33', 'Did the Ride London 100 today!'): no steady session but an event finished,
 * answered with what to note while it is fresh and the easy days it asks for. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText, type EntryFacts } from './entry-facts.js';
import { entered } from './entry-mentions.js';
import { looksAheadToRace } from './pre-race.js';
import { withClockTimes } from './session-figures.js';
import { HALF_RACE, NAMED_RACES, withoutNotDone } from './sports.js';

/** A triathlon, a duathlon or an aquathlon ('Triathlon sprint done! 1:32'): done with no one sport to name. */
const MULTISPORT = /\b(?:triathlon|duathlon|aquathlon|(?:sprint|olympic|standard|super[- ]sprint|middle[- ]distance|pool|local|first)\s+tri)\b(?!\s+(?:training|plan|club|session|squad))/i;
/** The events, each with what the reply calls it. Their training ('marathon training', 'half plan') is none. */
const EVENTS: ReadonlyArray<readonly [RegExp, string]> = [
  ...NAMED_RACES.map(({ name, called }) => [name, called] as const),
  [/\bhalf[- ]marathon\b(?!\s+(?:training|plan|pace|block|programme|program|schedule|distance))/i, 'a half marathon'],
  [/\b[A-Z][\w'-]+\s+Half\b/, 'a half marathon'],
  [HALF_RACE, 'a half marathon'],
  [/(?<!\bhalf[- ])\bmarathon\b(?!\s+(?:training|plan|pace|block|programme|program|schedule|distance))/i, 'a marathon'],
  [/\bultra(?:[- ]?marathon)?\b(?!\s+(?:training|plan))/i, 'an ultra'],
  [MULTISPORT, 'the race'],
  [/\b(?:sportive|gran\s+fondo|etape|dragon\s+ride|ride\s+london)\b/i, 'the event'],
  // A race by its distance or its kind: 'a 5k race', 'a virtual race', 'the club 10 mile race'; not its pace or its kit.
  [/\b(?:(?:\d+(?:\.\d+)?\s*(?:k|km|mile|miles|mi)|virtual|local|club|road|trail|fell|cross[- ]country|park)[- ]+)+race\b(?!\s+(?:pace|effort|simulation|plan|training|rehearsal|kit|shoes|number|entry|day\s+(?:is|next)))/i, 'the race'],
  // A place in a field: 'finished 45th of 60', 'came 12th'.
  [/\b(?:finished|came|placed)\s+\d+(?:st|nd|rd|th)\b|\b\d+(?:st|nd|rd|th)\s+(?:of|out\s+of)\s+\d+\b/i, 'the race'],
  // A named run in capitals, after 'the' or of two words or more: 'the Cardiff 10k', 'Great North Run done'.
  [/\b(?:the\s+(?:[A-Z][\w'-]+\s+){1,3}|(?:[A-Z][\w'-]+\s+){2,3})(?:Run|10[kK]|10\s+Miler?)\b/, 'the race'],
];

/** Done, or finished in a time or a place: 'done', 'finished', 'completed', 'ran', 'did', 'today', 'this morning', 'came 45th', a time in hours. */
const DONE = /\b(?:done|finished|completed|crossed\s+the\s+line|ran|raced|rode|did|today|this\s+morning|yesterday|(?:came|placed)\s+\d+(?:st|nd|rd|th))\b|\b\d:\d\d\b/i;
/** An event still ahead, weeks out or trained for: 'Marathon in 3 weeks, 32 km long run today', 'long run for the half'. */
const AHEAD =
  /\b(?:marathon|half|race|event|sportive|ultra|triathlon|duathlon)\s+(?:is\s+)?(?:(?:only\s+|just\s+)?(?:\d+|a|one|two|three|four|five|six|eight|ten|twelve)\s+(?:days?|weeks?|months?)\s+away|in\s+(?:\d+|a|one|two|three|four|five|six|eight|ten|twelve)\s+(?:days?|weeks?|months?)|next\s+\w+|on\s+\w+day(?!\s+(?:went|was|done|felt))|coming\s+up)\b|\b(?:for|before|towards)\s+(?:my|the)\s+(?:[\w'-]+\s+){0,2}(?:marathon|half|race|event|sportive|ultra|triathlon)\b/i;
/** A race on a weekday told as done ('Did a 10k race on Sunday in 52 minutes', 'ran the club race on Saturday'): not ahead. */
const DONE_ON_DAY = /\b(?:did|ran|raced|finished|completed)\b[^.!?\n]{0,30}?\b(?:race|event|marathon|half|sportive|ultra|triathlon|duathlon)\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
/** Its route, course or training, or a recce of it ('Ran part of the Great North Run course', 'the Dragon Ride route as a recce'). */
const NOT_THE_EVENT = /\b(?:marathon|half|run|ride|10k|triathlon|sportive)\s+(?:\w+\s+)?(?:route|course|recce|reccy|training|plan)\b|\b(?:recce|reccy|part\s+of\s+the)\b/i;
/** Not done after all: 'DNF', 'did not finish', 'pulled out'. */
const NOT_FINISHED = /\b(?:dnf|did\s+not\s+finish|didn'?t\s+finish|pulled\s+out|dropped\s+out|withdrew|deferred)\b/i;

/** What the reply calls the event the entry says is done ('a half marathon'), else null. */
export function raceDone(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport'>): string | null {
  // Its time in words counts as its time ('Half marathon 2 hours 14 minutes 30 seconds').
  const text = withClockTimes(withoutNotDone(entryText(entry)));
  if ((!facts.sport && !MULTISPORT.test(text)) || looksAheadToRace(text) || (AHEAD.test(text) && !DONE_ON_DAY.test(text)) || NOT_THE_EVENT.test(text) || entered(entry) || NOT_FINISHED.test(text) || !DONE.test(text)) return null;
  return EVENTS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * A race or event the member pulled out of ('Pulled out of the marathon at 25 km, calf cramp', 'DNF at the sportive'):
 * what the reply calls the event, else null. Not one still ahead ('might pull out of the 10k next week').
 */
export function didNotFinish(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport'>): string | null {
  const text = entryText(entry);
  if (!NOT_FINISHED.test(text) || looksAheadToRace(text) || (AHEAD.test(text) && !DONE_ON_DAY.test(text))) return null;
  // 'DNF at the half' names a half marathon without its time, and so a run.
  const event = EVENTS.find(([pattern]) => pattern.test(text))?.[1] ?? (/\b(?:the|a|my)\s+half\b/i.test(text) ? 'a half marathon' : null);
  if (!facts.sport && !event) return null;
  return event ?? (/\b(?:race|event|parkrun)\b/i.test(text) ? 'the race' : null);
}

/** A race not finished: the right call, no verdict on fitness, the cause noted, another one picked. */
export function didNotFinishSentence(event: string, tone: CoachTone): string {
  return {
    direct: `Stopping in ${event} when your body said so was the right call; a DNF is part of racing and no verdict on your fitness. Take a few easy days, then write down what happened (fuel, pacing, heat, the weeks before) while it is fresh, and pick another event a couple of months out.`,
    encouraging: `Pulling out of ${event} is hard, and it was the right call when your body said so: every experienced racer has a DNF or two, and it says nothing about your fitness. Be kind to yourself for a few easy days, then note what happened (fuel, pacing, heat, the weeks before) while it is fresh, and choose another event a couple of months away to aim at.`,
    analytical: `DNF in ${event}: stopping on a physical warning is sound judgement, not a fitness verdict. Recover with several easy days, record the likely causes (fuelling, pacing, conditions, preparation) while fresh, and target a replacement event 8-12 weeks out.`,
  }[tone];
}

/** An event just finished (`event`, 'a half marathon'): well done, what to note while fresh, easy days after. */
export function raceDoneSentence(event: string, tone: CoachTone): string {
  return {
    direct: `Well done on finishing ${event}. While it is fresh, write down what went to plan and what did not (pacing, fuel, the weeks before), and keep the next few days easy: a race takes longer to recover from than the soreness suggests.`,
    encouraging: `Congratulations on finishing ${event}: that is a real achievement, and worth recording properly. While it is fresh, note what went well and what you would change (pacing, fuel, the weeks before), and keep the next few days easy, because a race takes more out of you than it feels.`,
    analytical: `Completed ${event}: record pacing, fuelling and how the final third felt while the detail is fresh, and allow several easy days before structured work: recovery from a race outlasts the soreness.`,
  }[tone];
}

/** A race finished on an empty tank ('Ran the London marathon today in 4:30, hit the wall at 32 km'): well done, and the fuel's lesson. */
export function raceOnEmptySentence(event: string, tone: CoachTone): string {
  return {
    direct: `Well done on finishing ${event}, wall and all. Hitting it is the fuel running out, not your fitness: next time start eating in the first hour and take about 60 g of carbohydrate an hour, practised on long sessions first. Keep the next few days easy.`,
    encouraging: `Congratulations on finishing ${event}, and on getting through the wall to do it. Hitting it is the fuel running out, not your fitness, and it is one of the easiest things to fix: next time start eating in the first hour and aim for about 60 g of carbohydrate an hour, practised on your long sessions first. Keep the next few days easy.`,
    analytical: `Completed ${event} despite glycogen depletion. Prevent it next time with intake from the first hour at about 60 g of carbohydrate per hour, rehearsed in long sessions; allow several easy days of recovery now.`,
  }[tone];
}
