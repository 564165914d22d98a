/**
 * Stomach trouble on a run or ride ('severe stomach pain after my long run, doubled over for an hour', 'stomach cramps
 * on every long run', 'had to dash for the loo at 8 miles'): severe pain is seen today; the ordinary kind is what to eat
 * and when, and the GP when it keeps on or with blood, weight lost or bowels changed. A gel's upset (care-sentences.ts)
 * and urgent signs (emergency-signs.ts) have their own answers first. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const PART = String.raw`(?:stomach|tummy|abdominal|abdomen|belly|gut)`;
const SEVERE = new RegExp(
  String.raw`\b(?:severe|terrible|awful|excruciating|agonising|agonizing|horrendous|unbearable|really\s+bad|very\s+bad|worst)\s+${PART}\s*(?:pains?|cramps?|ache)?\b|\b${PART}\s+(?:pains?|cramps?|ache)\b[^.!?\n]{0,60}?\b(?:doubled\s+(?:up|over)|couldn'?t\s+(?:stand|walk|move)|for\s+(?:hours|(?:two|three|four|\d)\s+hours))|\bdoubled\s+(?:up|over)\s+(?:in|with)\s+pain\b`,
  'i',
);
const ORDINARY = new RegExp(
  String.raw`\b${PART}\s+(?:pains?|cramps?|cramping|ache|aching|problems?|issues?|trouble|upset|was\s+(?:bad|dodgy|off|unsettled|upset|churning))\b|\b(?:dodgy|upset|unsettled|sore|crampy)\s+${PART}\b|\brunner'?s\s+trots\b|\b(?:dash|dashed|run|ran|sprint|sprinted|stop|stopped|detour)\s+(?:for|to)\s+(?:the\s+)?(?:loo|toilet|toilets|portaloo|bathroom|bushes)\b`,
  'i',
);
const NOT_SAID = new RegExp(String.raw`\bno\s+(?:${PART}\s+)?(?:pains?|cramps?|problems?|issues?|trouble)\b|\b${PART}\s+(?:was\s+)?fine\b`, 'gi');

/** 'severe' for pain that doubles the member over or lasts hours, 'ordinary' for other stomach trouble in a session, else null. */
export function stomachTrouble(entry: { title?: string | null; content: string }): 'severe' | 'ordinary' | null {
  const text = entryText(entry).replace(NOT_SAID, ' ');
  return SEVERE.test(text) ? 'severe' : ORDINARY.test(text) ? 'ordinary' : null;
}

export function stomachSentence(trouble: 'severe' | 'ordinary', tone: CoachTone): string {
  if (trouble === 'severe') {
    return {
      direct: 'Stomach pain that doubles you over, or lasts more than an hour or two after a session, needs a doctor today: your GP or NHS 111. Call 999 if it comes with blood, vomiting that will not stop, a hard swollen belly, or you feel faint. No running or riding until it has been checked.',
      encouraging: 'I am sorry, that sounds really painful. Stomach pain that doubles you over, or lasts more than an hour or two after a session, should be seen by a doctor today: please call your GP or NHS 111. Call 999 if it comes with blood, vomiting that will not stop, a hard swollen belly, or you feel faint. Leave the training until it has been checked.',
      analytical: 'Severe or prolonged post-exercise abdominal pain warrants same-day medical assessment (GP or NHS 111); blood, persistent vomiting, a rigid distended abdomen or faintness warrant 999. Suspend training pending assessment.',
    }[tone];
  }
  return {
    direct: 'Stomach trouble on longer sessions is common and usually trainable: eat two to three hours before, go easy on fibre, fat and coffee beforehand, and practise your drinks and fuel in small sips on training days. See your GP if it keeps happening, or comes with blood, weight loss or a change in your bowels.',
    encouraging: 'Stomach trouble on longer sessions is very common, and usually something you can train away: leave two to three hours after a meal, go easy on fibre, fat and coffee beforehand, and practise your drinks and fuel in small sips on training days. If it keeps happening, or comes with blood, weight loss or a change in your bowels, please see your GP.',
    analytical: 'Exercise-associated gastrointestinal symptoms are common and respond to training: a two-to-three-hour gap after meals, lower pre-session fibre, fat and caffeine, and rehearsed small-volume fuelling. Recurrence, blood, weight loss or altered bowel habit warrant GP review.',
  }[tone];
}
