/** What the rule-based coach reply (rule-reply.ts) says of asthma, or wheezing, in a session. Pure. */
import type { CoachTone } from '../ai/index.js';

/**
 * Asthma in a session: the reliever before and with you, a longer warm-up, a buff in cold air, the GP if it is needed
 * more. Wheezing with no asthma named ('Felt a bit wheezy on the cold morning run') is the GP's to check: exercise-induced
 * asthma is common, can start after 50, and is treatable. The inhaler is thanked only when the entry names it, and not
 * when it was left behind ('Forgot my inhaler, wheezy on the hills': a spare in the kit bag).
 */
export function asthmaSentence(tone: CoachTone, text = ''): string {
  const inhaler = /\b(?:inhaler|reliever|puffer|puffs?)\b/i.test(text);
  // Had it with them, not 'Forgot my inhaler' or 'left the inhaler at home'.
  const without = /\b(?:forgot|forgotten|left|without|didn'?t\s+(?:have|take|bring)|no)\s+(?:my\s+|the\s+)?(?:inhaler|reliever|puffer)\b|\b(?:inhaler|reliever|puffer)\s+(?:at\s+home|in\s+the\s+car|was\s+empty|ran\s+out)\b/i.test(text);
  if (!inhaler && !/\b(?:asthma|asthmatic)\b/i.test(text)) {
    return {
      direct: 'Wheezing in cold air is common: cold, dry air narrows the airways. Warm up for longer and breathe through a buff. If it keeps happening, see your GP: asthma brought on by exercise is common, can start after 50, and is easily treated. Stop and get help at once if you are struggling to breathe or your lips turn blue.',
      encouraging: 'Cold, dry air can narrow the airways and make you wheezy, so a longer warm-up and a buff over your mouth often help. If it keeps happening, please see your GP: asthma brought on by exercise is common, can start after 50, and is easily treated. Stop and get help at once if you are struggling to breathe or your lips turn blue.',
      analytical: 'Wheeze in cold air reflects airway narrowing from cold, dry air. Extend the warm-up and use a buff. Recurrence warrants GP assessment for exercise-induced bronchoconstriction, common and treatable at any age; severe breathlessness or cyanosis needs emergency help.',
    }[tone];
  }
  return {
    direct: 'Cold air and hard efforts are common asthma triggers: take your reliever as your asthma nurse advises, carry it with you, warm up for longer and breathe through a buff in the cold. See your GP if you need it more often than usual.',
    encouraging: `${without ? 'Sessions without the inhaler are the ones to avoid: keep a spare in your kit bag or by the door. ' : inhaler ? 'Good that you had your inhaler with you. ' : ''}Cold air and hard efforts often set asthma off, so carry ${inhaler ? 'it' : 'your inhaler'} on every session, warm up for longer and breathe through a buff in the cold; if you find you need it more often than usual, see your GP or asthma nurse.`,
    analytical: 'Asthma symptoms noted. Cold air and high ventilation are common triggers: keep the reliever with you, extend the warm-up, and use a buff in cold air. Increased reliever use warrants a review with your GP or asthma nurse.',
  }[tone];
}
