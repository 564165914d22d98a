/**
 * A joint that clicks, creaks or crunches without hurting ('shoulder clicking but no pain', 'knees creak, pain-free'):
 * common and nearly always harmless, so no worry (entry-kind.ts takes it out before a niggle is looked for), and a word
 * of reassurance where the reply would otherwise only call the session steady (advice.ts). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

/** A joint noise said not to hurt. */
export const PAINLESS_NOISE =
  /\b(?:clicking|clicks|clicked|clicky|crunching|crunchy|creaking|creaks|creaky|cracking|popping|pops)\b[^.!?\n]{0,20}?\b(?:but\s+)?(?:no\s+pain|not\s+painful|painless|pain[- ]free|doesn'?t\s+hurt|does\s+not\s+hurt|didn'?t\s+hurt|without\s+pain)\b/i;

/** True when the entry tells of a joint noise that does not hurt. */
export const painlessJointNoise = (entry: { title?: string | null; content: string }) => PAINLESS_NOISE.test(entryText(entry));

/** Reassurance, and the signs that would make it worth a physio. */
export function jointNoiseSentence(tone: CoachTone): string {
  return {
    direct: 'A joint that clicks or creaks without pain is common, especially after 50, and nearly always harmless: gas in the joint or a tendon sliding over bone. Keep training as normal; see a physio only if it starts to hurt, swells, or catches or locks.',
    encouraging: 'Clicks and creaks without pain are very common, especially after 50, and nearly always harmless: usually gas in the joint or a tendon sliding over bone. Carry on as normal, and see a physio only if it starts to hurt, swells, or catches or locks.',
    analytical: 'Painless joint crepitus is common and usually benign (gas release or tendon movement over bone). No change to training is needed; pain, swelling, catching or locking would warrant physio assessment.',
  }[tone];
}
