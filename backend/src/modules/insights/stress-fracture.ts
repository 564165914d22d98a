/**
 * A stress fracture: suspected from its signs ('Shin pain on the left, worse when I hop', 'one tender spot on the bone'),
 * where running on makes it worse, or diagnosed ('Stress fracture in my foot, in a boot for 6 weeks'), where time off
 * the impact heals it and bone health is worth asking about after 50. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const NAMED = /(?<!\b(?:no|not|ruled\s+out|rule\s+out|isn'?t|wasn'?t|not\s+a)\s+(?:a\s+)?)\bstress\s+(?:fractures?|reaction)\b/i;
const SITE = String.raw`(?:shins?|shinbone|tibia|foot|feet|metatarsals?|heel|hip|groin|pelvis|femur|thigh\s+bone)`;
const HOP = String.raw`(?:hop|hops|hopping|hopped)`;
const SIGNS = new RegExp(
  String.raw`^(?=[^]*\b${SITE}\b)(?:(?=[^]*\b(?:pain\w*|hurts?|hurting|sore|agony|worse|tender)\b[^.!?\n]{0,30}?\b(?:when|if|on)\s+(?:i\s+)?${HOP}\b)|(?=[^]*\b${HOP}\b[^.!?\n]{0,20}?\b(?:hurts?|hurting|is\s+(?:painful|agony|sore)|makes\s+it\s+worse)\b)|(?=[^]*\b(?:tender|sore|painful)\s+(?:spot|point|place)\s+on\s+(?:the\s+|my\s+)?(?:bone|shin|shinbone|foot|metatarsal)\b)|(?=[^]*\bpain\s+(?:is\s+)?(?:right\s+)?on\s+the\s+bone\b))`,
  'i',
);

export type StressFracture = 'suspected' | 'diagnosed';

/** Whether the entry names a stress fracture (diagnosed) or tells of its signs (suspected); null for neither. */
export function stressFracture(entry: { title?: string | null; content: string }): StressFracture | null {
  const text = entryText(entry);
  return NAMED.test(text) ? 'diagnosed' : SIGNS.test(text) ? 'suspected' : null;
}

const SENTENCES: Record<StressFracture, Record<CoachTone, string>> = {
  suspected: {
    direct: 'Pain in one spot on the bone, or pain when you hop, can be a stress fracture, and running on it makes it worse. Stop running and jumping now and see your GP or a physio this week: an early one can be missed on an X-ray, so a scan may be needed. Walking for daily life is fine if it does not hurt, and swimming or cycling keep your fitness if they are pain-free.',
    encouraging: 'Pain in one spot on the bone, or pain when you hop, can be a sign of a stress fracture, so please take it seriously: running on it makes it worse. Stop running and jumping for now and see your GP or a physio this week; an early one can be missed on an X-ray, so a scan may be needed. Walking for daily life is fine if it does not hurt, and swimming or cycling can keep your fitness going if they are pain-free.',
    analytical: 'Focal bone tenderness or pain on hopping are signs of a possible stress fracture; continued impact worsens it. Stop running and plyometrics and arrange GP or physiotherapy assessment this week (early lesions may be radiographically occult; MRI may be needed). Pain-free walking, swimming and cycling may continue.',
  },
  diagnosed: {
    direct: 'A stress fracture heals with time off the impact, usually six to eight weeks: keep to the boot and the plan from the clinic, and keep your fitness with what does not hurt it (swimming with a pull buoy, upper-body work, cycling if they allow). Come back with walking, then walk-run over several weeks, adding no more than about ten per cent a week. Ask your GP about your bones (vitamin D, calcium, a bone density scan after 50) and eat enough for your training: under-fuelling is a common cause.',
    encouraging: 'Sorry to hear it. A stress fracture heals with time off the impact, usually six to eight weeks, so keep to the boot and the plan from the clinic, and keep your fitness going with what does not hurt it (swimming with a pull buoy, upper-body work, cycling if they allow). Come back with walking, then walk-run over several weeks, adding no more than about ten per cent a week. It is worth asking your GP about your bones too (vitamin D, calcium, a bone density scan after 50), and eating enough for your training, since under-fuelling is a common cause.',
    analytical: 'Stress fractures typically heal over six to eight weeks of offloading: follow the immobilisation and clinic plan, maintaining fitness with non-loading work (pull-buoy swimming, upper-body training, cycling if permitted). Return via walking then run-walk over several weeks, progressing by no more than about 10% weekly. Request a bone-health review (vitamin D, calcium, DEXA after 50) and ensure adequate energy intake, as low energy availability is a common contributor.',
  },
};

export const stressFractureSentence = (kind: StressFracture, tone: CoachTone) => SENTENCES[kind][tone];
