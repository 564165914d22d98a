/**
 * A foot or toes that go numb or tingle during runs or walks ('right foot goes numb after 5k', 'pins and needles in my
 * toes on long runs'): most often laces or shoes pressing on the nerves across the top of the foot as it swells over a
 * run, answered with what to loosen and change, and the GP or a physio if it stays after the run, comes with back pain
 * or weakness, or the member has diabetes. Numb from the cold (cold-sessions.ts) or in the water is not this. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText, type EntryFacts } from './entry-facts.js';

const FOOT = String.raw`(?:(?:left|right)\s+)?(?:foot|feet|toes?|forefoot|sole|soles)`;
const NUMB_FEET = new RegExp(
  String.raw`\b(?:numb|tingling|tingly|dead)\s+(?:my\s+|both\s+|the\s+)?${FOOT}\b|\b(?:pins\s+and\s+needles|tingling|numbness)\s+in\s+(?:my\s+|both\s+|the\s+)?${FOOT}\b|\b${FOOT}\s+(?:(?:always|often|sometimes|keeps?|kept|starts?|started)\s+)?(?:goes|go|going|went|gets|got|getting|turns?|turned|turning|were|was|is|are|feels?|felt)\s+(?:a\s+bit\s+|really\s+|completely\s+)?(?:numb|tingl\w*|dead)\b|^\s*${FOOT}\s+(?:numb|tingling)\b|[,;]\s*${FOOT}\s+(?:numb|tingling)\b`,
  'i',
);
const COLD = /\b(?:cold|freezing|frozen|icy|frost\w*|chilly|sub[- ]zero|minus\s+\d|snow\w*)\b/i;

/**
 * True for a run, a walk or a hike with a foot or toes gone numb or tingling, not from cold. Numb feet told with no
 * session ('numbness in my toes for a week, both feet') stay a worry for the doctor (care-sentences.ts).
 */
export function numbFeet(entry: { title?: string | null; content: string }, facts: Pick<EntryFacts, 'sport' | 'others'>): boolean {
  const text = entryText(entry);
  const onFoot = facts.sport === 'run' || facts.sport === 'walk' || facts.sport === 'hike' || facts.others.includes('run');
  return onFoot && NUMB_FEET.test(text) && !COLD.test(text);
}

/** Laces loosened or laced around the spot, a wider shoe; the GP or a physio when it stays, spreads or comes with diabetes. */
export function numbFeetSentence(tone: CoachTone): string {
  return {
    direct: 'A foot that goes numb partway through a run or walk is usually pressure on the nerves across its top: feet swell as you go, so laces that were right at the start end up too tight. Loosen them, skip the eyelet over the spot that presses, and check the shoe is wide enough at the toes. See your GP or a physio if the numbness stays afterwards, comes with back pain or weakness, or you have diabetes.',
    encouraging: 'That is more common than people think, and usually a simple fix: feet swell over a long run or walk, so laces that felt right at the start end up pressing on the nerves across the top of the foot. Try loosening them, skipping the eyelet over the spot that presses, and check your shoes are wide enough at the toes. If the numbness stays afterwards, comes with back pain or weakness, or you have diabetes, please see your GP or a physio.',
    analytical: 'Numbness developing mid-session usually reflects compression of the dorsal foot nerves as the foot swells under load: laces tight across the instep, or a narrow toe box. Loosen the lacing, skip the eyelet over the pressure point, and check toe-box width. Persistence afterwards, accompanying back pain or weakness, or diabetes warrant GP or physiotherapy assessment.',
  }[tone];
}
