/** The leaf values of json-from-schema.ts: numbers and strings (formats, patterns, long-form text, names). */
import {
  ADJECTIVES,
  NOUNS,
  capitalise,
  countWords,
  paragraphs,
  personName,
  prose,
  sentence,
  slugify,
  titleCase,
  titlePhrase,
  FIRST_NAMES,
  SURNAMES,
  type Rng,
} from './prose.js';
import type { JsonSchemaObject } from './json-from-schema.js';

export function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
// ---------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------

function decimalsOf(n: number): number {
  const s = String(n);
  if (s.includes('e-')) return Number(s.split('e-')[1]);
  const dot = s.indexOf('.');
  return dot === -1 ? 0 : s.length - dot - 1;
}

export function genNumber(schema: JsonSchemaObject, rng: Rng, name: string, integer: boolean): number {
  let lo = -Infinity;
  let hi = Infinity;
  let loEx = false;
  let hiEx = false;
  const min = num(schema['minimum']);
  const max = num(schema['maximum']);
  if (min !== undefined) lo = min;
  if (max !== undefined) hi = max;
  const exMin = schema['exclusiveMinimum'];
  const exMax = schema['exclusiveMaximum'];
  if (typeof exMin === 'number' && exMin >= lo) { lo = exMin; loEx = true; }
  else if (exMin === true && min !== undefined) loEx = true;
  if (typeof exMax === 'number' && exMax <= hi) { hi = exMax; hiEx = true; }
  else if (exMax === true && max !== undefined) hiEx = true;

  if (integer) {
    if (Number.isFinite(lo)) lo = loEx ? Math.floor(lo) + 1 : Math.ceil(lo);
    if (Number.isFinite(hi)) hi = hiEx ? Math.ceil(hi) - 1 : Math.floor(hi);
    loEx = hiEx = false;
  }

  // Soft bounds when unconstrained.
  if (!Number.isFinite(lo) && !Number.isFinite(hi)) { lo = 1; hi = 100; }
  else if (!Number.isFinite(lo)) { lo = hi > 1 ? 1 : hi - 100; loEx = false; }
  else if (!Number.isFinite(hi)) { hi = lo + 100; hiEx = false; }

  const inside = (v: number): boolean => (loEx ? v > lo : v >= lo) && (hiEx ? v < hi : v <= hi);

  const n = name.toLowerCase();
  let preferred: number | undefined;
  if (/(^|_)age$|Age$/.test(name) || n === 'age') preferred = 57;
  else if (/year/.test(n)) preferred = 2024;
  else if (/(minutes|duration|mins)/.test(n)) preferred = 45;
  else if (/(distance|km|kilomet)/.test(n)) preferred = integer ? 10 : 10.5;

  let value: number;
  if (preferred !== undefined && inside(preferred)) value = preferred;
  else if (integer) value = rng.int(lo, hi);
  else {
    const raw = lo + (hi - lo) * (0.1 + 0.8 * rng.next());
    const rounded = Math.round(raw * 100) / 100;
    value = inside(rounded) ? rounded : raw;
  }

  const multipleOf = num(schema['multipleOf']);
  if (multipleOf !== undefined && multipleOf > 0) {
    let kLo = Math.ceil(lo / multipleOf);
    if (loEx && kLo * multipleOf <= lo) kLo++;
    let kHi = Math.floor(hi / multipleOf);
    if (hiEx && kHi * multipleOf >= hi) kHi--;
    if (kLo <= kHi) {
      const k = Math.min(kHi, Math.max(kLo, Math.round(value / multipleOf)));
      value = Number((k * multipleOf).toFixed(Math.min(20, decimalsOf(multipleOf))));
    }
  }
  if (integer) value = Math.round(value);
  return value;
}

// ---------------------------------------------------------------------------
// Strings
// ---------------------------------------------------------------------------

export function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

function uuid(rng: Rng): string {
  const h = rng.hex(32);
  const variant = '89ab'[rng.int(0, 3)];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function isoDate(rng: Rng): Date {
  // A date in 2024–2025 at a round-ish time, deterministic.
  const base = Date.UTC(2024, 0, 1, 6, 0, 0);
  return new Date(base + rng.int(0, 600) * 86_400_000 + rng.int(0, 47) * 1_800_000);
}

function email(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)}.${rng.pick(SURNAMES)}@example.co.uk`.toLowerCase();
}

function formatted(format: string, rng: Rng): string | undefined {
  switch (format) {
    case 'date-time':
      return isoDate(rng).toISOString().replace('.000Z', 'Z');
    case 'date':
      return isoDate(rng).toISOString().slice(0, 10);
    case 'time':
      return `${isoDate(rng).toISOString().slice(11, 19)}Z`;
    case 'duration':
      return `PT${rng.int(20, 90)}M`;
    case 'email':
    case 'idn-email':
      return email(rng);
    case 'uri':
    case 'url':
    case 'iri':
      return `https://example.co.uk/${slugify(titlePhrase(rng))}`;
    case 'uri-reference':
    case 'iri-reference':
      return `/articles/${slugify(titlePhrase(rng))}`;
    case 'hostname':
    case 'idn-hostname':
      return 'flying50.example.co.uk';
    case 'ipv4':
      return `192.0.2.${rng.int(1, 254)}`;
    case 'ipv6':
      return `2001:db8::${rng.int(1, 0xfff).toString(16)}`;
    case 'uuid':
      return uuid(rng);
    default:
      return undefined;
  }
}

/** Middle of the first "N-M words" range (or "N words") found in the text. */
export function parseWordTarget(text: string): number | undefined {
  const range = /(\d[\d,]*)\s*(?:-|–|—|to|and)\s*(\d[\d,]*)\s*words/i.exec(text);
  if (range) {
    const a = Number(range[1]!.replace(/,/g, ''));
    const b = Number(range[2]!.replace(/,/g, ''));
    return Math.round((a + b) / 2);
  }
  const single = /(\d[\d,]*)\s*words/i.exec(text);
  return single ? Number(single[1]!.replace(/,/g, '')) : undefined;
}

function wordTarget(schema: JsonSchemaObject, name: string): number | undefined {
  const xw = schema['x-words'];
  if (typeof xw === 'number' && xw > 0) return Math.round(xw);
  if (Array.isArray(xw) && xw.length === 2 && xw.every((v) => typeof v === 'number')) {
    return Math.round(((xw[0] as number) + (xw[1] as number)) / 2);
  }
  if (isObj(xw) && typeof xw['min'] === 'number' && typeof xw['max'] === 'number') {
    return Math.round((xw['min'] + xw['max']) / 2);
  }
  if (typeof xw === 'string') {
    const t = parseWordTarget(`${xw} words`);
    if (t) return t;
  }
  const desc = typeof schema.description === 'string' ? schema.description : '';
  if (!/markdown|article|words/i.test(`${name} ${desc}`)) return undefined;
  return parseWordTarget(desc);
}

function sectionPlan(desc: string): { headings: boolean; numbered: boolean; sections: number } {
  const numbered = /##\s*(?:\d+|n|x|k)\./i.test(desc);
  const headings = numbered || /(^|[\s'"`(])##(\s|$)/.test(desc);
  let sections = 0;
  const explicit = /(\d+)\s+(?:numbered\s+)?(?:sections|headings|parts|chapters)/i.exec(desc);
  if (explicit) sections = Number(explicit[1]);
  if (!sections) {
    const nums = [...desc.matchAll(/##\s*(\d+)\./g)].map((m) => Number(m[1]));
    if (nums.length > 0 && Math.max(...nums) > 1) sections = Math.max(...nums);
  }
  if (!sections) sections = headings ? 5 : 1;
  return { headings, numbered, sections: Math.min(20, Math.max(1, sections)) };
}

/** Long text of exactly `words` whitespace-separated words, optionally with "## N." sections. */
export function longText(rng: Rng, words: number, desc: string, forceHeadings = false): string {
  const plan = sectionPlan(desc);
  const headings = plan.headings || forceHeadings;
  if (!headings) return paragraphs(rng, words);
  let sections = plan.headings ? plan.sections : 2;
  // Each section needs a heading (~7 tokens) and at least 20 words of body.
  sections = Math.max(1, Math.min(sections, Math.floor(words / 27)));
  if (words < 10) return paragraphs(rng, words);
  const heads: string[] = [];
  for (let i = 1; i <= sections; i++) {
    heads.push(`## ${plan.numbered ? `${i}. ` : ''}${titlePhrase(rng)}`);
  }
  const headingWords = heads.reduce((sum, h) => sum + countWords(h), 0);
  const body = Math.max(sections, words - headingWords);
  const parts: string[] = [];
  let left = body;
  for (let i = 0; i < sections; i++) {
    const share = i === sections - 1 ? left : Math.floor(body / sections);
    left -= share;
    parts.push(`${heads[i]}\n\n${paragraphs(rng, share)}`);
  }
  return parts.join('\n\n');
}

function fitLength(value: string, rng: Rng, minLength?: number, maxLength?: number): string {
  let s = value;
  const min = minLength ?? 0;
  if (maxLength !== undefined && s.length > maxLength) {
    let cut = s.slice(0, maxLength);
    const space = cut.lastIndexOf(' ');
    if (space > maxLength / 2 && space >= min) cut = cut.slice(0, space);
    cut = cut.replace(/[\s,;:]+$/, '');
    s = cut.length >= min ? cut : s.slice(0, maxLength);
  }
  while (s.length < min) s += (s ? ' ' : '') + sentence(rng, 8);
  if (maxLength !== undefined && s.length > maxLength) {
    s = s.slice(0, maxLength);
    if (s.endsWith(' ')) s = `${s.slice(0, -1)}.`;
  }
  return s;
}

function heuristicString(schema: JsonSchemaObject, rng: Rng, name: string): string {
  const n = name.toLowerCase();
  const desc = typeof schema.description === 'string' ? schema.description : '';
  const target = wordTarget(schema, name);
  const isMarkdown = /markdown/i.test(`${name} ${desc}`);
  if (target !== undefined) return longText(rng, target, desc, isMarkdown && /##/.test(desc));

  if (/slug/.test(n)) return slugify(titlePhrase(rng));
  if (/e-?mail/.test(n)) return email(rng);
  if (/(url|uri|href|link|website|src)$/.test(n) || /url/.test(n)) {
    return /(image|photo|picture|thumbnail|avatar)/.test(n)
      ? `https://images.example.co.uk/photos/${rng.int(100000, 999999)}.jpg`
      : `https://example.co.uk/${slugify(titlePhrase(rng))}`;
  }
  if (/^id$|Id$|_id$|ID$|^uuid$/.test(name)) return uuid(rng);
  if (/(At|_at|timestamp|Timestamp)$/.test(name)) return formatted('date-time', rng)!;
  if (/^date$|Date$|_date$|^date_|On$|_on$/.test(name)) return formatted('date', rng)!;
  if (/^first_?name$/.test(n)) return rng.pick(FIRST_NAMES);
  if (/^(last_?name|surname|family_?name)$/.test(n)) return rng.pick(SURNAMES);
  if (/(author|byline|photographer|fullname|full_name|person|coach|editor|writer)/.test(n)) return personName(rng);
  if (/(colou?r)/.test(n)) return `#${rng.hex(6)}`;
  if (/(locale|language|lang)$/.test(n)) return 'en-GB';
  if (/currency/.test(n)) return 'GBP';
  if (/phone/.test(n)) return `+44 20 7946 0${rng.int(100, 999)}`;
  if (/postcode|postal/.test(n)) return 'SW1A 1AA';
  if (/(subtitle|strapline|^dek$|tagline)/.test(n)) return sentence(rng, rng.int(8, 14));
  if (/(summary|description|excerpt|standfirst|intro|caption|^alt$|alttext|alt_text|lede|blurb|teaser|abstract)/.test(n)) {
    return prose(rng, rng.int(16, 30));
  }
  if (/(title|headline|heading)/.test(n)) return titlePhrase(rng);
  if (n === 'name' || /name$/.test(n)) return titleCase(`${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`);
  if (/(tag|keyword|category|topic|label|theme)/.test(n)) return rng.pick(NOUNS);
  if (/(query|search|prompt)/.test(n)) return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  if (/(markdown|body|content|text|article|copy|paragraph|html)/.test(n) || isMarkdown) {
    return isMarkdown ? longText(rng, rng.int(90, 130), desc, true) : paragraphs(rng, rng.int(60, 100));
  }
  return prose(rng, rng.int(6, 12));
}

function patternCandidates(rng: Rng, first: string): string[] {
  const word = rng.pick(NOUNS).replace(/[^a-z]/g, '');
  return [
    first,
    slugify(first),
    capitalise(word),
    word,
    slugify(titlePhrase(rng)),
    titlePhrase(rng),
    prose(rng, 6),
    String(rng.int(10000, 99999)),
    String(rng.int(1, 9)),
    word.toUpperCase().slice(0, 3),
    `${word}${rng.int(10, 99)}`,
    `${word}_${rng.pick(NOUNS).replace(/[^a-z]/g, '')}`,
    uuid(rng),
    formatted('date', rng)!,
    formatted('date-time', rng)!,
    formatted('time', rng)!,
    email(rng),
    formatted('uri', rng)!,
    `#${rng.hex(6)}`,
    rng.hex(6),
    rng.hex(24),
    'en-GB',
    'GB',
    'SW1A 1AA',
    `+44 20 7946 0${rng.int(100, 999)}`,
  ];
}

/** A limit the description states ('at most 160 characters'), as a model keeps to it where the schema has no maxLength. */
function describedMaxLength(schema: JsonSchemaObject): number | undefined {
  const desc = typeof schema.description === 'string' ? schema.description : '';
  const limit = /at most (\d[\d,]*) characters/i.exec(desc);
  return limit ? Number(limit[1].replace(/,/g, '')) : undefined;
}

export function genString(schema: JsonSchemaObject, rng: Rng, name: string): string {
  const minLength = num(schema['minLength']);
  const maxLength = num(schema['maxLength']) ?? describedMaxLength(schema);
  const format = typeof schema['format'] === 'string' ? (schema['format'] as string) : undefined;
  const fromFormat = format ? formatted(format, rng) : undefined;
  const base = fromFormat ?? heuristicString(schema, rng, name);

  const pattern = typeof schema['pattern'] === 'string' ? safeRegExp(schema['pattern'] as string) : undefined;
  if (pattern && !fromFormat) {
    const fits = (s: string): boolean =>
      pattern.test(s) && (minLength === undefined || s.length >= minLength) &&
      (maxLength === undefined || s.length <= maxLength);
    for (const candidate of patternCandidates(rng, base)) {
      if (fits(candidate)) return candidate;
      const fitted = fitLength(candidate, rng, minLength, maxLength);
      if (fits(fitted)) return fitted;
    }
  }
  return fromFormat ?? fitLength(base, rng, minLength, maxLength);
}
