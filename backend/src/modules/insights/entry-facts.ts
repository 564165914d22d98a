/**
 * The facts a training entry states in its own words: the sport, and the numbers (distance, time, pace, heart rate).
 * The rule-based coach reply (rule-reply.ts) repeats them back, so it is about this session and no other. Pure.
 */

import { withoutQuestions } from './asked.js';
import { heartRateOf } from './heart-rate-facts.js';
import { paceIn, paceSport } from './pace-facts.js';
import { AMOUNT, EXTRAS, hasIntervals, withoutIntervals } from './not-the-session.js';
import { splitsIn, splitsSession } from './splits.js';
import { credibleTime, distanceOf, durationOf, ONE_MILE, poolDistance, RACE_AHEAD, raceDistance } from './session-figures.js';
import { looksAheadToRace } from './pre-race.js';
import { weekTotalIn } from './week-total.js';
import { YEAR_TARGETS } from './year-target.js';
import { isMobility, SPORT_NAME, SPORT_NOUN, SPORT_PLURAL, sportsIn, sportsOf, without, withoutNotDone, type Sport } from './sports.js';

export interface EntryFacts {
  sport: Sport | null;
  /**
   * The other sports of the same session, in order, when the entry joins them ('40 km ride then 5 km run off the bike',
   * 'brick: swim and ride'): ['run']. A walk or stretching after a session is part of it, not another sport.
   */
  others: Sport[];
  /** As written, with a normalised unit: "12 km", "6.2 miles", "1500 m", "1,650 yards". */
  distance: string | null;
  /** "1:05:20", "45 minutes", "1 hour 20 minutes". */
  duration: string | null;
  /** "5:25 per km", "8:40 per mile", "1:50 per 100 m", "2:10 per 500 m" (pace-facts.ts). */
  pace: string | null;
  /** Beats per minute. */
  heartRate: number | null;
  /**
   * Several sessions in one entry, of each sport ('two runs and a swim this week': { run: 2, swim: 1 }; 'a 5k and a 10k
   * this week': { run: 2 }), with no one distance, time or pace; null for one session.
   */
  sessions: Partial<Record<Sport, number>> | null;
  /** A week's total instead of a session ('Recovery week: 20 km total', 'ran 40 km this week'): '20 km'; then no distance. */
  week?: string | null;
  /** The splits that make up the session, as written ('27:30', '26:10'), when they cover it (splits.ts); else absent. */
  splits?: string[];
}

/**
 * An entry's words: its title and its text, or only its text when the title is made from its first words (a chat
 * message's, cut with '…': 'Track session: 5 x 1000 m intervals, 2 min jog…' would read as a 2-minute jog).
 */
export function entryText(entry: { title?: string | null; content: string }): string {
  const title = (entry.title ?? '').trim();
  // The title the server makes of an untitled entry's first words has them on one line (community's entry-title.ts).
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  return !title || oneLine(entry.content).startsWith(oneLine(title.replace(/…$/, ''))) ? entry.content : `${title}\n${entry.content}`;
}

/** Items as a sentence lists them: 'a, b and c'. */
export const list = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * Where a session written in parts splits: "3 km easy, then 20 minutes at 5:55/km", "2 km jog + 6 km steady",
 * "ran 5 km followed by a 2 km walk". A figure in each part measures that part, not the whole session.
 */
const PARTS = /\bthen\b|\bfollowed\s+by\b|\bplus\b|\s\+\s|\bafter\s+that\b/i;
/**
 * Sessions of several days in one entry: 'did a 5k and a 10k this week', '8 km on Tuesday and 12 km on Thursday'. Not a
 * walk, a jog or a cool-down after the session ('5 km run and a 2 km walk'), which is part of it.
 */
const DISTANCE_AMOUNT = String.raw`\d+(?:\.\d+)?\s*(?:km|kilometres?|kilometers?|k|miles?|mi)\b`;
const SEVERAL = new RegExp(
  String.raw`(?<![\d:.,])${DISTANCE_AMOUNT}[^.!?;\n]{0,30}?\band\s+(?:a\s+|an\s+|another\s+)?${DISTANCE_AMOUNT}(?!\s*(?:of\s+)?(?:walk|walking|jog|jogging|cool|warm|easy|recovery|stretch))`,
  'i',
);
const HAS_AMOUNT = new RegExp(String.raw`(?<![\d:.])${AMOUNT}`, 'i');
/** Sessions counted in words or figures: 'two runs', 'three times'. */
const COUNT = String.raw`(?:[2-9]|two|three|four|five|six|seven)`;
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, twice: 2 };
const countOf = (word: string) => COUNT_WORDS[word.toLowerCase()] ?? Number(word);
/** 'two runs', '3 easy rides', 'four sessions'; not repeats inside a session ('6 hill runs', '4 runs of 90 seconds') nor a plan's week ('3 runs a week'). */
const COUNTED = new RegExp(String.raw`\b(${COUNT})\s+(?!hill\b)(?:[a-z]+\s+)?(runs|rides|swims|walks|hikes|rows|parkruns|sessions|workouts)\b(?!\s+of\b|\s+(?:a|per|each|every)\s+week\b)`, 'gi');
/** 'swam twice', 'ran three times', 'rode 4 times' (not 'ran the loop twice': one run). */
const TIMES = new RegExp(String.raw`\b(ran|swam|rode|cycled|biked|walked|hiked|rowed|jogged)\s+(twice|${COUNT}\s+times)\b`, 'gi');

/** A session done each day of a stretch: '5k every morning this week', 'swim each day of the holiday', 'walk daily', 'commuted by bike, 16 km a day'. */
const DAILY = new RegExp(
  String.raw`\b(?:every|each)\s+(?:single\s+)?(?:morning|day|evening|lunchtime|weekday)\b(?!\s+(?:for|of)\s+(?:the\s+)?(?:rest|last))|\bdaily\b(?!\s+(?:mail|news|steps?\s+(?:count|goal)))|${AMOUNT}\s+(?:a|per)\s+day\b`,
  'i',
);

/** The sport done each day (DAILY) in the same clause: '5k every morning' (run), not 'Easy run today; I stretch every morning'. */
function dailySport(text: string, sport: Sport | null): Sport | null {
  const clause = text.split(/[.!?;\n]/).find((part) => DAILY.test(part));
  if (!clause || !sport) return null;
  const named = sportsIn(clause)[0] ?? (new RegExp(DISTANCE_AMOUNT, 'i').test(clause) ? sport : null);
  return named === sport ? sport : null;
}

/** True when the entry names a session done each day of a stretch (DAILY), not one session. */
export const isDaily = (entry: { title?: string | null; content: string }) => {
  const text = withoutNotDone(entryText(entry));
  return !!dailySport(text, sportsOf(text).sport);
};

/** Two sessions on two days: 'back-to-back long rides', 'rides Saturday and Sunday'. */
const DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
const PAIRED = new RegExp(
  String.raw`\bback[- ]to[- ]back\s+(?:[a-z]+\s+)?(runs|rides|swims|walks|hikes|rows|sessions)\b|\b(runs|rides|swims|walks|hikes|rows)\s+(?:on\s+)?${DAY}\s+and\s+(?:on\s+)?${DAY}\b`,
  'gi',
);

/** True when the entry names sessions on two days running ('back-to-back long rides', 'long runs Saturday and Sunday'). */
export const isBackToBack = (entry: { title?: string | null; content: string }) => new RegExp(PAIRED.source, 'i').test(entryText(entry));

/** A day an entry can name a session by: a weekday, yesterday or today. */
const SESSION_DAY = new RegExp(String.raw`\b(?:${DAY}|yesterday|today)\b`, 'gi');
/** A weekend or week still to come is a plan, not sessions done: 'Planning Saturday long ride, Sunday easy run'. */
const AHEAD = /\b(?:plan|plans|planning|planned|will|going\s+to|next|tomorrow)\b/i;

/** Another day's session named as that day's: "yesterday's 60 km ride", "Sunday's long run" (taken out of the sport read). */
const EARLIER_DAY = String.raw`\b(?:${DAY}|yesterday|last\s+night)`;
const EARLIER_SESSION = new RegExp(String.raw`${EARLIER_DAY}'?s\s+((?:[\w-]+\s+){0,3}[\w-]+)`, 'i');

/**
 * A rest day's entry that also tells of the session on a day before it ('Rest day. Sunday long run 24 km went well',
 * "Rest day after yesterday's 60 km ride"): that session's facts, a sport with its figures, and a weekday or yesterday
 * named (not a walk on the rest day itself, nor a session still planned). Null for a plain rest day.
 */
export function restBefore(entry: { title?: string | null; content: string }, facts: EntryFacts): EntryFacts | null {
  const text = entryText(entry);
  if (facts.sessions || !(facts.distance || facts.duration) || !new RegExp(String.raw`${EARLIER_DAY}\b`, 'i').test(text) || AHEAD.test(text)) return null;
  if (facts.sport) return facts;
  const sport = sportsIn(text.match(EARLIER_SESSION)?.[1] ?? '')[0];
  return sport ? { ...facts, sport } : null;
}

/**
 * The sessions of an entry that names them on different days, one sport each: 'Saturday 60 km ride, Sunday 15 km run'
 * (a ride and a run), 'Ride on Saturday, run on Sunday', 'Yesterday a 40 km ride, today an easy 5 km run'. A clause
 * (between commas, semicolons, full stops and 'and') that names a day and a sport is one session; empty unless two
 * clauses name two different days. 'Today's 10k felt easier than Sunday's' is one clause: one session.
 */
function sessionsOnDays(text: string): Array<{ sport: Sport; distance: string | null }> {
  if (AHEAD.test(text)) return [];
  const days = new Set<string>();
  const sessions: Array<{ sport: Sport; distance: string | null }> = [];
  for (const clause of withoutNotDone(text).split(/[,;!?\n]|\.(?!\d)|\band\b/i)) {
    const day = clause.match(new RegExp(SESSION_DAY.source, 'i'))?.[0].toLowerCase();
    const [sport] = sportsIn(clause);
    if (!day || !sport) continue;
    days.add(day);
    sessions.push({ sport, distance: distanceOf(withoutIntervals(clause)) });
  }
  return days.size > 1 ? sessions : [];
}

/** The sessions of an entry that names them on different days (sessionsOnDays), each with its own distance; [] for other entries. */
export const sessionsOnNamedDays = (entry: { title?: string | null; content: string }) => sessionsOnDays(withoutQuestions(entryText(entry)));

/** Words of a part that name no sport of it: where it went ('Cycled 20 km to the pool' is a ride), or came from ('5 km run off the bike'). */
const NOT_ITS_SPORT = /\b(?:to|from|at)\s+the\s+(?:pool|lido|lake|gym|track)\b|\boff\s+the\s+bike\b/gi;

/**
 * The parts of a session of several sports, each with its own distance: 'Brick session: 40 km bike, 8 km run', 'Sprint
 * triathlon today: 750m swim, 20 km bike, 5 km run', 'Swam 1.5 km then cycled 40 km', 'Ran 5 km, then 30 min strength'.
 * A part (between commas, semicolons, colons, full stops, 'and', 'then' and '+') that gives a distance must name its one
 * sport; [] when one does not ('Two runs, 8 km and 12 km'), when no part gives one, for one sport, for a plan and for a week.
 */
export function sessionsBySport(entry: { title?: string | null; content: string }): Array<{ sport: Sport; distance: string }> {
  const text = withoutQuestions(entryText(entry));
  // A plan, or a week's sessions added up ('ran 10km and cycled 50km this week'), is no one session's parts.
  if (AHEAD.test(text) || /\b(?:this|last|the)\s+week\b/i.test(text)) return [];
  const named = new Set<Sport>();
  const parts: Array<{ sport: Sport; distance: string }> = [];
  for (const part of withoutNotDone(text).split(/[,;!?\n+]|[.:](?!\d)|\band\b|\bthen\b/i)) {
    const sports = sportsIn(part.replace(NOT_ITS_SPORT, ''));
    sports.forEach((sport) => named.add(sport));
    const distance = distanceOf(withoutIntervals(part));
    if (!distance) continue;
    if (sports.length !== 1) return [];
    parts.push({ sport: sports[0], distance });
  }
  return named.size > 1 ? parts : [];
}

/** Several sessions in one entry, of each sport (EntryFacts.sessions); null for one. */
function sessionsOf(text: string, sport: Sport | null, others: Sport[]): Partial<Record<Sport, number>> | null {
  const counts: Partial<Record<Sport, number>> = {};
  const add = (of: Sport | null | undefined, n: number) => {
    if (of) counts[of] = Math.max(counts[of] ?? 0, n);
  };
  for (const [, count, noun] of text.matchAll(COUNTED)) {
    // 'Two sessions today: swim in the morning, run in the evening' is one of each.
    const named = sportsIn(text);
    if (/^(?:sessions|workouts)$/i.test(noun) && named.length > 1) named.slice(0, countOf(count)).forEach((each) => add(each, 1));
    else add(sportsIn(noun)[0] ?? sport, countOf(count));
  }
  // 'A 5k run/walk, walked 3 times' walked inside one session.
  const runWalk = /\brun[\s/-]+walk\b/i.test(text);
  for (const [, verb, times] of text.matchAll(TIMES)) if (!(runWalk && /^walked$/i.test(verb))) add(sportsIn(verb)[0], countOf(times.split(/\s+/)[0]));
  for (const [, backToBack, onDays] of text.matchAll(PAIRED)) add(sportsIn(backToBack ?? onDays)[0] ?? sport, 2);
  const onDays = sessionsOnDays(text).map((session) => session.sport);
  for (const each of new Set(onDays)) add(each, onDays.filter((other) => other === each).length);
  if (!Object.keys(counts).length && sport && SEVERAL.test(text)) counts[sport] = 2;
  // A session each day ('5k every morning this week') is several, however many days it has been.
  if (!Object.keys(counts).length && dailySport(text, sport)) counts[sport!] = 2;
  if (Object.values(counts).reduce((sum, n) => sum + n, 0) < 2) return null;
  for (const other of others) add(other, 1);
  return counts;
}

/** Several endurance sports in one session ('40 km ride then 5 km run', 'swim and run'): a brick, which trains the change. */
export function isBrick(facts: Pick<EntryFacts, 'sport' | 'others'> & { sessions?: EntryFacts['sessions'] }): boolean {
  if (facts.sessions) return false;
  const endurance = (sport: Sport | null) => sport === 'swim' || sport === 'ride' || sport === 'run' || sport === 'row';
  return facts.others.length > 0 && endurance(facts.sport) && facts.others.every(endurance);
}

/** A time to rest or wait, no session's ('told to rest 48 hours', 'no running for 2 weeks', 'off for 10 days'). */
const REST_TIME = /\b(?:rest(?:ed|ing)?|off|wait(?:ed|ing)?|no\s+(?:exercise|training|running|cycling|swimming|sport))\s+(?:for\s+)?(?:(?:at\s+least|another|a\s+further)\s+)?\d+\s*(?:hours?|hrs?|days?|weeks?)\b/gi;

/** The sport and the numbers of an entry (title and text). */
export function entryFacts(entry: { title?: string | null; content: string }): EntryFacts {
  // What a question asks about is not done: 'Easy 8 km, wondering should I be stretching after my runs?' is a run.
  const whole = entryText(entry);
  // A distance for the year is a target, no session's distance (year-target.ts).
  const text = without(YEAR_TARGETS, withoutQuestions(whole));
  // Splits are no time or pace of the session ('Ran 10 km, split 27:30 / 26:10'); they may add up to its time (below).
  const splits = splitsIn(text);
  const timed = splits ? text.replace(splits.written, ' ') : text;
  const named = sportsOf(text);
  const { others } = named;
  // A session in figures that names no sport takes the one its question names ('Easy 8 km, knees stiff, should I
  // stretch after my runs?': a run), never the stretching asked about.
  const asked = !named.sport && text !== whole && HAS_AMOUNT.test(text) ? sportsIn(whole).find((each) => !isMobility(each) && each !== 'strength') : undefined;
  const paced = paceIn(timed, named.sport ?? asked);
  const pace = paced?.pace ?? null;
  const sport = named.sport ?? asked ?? (pace ? paceSport(pace) : null);
  const ahead = looksAheadToRace(text);
  const session = withoutIntervals(paced ? timed.replace(paced.written, ' ') : timed)
    .replace(REST_TIME, ' ')
    .replace(ahead ? RACE_AHEAD : /$^/, ' ');
  const measured = sport && sport !== 'strength' && !isMobility(sport) ? without(EXTRAS, session) : session;
  // A session in parts with a figure in more than one ("3 km easy, then 20 minutes at 5:55/km") has no one distance,
  // time or pace: "a 3 km run in 20 minutes at 5:55 per km" would be three figures of two different things.
  // So has a session of several sports: 'gym, then a 20 minute swim' is no 20-minute strength and swim session.
  // So have several sessions in one entry ('a 5k and a 10k this week'): neither distance is the entry's.
  // Sessions counted as not done are not sessions ("Missed two runs with work but got a 5k in").
  const sessions = sessionsOf(withoutNotDone(measured), sport, others);
  const inParts = others.length > 0 || sessions !== null || SEVERAL.test(measured) || measured.split(PARTS).filter((part) => HAS_AMOUNT.test(part)).length > 1;
  // A week's total ('Recovery week: 20 km total') is no one session's distance either.
  const week = weekTotalIn(text);
  if (inParts || week) return { sport, others, distance: null, duration: null, pace: null, heartRate: heartRateOf(text), sessions, week };
  // A parkrun is 5 km, the distance the entry need not write ('parkrun in 27:40'); a junior parkrun is not, nor is one
  // still to come ('Easy 20 min jog, Saturday's parkrun is my first'). So is a half marathon's 21.1 km, when it is timed
  // ('the Bath Half in 2:05:33', 'Half marathon this morning, 2:05'), and a marathon's 42.2 km ('Marathon done! 4:12:30').
  // So is a race known by name told with its time ('Ran the Great North Run in 2:14': a half marathon; sports.ts).
  const race = (sport === 'run' || sport === 'walk') && !ahead ? raceDistance(text, measured) : null;
  // A game, a class or a lift covers no distance: 'Tennis this morning, then a 3 km walk with the dog' is no 3 km match.
  const covers = !sport || !/^(?:tennis|strength|yoga|pilates|mobility|aquafit)$/.test(sport);
  // A point in a race is no distance of it ('walked a bit at 15k'), when the race gives one.
  const distance = covers ? (poolDistance(measured) ?? distanceOf(measured, !race) ?? race ?? (ONE_MILE.test(measured) ? '1 mile' : null)) : null;
  const split = splits ? splitsSession(splits, sport, distance, hasIntervals(text)) : null;
  // A time the session could not have taken ('Ran 18 km in 52:10', meaning 1:52:10) is not repeated back as its time.
  const duration = durationOf(measured) ?? split?.duration ?? null;
  return {
    sport,
    others,
    distance,
    duration: credibleTime(sport, distance, duration) ? duration : null,
    pace: pace ?? split?.pace ?? null,
    heartRate: heartRateOf(text),
    sessions,
    ...(split?.covers ? { splits: splits!.times } : {}),
  };
}

/**
 * What the session is called: 'run', 'strength session', or 'ride and run session' for several sports; for several
 * sessions 'runs', 'runs and swim'; null without one.
 */
export function sessionNoun(facts: Pick<EntryFacts, 'sport' | 'others'> & { sessions?: EntryFacts['sessions'] }): string | null {
  if (!facts.sport) return null;
  const { sessions } = facts;
  if (sessions) return list((Object.keys(sessions) as Sport[]).map((sport) => ((sessions[sport] ?? 0) > 1 ? SPORT_PLURAL[sport] : SPORT_NOUN[sport])));
  return facts.others.length ? `${list([facts.sport, ...facts.others].map((sport) => SPORT_NAME[sport]))} session` : SPORT_NOUN[facts.sport];
}

/** A race distance written short ('5k', '10K', '50k'): a goal's name that goal alignment, which counts longer words, leaves out. */
const SHORT_NAME = /(?<![\p{L}\p{N}.])\d{1,2}k(?![\p{L}\p{N}])/giu;

/** The goal's short names ('5k' of 'Run my first 5k') that the entry uses too. */
export function shortGoalNamesIn(entry: { title?: string | null; content: string }, goal: string | null | undefined): string[] {
  const names = [...new Set(goal?.toLowerCase().match(SHORT_NAME) ?? [])];
  const used = new Set(entryText(entry).toLowerCase().match(SHORT_NAME) ?? []);
  return names.filter((name) => used.has(name));
}

/** Before its noun a distance in miles is one word: 'your 10-mile run', not 'your 10 miles run'. */
const beforeNoun = (distance: string) => distance.replace(/^(\S+) (mile|yard)s?$/, '$1-$2');

/**
 * A session of several sports by its parts, each with its distance ('40 km ride and 8 km run', '5-mile run and 2-mile
 * walk'; sessionsBySport); null when fewer than two parts give one, and for a week or several sessions.
 */
export function describeParts(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'week' | 'sessions'>): string | null {
  if (facts.week || facts.sessions) return null;
  const parts = sessionsBySport(entry);
  return parts.length > 1 ? list(parts.map(({ sport, distance }) => `${beforeNoun(distance)} ${SPORT_NOUN[sport]}`)) : null;
}

/** "12 km run in 1:05:20 at 5:25 per km, heart rate 142 bpm", or null when the entry names no sport and no number. */
export function describeSession(facts: EntryFacts): string | null {
  const distance = facts.distance ? beforeNoun(facts.distance) : null;
  // A week's total: 'your 40 km week of runs', 'your 30-mile week'.
  if (facts.week) return `${beforeNoun(facts.week)} week${facts.sport ? ` of ${SPORT_PLURAL[facts.sport]}` : ''}`;
  let noun = [distance, sessionNoun(facts) ?? (facts.distance || facts.duration ? 'session' : null)]
    .filter(Boolean)
    .join(' ');
  if (!noun) return null;
  // A time is the distance's ('a 5 km run in 28 minutes'); without one it is the session's length: 'your 20-minute run',
  // not 'your run in 20 minutes' (which reads as one still to come).
  const length = facts.duration && !facts.distance ? facts.duration.match(/^(\d+) (minute|hour)s?$/) : null;
  if (length) noun = `${length[1]}-${length[2]} ${noun}`;
  const time = facts.duration && !length ? `${facts.distance ? 'in' : 'of'} ${facts.duration}` : null;
  const details = [time, facts.pace ? `at ${facts.pace}` : null].filter(Boolean).join(' ');
  const heart = facts.heartRate ? `heart rate ${facts.heartRate} bpm` : null;
  return [[noun, details].filter(Boolean).join(' '), heart].filter(Boolean).join(', ');
}
