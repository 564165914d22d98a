/**
 * Signs of diabetes an entry may name without knowing it (NHS: thirst all the time, peeing more than usual, especially
 * at night, weight lost without trying, cuts slow to heal). Any one has many causes (a hot day, a prostate, a hard
 * block); two together are worth a GP's simple blood test, which the rule-based reply names (care-sentences.ts). Pure.
 */
import type { CoachTone } from '../ai/index.js';

/** 'Always thirsty lately', 'thirsty all the time', 'can't stop drinking', 'constant thirst'. */
const THIRST =
  /\b(?:always|constantly|permanently|unusually|excessively|so|really|very|incredibly)\s+thirsty\s+(?:lately|recently|these\s+days|all\s+(?:the\s+time|day|week))\b|\b(?:always|constantly|permanently|unusually|excessively)\s+thirsty\b|\bthirsty\s+all\s+(?:the\s+time|day)\b|\b(?:can'?t|cannot)\s+(?:stop\s+drinking|quench\s+(?:my\s+)?thirst)\b|\b(?:excessive|constant|unquenchable|raging)\s+thirst\b/i;
/** 'Peeing a lot at night', 'up three times a night to pee', 'weeing all the time', 'urinating more than usual'. */
export const PEEING_MORE =
  /\b(?:peeing|weeing|urinating|passing\s+water|going\s+to\s+the\s+(?:loo|toilet|bathroom))\s+(?:a\s+lot|all\s+the\s+time|constantly|loads|so\s+much|much\s+more|more(?:\s+than\s+usual|\s+often)?)\b|\bup\s+(?:\w+\s+){0,3}?(?:times?\s+)?(?:a|in\s+the|at|every|each)\s+night\s+(?:to|for\s+a)\s+(?:pee|wee|the\s+loo|the\s+toilet)\b|\b(?:needing|need)\s+(?:to\s+)?(?:pee|wee|the\s+loo|the\s+toilet)\s+(?:all\s+the\s+time|constantly|every\s+hour)\b/i;
const SIGNS = [
  THIRST,
  PEEING_MORE,
  // 'Lost 4 kg without trying'.
  /\b(?:lost|losing|dropped)\s+(?:[\d.]+\s*(?:kg|kilos?|lbs?|pounds|stone)|weight)[^.!?\n]{0,30}?without\s+trying\b/i,
  // 'Cuts taking ages to heal', 'a graze that is slow to heal'.
  /\b(?:cuts?|grazes?|wounds?|sores?|scrapes?)\b[^.!?\n]{0,25}?\b(?:slow\s+to\s+heal|taking\s+(?:ages|longer|forever|weeks)\s+to\s+heal|won'?t\s+heal|not\s+healing)\b/i,
];

/** True when the text names two or more of diabetes's signs (SIGNS). */
export function diabetesSigns(text: string): boolean {
  return SIGNS.filter((sign) => sign.test(text)).length >= 2;
}

/** Two or more signs named: a GP's blood test soon, and the same day's help if being sick, confused or breathing fast. */
export function diabetesSentence(tone: CoachTone): string {
  return {
    direct: 'Being thirsty all the time and peeing more than usual, especially at night, or losing weight without trying, can be signs of diabetes, which becomes more common after 50 and is simple to test for. Book a GP appointment this week and mention these signs; they will likely do a blood test. Keep training easy until then, and call NHS 111 today if you are also being sick, have stomach pain, feel confused or are breathing fast.',
    encouraging: 'Thank you for writing this down, because together these are worth a check. Being thirsty all the time and peeing more than usual, especially at night, or losing weight without trying, can be signs of diabetes, which becomes more common after 50 and is simple to test for. Please book a GP appointment this week and mention them; a blood test usually gives the answer. Keep the training easy until then, and call NHS 111 today if you are also being sick, have stomach pain, feel confused or are breathing fast.',
    analytical: 'Persistent thirst, increased urination (particularly at night) and unintentional weight loss together are recognised signs of diabetes, whose prevalence rises after 50. GP assessment this week with a blood test (HbA1c) is indicated; keep training load low meanwhile. Vomiting, abdominal pain, confusion or rapid breathing alongside them warrant NHS 111 the same day.',
  }[tone];
}
