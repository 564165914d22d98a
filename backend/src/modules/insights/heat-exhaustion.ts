/**
 * Dizzy, faint, sick or headachy in the heat, with no warning sign of the heart's ('Ran in the heatwave, 32 degrees, felt
 * dizzy'): heat exhaustion, cooled now, with heatstroke's signs (confusion, no sweat: emergency-signs.ts) and 30 minutes
 * without recovery meaning 999. The doctor's check before the next hard session stays when it recurs on a cool day.
 * healthSentence (care-sentences.ts) gives it in a warning sign's place. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';
import { inHeat } from './entry-mentions.js';

/** What heat exhaustion feels like. */
const SIGNS = /\b(?:dizzy|dizziness|light[- ]?headed|woozy|faint|nause(?:a|ous)|felt\s+sick|headache)\b/i;
/** What makes it more than the heat: the heart's signs, a collapse, or a fainting. */
const HEART = /\b(?:chest|palpitations|heart\s+(?:racing|fluttering|skipping|skipped|pounding)|irregular|fainted|fainting|blacked\s+out|passed\s+out|collapsed)\b/i;

/** True for dizziness, faintness, sickness or a headache in the heat, without the heart's signs. */
export function heatExhaustion(entry: { title?: string | null; content: string }): boolean {
  const text = entryText(entry);
  return inHeat(entry) && SIGNS.test(text) && !HEART.test(text);
}

/** Cool down now; 999 if not better in 30 minutes or confused; the GP if it happens on a cool day too. */
export function heatExhaustionSentence(tone: CoachTone): string {
  const plain =
    'Dizziness, faintness, sickness or a headache in the heat are signs of heat exhaustion. Get somewhere cool now, lie down with your feet raised, sip water or a sports drink, and cool your skin with water and a fan. You should feel better within 30 minutes; call 999 if you do not, or if confusion or drowsiness comes or you stop sweating, because that is heatstroke. Rest for the day, train early or late while it is hot, and see your doctor before the next hard session if it happens on a cool day too.';
  return {
    direct: plain,
    encouraging: `Thank you for writing this down. ${plain}`,
    analytical: `Heat-related symptoms logged. ${plain}`,
  }[tone];
}
