/**
 * Long-term conditions a member trains with, told in an entry: angina that a session brought on ('Used my GTN spray on
 * the hill today'; the heart team told, the same day when it comes more often, with less effort or at rest, 999 after a
 * second dose without relief), COPD ('COPD, breathless on the hills but did 3 km walk'; exercise is part of its
 * treatment), lymphoedema after cancer surgery ('worried about swimming'; exercise helps it, cellulitis's signs the same
 * day), and hormone therapy for cancer ('On hormone therapy for prostate cancer, so tired'; exercise against its
 * tiredness, strength work for the bone and muscle it thins). Each was a steady session, a note or 'rest and look after
 * yourself first'. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

export type LongTermCondition = 'angina' | 'copd' | 'lymphoedema' | 'hormoneTherapy';

/** An angina episode: the spray used, or angina come on in a session ('angina on the hill'); not angina only named. */
const ANGINA =
  /\b(?:used|took|needed|had\s+to\s+(?:use|take)|reached\s+for|(?:a|one|two)\s+(?:puffs?|sprays?)\s+of|sprayed)\s+(?:my\s+|the\s+)?(?:gtn|glyceryl\s+trinitrate|nitro(?:glycerin)?|angina)(?:\s+spray)?\b|\b(?:gtn|angina)\s+(?:spray\s+)?(?:attack|episode|came\s+on|kicked\s+in|again|on\s+the\s+(?:hill|climb|stairs))\b|\bangina\s+(?:on|during|in)\s+(?:the|my|a)\s+(?:hill|climb|session|run|ride|walk|swim|stairs|intervals?)\b/i;
const COPD = /\b(?:copd|emphysema|chronic\s+bronchitis)\b/i;
const LYMPHOEDEMA = /\blymph(?:o)?edema\b/i;
/** Hormone therapy for cancer: its medicines by name, or 'hormone therapy' with the cancer named (not HRT). */
const HORMONE_MEDICINES = /\b(?:zoladex|goserelin|prostap|leuprorelin|decapeptyl|triptorelin|tamoxifen|letrozole|anastrozole|exemestane|aromatase\s+inhibitors?|bicalutamide|enzalutamide|abiraterone|androgen\s+deprivation)\b/i;
const HORMONE_FOR_CANCER = /^(?=[^]*\bhormone\s+(?:therapy|treatment|injections?|jabs?|tablets)\b)(?=[^]*\b(?:cancer|prostate|breast|oncolog\w*|tumour)\b)/i;

/** The long-term condition the entry tells of (an angina episode first: its safety comes before anything), or null. */
export function longTermCondition(entry: { title?: string | null; content: string }): LongTermCondition | null {
  const text = entryText(entry);
  if (ANGINA.test(text)) return 'angina';
  if (COPD.test(text)) return 'copd';
  if (LYMPHOEDEMA.test(text)) return 'lymphoedema';
  return HORMONE_MEDICINES.test(text) || HORMONE_FOR_CANCER.test(text) ? 'hormoneTherapy' : null;
}

const SENTENCES: Record<LongTermCondition, Record<CoachTone, string>> = {
  angina: {
    direct:
      'Angina in a session means the effort went past what your heart can supply today. Tell your GP or heart team this week, and call them today if it is coming on more often, with less effort, or at rest: that can mean it is getting worse. Keep sessions below the effort that brings it on, warm up for longer, and carry your spray every time. If the pain has not gone 5 minutes after a second dose, call 999.',
    encouraging:
      'Thank you for writing this down; you did the right thing stopping to use your spray. Angina in a session means the effort went past what your heart can supply today, so please tell your GP or heart team this week, and call them today if it is coming on more often, with less effort, or at rest: that can mean it is getting worse. Keep sessions below the effort that brings it on, warm up for longer, and carry your spray every time. If the pain has not gone 5 minutes after a second dose, call 999.',
    analytical:
      'Exertional angina indicates demand exceeded coronary supply at that workload. Report it to your GP or cardiology team this week, and the same day if episodes are more frequent, occur at lower workloads or at rest (possible unstable angina). Train below the threshold that provokes it, extend warm-ups and always carry GTN. If pain persists 5 minutes after a second dose, call 999.',
  },
  copd: {
    direct:
      'With COPD, exercise is part of the treatment, and breathlessness on hills is expected. Go at a pace where you can still say a few words, breathe out through pursed lips on the climbs, and ask your nurse whether to take your reliever before you set off. If you have not been to pulmonary rehabilitation, ask your GP for it. See your GP the same day if you are more breathless than usual or your phlegm changes colour (a flare-up), and call 999 if you are breathless at rest, your lips turn blue or you have chest pain.',
    encouraging:
      'Well done for getting out: with COPD, exercise is part of the treatment, and breathlessness on hills is expected. Go at a pace where you can still say a few words, breathe out through pursed lips on the climbs, and ask your nurse whether to take your reliever before you set off. Pulmonary rehabilitation is well worth asking your GP about if you have not been. Please see your GP the same day if you are more breathless than usual or your phlegm changes colour (a flare-up), and call 999 if you are breathless at rest, your lips turn blue or you have chest pain.',
    analytical:
      'In COPD, exercise is a core treatment and exertional breathlessness on gradients is expected. Train at a pace that allows short phrases, use pursed-lip exhalation on climbs, and confirm pre-exercise reliever use with your nurse. Request pulmonary rehabilitation if not yet completed. Same-day GP review for increased breathlessness or a change in sputum colour (exacerbation); 999 for breathlessness at rest, cyanosis or chest pain.',
  },
  lymphoedema: {
    direct:
      'Exercise is good for lymphoedema, and swimming above all: the water supports the arm and gently squeezes it. Build up gradually, wear your compression sleeve for other exercise as your lymphoedema team advises (not in the pool), and keep the skin clean and moisturised, covering any cuts. If the arm becomes red, hot or more swollen, or you feel feverish, see your GP the same day: that can be an infection (cellulitis) that needs antibiotics.',
    encouraging:
      'It is natural to be wary, and the good news is that exercise is good for lymphoedema, swimming above all: the water supports the arm and gently squeezes it. Build up gradually, wear your compression sleeve for other exercise as your lymphoedema team advises (not in the pool), and keep the skin clean and moisturised, covering any cuts. If the arm becomes red, hot or more swollen, or you feel feverish, please see your GP the same day: that can be an infection (cellulitis) that needs antibiotics.',
    analytical:
      'Exercise benefits lymphoedema, and swimming particularly (buoyancy and hydrostatic compression). Progress gradually, wear compression garments for land-based exercise as your lymphoedema service advises (not in water), and maintain skin care, covering breaks in the skin. Redness, heat, increased swelling or fever warrant same-day GP review for cellulitis.',
  },
  hormoneTherapy: {
    direct:
      'Exercise is one of the best answers to the tiredness of hormone therapy, and a short walk counts. Build towards 150 minutes of moderate activity a week as your energy allows, and add strength work twice a week: hormone therapy thins bone and muscle, and lifting protects both. Ask your team about a bone density scan and vitamin D, and rest on the days you need it.',
    encouraging:
      'Well done for getting out: exercise is one of the best answers to the tiredness of hormone therapy, and a short walk counts. Build towards 150 minutes of moderate activity a week as your energy allows, and add some strength work twice a week, since hormone therapy thins bone and muscle and lifting protects both. It is worth asking your team about a bone density scan and vitamin D, and resting on the days you need it.',
    analytical:
      'Exercise is among the most effective interventions for fatigue during hormone therapy for cancer. Progress towards 150 minutes of moderate activity weekly as tolerated, with resistance training twice weekly to counter treatment-related bone and muscle loss. Ask your team about DEXA and vitamin D, and rest on low days.',
  },
};

export const longTermConditionSentence = (condition: LongTermCondition, tone: CoachTone) => SENTENCES[condition][tone];
