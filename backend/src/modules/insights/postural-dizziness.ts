/**
 * Light-headed on standing up or getting out of the pool (or a sauna) after a session, and nothing else ('dizzy standing up after
 * the swim, fine after a minute'): blood pooled in the legs, common after exercise, and more so on blood-pressure
 * tablets, whose dose the GP may change ('Blood pressure tablets making me dizzy when I stand up after a swim'). Pure.
 */
import type { CoachTone } from '../ai/index.js';

/** Light-headed on standing or getting out, which exercise often causes. */
const POSTURAL = /\b(?:stand(?:ing)?\s+up|stood\s+up|get(?:ting)?\s+up|got\s+up|get(?:ting)?\s+out\s+of\s+the\s+(?:pool|water|bath|sauna|hot\s+tub|jacuzzi|steam\s+room)|got\s+out\s+of\s+the\s+(?:pool|water|sauna|hot\s+tub|jacuzzi|steam\s+room)|bending\s+down|after\s+stopping)\b/i;
/** Signs that make dizziness more than that: chest pain, palpitations, fainting, during the effort. */
const SERIOUS = /\b(?:chest|palpitations|heart\s+(?:racing|fluttering|skipping|skipped)|irregular|fainted|fainting|blacked\s+out|passed\s+out|during|mid[- ]?(?:run|ride|swim|session)|while\s+(?:running|riding|swimming|cycling))\b/i;
/** Blood-pressure tablets named ('BP meds', 'ramipril', 'amlodipine'). */
export const BP_TABLETS = /\b(?:(?:blood\s+pressure|bp)\s+(?:tablets?|pills?|meds|medication|medicine)|ramipril|lisinopril|perindopril|enalapril|amlodipine|losartan|candesartan|irbesartan|valsartan|bendroflumethiazide|indapamide|doxazosin)\b/i;

/** True when the dizziness the entry tells of comes on standing or getting out, with nothing more serious. */
export const onStandingOnly = (text: string) => POSTURAL.test(text) && !SERIOUS.test(text);

/** Blood pooled in the legs: slow to stand, a cool-down, a drink; on blood-pressure tablets, the GP about the dose. */
export function posturalSentence(tone: CoachTone, onTablets: boolean): string {
  const said = {
    direct: 'Light-headedness on standing after exercise is common: blood pools in the legs when you stop. Cool down gradually, stand up slowly and drink. If it happens often, lasts, or comes with chest pain, palpitations or fainting, see your doctor.',
    encouraging: 'Feeling light-headed when you stand up after exercise is common, because blood pools in the legs when you stop. A gradual cool-down, standing up slowly and a drink usually prevent it. If it happens often, lasts, or comes with chest pain, palpitations or fainting, please see your doctor.',
    analytical: 'Post-exercise orthostatic light-headedness is common (venous pooling after abrupt cessation). Mitigate with a gradual cool-down, slow postural change and fluids; recurrence, persistence, chest pain, palpitations or syncope warrant medical assessment.',
  }[tone];
  if (!onTablets) return said;
  return `${said} ${
    {
      direct: 'Blood-pressure tablets add to it, and training lowers blood pressure too, so tell your GP: the dose may need changing. Do not stop or change them yourself.',
      encouraging: 'Blood-pressure tablets can add to it, and your training lowers blood pressure too, so do tell your GP: the dose may need changing. Please do not stop or change them yourself.',
      analytical: 'Antihypertensives potentiate this, and training itself lowers blood pressure: GP review of the dose is indicated. Do not stop or adjust them unadvised.',
    }[tone]
  }`;
}
