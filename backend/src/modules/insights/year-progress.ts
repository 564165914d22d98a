/**
 * How far a member is with a goal that sets a distance for the year ('Run 1000 km in 2027', 'Ride 5,000 miles this
 * year', 'Swim 150,000 m this year'): the distances of the year's sessions in their entries, added up in the goal's unit, against an even pace
 * through the year. Pure: the goal, the year's entries, now and the member's time zone in (year-progress.query.ts
 * reads them).
 */
import { dayIn } from '../analytics/index.js';
import { entryFacts, entryText, sessionsBySport, sessionsOnNamedDays } from './entry-facts.js';
import { isPlan } from './entry-kind.js';
import { SPORT_PLURAL, sportsIn, withGoalSport, type Sport } from './sports.js';
import { unitOf, YEAR_TARGETS } from './year-target.js';
import { distanceKm, inThePool, KM_IN, rounded, unitOfDistance, type DistanceUnit } from './distance-units.js';

/**
 * Less than this for a whole year is a race's distance, not a year's: 50 km or miles on land; in a pool's metres or
 * yards more than the longest swim races most members enter (10 km open water), less than a year of one short swim a week.
 */
const LEAST_FOR_A_YEAR = { km: 50, miles: 50, m: 15_000, yards: 15_000 } satisfies Record<DistanceUnit, number>;
const RACE_BEFORE = /\b(?:a|an|the|my|sub|under)\s*$/i;

export interface YearGoal {
  amount: number;
  unit: DistanceUnit;
  /**
   * The one sport the target is for ('Run 1000 km'; a pool's metres or yards are a swimmer's), or null when every
   * session's distance counts ('1000 km this year').
   */
  sport: Sport | null;
  year: number;
}

/** Each way a year's target is written (YEAR_TARGETS), with the places of its amount and unit ('d'). */
const TARGETS_WITH_PLACES = YEAR_TARGETS.map((pattern) => new RegExp(pattern.source, 'gid'));

/**
 * The year's distance a goal sets, or null: 'Run 1000 km in 2027', or its year named first ('Target for 2027: run
 * 1000 km', 'My goal this year is 1000 miles'). The year: one it names; the year after the goal was set for 'next
 * year'; the present year for 'in a year'; else the year the goal was set ('this year').
 */
export function yearGoalIn(goal: string, setAt: Date, now: Date, timeZone: string): YearGoal | null {
  const [match] = TARGETS_WITH_PLACES.flatMap((pattern) => [...goal.matchAll(pattern)]).sort((a, b) => a.index - b.index);
  const places = match?.indices;
  if (!places?.[1] || !places[2]) return null;
  const amount = Number(match[1].replace(/,/g, ''));
  const unit = unitOf(match[2]);
  const [[amountAt], [, unitEnd]] = [places[1], places[2]];
  // A race's distance is no year's ('Run a 10k this year', 'Break 50 minutes for 10k this year', 'Swim 3,800 m in 2027').
  if (!(amount >= LEAST_FOR_A_YEAR[unit]) || RACE_BEFORE.test(goal.slice(0, amountAt))) return null;
  const yearOf = (at: Date) => Number(dayIn(at, timeZone).slice(0, 4));
  // The words of the target but its distance ('Ride 2026 miles in 2026': the year is the 2026 after 'in').
  const when = goal.slice(match.index, amountAt) + ' ' + goal.slice(unitEnd, match.index + match[0].length);
  const named = when.match(/\b20\d\d\b/);
  const year = named ? Number(named[0]) : /\bnext\s+year\b/i.test(when) ? yearOf(setAt) + 1 : /\ba\s+year\b/i.test(when) ? yearOf(now) : yearOf(setAt);
  // 'on the bike' is a ride, 'on my feet' a run, wherever the goal says it; a verb names the sport ('ride', 'cycle',
  // 'swim'); 'do' or none: any, but a pool's metres or yards are a swimmer's.
  const sport = /\bon\s+(?:the|my)\s+bike\b/i.test(goal) ? 'ride' : /\bon\s+(?:the|my)\s+feet\b/i.test(goal) ? 'run' : (sportsIn(match[0])[0] ?? (inThePool(unit) ? 'swim' : null));
  return { amount, unit, sport, year };
}

/** A session still to come ('Going to ride 80 km on Sunday'), unless the entry says one was done as well. */
const AHEAD = /\b(?:plan|plans|planning|planned|will|going\s+to|gonna|tomorrow|hoping\s+to)\b/i;
const DONE = /\b(?:ran|rode|cycled|swam|walked|hiked|rowed|did|done|finished|completed|managed|today|this\s+morning|tonight|yesterday)\b/i;

/** An entry as the year's count reads it. */
export interface YearEntry {
  title?: string | null;
  content: string;
  created_at: Date;
}

/** One session's distance as an entry gives it: its sport (null when neither the entry nor the goal names one), in km, and the unit it was written in. */
export interface SessionDistance {
  sport: Sport | null;
  km: number;
  unit: DistanceUnit;
}

/**
 * The distances of an entry's sessions: its one session's, each session's when it names them on different days
 * ('Saturday 60 km ride, Sunday 15 km run'), or each sport's of a session of several ('40 km bike, 8 km run'); a bare distance takes the goal's sport ('Easy 8 km' with a running goal).
 * A plan ('Going to ride 80 km on Sunday') and a week's total ('40 km this week', which its sessions may already have
 * counted) give none.
 */
export function sessionDistances(entry: { title?: string | null; content: string }, goal: string | null): SessionDistance[] {
  const text = entryText(entry);
  if (isPlan(entry) || (AHEAD.test(text) && !DONE.test(text))) return [];
  const facts = withGoalSport(entryFacts(entry), goal);
  // A session of several sports ('Ran 5 miles and walked 2 miles') counts each part, though the facts name its first.
  const parts = facts.week ? [] : sessionsBySport(entry);
  const onDays = facts.distance || parts.length ? [] : sessionsOnNamedDays(entry);
  const sessions = parts.length ? parts : facts.distance ? [{ sport: facts.sport, distance: facts.distance }] : onDays;
  return sessions.flatMap((session) => {
    const km = distanceKm(session.distance);
    return km ? [{ sport: session.sport, km, unit: unitOfDistance(session.distance) }] : [];
  });
}

/** The km of an entry's sessions of `sport` (any when null): sessionDistances added up. */
export function sessionKm(entry: { title?: string | null; content: string }, sport: Sport | null, goal: string): number {
  return sessionDistances(entry, goal)
    .filter((session) => !sport || session.sport === sport)
    .reduce((sum, session) => sum + session.km, 0);
}

export interface YearProgress {
  goal: YearGoal;
  /** The distance so far, in the goal's unit: km and miles to one decimal place, metres and yards whole. */
  done: number;
  /** How many entries added to it. */
  entries: number;
  /** Where an even pace through the year would be by the end of today, in the goal's unit (whole). */
  expected: number;
  /** Days of the year left after today (0 once it is over; the year's days before it starts). */
  days_left: number;
  /** The distance a week that reaches the target by the year's end, in the goal's unit (whole); 0 once reached or over. */
  weekly_needed: number;
  /** What the figures mean, in a sentence. */
  message: string;
}

const amountText = (value: number, unit: string) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} ${unit}`;

/** The days of a year and the day of it a calendar day (YYYY-MM-DD) is (1 for 1 January). */
function dayOfYear(day: string): { dayNumber: number; daysInYear: number } {
  const year = Number(day.slice(0, 4));
  const start = Date.UTC(year, 0, 1);
  return { dayNumber: (Date.UTC(year, Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - start) / 86_400_000 + 1, daysInYear: (Date.UTC(year + 1, 0, 1) - start) / 86_400_000 };
}

/**
 * The year's figures for a goal that sets a distance for it (yearGoalIn), from that year's entries. `kmOf` is what an
 * entry adds (sessionKm; the query passes a remembered one).
 */
export function yearProgress(
  goal: YearGoal,
  goalText: string,
  entries: readonly YearEntry[],
  now: Date,
  timeZone: string,
  kmOf: (entry: YearEntry) => number = (entry) => sessionKm(entry, goal.sport, goalText),
): YearProgress {
  const counted = entries.filter((entry) => dayIn(entry.created_at, timeZone).startsWith(`${goal.year}-`)).map(kmOf);
  const km = counted.reduce((sum, each) => sum + each, 0);
  const done = rounded(km / KM_IN[goal.unit], goal.unit);
  const today = dayIn(now, timeZone);
  const thisYear = Number(today.slice(0, 4));
  const { dayNumber } = dayOfYear(today);
  const yearDays = dayOfYear(`${goal.year}-12-31`).daysInYear;
  const when: When = thisYear < goal.year ? 'before' : thisYear > goal.year ? 'after' : 'during';
  // Days of the year through the end of today, and the days still to use from today on (today included).
  const elapsed = { before: 0, during: dayNumber, after: yearDays }[when];
  const daysToGo = yearDays - elapsed + (when === 'during' ? 1 : 0);
  const expected = Math.round((goal.amount * elapsed) / yearDays);
  const toGo = rounded(Math.max(0, goal.amount - done), goal.unit);
  // A week's share needs a week to go: the last days are counted in days.
  const weeklyNeeded = toGo > 0 && daysToGo >= 7 ? Math.ceil(toGo / (daysToGo / 7)) : 0;
  const figures = { done, expected, toGo, daysToGo, weeklyNeeded };
  return {
    goal,
    done,
    entries: counted.filter((each) => each > 0).length,
    expected,
    days_left: when === 'after' ? 0 : yearDays - elapsed,
    weekly_needed: weeklyNeeded,
    message: progressMessage(goal, when, figures),
  };
}

type When = 'before' | 'during' | 'after';

/** 'Right on pace' within a day's share of the year, else how far ahead of or behind an even pace ('20 km behind an even pace'). */
export function paceWords(done: number, expected: number, amount: number, unit: DistanceUnit): string {
  const gap = rounded(done - expected, unit);
  if (Math.abs(gap) < amount / 365) return 'Right on pace';
  return gap > 0 ? `${amountText(gap, unit)} ahead of an even pace` : `${amountText(-gap, unit)} behind an even pace`;
}

/** The weekly summary's line: "2027 so far: 412 km of 1,000 km, 48 km behind an even pace." */
export function yearSoFarSentence({ goal, done, expected }: Pick<YearProgress, 'goal' | 'done' | 'expected'>): string {
  const pace = paceWords(done, expected, goal.amount, goal.unit);
  return `${goal.year} so far: ${amountText(done, goal.unit)} of ${amountText(goal.amount, goal.unit)}${done >= goal.amount ? ', the target reached' : `, ${pace === 'Right on pace' ? 'right on pace' : pace}`}.`;
}

function progressMessage(goal: YearGoal, when: When, { done, expected, toGo, daysToGo, weeklyNeeded }: Record<'done' | 'expected' | 'toGo' | 'daysToGo' | 'weeklyNeeded', number>): string {
  const unit = goal.unit;
  const target = amountText(goal.amount, unit);
  if (done >= goal.amount) return `Target reached: ${amountText(done, unit)} of ${target}. Well done.`;
  if (when === 'before') return `Your target starts on 1 January ${goal.year}: about ${amountText(weeklyNeeded, unit)} a week gets you there.`;
  if (when === 'after') return `${goal.year} ended at ${amountText(done, unit)} of ${target}. Set a new goal for this year when you are ready.`;
  if (done === 0) return `No ${goal.sport ? SPORT_PLURAL[goal.sport] : 'sessions'} with a distance in your entries yet this year. Write the distance when you log a session and it counts here.`;
  const pace = paceWords(done, expected, goal.amount, unit);
  if (daysToGo < 7) return `${pace}: ${amountText(toGo, unit)} to go ${daysToGo === 1 ? 'on the last day' : `in the last ${daysToGo} days`} of ${goal.year}.`;
  const usualWeek = Math.round(goal.amount / 52);
  // A week more than twice the year's usual one is no plan to keep to: said, with what serves better.
  if (weeklyNeeded > 2 * usualWeek) {
    return `${pace}. Reaching ${target} by 31 December would take about ${amountText(weeklyNeeded, unit)} a week, more than twice the year's usual ${amountText(usualWeek, unit)}: build up steadily rather than chase it, and carry the habit into next year's target.`;
  }
  return `${pace}. About ${amountText(weeklyNeeded, unit)} a week from now gets you to ${target} by 31 December.`;
}
