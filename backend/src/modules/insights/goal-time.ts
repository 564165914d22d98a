/**
 * A goal's distance to cover in one session ('Ride 100 km', 'Swim a mile non-stop'), and the distance an entry gives
 * for a session of its sport; and a goal's time to beat ('Run a sub-30 parkrun', 'Sub-45 10k at 55', 'Finish the Berlin marathon under four and a half
 * hours', 'Half marathon under 2:00') and the time an entry gives for that event ('Parkrun today, 29:50'): whether the
 * target is met, so goal-reached.ts can say so instead of leaving the member to check. Pure.
 */
import { distanceKm, KM_IN, KM_PER_MILE } from './distance-units.js';
import { entryFacts, entryText } from './entry-facts.js';
import { goalSports, NAMED_RACES, sportsIn, type Sport } from './sports.js';

/** An event's distance in km, by the words a goal or an entry names it with. */
const EVENTS: Array<[RegExp, number]> = [
  [/\bhalf[- ]?marathons?\b|\bhalf\b/i, 21.1],
  [/\bmarathons?\b/i, 42.2],
  [/\bparkruns?\b|\b5\s?k\b|\b5\s?km\b/i, 5],
  [/\b10\s?k\b|\b10\s?km\b/i, 10],
  [/\b10[- ]miles?\b/i, 16.1],
  ...NAMED_RACES.map(({ name, km }): [RegExp, number] => [name, km]),
];

/** The event's distance in km that the text names first (EVENTS), or null. */
function eventKm(text: string): number | null {
  const found = EVENTS.map(([pattern, km]) => ({ km, at: text.search(pattern) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return found[0]?.km ?? null;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const NUMBER = String.raw`(\d{1,2}:\d{2}(?::\d{2})?|\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const TARGET = new RegExp(
  String.raw`\b(?:sub|under|below|inside|break(?:ing)?|faster\s+than|less\s+than|beat(?:ing)?)\s*-?\s*${NUMBER}(\s+and\s+a\s+(?:half|quarter))?\s*(hours?|hrs?|h|minutes?|mins?|m)?(?![\w:])`,
  'i',
);

/** A time the goal's distance is to be done in: 'Swim a mile in 40 minutes', 'Ride 100 km in 3:45' (a unit or a clock). */
const IN_TIME = new RegExp(
  String.raw`\bin\s+(?:(\d{1,2}:\d{2}(?::\d{2})?)|${NUMBER}(\s+and\s+a\s+(?:half|quarter))?\s*(hours?|hrs?|h|minutes?|mins?))(?![\w:])`,
  'i',
);

/** Faster than 2:30 a km is no runner's pace: a time that would mean it is in the next larger unit ('1:30' for 10 miles is h:mm). */
const FASTEST_PER_KM = 150;

/** Seconds of a clock ('29:50', '1:55', '3:59:30') over `km`: mm:ss, or h:mm when mm:ss would be too fast to run. */
function clockSeconds(clock: string, km: number): number {
  const parts = clock.split(':').map(Number);
  if (parts.length === 3) return parts[0] * 3600 + parts[1] * 60 + parts[2];
  const seconds = parts[0] * 60 + parts[1];
  return seconds / km < FASTEST_PER_KM ? seconds * 60 : seconds;
}

/**
 * The goal's event in km, its time to beat in seconds and the sports that do it, or null when it names no event or
 * distance, or no time: 'Run a sub-30 parkrun' (a run), 'Ride 100 km in under 4 hours' (a ride), 'Swim a mile in 40 minutes'.
 */
export function goalTimeTarget(goal: string | null | undefined): { km: number; seconds: number; sports: Sport[] } | null {
  if (!goal) return null;
  const km = eventKm(goal) ?? distanceIn(goal);
  const under = goal.match(TARGET);
  const within = under ? null : goal.match(IN_TIME);
  if (!km || (!under && !within)) return null;
  // The sport the goal names ('Walk 10 km in 1:40'), else a race's ('parkrun', '10k': a run), else the event's ('sportive').
  const endurance = (sport: Sport) => sport === 'run' || sport === 'ride' || sport === 'swim' || sport === 'walk' || sport === 'row';
  const named = sportsIn(goal).filter(endurance);
  const sports: Sport[] = named.length ? named : eventKm(goal) ? ['run'] : goalSports(goal).filter(endurance);
  if (!sports.length) return null;
  const [value, fraction, unit] = under ? under.slice(1) : within![1] ? [within![1]] : within!.slice(2);
  if (value.includes(':')) return { km, seconds: clockSeconds(value, km), sports };
  const number = (WORD_NUMBERS[value.toLowerCase()] ?? Number(value)) + (fraction ? (/half/i.test(fraction) ? 0.5 : 0.25) : 0);
  // Without a unit, minutes, or hours when minutes would be too fast to run ('sub-4 marathon').
  const hours = unit ? /^h/i.test(unit) : (number * 60) / km < FASTEST_PER_KM;
  return { km, seconds: Math.round(number * (hours ? 3600 : 60)), sports };
}

/** The time the entry gives for a session of the goal's event (its distance or name, one of its sports), in seconds, or null. */
export function eventTime(entry: { title?: string | null; content: string }, km: number, sports: Sport[] = ['run']): number | null {
  const facts = entryFacts(entry);
  if (!facts.duration || facts.sessions || (facts.sport ? !sports.includes(facts.sport) : !sports.includes('run'))) return null;
  // A mile in words ('a mile in 38:30') is one, though no session's figure ('a mile from home' is none).
  const inWords = /\b(?:a|one)\s+mile\b(?!\s+(?:from|away|to|out|off|of))/i.test(entryText(entry)) ? KM_PER_MILE : null;
  const done = distanceKm(facts.distance) ?? eventKm(entryText(entry)) ?? inWords;
  if (!done || Math.abs(done - km) > km * 0.03) return null;
  const clock = facts.duration.match(/^\d{1,2}:\d{2}(?::\d{2})?$/);
  if (clock) return clockSeconds(facts.duration, km);
  const hours = Number(facts.duration.match(/(\d+) hours?/)?.[1] ?? 0);
  const minutes = Number(facts.duration.match(/(\d+) minutes?/)?.[1] ?? 0);
  return hours * 3600 + minutes * 60 || null;
}

/** The entry's time for the goal's event against the goal's target, or null when either is missing. */
export function timeAgainstGoal(entry: { title?: string | null; content: string }, goal: string | null | undefined): { time: number; target: number } | null {
  const target = goalTimeTarget(goal);
  const time = target ? eventTime(entry, target.km, target.sports) : null;
  return target && time ? { time, target: target.seconds } : null;
}

/** A distance in a goal: '100 km', '10 miles', 'a mile', '1500 m', '1650 yards' (not '5k' or '10k', which name races). */
const GOAL_DISTANCE = /\b(?:(\d+(?:\.\d+)?)\s*(km|kilometres?|miles?|mi|metres|meters|m|yards?|yds?)|(a|one)\s+(mile))\b/i;

/** The distance in km a goal asks to cover in one session ('Ride 100 km', 'Swim a mile non-stop'), or null (a time goal, a named race). */
export function goalDistance(goal: string | null | undefined): number | null {
  if (!goal || goalTimeTarget(goal) || /\b(?:marathon|half|parkrun|triathlon|duathlon|sportive|race|every|each|a\s+week|per\s+week|total|this\s+year)\b/i.test(goal)) return null;
  return distanceIn(goal);
}

/** The distance a goal names, in km ('100 km', '10 miles', 'a mile', '1500 m', '1650 yards'), or null. */
function distanceIn(goal: string): number | null {
  if (/\b(?:every|each|a\s+week|per\s+week|total|this\s+year)\b/i.test(goal)) return null;
  const match = goal.match(GOAL_DISTANCE);
  if (!match) return null;
  const value = match[3] ? 1 : Number(match[1]);
  const unit = (match[2] ?? match[4]).toLowerCase();
  const km = value * KM_IN[unit.startsWith('mi') ? 'miles' : unit.startsWith('k') ? 'km' : unit.startsWith('y') ? 'yards' : 'm'];
  return km >= 0.1 ? km : null;
}

/** The entry's distance for a session of the goal's sport against the goal's distance (in km), or null. */
export function distanceAgainstGoal(entry: { title?: string | null; content: string }, goal: string | null | undefined): { done: number; target: number } | null {
  const target = goalDistance(goal);
  if (!target) return null;
  const facts = entryFacts(entry);
  if (!facts.distance || facts.sessions || !facts.sport || !goalSports(goal).includes(facts.sport)) return null;
  const done = distanceKm(facts.distance);
  return done ? { done, target } : null;
}
