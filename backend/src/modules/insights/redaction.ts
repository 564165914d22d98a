/**
 * Strips what identifies people and places from a member's text before it reaches the model: e-mail addresses,
 * web links, phone numbers and UK postcodes, the member's own name, and capitalised names of people and places.
 *
 * Names are found without a dictionary of names: a capitalised word in the middle of a sentence is a name unless it
 * is one of the few capitalised words of ordinary writing (I, days, months, the journal's tags, ...); a capitalised
 * word that starts a sentence is a name unless it is a common sentence opener. A word after 'in', 'at', 'near', ...
 * becomes [place], any other name [name]. Runs of capitalised words ('Richmond Park', 'Sarah Jane') become one
 * marker. Wrongly hiding a word costs the model a little context; wrongly passing a name would leak it, so the rules
 * lean towards hiding.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const URL = /\b(?:https?:\/\/|www\.)\S+/giu;
const PHONE = /(?<![\p{L}\p{N}])(?:\+?\d[\d\s().-]{7,}\d)(?![\p{L}\p{N}])/gu;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g;
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}_]{2,}/gu;

/** Capitalised words of ordinary writing that are not names (compared in lower case). */
const ALLOWED_CAPITALISED = new Set([
  'i', "i'm", "i've", "i'd", "i'll",
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'training', 'mindset', 'nutrition', 'race', 'day', 'recovery', 'life', 'balance',
  'christmas', 'easter', 'zone', 'ok', 'okay',
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
  coach club group friends family work home house garden dog mail email call thanks thank parked met saw remember let lets finish complete beat break qualify lose build improve reach stay become run ride swim get`.split(/\s+/),
);

/** Words after which a name is a place. */
const PLACE_CUES = new Set(['in', 'at', 'near', 'around', 'round', 'through', 'to', 'from', 'into', 'across', 'along', 'towards', 'via', 'up', 'down', 'over', 'past', 'outside', 'inside', 'beside']);

export interface RedactionOptions {
  /** Names to hide wherever they appear, in any case (the member's own name). */
  names?: Array<string | null | undefined>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Word-level pass: capitalised words that are names become [name] or [place]. */
function redactNames(text: string): string {
  // Tokens: words (letters, digits, apostrophes, hyphens inside), markers like [email], and everything else.
  const tokens = text.match(/\[[a-z]+\]|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[^\p{L}\p{N}[]+|\[/gu) ?? [];
  const out: string[] = [];
  let sentenceStart = true;
  let previousWord = '';
  let inName = false;
  for (const token of tokens) {
    const isWord = /^[\p{L}\p{N}]/u.test(token);
    if (!isWord) {
      if (/[.!?\n]/.test(token)) sentenceStart = true;
      // A run of capitalised words separated by a single space stays one marker.
      if (!(inName && token === ' ')) inName = false;
      out.push(token);
      continue;
    }
    const lower = token.toLowerCase().replace(/’/g, "'");
    const capitalised = /^\p{Lu}/u.test(token) && !/^[\p{Lu}\p{N}]+$/u.test(token.length > 1 ? token : 'x'); // ALL-CAPS (PB, FTP, 10K) is not a name
    let isName = false;
    if (capitalised && !ALLOWED_CAPITALISED.has(lower)) {
      isName = sentenceStart ? !OPENERS.has(lower) && !lower.endsWith('ly') && !lower.endsWith('ing') && !lower.endsWith('ed') : true;
    }
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

/** The text with e-mail addresses, links, phone numbers, postcodes, handles, names and places replaced by markers. */
export function redact(text: string, options: RedactionOptions = {}): string {
  let result = text.replace(EMAIL, '[email]').replace(URL, '[link]').replace(HANDLE, '[name]').replace(POSTCODE, '[place]').replace(PHONE, '[phone]');
  for (const name of options.names ?? []) {
    for (const part of (name ?? '').split(/\s+/).filter((p) => p.length > 1)) {
      result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(part)}(?![\\p{L}\\p{N}])`, 'giu'), '[name]');
    }
  }
  return redactNames(result);
}
