/**
 * The pace an entry gives for its session, as the reply writes it: a runner's or walker's per km or mile ('6:10/km',
 * 'avg pace 5:40'), a swimmer's per 100 m or yards ('1:50/100m', '2:05 per 100'), a rower's per 500 m ('2:15/500m',
 * 'average split 2:12'); and the sport a pace tells when the entry names none. Never the session's time: 'Ran 8 km, avg
 * pace 5:40' is no 8 km run in 5:40. Pure.
 */
import type { Sport } from './sports.js';

const CLOCK = String.raw`(\d{1,2}:\d{2}(?::\d{2})?)`;
/** A pace with its unit: '6:10/km', '8:40 per mile', '1:50/100m', '2:05 per 100', '2:15/500m'. */
const GIVEN = new RegExp(String.raw`${CLOCK}\s*(?:min(?:utes)?\s*)?(?:/|per\s+)(km|kilometres?|kilometers?|k|miles?|mi|[15]00\s*(?:m|metres?|meters?|yds?|yards?)?)\b`, 'i');
/** A pace or split named, its unit the sport's: 'avg pace 5:40', 'pace 6:10', 'average split 2:12', 'at 5:40 pace'. */
const MINUTES_SECONDS = String.raw`(\d{1,2}:\d{2})(?![\d:])`;
const NAMED = new RegExp(String.raw`\b(pace|split)s?\s*(?:of|was|:|=|@|at)?\s*${MINUTES_SECONDS}|(?<![\d:])${MINUTES_SECONDS}\s*(?:min(?:utes)?\s*)?(pace|split)s?\b`, 'i');
/** A distance 'at' a time is run at that pace ('8 km at 5:30'), unless the time is of the day ('at 5:30 this morning', '5:30am'). */
const DISTANCE_AT = new RegExp(String.raw`\d\s*(?:km|k|kilometres?|miles?|mi)\s+at\s+${MINUTES_SECONDS}(?!\s*(?:am|pm|a\.m|p\.m|this|tonight|today|in\s+the|o'clock)\b)`, 'i');
/** A named pace slower than this many minutes is none (a time: 'negative split 1:45' is no pace of 1:45 a km). */
const SLOWEST_MINUTES = 20;

export interface PaceFact {
  /** '5:25 per km', '8:40 per mile', '1:50 per 100 m', '1:35 per 100 yards', '2:10 per 500 m'. */
  pace: string;
  /** The words it was read from, which are no time or distance of the session. */
  written: string;
}

const per = (unit: string) => {
  const written = unit.toLowerCase();
  if (written.startsWith('500')) return '500 m';
  if (written.startsWith('100')) return /y/.test(written) ? '100 yards' : '100 m';
  return written.startsWith('k') ? 'km' : 'mile';
};

/** The pace `text` gives, the entry's `sport` (when it names one) deciding a named pace's unit; null without one. */
export function paceIn(text: string, sport: Sport | null | undefined): PaceFact | null {
  const given = text.match(GIVEN);
  if (given) return { pace: `${given[1]} per ${per(given[2])}`, written: given[0] };
  const at = text.match(DISTANCE_AT);
  const named = text.match(NAMED) ?? at;
  const clock = named ? (named === at ? at[1] : (named[2] ?? named[3])) : null;
  // Riders give speeds: a ride's '40 km at 2:05' is no pace.
  if (!named || !clock || Number(clock.split(':')[0]) >= SLOWEST_MINUTES || (named === at && sport === 'ride')) return null;
  const split = named !== at && /^split/i.test(named[1] ?? named[4]);
  const unit = sport === 'row' || (!sport && split) ? '500 m' : sport === 'swim' ? '100 m' : /\b(?:miles?|mi|mph)\b/i.test(text) ? 'mile' : 'km';
  // Of '8 km at 5:30' only 'at 5:30' is the pace: the distance stays the session's.
  return { pace: `${clock} per ${unit}`, written: named === at ? named[0].slice(named[0].search(/\s+at\s/)) : named[0] };
}

/**
 * The sport of a pace when the entry names none: a swim's per 100 m or yards, a row's per 500 m, else a run's, or a
 * walk's when slower than 9 minutes a km ('Easy 8 km, 6:10/km'): riders give speeds.
 */
export function paceSport(pace: string): Sport {
  if (/ per 100 /.test(pace)) return 'swim';
  if (pace.endsWith(' per 500 m')) return 'row';
  const [minutes] = pace.split(':').map(Number);
  return minutes < (pace.endsWith('km') ? 9 : 14.5) ? 'run' : 'walk';
}

/** What a session with this pace is repeated as, to compare: the same swim, the same piece on the erg, else the same route. */
export const sameAgain = (pace: string) => (/ per 100 /.test(pace) ? 'swim' : pace.endsWith(' per 500 m') ? 'piece' : 'route');
