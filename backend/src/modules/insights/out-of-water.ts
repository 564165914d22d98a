/**
 * A long day out that ran short of water or lost its way ('got lost on the fells in the mist and ran out of water, 3
 * hours instead of 2', 'no water left for the last hour'): drinking back tonight and what to watch for, then what to
 * carry and tell someone next time. Feeling unwell now (a warning sign, confusion) has its own answer first. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

/** Drank too little ('drank hardly anything', 'forgot my bottle'): the evening's drinking, then drinking from the start. */
const DRANK_LITTLE = /\b(?:drank|drunk|had)\s+(?:hardly|barely|almost)\s+(?:anything|nothing|any\s+water)\b|\b(?:didn'?t|did\s+not)\s+drink\s+(?:enough|anything|much)\b|\bforgot\s+(?:my|the)\s+(?:bottles?|water|drinks?)\b/i;
const DRY = /\b(?:ran|run|running|went)\s+(?:out|dry)\s+of\s+(?:water|fluids?|drink|drinks)\b|\bno\s+(?:water|drink|fluids?)\s+(?:left|for\s+the\s+last)\b|\b(?:water|bottles?|bottle|bladder|drink)\s+(?:ran|was|were)\s+(?:out|empty|dry)\b/i;
const LOST = /\b(?:got|get|getting|was|were)\s+(?:a\s+bit\s+|completely\s+|totally\s+|badly\s+)?lost\b|\blost\s+(?:my|the)\s+(?:way|route|path|trail|bearings)\b|\bwrong\s+(?:turn|path|trail|route)\b/i;
/** Mist, moor, fells and hills: where being lost or dry matters most (the advice names a map and compass there). */
const WILD = /\b(?:fells?|moors?|moorland|hills|mountains?|peaks?|mist|clag|fog|cloud|trails?|forest|woods|off[- ]road|bridleways?|footpaths?)\b/i;

/** What went short: 'water' (ran out), 'way' (got lost), 'both', 'drink' (drank too little), or null. */
export function shortOnTheDay(entry: { title?: string | null; content: string }): 'water' | 'way' | 'both' | 'drink' | null {
  const text = entryText(entry);
  const dry = DRY.test(text);
  const lost = LOST.test(text) && !/\blost\s+(?:weight|\d|a\s+(?:few|couple)|my\s+(?:phone|keys|watch|glove|bottle|appetite|rhythm|form|footing))\b/i.test(text);
  return dry && lost ? 'both' : dry ? 'water' : lost ? 'way' : DRANK_LITTLE.test(text) ? 'drink' : null;
}

export function outOfWaterSentence(short: 'water' | 'way' | 'both' | 'drink', tone: CoachTone, entry: { title?: string | null; content: string }): string {
  const wild = WILD.test(entryText(entry));
  const drink = {
    direct: 'Drink steadily over the evening until your urine is pale, with something salty, and see a doctor if you feel confused, faint or cannot keep fluids down.',
    encouraging: 'Drink steadily over the evening until your urine is pale, with something salty alongside, and please see a doctor if you feel confused, faint or cannot keep fluids down.',
    analytical: 'Rehydrate gradually over the evening to pale urine, with sodium; confusion, faintness or being unable to keep fluids down warrant medical review.',
  }[tone];
  if (short === 'drink') {
    const headache = /\bhead\s*aches?\b|\bheadache\b/i.test(entryText(entry));
    return `${drink} ${{
      direct: `Next time drink little and often from the start, about a bottle an hour on a long or warm session.${headache ? ' A headache that lasts past tomorrow, or a sudden severe one, needs a doctor.' : ''}`,
      encouraging: `Next time, sip little and often from the start, about a bottle an hour on a long or warm session, rather than waiting to feel thirsty.${headache ? ' A headache that lasts past tomorrow, or a severe one that comes on suddenly, needs a doctor too.' : ''}`,
      analytical: `Next time: regular small-volume intake from the start, about 500-750 ml an hour on long or warm sessions.${headache ? ' A headache persisting beyond tomorrow, or a sudden severe one, warrants medical review.' : ''}`,
    }[tone]}`;
  }
  const water = short === 'way' ? '' : 'more water than you think you will need (or know where to refill), ';
  const kit = wild ? `${water}a map and compass as well as a charged phone, and a spare layer` : `${water}a charged phone with the route on it`;
  const carry = {
    direct: `Next time take ${kit}. Tell someone your route and when you will be back.`,
    encouraging: `For next time, take ${kit}. Tell someone your route and when you expect to be back: longer than planned happens to everyone, and that makes it safe.`,
    analytical: `Next time: ${kit}; leave your route and return time with someone.`,
  }[tone];
  const found = { direct: '', encouraging: 'I am glad you found your way back. ', analytical: '' }[tone];
  return short === 'way' ? `${found}${carry}` : `${drink} ${carry}`;
}
