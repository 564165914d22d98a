/**
 * The sports an entry or a goal names: what each is called, the easy session after a hard one, the sports of one
 * session ('40 km ride then 5 km run'), and the sports a goal trains. Pure.
 */

export type Sport = 'run' | 'ride' | 'swim' | 'aqua' | 'aquafit' | 'walk' | 'hike' | 'row' | 'cross' | 'strength' | 'yoga' | 'pilates' | 'mobility' | 'tennis' | 'golf';

/** The sports paced over a distance or a time, where a milestone owes something to pacing. */
export const ENDURANCE: readonly Sport[] = ['run', 'ride', 'swim', 'aqua', 'walk', 'hike', 'row', 'cross'];

/** Mobility work: yoga, Pilates, stretching. It keeps the range of movement; it is no session of a goal's sport. */
export const MOBILITY: readonly Sport[] = ['yoga', 'pilates', 'mobility'];
export const isMobility = (sport: Sport | null) => !!sport && MOBILITY.includes(sport);

/** The text with every match of the patterns taken out. */
export const without = (patterns: RegExp[], text: string) => patterns.reduce((rest, pattern) => rest.replace(pattern, ' '), text);

/** The sport named first in the entry wins; the patterns are whole words (with their usual endings). */
const SPORTS: Array<[Sport, RegExp]> = [
  // Running in water ('aqua jogging', 'pool running', 'deep water running'): named before its 'jogging' or 'running'.
  ['aqua', /\b(aqua[- ]?jog(?:ging)?|aqua[- ]?run(?:ning)?|pool[- ]running|deep[- ]water[- ]running)\b/i],
  // A class in the pool ('aqua aerobics', 'aquafit'): named before its 'swim'.
  ['aquafit', /\b(aqua[- ]?aerobics|aqua[- ]?fit|aquafit|water[- ]aerobics|aqua\s+class)\b/i],
  ['run', /\b(run|runs|running|ran|treadmill(?!\s+(?:walk|walking|hike|hiking))|jog|jogs|jogged|jogging|parkruns?|gnr|marathon|half[- ]marathon|half(?=\s+in\s+\d)|(?<!\b(?:first|second|last|other|back|front|latter|1st|2nd)\s+)half(?![- ]?(?:an?\s|the\s|my\s|our\s|your\s|his\s|her\s|their\s|it\s|that\s|this\s|what\s|past\s|distance|way|term|time|price|hour|dozen|of\s|as\s|mile|speed|pace|effort|training|plan|hearted))(?=[^.?!\n]{0,40}?\b[1-3]:[0-5]\d\b)|(?:5|10)k(?!\s+(?:walk|walked|walking|hike|swim|swam|ride|rode|row|rowed|cycle|bike|on\s+the\s+(?:bike|turbo|rower|erg)))|fell[- ]races?|(?<!\b(?:drove|drive|driving|travelled|traveled|travelling|flew|flying|moved)\s+)cross[- ]country(?![- ]?(?:ski|skis|skiing|skier|mountain|mtb|bike|biking|cycling|ride|riding|horse|flight|trip|drive|driving|train|move)))\b/i],
  ['ride', /\b(ride|rides|rode|riding|cycle|cycled|cycling|bike|biked|biking|sportive|audax|turbo|spin|spinning|peloton|tandem)\b/i],
  // A dip in cold water ('cold water dip', 'sea dip', 'a dip in the lake') is a swim, however short.
  ['swim', /\b(swim|swims|swam|swum|swimming|lengths|open[- ]water|(?:cold[- ]water|sea|lake|river|winter|ice|morning)\s+dips?|dip(?:ped)?\s+in\s+the\s+(?:sea|lake|river|loch|lido|tarn|reservoir)|pool(?![- ]running)|breaststroke|front\s+crawl|freestyle|backstroke|butterfly)\b/i],
  // A game played walking ('walking football') is a game: named before its 'walking'.
  ['tennis', /\b(walking\s+(?:football|netball|basketball|rugby|cricket|hockey))\b/i],
  ['hike', /\b(hike|hiked|hiking|fell walk|trek|trekking|hill[- ]?walk(?:ing)?|munros?|summited|climbed\s+(?:up\s+)?(?:ben\s+\w+|mount\s+\w+|mt\.?\s+\w+|scafell(?:\s+pike)?|snowdon|helvellyn|pen\s+y\s+fan|skiddaw|kilimanjaro|the\s+(?:fells?|mountains?|munros?)))\b/i],
  ['walk', /\b(walk|walks|walked|walking|nordic walking)\b/i],
  // Not the idiom: 'two nights in a row', 'a row of', 'rows of'.
  ['row', /\b(row(?!\s+of\b)(?<!\bin\s+a\s+row)|rowed|rowing|rower|ergs?|concept\s?2)\b/i],
  // The gym's other cardio machines: 'cross trainer 30 min', 'elliptical', 'stair climber'.
  ['cross', /\b(cross[- ]?trainer|elliptical|stepper|stair[- ]?(?:master|climber))\b/i],
  // A gym's treadmill, bike or pool is no strength session ('hotel gym treadmill 30 min', 'gym, 20 min treadmill walk'),
  // nor lifting a thing ('lifting the Christmas tree', 'lifting boxes').
  ['strength', /\b(gym(?![,:;]?\s+(?:(?:session|workout)\s+)?(?:(?:on\s+the\s+)?\d+\s*(?:min|mins|minutes)\s+(?:on\s+the\s+)?)?(?:treadmill|bike|pool|rower|cross[- ]?trainer))|weights|strength|squats?|deadlifts?|lifting(?!\s+(?:the|a|an|my|our|his|her|their|some|it|him|them|boxes|bags|furniture|shopping|logs|kids|children|grandchildren)\b)|kettlebells?|circuits?)\b/i],
  ['yoga', /\b(yoga)\b/i],
  ['pilates', /\b(pilates|reformer)\b/i],
  ['mobility', /\b(stretching|stretches|mobility)\b/i],
  // Not a tennis or golfer's elbow, which is a sore arm.
  ['tennis', /\b(tennis(?!\s+elbow)|padel|badminton|squash|pickleball)\b/i],
  ['golf', /\b(golf|round of golf)\b/i],
];

/** What each sport is called in a sentence ("your 12 km run"). */
export const SPORT_NOUN: Record<Sport, string> = {
  run: 'run',
  ride: 'ride',
  swim: 'swim',
  aqua: 'aqua jogging session',
  aquafit: 'aqua aerobics class',
  walk: 'walk',
  hike: 'hike',
  row: 'row',
  cross: 'cross-trainer session',
  strength: 'strength session',
  yoga: 'yoga session',
  pilates: 'Pilates session',
  mobility: 'mobility session',
  tennis: 'match',
  golf: 'round of golf',
};

/** Each sport's name where several are listed in one session ('your ride and run session', 'your strength and swim session'). */
export const SPORT_NAME: Record<Sport, string> = { ...SPORT_NOUN, row: 'rowing', cross: 'cross-trainer', aqua: 'aqua jogging', aquafit: 'aqua aerobics', strength: 'strength', yoga: 'yoga', pilates: 'Pilates', mobility: 'mobility', tennis: 'tennis', golf: 'golf' };

/** Several sessions of each sport ('your runs', 'your strength sessions'). */
export const SPORT_PLURAL: Record<Sport, string> = {
  run: 'runs',
  ride: 'rides',
  swim: 'swims',
  aqua: 'aqua jogging sessions',
  aquafit: 'aqua aerobics classes',
  walk: 'walks',
  hike: 'hikes',
  row: 'rows',
  cross: 'cross-trainer sessions',
  strength: 'strength sessions',
  yoga: 'yoga sessions',
  pilates: 'Pilates sessions',
  mobility: 'mobility sessions',
  tennis: 'matches',
  golf: 'rounds of golf',
};

/** The easy session that follows a hard one, in the same sport. */
export const EASY_FOLLOW_UP: Record<Sport, string> = {
  run: 'an easy jog or a walk',
  ride: 'an easy spin',
  swim: 'an easy swim',
  aqua: 'an easy swim or a walk',
  aquafit: 'a walk or gentle stretching',
  walk: 'a short, easy walk',
  hike: 'a short, easy walk',
  row: 'an easy row',
  cross: 'an easy walk',
  strength: 'mobility work or a walk',
  yoga: 'gentle stretching',
  pilates: 'gentle stretching',
  mobility: 'gentle stretching',
  tennis: 'a walk or gentle stretching',
  golf: 'a walk or gentle stretching',
};

/**
 * A half marathon told with its time ('The half went well, 1:55', 'Did the Bath Half, 2:05:33'): not the second half of
 * a session, half an hour, half my usual, halfway or half term, nor a half marathon's training.
 */
export const HALF_RACE = /(?<!\b(?:first|second|last|other|back|front|latter|1st|2nd)\s+)\bhalf\b(?![- ]?(?:an?\s|the\s|my\s|our\s|your\s|his\s|her\s|their\s|it\s|that\s|this\s|what\s|past\s|distance|way|term|time|price|hour|dozen|of\s|as\s|mile|speed|pace|effort|training|plan|hearted|marathon\s+(?:training|plan|pace|block|effort)))[^.?!\n]{0,40}?\b[1-3]:[0-5]\d(?::[0-5]\d)?\b/i;

/**
 * Races known by name whose distance the name gives, as members write them: the Great North Run (GNR) is a half
 * marathon, the Great South Run 10 miles. entry-facts.ts reads the distance of one told with its time, goal-time.ts a
 * goal's, race-done.ts congratulates one done by its name.
 */
export const NAMED_RACES: ReadonlyArray<{ name: RegExp; km: number; distance: string; called: string }> = [
  { name: /\bgreat\s+north\s+run\b|\bGNR\b/i, km: 21.1, distance: '21.1 km', called: 'the Great North Run' },
  { name: /\bgreat\s+south\s+run\b/i, km: 16.1, distance: '10 miles', called: 'the Great South Run' },
];

/** Kinds of work said of running when no sport is named ('Tempo 30 minutes', 'easy 5 km with strides', 'Track session: 12 x 400m'), not of 'bike intervals' or a tempo swim. */
const RUN_WORK = /\b(tempo|intervals|fartlek|strides|track\s+(?:session|workout|night|reps)|at\s+the\s+track|to\s+the\s+track(?=[^.!?\n]*\b\d+\s*[x×]\s*\d))\b/i;
/** A distance in 'k' up to a marathon's, with no sport named ('a steady 6k'): runners write it so; riders write 'km'. So is a race by its distance ('10 km race this morning'). */
const RUN_DISTANCE = /\b(?:[1-9]|[1-4]\d)(?:\.\d)?k\b|\b\d+(?:\.\d)?\s*(?:km|k|miles?)\s+(?:road\s+|trail\s+)?race\b/i;
/** What only a ride is measured in, when no sport is named ('hilly 60 km with the club, average 22 km/h'), or a club time trial ('club 10 mile time trial'). */
const RIDE_WORK = /\b(?:km\/h|kph|mph|watts|ftp|cadence|chain\s*gang|zwift|gravel|(?:10|25|50|100)[- ]mile\s+(?:time[- ]trial|tt)|club\s+(?:10|25|50|100)|(?:club|open|hilly|sporting)\s+(?:time[- ]trial|tt)\b|punctures?|punctured|flat\s+tyre)\b|\b\d{2,4}\s?w\b/i;

/**
 * A sport the entry says was not done: 'no swim', "didn't run", 'instead of the bike', 'too windy for the bike', 'too
 * icy to run', 'swim cancelled', 'volunteered at parkrun'. Taken out before the sport is read.
 */
const SPORT_WORD = String.raw`(?:${SPORTS.map(([, pattern]) => pattern.source.replace(/^\\b\(|\)\\b$/g, '')).join('|')})`;
const NOT_DONE = [
  new RegExp(
    String.raw`\b(?:(?:haven'?t|have\s+not|hasn'?t)\s+felt\s+like|no\s+time\s+(?:to|for)|(?:can'?t|cannot)\s+decide\s+between|deciding\s+between|choosing\s+between|no|not|never|without|didn'?t|did\s+not|couldn'?t|could\s+not|can'?t|cannot|skipped|missed|(?:had\s+to\s+)?(?:skip|miss|drop)|hardly|barely|instead\s+of|rather\s+than)\s+(?:(?:a|an|the|my|any|two|three|four|five|six|both|several|couple\s+of|few|all|go|going|for|get\s+out\s+(?:for|to)|face|do|manage|make|planned|usual|club|group|team|weekly|long|easy|hard|steady|tempo|recovery|morning|evening|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'?s)?|\d+(?:\.\d+)?\s*(?:k|km|miles?|mi|mins?|minutes?|hours?|hrs?)(?:\s+|-)?)\s+)*${SPORT_WORD}\b(?![^.!?\n]{0,30}?\bbefore\s+(?:today|this\s+morning|tonight|now)\b(?!'))`,
    'gi',
  ),
  new RegExp(String.raw`\btoo\s+\w+\s+(?:for|to)\s+(?:(?:a|an|the|my|go|going)\s+)*${SPORT_WORD}\b`, 'gi'),
  // Words of 'run' that are no run: 'feeling run down', 'ran out of time', 'running late', 'in the long run'.
  /\b(?:(?:feel|feels|feeling|felt|am|i'?m|so|bit|very|quite|really|totally|generally|completely|been|getting|look|looking|little)\s+run[- ]down|run-down|(?:ran|run|runs|running)\s+out\s+of\s+time|running\s+(?:late|behind)|in\s+the\s+(?:long|short)\s+run|run(?:ning)?\s+(?:errands|a\s+bath|the\s+house|a\s+business|a\s+shop))\b/gi,
  // 'Three nights running', 'two days running': one after another, not a run.
  /\b(?:\d+|two|three|four|five|six|seven|several|a\s+few)\s+(?:nights?|days?|weeks?|mornings?|times|years?|sessions?|races?)\s+running\b/gi,
  // Not done for a time: "haven't run since the funeral", 'hadn't swum for years' (not "haven't run this well in years").
  new RegExp(String.raw`\b(?:haven'?t|have\s+not|hasn'?t|has\s+not|hadn'?t|had\s+not)\s+(?:really\s+|properly\s+|been\s+(?:out\s+)?)?${SPORT_WORD}\b(?=\s+(?:since|for|in\s+(?:weeks|months|years|ages|a\s+while)))`, 'gi'),
  // Afraid of it is not done: 'scared to run now', 'nervous about swimming again'.
  new RegExp(String.raw`\b(?:scared|afraid|frightened|nervous|anxious|worried|terrified)\s+(?:to|of|about)\s+(?:(?:a|an|the|my|go|going|getting\s+back\s+to)\s+)*${SPORT_WORD}\b`, 'gi'),
  // 'Swim cancelled', 'pool closed', 'parkrun was off'; not 'a 5 km run off the bike', which was done.
  new RegExp(String.raw`\b${SPORT_WORD}\s+(?:(?:was\s+|is\s+|got\s+)?(?:cancelled|canceled|called\s+off|closed|shut)|(?:was|is)\s+off)\b`, 'gi'),
  // An event entered is not a session done: 'signed up for the Great North Run', 'entered the Ride London sportive',
  // 'thinking of entering the Manchester marathon'.
  new RegExp(String.raw`\b(?:signed\s+up|sign(?:ing)?\s+up|entered|entering|enter|booked|booking|registered|thinking\s+(?:of|about)|considering|got\s+(?:a|my)\s+(?:ballot\s+|charity\s+|club\s+)?place\s+(?:in|on|for)|got\s+(?:in|into))\s+(?:for\s+)?(?:[\w'-]+\s+){0,4}?${SPORT_WORD}\b`, 'gi'),
  // What eased a pain is no session: 'eased after 10 minutes of walking'.
  new RegExp(String.raw`\b(?:eased|easing|loosened|settled|went|better)\s+(?:off\s+)?(?:after|within)\s+(?:about\s+|a\s+few\s+)?(?:\d+\s*)?(?:min|mins|minutes)\s+of\s+${SPORT_WORD}\b`, 'gi'),
  // Pushing the bike is no walk: 'walked the bike home', 'had to push the bike up'.
  /\b(?:walked|walk|walking|pushed|push|pushing|wheeled|carried|carry|carrying)\s+(?:the|my)\s+bike\b/gi,
  // An all-clear is no session: 'cleared to run but not swim', 'allowed to cycle again'.
  new RegExp(String.raw`\b(?:cleared|allowed|ok(?:ay)?'?d|fit)\s+(?:me\s+)?(?:to|for)\s+(?:start\s+)?${SPORT_WORD}\b(?!\s+(?:\d|for\s+\d|a\s+(?:little|bit|few)))`, 'gi'),
  // Nor is a return still to come: 'can start running again next week', 'can get back to swimming from Monday'.
  new RegExp(String.raw`\b(?:can|may|will)\s+(?:start|begin|go\s+back\s+to|get\s+back\s+to|return\s+to|resume)\s+${SPORT_WORD}\b(?=(?:\s+again)?\s+(?:next|from|in|on|after|tomorrow|once|when|soon)\b)`, 'gi'),
  // Nor is one a professional has allowed ('physio says I can start swimming').
  new RegExp(String.raw`\b(?:says|said|told\s+me|reckons)\s+(?:that\s+)?i\s+(?:can|could|may)\s+(?:now\s+)?(?:start|begin|go\s+back\s+to|get\s+back\s+to|return\s+to|resume|try)\s+${SPORT_WORD}\b`, 'gi'),
  // A bike stolen, broken into or written off is no ride: 'Bike stolen from the garage, gutted'.
  /\b(?:bike|cycle|turbo|trainer)\s+(?:was\s+|got\s+|has\s+been\s+|been\s+)?(?:stolen|nicked|pinched|written\s+off)\b|\bsome(?:one|body)\s+(?:stole|nicked|pinched)\s+(?:my|the)\s+bike\b/gi,
  // A club joined is no session: 'Joined a running club today!'.
  new RegExp(String.raw`\bjoin(?:ed|ing)?\s+(?:a|the|my\s+local|our\s+local|a\s+local)\s+${SPORT_WORD}\s+(?:club|group)\b`, 'gi'),
  // A person is no session: 'lost my running partner', 'my cycling buddy moved away'.
  new RegExp(String.raw`\b${SPORT_WORD}\s+(?:partner|buddy|mate|pal|friend)s?\b`, 'gi'),
  // Kit is no session: 'new running shoes', 'my cycling jacket', 'swim goggles', 'bike fit today'.
  new RegExp(String.raw`\b${SPORT_WORD}\s+(?:shoes|trainers|kit|gear|jacket|tights|socks|vest|watch|shorts|bibs?|goggles|wetsuit|helmet|glasses|gloves|magazine|book|podcast|shop|app|fit|fitting|service|serviced)\b`, 'gi'),
  // Kit bought is no session: 'Bought a turbo trainer for the winter', 'treated myself to a new bike'; unless the entry
  // goes on to its first use ('Bought a turbo trainer, first session 40 min': a ride).
  new RegExp(
    String.raw`\b(?:bought|buying|ordered|ordering|treated\s+myself\s+to|got\s+(?:myself\s+)?(?:a\s+)?new|picked\s+up)\s+(?:(?:a|an|the|my|new|smart|second-hand|secondhand|used|cheap)\s+)*${SPORT_WORD}\b(?![^.!?\n]{0,40}\b(?:first\s+(?:session|ride|go|spin|workout|outing)\s+(?:on\s+it\s+)?(?:was\s+|of\s+|for\s+)?\d+|(?:tried|used|rode|ridden)\s+it\s+(?:for|today|this|tonight|straight))\b)`,
    'gi',
  ),
  // A helper's role named after the event: 'parkrun volunteer today, tail walker'.
  new RegExp(String.raw`\b${SPORT_WORD}\s+(?:volunteer|volunteering|marshal|marshalling|helper|steward)\b`, 'gi'),
  // Helping or watching is not taking part: 'volunteered at parkrun as a marshal', 'marshalling at the 10k', 'cheered
  // my wife on at the marathon'.
  new RegExp(
    String.raw`\b(?:volunteer(?:ed|ing)?|marshal(?:led|ling)?|tail[- ]walk(?:ed|ing)?|timekeep(?:ing)?|cheer(?:ed|ing)|spectat(?:ed|ing)|supported|supporting|watched|watching)\s+(?:[\w'-]+\s+){0,3}?(?:at|on|for)\s+(?:(?:a|an|the|my|our|local)\s+)*${SPORT_WORD}\b`,
    'gi',
  ),
  // Another day's session is not today's: "legs heavy from yesterday's ride", 'planning a long swim tomorrow'.
  new RegExp(
    String.raw`\b(?:yesterday'?s|tomorrow'?s|(?:from|after|since)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s|last\s+(?:night|week|weekend)'?s|(?:planning|planned|plan|hoping|going|want|wanting)\s+(?:to|on|for)(?:\s+(?:a|an|the|my|go|do))?)\s+(?:[\w-]+\s+){0,2}?${SPORT_WORD}\b`,
    'gi',
  ),
];

/** The text without the sports it says were not done, or were another's ('volunteered at parkrun'): see NOT_DONE. */
export const withoutNotDone = (text: string) => without(NOT_DONE, text);

/** A sport's emoji, read as its word ('🚴 60km with the club': a ride), in the same place. */
const EMOJI: ReadonlyArray<readonly [RegExp, string]> = [
  [/\u{1F6B4}|\u{1F6B5}/gu, ' ride '],
  [/\u{1F3C3}/gu, ' run '],
  [/\u{1F3CA}/gu, ' swim '],
  [/\u{1F6B6}/gu, ' walk '],
  [/\u{1F97E}/gu, ' hike '],
  [/\u{1F6A3}/gu, ' row '],
  [/\u{1F9D8}/gu, ' yoga '],
  [/\u{1F3CB}/gu, ' weights '],
];

/** The sports a text names, each once, in the order it names them (its emoji too). */
export function sportsIn(entryWords: string): Sport[] {
  const text = EMOJI.reduce((words, [emoji, word]) => words.replace(emoji, word), entryWords);
  return SPORTS.map(([sport, pattern]) => ({ sport, at: text.search(pattern) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ sport }) => sport);
}

/** Words that join two sports into one session: 'then', 'followed by', '+', 'and' before the sport, a brick, a list of parts ('run 5k, bike 20k', '750 m swim, 20 km bike, 5 km run'). */
const JOINED = new RegExp(
  String.raw`\bthen\b|\bfollowed\s+by\b|\s\+\s|\bbrick\b|\boff\s+the\s+bike\b|\band\s+(?:then\s+)?(?:a\s+|an\s+)?(?:[\d.]+\s*\w+\s+)?${SPORT_WORD}\b|,\s*${SPORT_WORD}\s+[\d.]+\s*(?:k|km|m|mi|miles?|mins?|minutes?)\b|,\s*[\d.]+\s*(?:k|km|m|mi|miles?|mins?|minutes?)\s+${SPORT_WORD}\b`,
  'i',
);

/**
 * A multisport race done ('Finished the sprint triathlon, 1:38! Swim was chaos', 'my first duathlon', 'age-group win at
 * the Ely sprint tri', 'Sprint tri today in 1:32') is a session of its
 * sports, not of the one it names after ('your swim'); 'triathlon training: 40 min turbo' or one still to come is not.
 */
const NOT_A_RACE = String.raw`(?!\s+(?:training|plan|club|session|prep|squad))`;
const MULTISPORT_EVENTS: Array<[RegExp, Sport[]]> = [
  [new RegExp(String.raw`\b(?:triathlons?|ironman|(?:sprint|olympic|standard|super[- ]sprint|middle[- ]distance|pool|local|first)\s+tri)\b${NOT_A_RACE}`, 'i'), ['swim', 'ride', 'run']],
  [new RegExp(String.raw`\bduathlons?\b${NOT_A_RACE}`, 'i'), ['run', 'ride']],
  [new RegExp(String.raw`\baquathlons?\b${NOT_A_RACE}`, 'i'), ['swim', 'run']],
];
const RACED = /\b(?:finished|completed|raced|crossed\s+the\s+line|my\s+first|did\s+it|age[- ]group|podium|won|pb|came\s+(?:first|second|third|\d+(?:st|nd|rd|th)))\b/i;
/** A multisport race with its time ('Sprint tri today in 1:32') was raced, unless the time is one hoped for. */
const TIMED = String.raw`[^.!?\n]{0,30}?\b\d{1,2}:\d{2}`;
const HOPED = /\b(?:hop(?:e|es|ing)|aim(?:s|ing)?|target(?:ing)?|goal|plan(?:ning)?|next|tomorrow|coming\s+up|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|sub|under)\b/i;

/** A parkrun walked ('walked parkrun with my wife', 'Did parkrun, walked it in 45 minutes', 'parkwalk'): a walk. */
const PARK_WALK = /\bpark\s?walk|\bwalk(?:ed|ing)\s+(?:the\s+|my\s+|our\s+|a\s+)?park\s?run\b|\bpark\s?run\b[^.!?\n]{0,40}?\bwalk(?:ed|ing)\s+(?:it|the\s+(?:whole\s+)?(?:way|course|lot)|round|all\s+the\s+way|together)\b/i;

/**
 * The way to or from a session, walked or cycled ('Walked to parkrun then ran it in 29:10', 'Cycled to the pool, swam
 * 1500 m', 'Walked to the track and did 6 x 400 m'): no sport of the entry when it names another or running's work (nor
 * are a walked recovery or stretch, below). On its own it is the session ('Rode to the coast and back').
 */
const TRAVEL = /\b(?:walked|cycled|biked)\s+(?=(?:(?:over|down|up|across|back)\s+)?(?:to|home|back)\b)/gi;
/**
 * The rest between repeats walked ('200 m walk recoveries', '2 min walk between', 'walk rests'), or the way back down
 * after a hill rep ('walked back down'): no walk of the session's.
 */
const WALKED_RECOVERY = /\b(?:\d+(?:\.\d+)?\s*(?:m|metres?|meters?|min|mins|minutes?|s|secs?|seconds?)\s+)?walk(?:ing)?\s+(?:recover(?:y|ies)|rests?|between)\b|\bwalk(?:ed|ing)?\s+back\s+down\b/gi;
/** A stretch of another session walked ('Fartlek 30 min, walked the last km', 'walked up the hills'). */
const WALKED_STRETCH = /\bwalk(?:ed|ing)\s+(?:the\s+)?(?:last|final|first)\s+(?:[\d.]+\s*)?(?:km|k|miles?|bit|part|stretch|hill|section|few\s+minutes|min(?:ute)?s?)\b|\bwalk(?:ed|ing)\s+(?:up\s+)?the\s+(?:hills?|climbs?|steep\s+bits?|uphills?)\b/gi;
/** Repeats: '6 x 800 m', 'hill reps'. */
const REPEATS = /\b\d+\s*[x×]\s*\d|\b(?:reps|repeats)\b/i;

/**
 * The sport the entry names first ('Bike intervals on the turbo' is a ride), or the one done instead of another ('too
 * windy for the bike so I ran instead'), after the ones said not to be done and the way there (TRAVEL); else run for
 * running's kinds of work. With it, the other sports of the same session when the entry joins them (see JOINED).
 */

export function sportsOf(entryWords: string): { sport: Sport | null; others: Sport[] } {
  const text = withoutNotDone(entryWords);
  // The walk inside another session goes. Of the way there only the verb: where it led can name the session ('Walked
  // to the track and did 6 x 400 m' is a run).
  const there = without([TRAVEL, WALKED_RECOVERY, WALKED_STRETCH], text);
  if (there !== text) {
    if (sportsIn(there).length || RUN_WORK.test(there)) return sportsOf(there);
    // Repeats with walked recoveries and no sport named are running's ('6 x 800 m with 400 m walk recovery').
    if (REPEATS.test(there) && without([WALKED_RECOVERY], text) !== text) return { sport: 'run', others: [] };
  }
  const raced = (pattern: RegExp) => (RACED.test(text) ? pattern.test(text) : !HOPED.test(text) && new RegExp(pattern.source + TIMED, 'i').test(text));
  const event = MULTISPORT_EVENTS.find(([pattern]) => raced(pattern));
  if (event) return { sport: event[1][0], others: event[1].slice(1) };
  const named = sportsIn(text);
  const instead = SPORTS.find(([, pattern]) => new RegExp(String.raw`${pattern.source}[^.!?;\n]{0,40}\binstead\b`, 'i').test(text));
  if (instead) return { sport: instead[0], others: [] };
  if (PARK_WALK.test(text)) return { sport: 'walk', others: [] };
  const sport = named[0] ?? (RUN_WORK.test(text) || RUN_DISTANCE.test(text) ? 'run' : RIDE_WORK.test(text) ? 'ride' : null);
  const others = JOINED.test(text) ? named.slice(1).filter((other) => other !== 'walk' && !isMobility(other)) : [];
  return { sport, others };
}

/**
 * The sports a goal trains ('Ride the Dragon Ride': ride; 'Finish my first Olympic triathlon': swim, ride and run), so
 * a session of one of them is training for it even when the entry does not use the goal's words.
 */
export function goalSports(goal: string | null | undefined): Sport[] {
  if (!goal) return [];
  const events: Sport[] = /\b(?:triathlons?|ironman|tri)\b/i.test(goal)
    ? ['swim', 'ride', 'run']
    : /\bduathlons?\b/i.test(goal)
      ? ['run', 'ride']
      : /\baquathlons?\b/i.test(goal)
        ? ['swim', 'run']
        : /\b(?:gran\s+fondo|century)\b/i.test(goal)
          ? ['ride']
          : [];
  // 'Stay strong at 60', 'stronger legs for the hills': strength work trains it.
  const strong: Sport[] = /\b(?:strong|stronger|strength)\b/i.test(goal) ? ['strength'] : [];
  // 'Lose 5 kg and get fitter', 'Stay fit and healthy': every session trains it.
  if (/\b(?:fit|fitter|fitness|healthy|healthier|active|weight|kg|kilos?|stone|lbs|pounds)\b/i.test(goal)) return SPORTS.map(([sport]) => sport).filter((sport, i, all) => all.indexOf(sport) === i);
  const sports = [...new Set([...events, ...sportsIn(goal), ...strong])];
  // Running in water trains a runner's goal too (the running movement, spared the impact); a hike a walker's, and a walk a hiker's.
  const kin: Sport[] = [...(sports.includes('run') ? ['aqua' as const] : []), ...(sports.includes('walk') ? ['hike' as const] : []), ...(sports.includes('hike') ? ['walk' as const] : [])];
  return [...new Set([...sports, ...kin])];
}

/** True when the session is of a sport the goal trains (goalSports), whatever words the entry uses. */
export function trainsFor(goal: string | null | undefined, facts: { sport: Sport | null; others: Sport[] }): boolean {
  const sports = goalSports(goal);
  return !!facts.sport && [facts.sport, ...facts.others].some((sport) => sports.includes(sport));
}

/** The one sport of distance a goal names ('Run the Manchester Marathon': run; 'Ride the Dragon Ride': ride), or null. */
const DISTANCE_SPORTS: Sport[] = ['run', 'ride', 'swim', 'walk', 'row'];
function goalDistanceSport(goal: string | null | undefined): Sport | null {
  const named = sportsIn(goal ?? '').filter((sport) => DISTANCE_SPORTS.includes(sport));
  return named.length === 1 ? named[0] : null;
}

/**
 * A session measured but named by no sport ('Easy 8 km, legs fine') is of the one sport of distance the member's goal
 * names: a marathon runner's 8 km is a run. Not when the goal names several, or none ('Lose 5 kg').
 */
export function withGoalSport<F extends { sport: Sport | null; distance: string | null; pace: string | null }>(facts: F, goal: string | null | undefined): F {
  const sport = !facts.sport && (facts.distance || facts.pace) ? goalDistanceSport(goal) : null;
  return sport ? { ...facts, sport } : facts;
}
