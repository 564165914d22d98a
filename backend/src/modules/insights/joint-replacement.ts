/**
 * A session on a replaced joint ('Hip replacement in March, walked 8 km today', 'new knee, 20 km ride'): low-impact work
 * is what a new joint needs; gradually, within what the surgeon and physio have cleared, and asked before running. The
 * rule-based reply (advice.ts, and care-sentences.ts when 'replacement' made the entry a health one) gives it when no
 * pain or worry is named. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryFacts, entryText } from './entry-facts.js';

const REPLACED = /\b(?:hip|knee|shoulder|joint)\s+replacement\b|\bnew\s+(?:hip|knee|shoulder)\b(?!\s+(?:support|brace|strap|sleeve|tape|guard|pads?|cushion))|\b(?:replaced|resurfaced)\s+(?:hip|knee|shoulder)\b/i;
const WORRY = /\b(?:pain|painful|pains|sore|hurt|hurts|hurting|swollen|swelling|ache|aching|ached|clunk\w*|dislocat\w*|worried|worry|infection|hot|red)\b/i;

/** True when the entry tells of a session done on a replaced joint (not a run), with no pain or worry named. */
export function onReplacedJoint(entry: { title?: string | null; content: string }): boolean {
  const text = entryText(entry);
  const facts = entryFacts(entry);
  // A run on it is the surgeon's call already made: its own session's advice.
  return REPLACED.test(text) && !WORRY.test(text) && !!facts.sport && facts.sport !== 'run' && !!(facts.distance || facts.duration);
}

/** Low-impact work, built gradually within what is cleared, running asked about first. */
export function replacedJointSentence(tone: CoachTone): string {
  return {
    direct: 'Steady, low-impact work such as walking, cycling and swimming is exactly what a new joint needs: it builds the muscles that protect it. Build up gradually, keep to what your surgeon and physio have cleared, and ask them before adding running or jumping, which many advise against on a replaced joint.',
    encouraging: 'That is great to see on a new joint. Steady, low-impact work such as walking, cycling and swimming is exactly what it needs, and it builds the muscles that protect it. Build up gradually, keep to what your surgeon and physio have cleared, and ask them before adding running or jumping, which many advise against on a replaced joint.',
    analytical: 'Activity on a replaced joint logged. Low-impact loading (walking, cycling, swimming) strengthens the muscles that support it; progress gradually within what your surgeon and physio have cleared, and confirm before adding running or impact, which many surgeons advise against.',
  }[tone];
}
