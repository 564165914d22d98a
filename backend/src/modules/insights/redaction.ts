/**
 * Strips what identifies people and places from a member's text before it reaches the model: e-mail addresses,
 * web links, phone numbers and UK postcodes, the member's own name, and capitalised names of people and places.
 *
 * Names are found without a dictionary of names: a capitalised word in the middle of a sentence is a name unless it
 * is one of the few capitalised words of ordinary writing (I, days, months, the journal's tags, ...); a capitalised
 * word that starts a sentence is a name unless it is a common sentence opener. A word after 'in', 'at', 'near', ...
 * becomes [place], any other name [name]. Runs of capitalised words ('Richmond Park', 'Sarah Jane') become one
 * marker. A lower-case name is found after a title ('dr. o'brien') and after 'my wife', 'my kids', ... when it stands as
 * a name (relationName). Wrongly hiding a word costs the model a little context; wrongly passing a name would leak it,
 * so the rules lean towards hiding, but ordinary training text ('my physio appointment', '6 strides way too fast')
 * passes as it is. A first name written in lower case with nothing before it that marks it ('ran with sarah') is
 * found by its name in a lexicon of names, read in context (lower-case-names.ts).
 */
import { hideLowerCaseNames } from './lower-case-names.js';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const URL = /\b(?:https?:\/\/|www\.)\S+/giu;
const PHONE = /(?<![\p{L}\p{N}])(?:\+?\d[\d\s().-]{7,}\d)(?![\p{L}\p{N}])/gu;
/** A UK postcode in any case: the letters the Royal Mail uses in each place (no C, I, K, M, O or V in the inward code,
 * so '2 x 1km' or '6am' are not postcodes). */
const POSTCODE = /\b[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?\s*\d[ABD-HJLNP-UW-Z]{2}\b/gi;
/** A house number, up to three words and a street word: '12 baker street', '221b Upper Richmond Road' (checked by address()). */
const ADDRESS =
  /\b\d{1,4}[a-z]?,?\s+((?:[\p{L}'’-]+\s+){1,3})(street|st|road|rd|avenue|ave|crescent|cres|terrace|boulevard|mews|gdns|lane|ln|close|drive|grove|gardens|place|square|way|court|walk|view|hill|park)\b\.?/giu;
/** Street words that are nothing else, a street in any case ('7 station road'); the others are everyday words too
 * ('6 strides way too fast', '4 loops close to home'), a street only with a capital ('4 Orchard close', '3 Mill Lane'). */
const PLAIN_STREET_WORDS = new Set(['street', 'st', 'road', 'rd', 'avenue', 'ave', 'crescent', 'cres', 'terrace', 'boulevard', 'mews', 'gdns']);
/** A date of birth: a date (or a year) after 'born', 'DOB', 'date of birth' or 'birthday'. */
const BIRTH_DATE =
  /\b(born(?:\s+(?:on|in))?|d\.?o\.?b\.?|date\s+of\s+birth|birthday(?:\s+is)?)(:?\s+)(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?\p{L}{3,9}\.?(?:,?\s+\d{4})?|\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|(?:19|20)\d\d)\b/giu;
const MONTH_NAMES = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)/i;
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}_]{2,}/gu;

/**
 * The words of the sports, care and kit a training note names (compared in lower case): never a name when they start a
 * sentence ('Tennis doubles, 2 hours', 'Physio exercises done', 'Cardiologist says keep HR under 130'). A hyphenated
 * word ('Back-to-back', 'Age-group') is ordinary when each of its parts is.
 */
const TRAINING_WORDS =
  `tennis padel badminton squash pickleball golf aqua aquafit pool lake sea river lido lengths jog jogged jogging hike hiked
  hiking trek fell fells nordic row erg spin turbo sportive brick duathlon tri reformer class classes physio physiotherapist
  doctor gp nurse consultant cardiologist cardiac specialist surgeon rehab watch resting bp blood meds medication medicine
  tablets pills scan results bone bones op surgery operation flushes menopause perimenopause hrt grandkids grandchildren
  kids cramp cramped numb trail trails track fartlek threshold core plank planks squats deadlifts kettlebell kettlebells
  circuits circuit stretch stretches mobility massage sauna ice volunteered volunteering marshalling cheered age group pb
  pr sb season fastest quickest cancelled closed another to pulse breathless dizzy chest flare arthritis replacement
  calves shins ankle ankles achilles shoulder shoulders wrist elbow neck
  water intervals interval reps repeats drills cadence taper tapering negative split splits average avg headwind tailwind
  wind windy wet rain rainy dry warm humid muddy icy snow frosty foggy dark mum dad
  commute commuted treadmill indoor indoors outdoor outside gentle brutal nervous anxious excited tired exhausted shattered
  knackered stiff achy heavy fresh relaxed calm slowly quick quicker faster slower harder easier couldn't wouldn't shouldn't
  wasn't weren't isn't aren't don't doesn't haven't hasn't foam roller shoes trainers kit saddle bike helmet wetsuit goggles
  gels fuel fuelled fuelling hydration breakfast lunch dinner coffee fingers time trail hill hills route loop laps lap open
  negative-split steps elevation climb climbs climbing descent downhill uphill pacing paced splits warm-up cool-down
  total plan schedule programme program sets set superset felt legs`.split(/\s+/);
/** Brands, programmes and classes written with a capital mid-sentence that name no one ('on Zwift', 'Couch to 5K'). */
const BRANDS = `garmin strava zwift peloton parkrun fitbit wahoo polar coros whoop couch c25k pilates yoga hiit reformer aquafit nordic ironman`.split(/\s+/);

/** Capitalised words of ordinary writing that are not names (compared in lower case). */
const ALLOWED_CAPITALISED = new Set([
  'i', "i'm", "i've", "i'd", "i'll",
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'training', 'mindset', 'nutrition', 'race', 'day', 'recovery', 'life', 'balance',
  'christmas', 'easter', 'zone', 'ok', 'okay',
  ...BRANDS,
]);

/** Words that often start a sentence of a training note (compared in lower case). */
const OPENERS = new Set(
  `a an the this that these those there then today yesterday tomorrow tonight morning evening afternoon now later after before
  during while when where why how what which who whose my our your his her their its it we you he she they me us them i'm
  i've i'd i'll it's that's there's we've we're you're they're felt feel feeling feels did didn't do does done had has have
  was were is are am be been being will would could should might must can can't cannot won't not no yes so but and or if as
  because since though although also just only still even again first second third next last finally overall really very
  quite bit legs body mind knee knees hip hips back calf calves hamstring hamstrings heart breathing sleep slept energy
  easy hard tough long short slow fast steady tempo interval intervals hill hills run runs ran running ride rode riding
  cycle cycled cycling bike swim swam swimming walk walked walking rowed rowing gym weights strength stretching yoga pilates
  session sessions workout workouts warm cool cooldown recovery rest rested rain wind weather cold hot sun legs plan planned
  goal goals target race racing parkrun marathon half triathlon sprint splits pace heart-rate hr km miles mile metres
  good great bad fine better best worse worst nice lovely tired sore stiff strong stronger weak happy pleased proud
  managed finished completed started tried tried pushed struggled kept held went got took made set hit felt did need needed
  want wanted going new big small some most many much more less few every each all both another other such lots plenty
  one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred
  nothing something everything anything nobody everyone note notes thoughts reflection week weeks month months year years
  coach club group friends family work home house garden dog mail email call thanks thank parked met saw remember let lets finish complete beat break qualify lose build improve reach stay become run ride swim get start meet born
  up down out off on in at with for from by about over under around`.split(/\s+/).concat(TRAINING_WORDS),
);
/** A sentence's first word that is ordinary: an opener, or a hyphenated word whose parts all are ('Back-to-back'). */
const isOpener = (lower: string) => OPENERS.has(lower) || (lower.includes('-') && lower.split('-').every((part) => OPENERS.has(part)));

/** Titles: the next word is a name in any case ('dr. o'brien', 'mrs patel'). Not names themselves. */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sir', 'dame', 'rev']);

/**
 * People a member calls by name: after 'my', 'her', ... a lower-case word is a name when it stands as one: alone ('my son
 * tom.', 'my wife jane and ...'), before a verb or the like ('her husband tom came', 'my wife jane today'), or as a first
 * name and surname ('my friend jane smith ran'). Otherwise it is an ordinary word ('my wife and I', 'my son ran').
 */
const RELATIONS = new Set(
  `wife husband partner spouse fiance fiancee girlfriend boyfriend son daughter child kid brother sister
  mum mom mother dad father grandson granddaughter grandad grandpa grandma gran nan uncle aunt auntie cousin niece nephew
  stepson stepdaughter friend mate pal buddy neighbour colleague boss teammate`.split(/\s+/),
);
/** The same in the plural, often naming what is theirs ('my kids sports day'): a lower-case name only when it stands alone
 * ('my kids jack & amy', 'my daughters emma and sophie'). */
const PLURAL_RELATIONS = new Set(
  `sons daughters children kids brothers sisters friends mates pals grandchildren grandsons granddaughters cousins nieces
  nephews neighbours colleagues teammates parents`.split(/\s+/),
);
/** Professionals (physio, doctor, gp, coach, ...) are not cues: their name is capitalised or follows a title ('my physio,
 * Dr. Patel'), while 'my physio appointment', 'my gp surgery' and 'my doctor recommends' are ordinary words. */
const POSSESSIVES = new Set(['my', 'his', 'her', 'our', 'their', 'your']);

/** Ordinary words that follow a relation word ('my coach said', 'my son was'), besides the sentence openers. */
const AFTER_RELATION = new Set(
  `and or nor but who whom whose which that is isn't was wasn't has hasn't had will won't would can could should may might must
  says said tells told thinks thought reckons reckoned asks asked wants wanted likes liked loves loved hates came comes joined
  joins runs rode rides swims walks cheers cheered helps helped gets gave gives drove drives picks picked keeps bought buys
  plays works suggests insists agrees reminds reminded does doesn't did didn't says seems seemed looks looked sees saw knows knew
  to too also with for at in on of off about from by as than me him them us it again always never often sometimes recently
  here there today tonight now then yesterday tomorrow this last`.split(/\s+/),
);
/** Words after a name that show it is one ('jane ran', 'tom came'), besides AFTER_RELATION and past tenses in -ed. */
const AFTER_NAME = new Set(
  `ran run went got took made met set kept won lost beat ate drank sent rang bought brought left swam am are were i
  has have had is was will`.split(/\s+/),
);
/** Everyday things of a relation ('my son football', 'my daughter birthday party'): never a name after one. */
const NOT_NAMES = new Set(
  `birthday party wedding anniversary funeral graduation school college uni university nursery class homework exams sport
  sports football rugby cricket tennis netball hockey golf match game games team club car van bike house flat garden dog cat
  work job office shift appointment surgery clinic practice results advice plan plans race races training session sessions
  holiday holidays weekend night dinner lunch breakfast tea`.split(/\s+/),
);
/** Words of a training note that are never a street's name: distances, counts, ordinary words ('5 miles on the road'). */
const NOT_STREET_WORDS = new Set(
  `the a an of on in at to down up along round around across over by this that my our your his her their and or x
  km k mile miles mi metres meters m yards laps lap sets set reps rep hour hours hr hrs minute minutes min mins seconds
  secs times days weeks steep long short easy hard flat quiet busy main back whole`.split(/\s+/),
);

/** Words after which a name is a place. */
const PLACE_CUES = new Set(['in', 'at', 'near', 'around', 'round', 'through', 'to', 'from', 'into', 'across', 'along', 'towards', 'via', 'up', 'down', 'over', 'past', 'outside', 'inside', 'beside']);

export interface RedactionOptions {
  /** Names to hide wherever they appear, in any case (the member's own name). */
  names?: Array<string | null | undefined>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const lowerWord = (token: string) => token.toLowerCase().replace(/’/g, "'");
const isWord = (token: string | undefined): token is string => token !== undefined && /^[\p{L}\p{N}]/u.test(token);

/** The index of the word after token i across one space, or -1 when the text ends or punctuation (or '&') comes first. */
function nextWord(tokens: string[], i: number): number {
  return /^[ \t]$/.test(tokens[i + 1] ?? '') && isWord(tokens[i + 2]) ? i + 2 : -1;
}

/** Could this word be a name after a relation word (not an ordinary word, a number, an adverb or a thing of theirs)? */
function mayBeName(token: string): boolean {
  const lower = lowerWord(token);
  return !OPENERS.has(lower) && !AFTER_RELATION.has(lower) && !NOT_NAMES.has(lower) && !ALLOWED_CAPITALISED.has(lower) && !TITLES.has(lower)
    && !RELATIONS.has(lower) && !PLURAL_RELATIONS.has(lower) && !/(ly|ing|ed)$/.test(lower) && !/^\p{N}/u.test(token);
}

/** A word after a name that shows it is one: 'jane ran', 'tom came', 'jane today', 'emma and ...'. */
function showsName(token: string): boolean {
  const lower = lowerWord(token);
  return AFTER_RELATION.has(lower) || AFTER_NAME.has(lower) || /ed$/.test(lower);
}

/**
 * How many words from token i are a name after a relation word: 0, 1 ('jane' in 'my wife jane today') or 2 ('jane smith'
 * in 'my friend jane smith ran'). After a plural one ('my kids') only a word standing alone (before the end,
 * punctuation, '&', 'and', 'or' or 'who').
 */
function relationName(tokens: string[], i: number, plural: boolean): number {
  if (!mayBeName(tokens[i])) return 0;
  const j = nextWord(tokens, i);
  if (j < 0 || ['and', 'or', 'who'].includes(lowerWord(tokens[j]))) return 1;
  if (plural) return 0;
  if (showsName(tokens[j])) return 1;
  if (!mayBeName(tokens[j])) return 0;
  const k = nextWord(tokens, j);
  return k < 0 || showsName(tokens[k]) ? 2 : 0;
}

/** Word-level pass: capitalised words that are names become [name] or [place]. */
function redactNames(text: string): string {
  // Tokens: words (letters, digits, apostrophes, hyphens inside), markers like [email], and everything else.
  const tokens = text.match(/\[[a-z]+\]|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[^\p{L}\p{N}[]+|\[/gu) ?? [];
  const out: string[] = [];
  let sentenceStart = true;
  let previousWord = '';
  let inName = false;
  // After a title (across its full stop) the next word is a name in any case, and the word after it joins the marker
  // unless ordinary ('mr patel'). After 'my wife' or 'my kids' (across one space) relationName says how many words are
  // a name; after such a name, 'and' or '&' lists another ('my daughters emma and sophie').
  let cue: 'title' | 'surname' | 'relation' | 'plural' | 'listing' | null = null;
  let named = 0; // words still to come of a name relationName found
  let afterRelationName = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!isWord(token)) {
      if (/[.!?\n]/.test(token)) sentenceStart = true;
      if (afterRelationName && /^\s*&\s*$/.test(token)) cue = 'listing';
      else if (!(token === ' ' || (cue === 'title' && /^\.?\s?$/.test(token)))) cue = null;
      if (token !== ' ') afterRelationName = false;
      // A run of capitalised words separated by a single space stays one marker.
      if (!(inName && token === ' ')) inName = false;
      out.push(token);
      continue;
    }
    const lower = lowerWord(token);
    const capitalised = /^\p{Lu}/u.test(token) && !/^[\p{Lu}\p{N}]+$/u.test(token.length > 1 ? token : 'x'); // ALL-CAPS (PB, FTP, 10K) is not a name
    let isName = false;
    let fromRelation = false;
    if (named > 0) {
      isName = fromRelation = true;
      named -= 1;
    } else if (TITLES.has(lower)) {
      // A title is not a name itself; the word after it is.
    } else if (cue === 'title') {
      isName = true;
    } else if (cue === 'surname') {
      isName = mayBeName(token);
    } else if (cue === 'relation' || cue === 'plural' || cue === 'listing') {
      const words = relationName(tokens, i, cue === 'plural');
      isName = fromRelation = words > 0;
      named = Math.max(0, words - 1);
    }
    if (!isName && capitalised && !ALLOWED_CAPITALISED.has(lower) && !TITLES.has(lower)) {
      isName = sentenceStart ? !isOpener(lower) && !lower.endsWith('ly') && !lower.endsWith('ing') && !lower.endsWith('ed') : true;
    }
    const possessed = POSSESSIVES.has(previousWord);
    cue = TITLES.has(lower)
      ? 'title'
      : possessed && RELATIONS.has(lower)
        ? 'relation'
        : possessed && PLURAL_RELATIONS.has(lower)
          ? 'plural'
          : isName && cue === 'title'
            ? 'surname'
            : lower === 'and' && afterRelationName
              ? 'listing'
              : null;
    afterRelationName = fromRelation && named === 0;
    if (isName) {
      if (inName) {
        // continue the marker: drop the space pushed before this word
        if (out.at(-1) === ' ') out.pop();
      } else {
        out.push(PLACE_CUES.has(previousWord) ? '[place]' : '[name]');
      }
      inName = true;
    } else {
      inName = false;
      out.push(token);
    }
    previousWord = lower;
    sentenceStart = false;
  }
  return out.join('');
}

/** '12 baker street' is an address; '5 miles on the road' is not (its words are ordinary ones), nor '6 strides way' (an
 * everyday street word without a capital). */
function address(match: string, words: string, street: string): string {
  const parts = words.trim().split(/\s+/);
  const named = parts.every((word) => !NOT_STREET_WORDS.has(word.toLowerCase()) && !OPENERS.has(word.toLowerCase()));
  const capital = (word: string) => /^\p{Lu}/u.test(word);
  if (!named || !(PLAIN_STREET_WORDS.has(street.toLowerCase()) || capital(street) || parts.some(capital))) return match;
  // The full stop of 'St.' goes with the street; after a whole word it ends the sentence.
  return match.endsWith('.') && !/^(st|rd|ave|ln|cres|gdns)$/i.test(street) ? '[place].' : '[place]';
}

/** 'born 04/07/1971' becomes 'born [date]'; a word that is not a month ('born in London') is left. */
function birthDate(match: string, cue: string, gap: string, date: string): string {
  const word = /\p{L}{3,}/u.exec(date.replace(/^\d+(st|nd|rd|th)?\s+(of\s+)?/i, ''))?.[0];
  return word && !MONTH_NAMES.test(word) ? match : `${cue}${gap}[date]`;
}

/**
 * The text with e-mail addresses, links, phone numbers, street addresses, postcodes, dates of birth, handles, names
 * and places replaced by markers; then the first names written in lower case (lower-case-names.ts).
 */
export async function redact(text: string, options: RedactionOptions = {}): Promise<string> {
  let result = text
    .replace(EMAIL, '[email]')
    .replace(URL, '[link]')
    .replace(HANDLE, '[name]')
    .replace(BIRTH_DATE, birthDate)
    .replace(ADDRESS, address)
    .replace(POSTCODE, '[place]')
    .replace(PHONE, '[phone]');
  for (const name of options.names ?? []) {
    for (const part of (name ?? '').split(/\s+/).filter((p) => p.length > 1)) {
      result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(part)}(?![\\p{L}\\p{N}])`, 'giu'), '[name]');
    }
  }
  return hideLowerCaseNames(redactNames(result));
}
