/**
 * Coming back after an infection: flu, covid, a chest infection, a virus, antibiotics just finished. Asked about ('Had
 * covid last week, when can I start running again?', 'Skipped two weeks with a chest infection, antibiotics finished
 * yesterday. When can I run?'), it is answered with when and how to start (not the neck check, which is for training
 * while ill); a first session after one gets the return's easy start and, with it, the signs to stop for (after an
 * infection the heart is worth a check when they come). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';
import { questionIn } from './questions.js';

/** An infection, or its treatment; not a cold, which the neck check answers (common-cold.ts). */
export const INFECTION = /\b(?:flu|influenza|covid(?:-19)?|virus|viral|bug|(?:chest|lung|sinus|throat)\s+infection|infection|antibiotics|pneumonia|bronchitis|glandular\s+fever|tonsillitis)\b/i;

/** A question of when or how to start again ('when can I run?', 'how soon can I train?', 'ok to start back?'). */
const ASKS_WHEN_BACK = /\b(?:when\s+(?:can|could|should)\s+I|how\s+soon|how\s+long\s+(?:before|until|till|should\s+I\s+wait)|start(?:ing)?\s+(?:back|again)|get(?:ting)?\s+back|(?:go|going|come|coming)\s+back|return(?:ing)?\s+to|ease\s+(?:back\s+)?in|(?:run|ride|train|swim|cycle|exercise)\s+again)\b/i;

/** True when the entry names an infection and asks when or how to start again. */
export function asksBackAfterIllness(entry: { title?: string | null; content: string }): boolean {
  const question = questionIn(entry);
  return question !== null && ASKS_WHEN_BACK.test(question) && INFECTION.test(entryText(entry));
}

/** True when a return the entry tells of (isReturn) is from an infection. */
export const afterInfection = (entry: { title?: string | null; content: string }) => INFECTION.test(entryText(entry));

/** When to start (no temperature for a few days, feeling well), how (half, easy, hard efforts after two weeks), and the signs to stop for. */
export function backAfterIllnessSentence(tone: CoachTone): string {
  return {
    direct: 'Start again once you have had no temperature for a few days and feel well day to day. Begin with about half your usual, all of it easy (a 20-minute walk-run or an easy spin), build over a week or two, and leave hard efforts until about two weeks after you feel right. Stop and see your GP if you get chest pain, palpitations, breathlessness out of proportion or dizziness: after an infection these are worth checking before you train on.',
    encouraging: 'The time to start is once you have had no temperature for a few days and feel well day to day. Begin gently, with about half your usual and all of it easy (a 20-minute walk-run or an easy spin is plenty), build over a week or two, and save the hard efforts until about two weeks after you feel right. If you get chest pain, palpitations, breathlessness out of proportion or dizziness, please stop and see your GP: after an infection these are worth checking before you train on.',
    analytical: 'Resume once afebrile for several days with normal day-to-day function. Start at roughly 50% of usual volume at easy intensity (20 minutes of walk-run or easy cycling), progress over one to two weeks, and defer high-intensity work until about two weeks after full recovery. Chest pain, palpitations, disproportionate breathlessness or dizziness mean stop and GP review: post-viral cardiac involvement should be excluded before further training.',
  }[tone];
}

/** What a first session after an infection adds to the return's easy start. */
export function afterInfectionSentence(tone: CoachTone): string {
  return {
    direct: 'After an infection, keep every session easy for about two weeks before any hard efforts, and stop and see your GP if chest pain, palpitations, breathlessness out of proportion or dizziness come.',
    encouraging: 'After an infection, keep every session easy for about two weeks before any hard efforts; and if chest pain, palpitations, breathlessness out of proportion or dizziness come, please stop and see your GP.',
    analytical: 'Post-infection: easy intensity only for about two weeks before any hard work; chest pain, palpitations, disproportionate breathlessness or dizziness mean stop and GP review.',
  }[tone];
}

/** Breathlessness that has lasted since an infection ('Feeling breathless on hills since covid'). */
const BREATHLESS_SINCE =
  /^(?=[^]*\b(?:breathless(?:ness)?|short\s+of\s+breath|out\s+of\s+breath|puffed\s+out|can'?t\s+(?:get|catch)\s+my\s+breath)\b)(?=[^]*\b(?:since|after|ever\s+since|post)\s+(?:(?:my|the|a|having|i\s+had|having\s+had)\s+)?(?:covid(?:-19)?|flu|influenza|the\s+virus|virus|chest\s+infection|pneumonia|bronchitis)\b)/i;
export const breathlessSinceIllness = (entry: { title?: string | null; content: string }) => BREATHLESS_SINCE.test(entryText(entry));

/** The GP soon (lungs, now and then the heart), easy sessions meanwhile, 999's signs. */
export function breathlessSinceIllnessSentence(tone: CoachTone): string {
  return {
    direct: 'Breathlessness that has lasted since an infection is worth your GP checking soon: after covid, flu or a chest infection the lungs, and now and then the heart, need looking at before you push on. Until then keep every session easy, at a pace you can talk at, and build slowly. Stop and call 999 with chest pain, or breathlessness at rest or lying flat.',
    encouraging: 'Breathlessness that has hung on since an infection is worth your GP checking soon: after covid, flu or a chest infection the lungs, and now and then the heart, need looking at before you push on. Until then, keep every session easy, at a pace you can chat at, and build slowly. Please stop and call 999 with chest pain, or breathlessness at rest or lying flat.',
    analytical: 'Persistent post-infective breathlessness warrants GP assessment soon (pulmonary and, occasionally, cardiac causes). Meanwhile restrict training to conversational intensity with gradual progression. Chest pain, or breathlessness at rest or lying flat: stop and call 999.',
  }[tone];
}

/**
 * A chest infection now ('Chest infection, on antibiotics, resting', 'pneumonia, off work'), not one behind the member
 * (a return) nor one asked about: rest until well, a slow way back, the GP and 999's signs. Was 'rest and look after
 * yourself first'.
 */
const CHEST_INFECTION = /\b(?:chest\s+infection|lung\s+infection|pneumonia|(?<!chronic\s)bronchitis)\b(?![^.!?\n]{0,30}?\b(?:gone|over|cleared|better|finished|last\s+(?:week|month)|ago)\b)/i;

export const chestInfectionNow = (entry: { title?: string | null; content: string }) => CHEST_INFECTION.test(entryText(entry));

export function chestInfectionSentence(tone: CoachTone): string {
  return {
    direct: 'With a chest infection, rest until the antibiotics are done and you feel well, then come back with short, easy sessions over a week or two: breathlessness and tiredness can linger, more so after 50. See your GP if you are no better after three days of antibiotics, are getting more breathless, or have chest pain; call 999 if you are struggling to breathe, your lips turn blue or you feel confused.',
    encouraging: 'Sorry you are unwell; resting is exactly right. With a chest infection, rest until the antibiotics are done and you feel well, then come back gently with short, easy sessions over a week or two, since breathlessness and tiredness can linger, more so after 50. Please see your GP if you are no better after three days of antibiotics, are getting more breathless, or have chest pain, and call 999 if you are struggling to breathe, your lips turn blue or you feel confused.',
    analytical: 'Lower respiratory tract infection: rest until the antibiotic course is complete and symptoms resolve, then a graded return with short, easy sessions over one to two weeks (post-infective breathlessness and fatigue are common, more so after 50). GP review if no improvement after 72 hours of antibiotics, increasing breathlessness or chest pain; 999 for respiratory distress, cyanosis or confusion.',
  }[tone];
}
