/**
 * The distance and the time one session's words give ('12 km', '1:05:20', '45 minutes', '40 lengths, 25m pool'), and
 * the distance of a race done by its name ('parkrun', 'the Bath Half in 2:05:33', 'GNR done, 2:31:10'). entry-facts.ts
 * reads them from the text left once the amounts that measure no session are out. Pure.
 */
import { distanceKm } from './distance-units.js';
import { HALF_RACE, NAMED_RACES, withoutNotDone, type Sport } from './sports.js';

/** A number as written: '12', '6.2', '2,400' (thousands with commas). */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?![\d])|\d+(?:\.\d+)?)`;
const CLOCK = String.raw`(\d{1,2}:\d{2}(?::\d{2})?)`;
const DISTANCE = new RegExp(String.raw`(?<![\d:.,])${NUMBER}\s*(km|kilometres?|kilometers?|k|milers?|miles?|mi|metres|meters|m|yards?|yds?)\b(?!\s*(?:/|per)\b)`, 'gi');
/** '2 hours', '1 hour 20 minutes', '2 hrs and 5 mins'; the minutes' word left out at a clause's end ('2 hours 10, lovely day'). */
const HOURS_MINUTES = new RegExp(String.raw`\b${NUMBER}\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s*)?(?:(\d+)\s*(?:minutes?|mins?|m)\b|([1-5]?\d)(?=\s*(?:[,;:!?)]|\.(?!\d)|$))))?`, 'im');
const MINUTES = new RegExp(String.raw`\b(\d+)[\s-]*(?:minutes?|mins?)\b`, 'i');

const plural = (n: string, word: string) => `${n} ${word}${n === '1' ? '' : 's'}`;

/**
 * A half marathon with its time in hours ('half in 2:05', 'the Bath Half today in 2:05:33', 'The half went well, 1:55'),
 * not its training, nor half an hour, halfway, half term or the second half of a session.
 */
const HALF_TIMED = [
  /\bhalf(?:[- ]marathon)?\s+in\s+\d|\bhalf[- ]marathon\b(?!\s+(?:training|plan|pace))[^.?\n]*?\b\d:\d\d\b/i,
  /\b[A-Z][\w'-]+\s+Half\b[^.!?\n]*?\b\d:\d\d\b/,
  HALF_RACE,
];
/** A marathon with its time in hours ('Marathon done! 4:12:30', 'London Marathon in 4:05'), not a half, an ultra or its training. */
const MARATHON_TIMED = /(?<!\b(?:half|ultra|mini)[- ]?)\bmarathon\b(?!\s+(?:training|plan|pace|block|effort))[^.?\n]*?\b[2-7]:\d\d(?::\d\d)?\b/i;

/** A distance there and back written as one way ('cycled to work, 14 km each way'): the session covers it twice. */
const BOTH_WAYS = /^\s*(?:each|either)\s+way\b/i;
/** One mile in words ('swam the mile in the lake', 'a one-mile walk'): a distance without a figure. */
export const ONE_MILE = /\b(?:swam|ran|walked|jogged|raced|did)\s+(?:a|the|one)\s+mile\b(?!\s+(?:from|to|away|out|home|or\s+so|warm|cool|easy|jog|walk|recovery))|\b(?:a|the|one)[- ]mile\s+(?:swim|run|walk|race|time\s+trial)\b/i;

/** A distance written as the whole ('cycled back, 50 km total', '30 km all told'): the session's, before any part's. */
const WHOLE = /^\s*(?:in\s+)?(?:total|all\s+told|altogether|in\s+all|round\s+trip)\b/i;

/**
 * A distance that marks a point of the session, not its length ('had to stop at 8 miles', 'bottles empty with 20 km to
 * go'): passed over when the entry gives another ('Had to dash for the loo at 8 miles, 12 mile run' is a 12-mile run),
 * or when `pointsToo` is false (a race's own distance comes instead).
 */
const POINT_BEFORE = /\b(?:at|after|by|until|till|around|past)\s+(?:about\s+|around\s+|roughly\s+|the\s+)?$/i;
const POINT_AFTER = /^\s*(?:to\s+go|left|from\s+(?:the\s+)?(?:end|finish|home)|mark)\b/i;

export function distanceOf(text: string, pointsToo = true): string | null {
  const matches = [...text.matchAll(DISTANCE)];
  const whole = matches.filter((match) => WHOLE.test(text.slice(match.index + match[0].length)));
  const point = (match: RegExpExecArray) => POINT_BEFORE.test(text.slice(Math.max(0, match.index - 24), match.index)) || POINT_AFTER.test(text.slice(match.index + match[0].length));
  const lengths = matches.filter((match) => !point(match));
  for (const match of whole.length ? whole : lengths.length ? lengths : pointsToo ? matches : []) {
    const [, written, rawUnit] = match;
    const twice = BOTH_WAYS.test(text.slice(match.index + match[0].length));
    const value = twice ? (Number(written.replace(/,/g, '')) * 2).toLocaleString('en-GB') : written;
    const unit = rawUnit.toLowerCase();
    if (unit.startsWith('k')) return `${value} km`;
    if (unit.startsWith('mi')) return plural(value, 'mile');
    // "m" is metres only for swim- or track-like figures ("1500m"), never "45m" (minutes); nor is a pool's size a
    // distance ("a 25 yd pool").
    if (Number(value.replace(/,/g, '')) >= 100) return unit.startsWith('y') ? `${value} yards` : `${value} m`;
  }
  return null;
}

export function durationOf(withoutPace: string): string | null {
  // Another's time beside the member's is not theirs: 'Grandson beat me at parkrun, 24:10 to my 26:40'.
  const own = withoutPace.match(new RegExp(String.raw`\bmy\s+(?:(?:own|finish(?:ing)?|chip|gun)\s+)?(?:time\s+(?:of\s+|was\s+)?)?${CLOCK}(?![\d:])`, 'i'));
  if (own) return own[1];
  const clock = withoutPace.match(new RegExp(String.raw`(?<![\d:])${CLOCK}(?![\d:])(?!\s*(?:am|pm)\b)`, 'i'));
  if (clock) return clock[1];
  // '5h10', as riders write it.
  const short = withoutPace.match(/\b(\d{1,2})h(\d{2})\b/i);
  if (short) return `${plural(short[1], 'hour')} ${plural(String(Number(short[2])), 'minute')}`;
  const hours = withoutPace.match(HOURS_MINUTES);
  const past = hours?.[2] ?? hours?.[3];
  if (hours) return past ? `${plural(hours[1], 'hour')} ${plural(String(Number(past)), 'minute')}` : plural(hours[1], 'hour');
  const minutes = withoutPace.match(MINUTES);
  return minutes ? plural(minutes[1], 'minute') : null;
}

/**
 * The times a written duration can mean, in seconds: '52:10' is 52 minutes and 10 seconds, '2:05' two minutes and 5
 * seconds or two hours and 5 minutes (as riders write it), '1:05:20', '1 hour 5 minutes' and '45 minutes' one each.
 */
function secondsMeant(duration: string): number[] {
  const clock = duration.match(/^(\d{1,2}):(\d{2})(?::(\d{2}))?$/);
  if (clock) {
    const [a, b] = [Number(clock[1]), Number(clock[2])];
    if (clock[3] !== undefined) return [a * 3600 + b * 60 + Number(clock[3])];
    return a <= 12 ? [a * 60 + b, a * 3600 + b * 60] : [a * 60 + b];
  }
  const hours = duration.match(/([\d.]+)\s+hours?/);
  const minutes = duration.match(/(\d+)\s+minutes?/);
  return hours || minutes ? [(hours ? Number(hours[1]) * 3600 : 0) + (minutes ? Number(minutes[1]) * 60 : 0)] : [];
}

/**
 * The average speeds (km/h) a session of the sport keeps over a distance from `fromKm`: `fastest` above what any masters'
 * record holder keeps, `slowest` below a walk with stops. A time outside them at every reading is a slip of the keys
 * ('Ran 18 km in 52:10' for 1:52:10, 'Swam 1500 m in 12:00'), not the session's time. Shorter efforts are left alone (a
 * masters sprinter's 200 m in 0:28, a 400 m rep timed with its recovery).
 */
const SPEEDS: Partial<Record<Sport, Array<{ fromKm: number; fastest: number; slowest: number }>>> = {
  run: [{ fromKm: 8, fastest: 20.5, slowest: 3 }, { fromKm: 3, fastest: 22, slowest: 3 }],
  walk: [{ fromKm: 3, fastest: 16, slowest: 1.5 }],
  ride: [{ fromKm: 20, fastest: 52, slowest: 5 }],
  swim: [{ fromKm: 0.4, fastest: 7, slowest: 0.5 }],
};

/** False when the session could not have been done in that time at any reading of it (SPEEDS); true when it could, or nothing says. */
export function credibleTime(sport: Sport | null, distance: string | null, duration: string | null): boolean {
  const km = distanceKm(distance);
  const speeds = sport && km !== null ? SPEEDS[sport]?.find(({ fromKm }) => km >= fromKm) : undefined;
  const readings = duration ? secondsMeant(duration).filter((seconds) => seconds > 0) : [];
  if (!speeds || !readings.length) return true;
  return readings.some((seconds) => {
    const kmh = km! / (seconds / 3600);
    return kmh >= speeds.slowest && kmh <= speeds.fastest;
  });
}

/** Lengths of a pool of a size the entry gives ('40 lengths, 25m pool', '64 lengths of a 25 m pool', '50 lengths (25m)'): their distance. */
const LENGTHS = /\b(\d{1,3})\s+lengths?\s*\(\s*(\d{2})\s*(?:m|metres?|meters?|yd|yards?)\s*(?:pool\s*)?\)|\b(\d{1,3})\s+lengths?\b(?:[^.!?;\n]{0,20}?)\b(\d{2})\s*(?:m|metres?|meters?|yd|yards?)\s+pool\b|\b(\d{2})\s*(?:m|metres?|meters?|yd|yards?)\s+pool\b[^.!?;\n]{0,20}?\b(\d{1,3})\s+lengths?\b/i;
export function poolDistance(text: string): string | null {
  const match = text.match(LENGTHS);
  if (!match) return null;
  const length = Number(match[1] ?? match[3] ?? match[6]) * Number(match[2] ?? match[4] ?? match[5]);
  const unit = /\b(?:yd|yards?)(?:\s+pool\b|\s*\))/i.test(match[0]) ? 'yards' : 'm';
  return length >= 100 ? `${length.toLocaleString('en-GB')} ${unit}` : null;
}

/** A race still to come by its distance ('Cardiff 10k on Sunday, nervous', '10k tomorrow'): no distance run today. */
export const RACE_AHEAD = /\b\d{1,2}\s?k\b(?=\s+(?:race\s+)?(?:is\s+)?(?:on\s+(?:this\s+)?\w+day|tomorrow|this\s+weekend|next\s+\w+|in\s+\w+\s+days?)\b)/gi;

/** Hours and minutes in words ('2 hours 14 minutes 30 seconds', '4h 32m', '1 hr 58'): a race's time, as a clock. */
const HOURS_IN_WORDS = /\b(\d)\s*(?:hours?|hrs?|h)\s*(?:and\s*)?([0-5]?\d)(?:\s*(?:minutes?|mins?|m)\b(?:\s*(?:and\s*)?([0-5]?\d)\s*(?:seconds?|secs?|s)\b)?|(?=\s*(?:[,;:!?)]|\.(?!\d)|$)))/gim;

/** The text with hours and minutes in words written as a clock ('Marathon in 4h 32m' reads as 'Marathon in 4:32'). */
export const withClockTimes = (text: string) =>
  text.replace(HOURS_IN_WORDS, (_, hours: string, minutes: string, seconds?: string) => `${hours}:${minutes.padStart(2, '0')}${seconds ? `:${seconds.padStart(2, '0')}` : ''}`);

/** The distance of a race run or walked: a parkrun, a half marathon or marathon told with its time, a race known by name with its time. */
export function raceDistance(written: string, measured: string): string | null {
  const text = withClockTimes(written);
  if (/(?<!\bjunior\s)\bpark\s?(?:run|walk)\b/i.test(withoutNotDone(text))) return '5 km';
  if (HALF_TIMED.some((half) => half.test(text))) return '21.1 km';
  if (MARATHON_TIMED.test(text)) return '42.2 km';
  const timed = /\b\d{1,2}:\d\d\b/.test(measured);
  return (timed && NAMED_RACES.find(({ name }) => name.test(text))?.distance) || null;
}

