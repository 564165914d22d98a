/**
 * A heart rate that will not come down on easy sessions ("Can't get my heart rate down on easy runs, always 150+",
 * 'HR always too high on my easy rides'): slow down further, the day's causes, the wrist sensor, and the talk test
 * over a formula; the GP when it is high at rest too or comes with feeling unwell. Was a steady session. A reading
 * no easy session reaches (185 and more) is questions.ts's (the sensor's). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const HR = String.raw`(?:heart\s*rate|hr|pulse|bpm)`;
const WONT_COME_DOWN = new RegExp(
  String.raw`\b(?:can'?t|cannot|couldn'?t|struggl\w*\s+to|impossible\s+to|never\s+(?:manage\s+to\s+)?|unable\s+to|hard\s+to)\s+(?:i\s+)?(?:get|keep)\s+(?:my\s+)?${HR}\s+(?:down|low|lower|under\s+\d{3}|below\s+\d{3}|in\s+zone\s*[12])\b|\b${HR}\s+(?:is\s+|was\s+|goes\s+|shoots\s+|always\s+|still\s+)*(?:too|way\s+too|really|so|very)?\s*(?:high|up)\s+(?:on|during|even\s+on)\s+(?:my\s+|an?\s+|the\s+)?(?:easy|slow|gentle|recovery|zone\s*2)\s+(?:runs?|rides?|jogs?|sessions?|pace|spins?)\b`,
  'i',
);

export const easyHeartRateTooHigh = (entry: { title?: string | null; content: string }) => WONT_COME_DOWN.test(entryText(entry));

export function easyHeartRateSentence(tone: CoachTone): string {
  return {
    direct:
      'Easy by heart rate often means slower than feels natural at first: slow down further, walk the hills or take walk breaks, and give it six to eight weeks to come down at the same pace. Heat, poor sleep, caffeine, a cold coming on and too little fluid all push it up, and wrist sensors often read high on runs (they can lock on to your steps), so a chest strap is worth a try. After 50 your own maximum may be far from the formula, so if you can talk in full sentences, the pace is easy whatever the number. See your GP if it is high at rest too, or comes with breathlessness, dizziness or feeling unwell.',
    encouraging:
      'That is one of the most common frustrations, and it does improve. Easy by heart rate often means slower than feels natural at first: slow down further, walk the hills or take walk breaks, and give it six to eight weeks to come down at the same pace. Heat, poor sleep, caffeine, a cold coming on and too little fluid all push it up, and wrist sensors often read high on runs (they can lock on to your steps), so a chest strap is worth a try. After 50 your own maximum may be far from the formula, so if you can talk in full sentences, the pace is easy whatever the number says. Do see your GP if it is high at rest too, or comes with breathlessness, dizziness or feeling unwell.',
    analytical:
      'Heart-rate-capped easy training usually requires a slower pace initially (including walk breaks on gradients), with adaptation over six to eight weeks. Heat, sleep debt, caffeine, incipient illness and dehydration elevate it, and optical wrist sensors frequently overestimate during running (cadence lock); validate with a chest strap. Individual maximum heart rate after 50 varies widely from age formulas, so the talk test is the better intensity anchor. Elevated resting values, or symptoms such as breathlessness or dizziness, warrant GP review.',
  }[tone];
}
