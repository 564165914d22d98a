/**
 * The distance of each sport week by week, for the Momentum tab: the same weeks as its entries per week (Sunday to
 * Saturday in the member's time zone, the last four, this one so far), added up from the sessions the entries give
 * (year-progress.ts sessionDistances), and for each sport a sentence on how its weeks have changed, when worth one. Pure: the entries,
 * now, the zone and the goal's text in (queries/weekly-distance.query.ts reads them).
 */
import { addDays, dayIn, weekStartOf } from '../analytics/index.js';
import { distanceText as amount, inThePool, inUnit, KM_IN, rounded, type DistanceUnit } from './distance-units.js';
import { SPORT_NOUN, type Sport } from './sports.js';
import type { SessionDistance } from './year-progress.js';

/** Weeks shown: as many as the tab's entries per week. */
export const DISTANCE_WEEKS = 4;
/** A rise worth a word: a third more than the weeks before, and at least 5 km (1 km in the pool). */
const RISE = 1.3;
const LEAST_RISE_KM = 5;
const LEAST_RISE_KM_SWIMMING = 1;

/** 'other': sessions with a distance and no sport, in the entry or the goal ('Easy 8 km' with no goal). */
export type DistanceSport = Sport | 'other';

export const DISTANCE_SPORT_NAME: Record<DistanceSport, string> = {
  run: 'Running',
  ride: 'Cycling',
  swim: 'Swimming',
  aqua: 'Aqua jogging',
  aquafit: 'Aqua aerobics',
  walk: 'Walking',
  hike: 'Hiking',
  row: 'Rowing',
  cross: 'Cross-trainer',
  strength: 'Strength',
  yoga: 'Yoga',
  pilates: 'Pilates',
  mobility: 'Mobility',
  tennis: 'Tennis',
  golf: 'Golf',
  other: 'Other sessions',
};

export interface SportWeeks {
  sport: DistanceSport;
  /** The unit of its distances: swimming's metres or yards, any other sport's the whole's unit. */
  unit: DistanceUnit;
  /** Its distance in each week, oldest first, in its unit: whole metres or yards, km or miles to one decimal place. */
  distances: number[];
  /** How its weeks changed, when it is worth a word (a rise of a third, three steady weeks); else null. */
  message: string | null;
}

export interface WeeklyDistance {
  /** The unit of the sports on land (swimming has its own). */
  unit: 'km' | 'miles';
  /** Each week's Sunday (YYYY-MM-DD), oldest first; the last is this week. */
  weeks: string[];
  /** The sports with a distance in these weeks, the most first; none when no entry gave one. */
  sports: SportWeeks[];
  /** The main sport's message (its `message`); null without one. */
  message: string | null;
}

export interface DistanceEntry {
  title?: string | null;
  content: string;
  created_at: Date;
}


/**
 * The unit of the sports on land: the one the goal writes its distance in ('Run 1000 miles', 'a sub-50 10k'), else the
 * one most of their sessions were written in (km when even).
 */
function unitOf(goal: string | null, sessions: readonly SessionDistance[]): 'km' | 'miles' {
  if (goal && /\d\s*(?:miles?|mi)\b/i.test(goal)) return 'miles';
  if (goal && /\d\s*(?:km|k)\b/i.test(goal)) return 'km';
  const onLand = sessions.filter((session) => session.sport !== 'swim');
  const miles = onLand.filter((session) => session.unit === 'miles').length;
  return miles > onLand.length - miles ? 'miles' : 'km';
}

/** Swimming's unit: yards when most of its sessions were written in yards, else metres (as pools are measured). */
function swimmingUnit(sessions: readonly SessionDistance[]): 'm' | 'yards' {
  const swims = sessions.filter((session) => session.sport === 'swim');
  const yards = swims.filter((session) => session.unit === 'yards').length;
  return yards > swims.length - yards ? 'yards' : 'm';
}

/**
 * The weeks' distances. `distancesOf` gives an entry's sessions (sessionDistances with the goal; the query passes a
 * remembered one).
 */
export function weeklyDistance(
  entries: readonly DistanceEntry[],
  now: Date,
  timeZone: string,
  goal: string | null,
  distancesOf: (entry: DistanceEntry) => SessionDistance[],
): WeeklyDistance {
  const thisWeek = weekStartOf(dayIn(now, timeZone));
  const weeks = Array.from({ length: DISTANCE_WEEKS }, (_, i) => addDays(thisWeek, -7 * (DISTANCE_WEEKS - 1 - i)));
  const km = new Map<DistanceSport, number[]>();
  const all: SessionDistance[] = [];
  for (const entry of entries) {
    const index = weeks.indexOf(weekStartOf(dayIn(entry.created_at, timeZone)));
    if (index < 0) continue;
    for (const session of distancesOf(entry)) {
      const sport = session.sport ?? 'other';
      if (!km.has(sport)) km.set(sport, new Array<number>(DISTANCE_WEEKS).fill(0));
      km.get(sport)![index] += session.km;
      all.push(session);
    }
  }
  const unit = unitOf(goal, all);
  const swimming = swimmingUnit(all);
  const sports = [...km.entries()]
    .map(([sport, each]) => ({ sport, each, total: each.reduce((sum, value) => sum + value, 0) }))
    .sort((a, b) => b.total - a.total)
    .map(({ sport, each }) => {
      const sportUnit = sport === 'swim' ? swimming : unit;
      const distances = each.map((value) => inUnit(value, sportUnit));
      return { sport, unit: sportUnit, distances, message: changeMessage(sport, distances, sportUnit) };
    });
  return { unit, weeks, sports, message: sports[0]?.message ?? null };
}

const percentMore = (value: number, than: number) => `${Math.round((value / than - 1) * 100)}%`;

/** A rise worth a word: `now` a third or more above `before` (which has some), and by at least 5 km (1 km in the pool). */
function rose(now: number, before: number, unit: DistanceUnit): boolean {
  const least = (inThePool(unit) ? LEAST_RISE_KM_SWIMMING : LEAST_RISE_KM) / KM_IN[unit];
  return before > 0 && now > before * RISE && now - before >= least;
}

/**
 * On a sport's weeks: last week a third or more above the two weeks before (both with some), or this week already a third above last
 * week, says so with the advice to build by about a tenth a week; three steady complete weeks say that is a sound base.
 */
function changeMessage(sport: DistanceSport, distances: number[], unit: DistanceUnit): string | null {
  const [first, second, last, current] = distances;
  const noun = sport === 'other' ? 'sessions' : DISTANCE_SPORT_NAME[sport].toLowerCase();
  const before = (first + second) / 2;
  const build = 'Most coaches suggest adding no more than about 10% a week: after 50, tendons and joints take longer to catch up than heart and lungs.';
  if (first > 0 && second > 0 && rose(last, before, unit)) {
    return `Last week's ${noun} (${amount(last, unit)}) was ${percentMore(last, before)} more than your average of the two weeks before (${amount(rounded(before, unit), unit)}). ${build}`;
  }
  if (rose(current, last, unit)) {
    return `This week's ${noun} is already ${amount(current, unit)}, ${percentMore(current, last)} more than all of last week (${amount(last, unit)}). ${build}`;
  }
  const complete = [first, second, last];
  const low = Math.min(...complete);
  const high = Math.max(...complete);
  if (low > 0 && high <= low * RISE) {
    const range = low === high ? `${amount(low, unit)} each` : `${amount(low, unit)} to ${amount(high, unit)}`;
    return `Three steady weeks of ${noun}, ${range}: a sound base to build on, by about 10% a week at most.`;
  }
  return null;
}

/**
 * The weekly summary's word on distance, read at the end of the week (its last week, `distances`' last): each sport's
 * rise of a third or more (and at least 5 km) on the week before, the two with most distance, with the advice; null
 * when none rose. A triathlete's running that jumped is named though cycling has the most distance.
 */
export function weekOnWeekSentence({ sports }: WeeklyDistance): string | null {
  const risen = sports
    .map(({ sport, unit, distances }) => ({ sport, unit, week: distances.at(-1) ?? 0, before: distances.at(-2) ?? 0 }))
    .filter(({ week, before, unit }) => rose(week, before, unit))
    .slice(0, 2);
  if (!risen.length) return null;
  const noun = (sport: DistanceSport) => (sport === 'other' ? 'your sessions' : DISTANCE_SPORT_NAME[sport].toLowerCase());
  const [first, second] = risen;
  const opening = `${noun(first.sport).replace(/^./, (letter) => letter.toUpperCase())} came to ${amount(first.week, first.unit)}, ${percentMore(first.week, first.before)} more than the week before (${amount(first.before, first.unit)})`;
  const also = second ? `, and ${noun(second.sport)} to ${amount(second.week, second.unit)}, ${percentMore(second.week, second.before)} more (${amount(second.before, second.unit)})` : '';
  return `${opening}${also}: most coaches suggest adding no more than about 10% a week.`;
}

/**
 * A coach reply's word on a session that lifts its sport's week a third or more above all of last week (and at least
 * 5 km): the week so far against last week, and to keep the next days easy; null otherwise, and for a sport with no
 * distance last week.
 */
export function weekRiseSentence(distance: WeeklyDistance, sport: Sport): string | null {
  const rise = weekRise(distance, sport);
  if (!rise) return null;
  const { week, last, percent, unit } = rise;
  return `With this ${SPORT_NOUN[sport]}, your ${DISTANCE_SPORT_NAME[sport].toLowerCase()} this week comes to ${amount(week, unit)}, ${percent} more than all of last week (${amount(last, unit)}), so keep the next few days easy: most coaches suggest adding no more than about 10% a week.`;
}

/** A sport's week so far a third or more above all of last week (and by at least 5 km, 1 km in the pool): the two, else null. */
export function weekRise({ sports }: WeeklyDistance, sport: DistanceSport): { week: number; last: number; percent: string; unit: DistanceUnit } | null {
  const weeks = sports.find((each) => each.sport === sport);
  if (!weeks) return null;
  const [last, week] = [weeks.distances.at(-2) ?? 0, weeks.distances.at(-1) ?? 0];
  return rose(week, last, weeks.unit) ? { week, last, percent: percentMore(week, last), unit: weeks.unit } : null;
}
