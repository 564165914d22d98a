/**
 * The splits an entry lists for its session ('Ran 10 km, split 27:30 / 26:10', 'splits 4:50, 4:45, 4:40, 4:38, 4:30',
 * 'first half 27:30, second half 26:10', 'Erg 2k, splits 2:05 2:04 2:03 2:01'): none of them is the session's time or
 * pace. When they cover the session (its two halves, or one split per km, mile, 100 m of a swim or 500 m of a row),
 * their sum is its time and their mean its pace; and whether the member sped up (a negative split) or slowed. Pure.
 */
import { clockOf, secondsOfClock } from './clock.js';
import { distanceKm, KM_PER_MILE, KM_PER_YARD, unitOfDistance } from './distance-units.js';
import type { Sport } from './sports.js';

const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?![\d:])`;
/** Between two splits: '27:30 / 26:10', '4:50, 4:45', '1:02:10 and 58:40', '2:05 2:04'. */
const BETWEEN = String.raw`\s*(?:,|/|&|\+|-|–|>|\band\b|\bthen\b)?\s*`;
/** Splits named and listed: 'splits 4:50, 4:45', 'km splits: 4:50 4:45', 'halves 27:30 / 26:10'. */
const LISTED = new RegExp(
  String.raw`\b(?:(?:km|kilometre|kilometer|mile|500\s?m|100\s?m)\s+)?(?:splits?|halves)\b\s*(?:of|were|was|:|=|-|–)?\s*(${CLOCK}(?:${BETWEEN}${CLOCK})+)`,
  'i',
);
/** Each half named: 'first half 27:30, second half 26:10', '1st half in 27:30 and 2nd in 26:10', 'out in 27:30, back in 26:10'. */
const HALF = String.raw`\s+(?:half\s+)?(?:in\s+|was\s+|of\s+|:\s*|-\s*)?`;
const HALVES = new RegExp(
  String.raw`\b(?:(?:first|1st)${HALF}(${CLOCK})[,;]?\s*(?:and\s+|then\s+)?(?:the\s+)?(?:second|2nd)${HALF}(${CLOCK})|out${HALF}(${CLOCK})[,;]?\s*(?:and\s+)?back${HALF}(${CLOCK}))`,
  'i',
);

export interface Splits {
  /** As written: ['27:30', '26:10']. */
  times: string[];
  /** The words they were read from, which give no other time or pace of the session. */
  written: string;
}

/** The splits `text` lists, two or more; null without. */
export function splitsIn(text: string): Splits | null {
  const listed = text.match(LISTED);
  if (listed) return { times: listed[1].match(new RegExp(CLOCK, 'g')) ?? [], written: listed[0] };
  const halves = text.match(HALVES);
  return halves ? { times: halves.slice(1).filter((time): time is string => Boolean(time)), written: halves[0] } : null;
}

/** The length each split of a `sport` session covers, in km, and its name in a pace: a km or mile, 100 m or yards, 500 m. */
function splitLength(sport: Sport | null, distance: string | null): { km: number; per: string } {
  const unit = unitOfDistance(distance);
  if (sport === 'row') return { km: 0.5, per: '500 m' };
  if (sport === 'swim') return unit === 'yards' ? { km: 100 * KM_PER_YARD, per: '100 yards' } : { km: 0.1, per: '100 m' };
  return unit === 'miles' ? { km: KM_PER_MILE, per: 'mile' } : { km: 1, per: 'km' };
}

/**
 * The session's time and pace from its splits: their sum when they cover it (its two halves, or one split per
 * length: 5 for a 5 km run, 4 for a 2 km row), their mean as a pace when each is one length; a row's splits are paces per
 * 500 m even when they do not. Splits of repeats (`reps`: '4 x 1 mile, splits 7:45, 7:40') make neither.
 */
export function splitsSession(splits: Splits, sport: Sport | null, distance: string | null, reps: boolean): { duration: string | null; pace: string | null; covers: boolean } {
  const seconds = splits.times.map(secondsOfClock);
  const length = splitLength(sport, distance);
  const km = distanceKm(distance);
  const perLength = !reps && km !== null && Math.abs(seconds.length * length.km - km) <= length.km / 2;
  const covers = perLength || (!reps && sport !== 'row' && seconds.length === 2);
  const sum = seconds.reduce((total, each) => total + each, 0);
  const mean = clockOf(Math.round(sum / seconds.length));
  return {
    duration: covers ? clockOf(sum) : null,
    pace: perLength || (sport === 'row' && !reps) ? `${mean} per ${length.per}` : null,
    covers,
  };
}

/**
 * How the member paced it: 'negative' when the later splits were faster than the earlier (by 1% or more), 'positive'
 * when slower by 3% or more, else 'even'. The middle split of an odd number counts in neither half.
 */
export function splitTrend(times: readonly string[]): 'negative' | 'even' | 'positive' {
  const seconds = times.map(secondsOfClock);
  const half = Math.floor(seconds.length / 2);
  const mean = (part: number[]) => part.reduce((total, each) => total + each, 0) / part.length;
  const [early, late] = [mean(seconds.slice(0, half)), mean(seconds.slice(seconds.length - half))];
  if (late <= early * 0.99) return 'negative';
  return late >= early * 1.03 ? 'positive' : 'even';
}
