/**
 * Deterministic pseudo-random helpers and a small British-English prose
 * generator used by the test doubles. Everything here is a pure function of
 * its seed, so the same seed always produces the same text.
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bool(): boolean;
  /** Lower-case hex string of the given length. */
  hex(length: number): string;
}

/** Mulberry32 PRNG seeded from a string or number. */
export function createRng(seed: string | number): Rng {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => (max <= min ? min : min + Math.floor(next() * (max - min + 1)));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    bool: () => next() < 0.5,
    hex: (length: number) => {
      let out = '';
      while (out.length < length) out += Math.floor(next() * 16).toString(16);
      return out;
    },
  };
}

// ---------------------------------------------------------------------------
// Word lists (British spelling, themed around older athletes)
// ---------------------------------------------------------------------------

export const ADJECTIVES = [
  'steady', 'gentle', 'brisk', 'patient', 'seasoned', 'resilient', 'sensible', 'favourite', 'early', 'weekly',
  'coastal', 'hilly', 'quiet', 'honest', 'measured', 'practical', 'spirited', 'thoughtful', 'careful', 'sturdy',
  'cheerful', 'familiar', 'generous', 'modest', 'lively', 'fresh', 'autumnal', 'wintry', 'local', 'veteran',
  'unhurried', 'rewarding', 'sociable', 'blustery', 'drizzly', 'sunlit', 'rolling', 'winding', 'sheltered', 'bracing',
] as const;

export const NOUNS = [
  'runner', 'cyclist', 'swimmer', 'rower', 'coach', 'physiotherapist', 'programme', 'routine', 'session', 'warm-up',
  'stretch', 'stride', 'hill', 'towpath', 'reservoir', 'harbour', 'club', 'neighbour', 'colleague', 'marathon',
  'parkrun', 'recovery', 'stamina', 'balance', 'mobility', 'posture', 'rhythm', 'season', 'journal', 'diary',
  'leisure centre', 'promenade', 'fell', 'bridleway', 'lido', 'velodrome', 'cadence', 'kit bag', 'flask', 'headwind',
  'training plan', 'rest day', 'knee', 'hamstring', 'breakfast', 'habit', 'goal', 'milestone', 'village green', 'canal',
] as const;

/** Transitive verbs in the third person singular. */
export const VERBS_TRANSITIVE = [
  'builds', 'favours', 'organises', 'practises', 'recognises', 'improves', 'steadies', 'rewards', 'encourages',
  'supports', 'strengthens', 'rebuilds', 'follows', 'welcomes', 'prioritises', 'summarises', 'analyses', 'revisits',
  'protects', 'celebrates', 'schedules', 'balances', 'tests', 'shapes', 'guides',
] as const;

/** Intransitive verbs in the third person singular. */
export const VERBS_INTRANSITIVE = [
  'improves', 'recovers', 'perseveres', 'rests', 'returns', 'adapts', 'thrives', 'listens', 'settles', 'endures',
] as const;

export const ADVERBS = [
  'gradually', 'steadily', 'quietly', 'sensibly', 'cheerfully', 'properly', 'patiently', 'carefully', 'gently',
  'reliably', 'honestly', 'thoroughly',
] as const;

export const PREPOSITIONS = [
  'along', 'beside', 'through', 'across', 'around', 'towards', 'after', 'before', 'during', 'without', 'near', 'behind',
] as const;

export const DETERMINERS = ['the', 'every', 'each', 'a', 'this', 'our', 'that'] as const;
export const CONJUNCTIONS = ['and', 'but', 'while', 'so', 'because', 'although'] as const;

export const FIRST_NAMES = [
  'Margaret', 'Alistair', 'Gwen', 'Rupert', 'Siobhan', 'Nigel', 'Priya', 'Graham', 'Fiona', 'Desmond', 'Hilary',
  'Tariq', 'Rosalind', 'Callum', 'Bronwen', 'Ian', 'Maureen', 'Gareth', 'Aileen', 'Clive',
] as const;

export const SURNAMES = [
  'Holloway', 'Pemberton', 'Ashworth', 'MacLeod', 'Okafor', 'Griffiths', 'Thornbury', 'Fairweather', 'Oduya',
  'Whitlock', 'Castellan', 'Bramley', 'Hargreaves', 'Lindqvist', 'Rowntree', 'Kaur', 'Penhaligon', 'Sutcliffe',
] as const;

const SMALL_TITLE_WORDS = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'of', 'in', 'on', 'at', 'to', 'for', 'by',
  'with', 'along', 'beside', 'through', 'across', 'around', 'towards', 'after', 'before', 'during', 'without', 'near',
  'behind']);

// ---------------------------------------------------------------------------
// Prose
// ---------------------------------------------------------------------------

type Slot = 'D' | 'A' | 'N' | 'T' | 'I' | 'V' | 'P';

/** Clause shapes indexed by word count (nouns may be two words, handled below). */
const CLAUSES: Record<number, Slot[][]> = {
  3: [['D', 'N', 'I']],
  4: [['D', 'N', 'I', 'V'], ['D', 'A', 'N', 'I']],
  5: [['D', 'N', 'T', 'D', 'N'], ['D', 'A', 'N', 'I', 'V']],
  6: [['D', 'A', 'N', 'T', 'D', 'N'], ['D', 'N', 'V', 'T', 'D', 'N']],
  7: [['D', 'A', 'N', 'T', 'D', 'A', 'N'], ['D', 'N', 'I', 'P', 'D', 'A', 'N']],
  8: [['D', 'N', 'T', 'D', 'N', 'P', 'D', 'N'], ['D', 'A', 'N', 'I', 'P', 'D', 'A', 'N']],
  9: [['D', 'A', 'N', 'T', 'D', 'N', 'P', 'D', 'N']],
  10: [['D', 'A', 'N', 'T', 'D', 'A', 'N', 'P', 'D', 'N']],
  11: [['D', 'A', 'N', 'V', 'T', 'D', 'A', 'N', 'P', 'D', 'N']],
  12: [['D', 'A', 'N', 'V', 'T', 'D', 'A', 'N', 'P', 'D', 'A', 'N']],
};

const SINGLE_WORD_NOUNS = NOUNS.filter((n) => !n.includes(' '));

function clauseWords(rng: Rng, length: number): string[] {
  const shape = rng.pick(CLAUSES[length] ?? CLAUSES[6]!);
  const words: string[] = [];
  for (const slot of shape) {
    switch (slot) {
      case 'D': words.push(rng.pick(DETERMINERS)); break;
      case 'A': words.push(rng.pick(ADJECTIVES)); break;
      case 'N': words.push(rng.pick(SINGLE_WORD_NOUNS)); break;
      case 'T': words.push(rng.pick(VERBS_TRANSITIVE)); break;
      case 'I': words.push(rng.pick(VERBS_INTRANSITIVE)); break;
      case 'V': words.push(rng.pick(ADVERBS)); break;
      case 'P': words.push(rng.pick(PREPOSITIONS)); break;
    }
  }
  return words;
}

function fixArticles(words: string[]): string[] {
  for (let i = 0; i < words.length - 1; i++) {
    if (words[i] === 'a' && /^[aeiou]/i.test(words[i + 1]!)) words[i] = 'an';
  }
  return words;
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const ONE_WORD = ['Onwards.', 'Splendid.', 'Indeed.', 'Quite.', 'Steady.'];

/** One sentence of exactly `length` whitespace-separated words (length >= 1). */
export function sentence(rng: Rng, length: number): string {
  if (length <= 1) return rng.pick(ONE_WORD);
  let words: string[];
  if (length === 2) {
    words = [rng.pick(ADJECTIVES), rng.pick(SINGLE_WORD_NOUNS)];
  } else if (length <= 12) {
    words = clauseWords(rng, length);
  } else {
    // clause + conjunction + rest (each clause at least 4 words)
    words = [];
    let remaining = length;
    while (remaining > 12) {
      const first = rng.int(4, Math.min(10, remaining - 1 - 4));
      words.push(...clauseWords(rng, first));
      words[words.length - 1] += ',';
      words.push(rng.pick(CONJUNCTIONS));
      remaining -= first + 1;
    }
    words.push(...clauseWords(rng, remaining));
  }
  fixArticles(words);
  words[0] = capitalise(words[0]!);
  return `${words.join(' ')}.`;
}

/** Sentences totalling exactly `wordCount` words, with natural sentence lengths. */
export function sentences(rng: Rng, wordCount: number): string[] {
  const out: string[] = [];
  let remaining = Math.max(0, Math.floor(wordCount));
  while (remaining > 0) {
    const len = remaining <= 16 ? remaining : rng.int(7, Math.min(16, remaining - 7));
    out.push(sentence(rng, len));
    remaining -= len;
  }
  return out;
}

/** Plain prose of exactly `wordCount` words, in one paragraph. */
export function prose(rng: Rng, wordCount: number): string {
  return sentences(rng, wordCount).join(' ');
}

/** Paragraphs (separated by a blank line) totalling exactly `wordCount` words. */
export function paragraphs(rng: Rng, wordCount: number): string {
  const all = sentences(rng, wordCount);
  const paras: string[] = [];
  let i = 0;
  while (i < all.length) {
    const n = rng.int(3, 5);
    paras.push(all.slice(i, i + n).join(' '));
    i += n;
  }
  return paras.join('\n\n');
}

/** Title-case phrase such as "Gentle Strides Along the Towpath" (4–6 words). */
export function titlePhrase(rng: Rng): string {
  const shapes: string[][] = [
    [rng.pick(ADJECTIVES), rng.pick(SINGLE_WORD_NOUNS) + 's', rng.pick(PREPOSITIONS), 'the', rng.pick(SINGLE_WORD_NOUNS)],
    ['The', rng.pick(ADJECTIVES), rng.pick(SINGLE_WORD_NOUNS), 'after', 'fifty'],
    ['Why', 'the', rng.pick(ADJECTIVES), rng.pick(SINGLE_WORD_NOUNS), rng.pick(VERBS_INTRANSITIVE)],
    [rng.pick(ADJECTIVES), rng.pick(SINGLE_WORD_NOUNS) + 's', 'and', 'the', rng.pick(ADJECTIVES), rng.pick(SINGLE_WORD_NOUNS)],
  ];
  return titleCase(rng.pick(shapes).join(' '));
}

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_TITLE_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : capitalise(w)))
    .join(' ');
}

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Counts whitespace-separated words. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
