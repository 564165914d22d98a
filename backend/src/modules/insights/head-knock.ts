/**
 * A knock to the head with no symptom named ('Fell off on an icy corner, hit my head, helmet cracked, feel fine
 * though'): with a symptom it is an emergency (emergency-signs.ts 'head'); without one it is still a same-day check, the
 * signs that mean A&E over the next two days, rest until normal, and a new helmet. Pure.
 */
import type { CoachTone } from '../ai/index.js';

/** A blow to the head, or a helmet that took one; not 'head torch', 'headwind' or 'head down'. */
export const HEAD_KNOCK =
  /\b(?:(?:hit|banged|knocked|bumped|smacked|cracked|bashed|clonked)\s+(?:my\s+|the\s+back\s+of\s+my\s+|the\s+side\s+of\s+my\s+)?head|head\s+(?:hit|struck|took\s+(?:a|the)\s+(?:knock|blow|bang))|landed\s+on\s+my\s+head|(?:helmet|lid)\s+(?:is\s+|was\s+|got\s+)?(?:cracked|split|broken|smashed|dented)|(?:cracked|split|broke|broken|smashed|dented)\s+(?:my\s+|the\s+)?(?:helmet|lid))\b/i;

/** Checked today, the signs for A&E, someone near for two days, rest until normal, and the helmet replaced. */
export function headKnockSentence(tone: CoachTone): string {
  return {
    direct: 'A knock to the head is worth a check today even if you feel fine: call NHS 111 or your GP, and go to A&E now if you take blood thinners. For the next 48 hours have someone with you, and go to A&E at once with a headache that will not go, vomiting, drowsiness, confusion, memory loss or blurred vision. Rest until you feel completely normal before you train again, and replace a helmet that took the blow.',
    encouraging: 'I am glad you are home. A knock to the head is worth a check today even if you feel fine, so please call NHS 111 or your GP, and go to A&E now if you take blood thinners. For the next 48 hours have someone with you, and go to A&E at once with a headache that will not go, vomiting, drowsiness, confusion, memory loss or blurred vision. Rest until you feel completely normal before training again, and replace a helmet that took the blow: it has done its job.',
    analytical: 'Head impact logged. Same-day assessment is advised even without symptoms (NHS 111 or GP; A&E now if on anticoagulants). Over the next 48 hours have someone present, and attend A&E immediately for persistent headache, vomiting, drowsiness, confusion, amnesia or visual disturbance. Resume training only once fully symptom-free, and replace an impacted helmet.',
  }[tone];
}
