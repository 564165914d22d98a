/**
 * Blood given ('Gave blood yesterday, easy 30 min walk today', 'gave blood at lunchtime, rest day'): the rest of that
 * day free of hard exercise, and harder sessions felt harder for a few weeks while the red cells come back (fluid
 * returns in a day or two). The rule-based reply (advice.ts) gives it before the session's or the rest day's own advice.
 * Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

/** Whole blood (plasma and platelets come back within days, and their red cells are returned). */
const GAVE_BLOOD = /\b(?:gave|give|giving|donated|donating|donate)\s+blood\b|\bblood\s+donation\b|\bblood\s+donor\s+(?:session|appointment|centre|center)\b/i;
/** Not given after all: 'couldn't give blood, iron too low', 'turned away from giving blood'. */
const NOT_GIVEN = /\b(?:couldn'?t|could\s+not|can'?t|cannot|wasn'?t\s+allowed\s+to|not\s+allowed\s+to|turned\s+away\s+from|deferred\s+from)\s+(?:give|giving|donate|donating)\b/i;

/** True when the entry says the member gave blood. */
export const gaveBlood = (entry: { title?: string | null; content: string }) => GAVE_BLOOD.test(entryText(entry)) && !NOT_GIVEN.test(entryText(entry));

/** The day free of hard exercise, easy sessions for a while, effort by feel, iron-rich food. */
export function gaveBloodSentence(tone: CoachTone): string {
  return {
    direct: 'After giving blood, keep the rest of that day free of hard exercise and drink plenty. The fluid is back within a day or two but the red cells take several weeks, so hard sessions will feel harder for a while: keep the next few easy, judge effort by feel rather than pace, and eat iron-rich food (red meat, beans, lentils, dark greens).',
    encouraging: 'Thank you for giving blood. Keep the rest of that day free of hard exercise and drink plenty; the fluid is back within a day or two, but the red cells take several weeks, so harder sessions may feel tougher for a while. Easy sessions, effort judged by feel rather than pace, and iron-rich food (red meat, beans, lentils, dark greens) help you back to normal.',
    analytical: 'Blood donation: no strenuous exercise for the rest of the day, fluids up. Plasma volume recovers within 24-48 hours, haemoglobin over several weeks, so expect reduced capacity at high intensity; keep sessions easy for several days, pace by feel, and prioritise dietary iron.',
  }[tone];
}
