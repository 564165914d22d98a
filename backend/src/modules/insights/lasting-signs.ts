/**
 * Signs that have lasted, which the GP should see soon after 50 even when training goes on: night sweats with weight
 * lost or food gone off ('Night sweats and weight loss, no idea why, off my food'), both ankles swelling
 * ('My ankles swell in the evening now, both of them'), and a headache every day or morning for weeks ('Headache every
 * morning for 2 weeks'), the same day with a scalp tender, jaw pain on chewing or sight changing (an artery inflamed,
 * giant cell arteritis). Each was a note. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

export type LastingSign = 'sweatsAndWeight' | 'ankles' | 'headaches';

const SWEATS_AND_WEIGHT = /^(?=[^]*\bnight\s+sweats?\b)(?=[^]*\b(?:weight\s+loss|los(?:t|ing)\s+(?:\w+\s+)?weight|off\s+(?:my|his|her)\s+food|no\s+appetite|lost\s+(?:my\s+)?appetite)\b)(?![^]*\b(?:menopause|hrt|hot\s+flush\w*|diet\w*|trying\s+to\s+lose)\b)/i;
const BOTH_ANKLES = /^(?![^]*\b(?:flight|flying|plane|long\s+(?:drive|journey)|sprain\w*|twist\w*|rolled|fell|fall)\b)(?:(?=[^]*\b(?:both\s+(?:my\s+)?ankles|ankles)\b[^.!?\n]{0,30}?\b(?:swell\w*|swollen|puffy)\b)|(?=[^]*\b(?:swollen|puffy)\s+ankles\b))/i;
const DAILY_HEADACHE = /\bheadaches?\s+(?:every|each)\s+(?:day|morning|night)\b|\b(?:every|each)\s+(?:day|morning)\b[^.!?\n]{0,20}?\bheadaches?\b|\bheadaches?\b[^.!?\n]{0,30}?\b(?:for|over)\s+(?:\d+|two|three|four|a\s+few|several)\s+weeks\b|\b(?:new|constant|daily)\s+headaches?\b/i;

/** The lasting sign the entry tells of, or null. */
export function lastingSign(entry: { title?: string | null; content: string }): LastingSign | null {
  const text = entryText(entry);
  if (SWEATS_AND_WEIGHT.test(text)) return 'sweatsAndWeight';
  if (BOTH_ANKLES.test(text)) return 'ankles';
  return DAILY_HEADACHE.test(text) ? 'headaches' : null;
}

const SENTENCES: Record<LastingSign, Record<CoachTone, string>> = {
  sweatsAndWeight: {
    direct: 'Night sweats with weight lost or your appetite gone, and no reason you know of, should be seen by your GP: book an appointment in the next week or two, sooner if a fever or a lump comes with them. Most causes are treatable, an infection or the thyroid among them, but after 50 they all need checking. Keep training easy and eat regularly until you have been seen.',
    encouraging: 'Thank you for writing this down. Night sweats with weight lost or your appetite gone, and no reason you know of, are something your GP should see, so please book an appointment in the next week or two, sooner if a fever or a lump comes with them. Most causes are treatable, an infection or the thyroid among them, but after 50 they all need checking. Keep the training easy and eat regularly until then.',
    analytical: 'Unexplained night sweats with weight loss or anorexia warrant GP assessment within one to two weeks (sooner with fever or lymphadenopathy); causes range from infection and thyroid disease to conditions that must be excluded after 50. Keep training light and intake regular until reviewed.',
  },
  ankles: {
    direct: 'Both ankles swelling, new for you, is worth a GP appointment in the next week or two: it can come from a medicine (amlodipine, for blood pressure, is a common one), the veins, or the heart or kidneys, which a check and a blood test look at. See a doctor the same day if you are breathless, above all lying flat, and call 999 with chest pain. Raising your legs in the evening helps meanwhile.',
    encouraging: 'Thank you for noticing it. Both ankles swelling, when it is new for you, is worth a GP appointment in the next week or two: it can come from a medicine (amlodipine, for blood pressure, is a common one), the veins, or the heart or kidneys, which a check and a blood test look at. Please see a doctor the same day if you are breathless, above all lying flat, and call 999 with chest pain. Raising your legs in the evening helps meanwhile.',
    analytical: 'New bilateral ankle oedema warrants GP review within one to two weeks: drug causes (notably amlodipine), venous insufficiency, and cardiac or renal causes, assessed by examination and blood tests. Same-day review with breathlessness, particularly orthopnoea; 999 for chest pain. Elevate the legs in the evening meanwhile.',
  },
  headaches: {
    direct: 'A headache every day or every morning for weeks is worth a GP appointment soon: after 50 they check blood pressure, sleep (snoring and stopping breathing at night) and painkillers taken often, which can cause daily headaches themselves. Get seen the same day if your scalp is tender, your jaw aches when you chew, or your sight blurs or dims: an inflamed artery needs treating at once to protect the eyes.',
    encouraging: 'That sounds wearing, and it is worth a GP appointment soon: after 50 they will check your blood pressure, your sleep (snoring and stopping breathing at night) and how often you take painkillers, which can cause daily headaches themselves. Please get seen the same day if your scalp is tender, your jaw aches when you chew, or your sight blurs or dims: an inflamed artery needs treating at once to protect the eyes.',
    analytical: 'New daily or morning headaches over weeks warrant prompt GP review after 50: blood pressure, sleep-disordered breathing and medication-overuse headache are common causes. Same-day assessment for scalp tenderness, jaw claudication or visual disturbance (possible giant cell arteritis, which threatens sight).',
  },
};

export const lastingSignSentence = (sign: LastingSign, tone: CoachTone) => SENTENCES[sign][tone];
