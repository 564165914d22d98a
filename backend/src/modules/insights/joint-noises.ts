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

/** A joint that clicks, creaks or crunches ('Left knee clicks when I squat', 'knees creak on the stairs'). */
const NOISE = /\b(?:knees?|hips?|shoulders?|ankles?|neck|joints?|elbows?|wrists?)\b[^.!?\n]{0,20}?\b(?:clicks?|clicking|clicked|creaks?|creaking|crunch(?:es|ing)?|cracks?|cracking|pops|popping|grinds|grinding)\b|\b(?:clicky|creaky|crunchy)\s+(?:knees?|hips?|shoulders?|ankles?|neck|joints?)\b/i;
/** Anything that would make a joint noise a worry: pain, swelling, locking, giving way. */
const TROUBLE = /\b(?:pain\w*|hurt\w*|sore\w*|ach\w*|swell\w*|swollen|lock\w*|catch\w*|gave\s+way|gives\s+way|giving\s+way|unstable|stiff\w*|tender|injur\w*|replace\w*|new\s+(?:hip|knee))\b/i;

/** True when the entry tells of a joint noise that does not hurt, said so or with nothing said of pain at all. */
export const painlessJointNoise = (entry: { title?: string | null; content: string }) => {
  const text = entryText(entry);
  return PAINLESS_NOISE.test(text) || (NOISE.test(text) && !TROUBLE.test(text));
};

/** Reassurance, and the signs that would make it worth a physio. */
export function jointNoiseSentence(tone: CoachTone): string {
  return {
    direct: 'A joint that clicks or creaks without pain is common, especially after 50, and nearly always harmless: gas in the joint or a tendon sliding over bone. Keep training as normal; see a physio only if it starts to hurt, swells, or catches or locks.',
    encouraging: 'Clicks and creaks without pain are very common, especially after 50, and nearly always harmless: usually gas in the joint or a tendon sliding over bone. Carry on as normal, and see a physio only if it starts to hurt, swells, or catches or locks.',
    analytical: 'Painless joint crepitus is common and usually benign (gas release or tendon movement over bone). No change to training is needed; pain, swelling, catching or locking would warrant physio assessment.',
  }[tone];
}
