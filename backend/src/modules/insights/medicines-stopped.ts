/**
 * A prescribed medicine stopped by the member ('Stopped taking statins and feel much better on runs', 'came off my BP
 * tablets'): the GP told soon (a blood thinner today), and nothing else changed unadvised. Not one the doctor stopped. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const STOPPED =
  /(?<!\b(?:gp|doctor|doc|consultant|cardiologist|nurse|pharmacist|they|she|he)\s+)\b(?:stopped|quit|came\s+off|coming\s+off|gave\s+up|stopping|ditched|binned)\s+(?:taking\s+)?(?:my\s+|the\s+)?(?:(statins?|atorvastatin|simvastatin|rosuvastatin|pravastatin)|(?:blood\s+pressure|bp)\s+(?:tablets?|pills?|meds|medication)|beta[- ]?blockers?|bisoprolol|atenolol|ramipril|amlodipine|(blood\s+thinners?|warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|dabigatran|anticoagulants?|clopidogrel))\b/i;

export type StoppedMedicine = 'thinner' | 'other';

/** The kind of prescribed medicine the member says they stopped, or null. */
export function medicineStopped(entry: { title?: string | null; content: string }): StoppedMedicine | null {
  const match = entryText(entry).match(STOPPED);
  return !match ? null : match[2] ? 'thinner' : 'other';
}

const SENTENCES: Record<StoppedMedicine, Record<CoachTone, string>> = {
  other: {
    direct: 'Tell your GP soon that you have stopped: side effects such as aching muscles or tiredness often go with a different dose or medicine, while the protection for your heart and arteries matters more after 50. Do not change anything else without advice; beta blockers in particular should not be stopped suddenly.',
    encouraging: 'Feeling better on your runs is good to hear, and worth telling your GP about soon: side effects such as aching muscles or tiredness often go with a different dose or medicine, so you can keep the protection for your heart and arteries, which matters more after 50. Please do not change anything else without advice; beta blockers in particular should not be stopped suddenly.',
    analytical: 'Self-discontinuation noted: inform your GP soon. Adverse effects (myalgia, fatigue) are often resolved by dose or agent changes while retaining cardiovascular protection, which is of greater value after 50. Make no further changes unadvised; beta blockers should not be withdrawn abruptly.',
  },
  thinner: {
    direct: 'Call your GP or the clinic that prescribed it today: stopping a blood thinner without advice raises the risk of a clot or a stroke. If bleeding or bruising made you stop, tell them that too, because a different dose or medicine usually helps. Call 999 at once for a face that droops, an arm that is weak or speech that slurs.',
    encouraging: 'Please call your GP or the clinic that prescribed it today: stopping a blood thinner without advice raises the risk of a clot or a stroke. If bleeding or bruising made you stop, tell them that too, as a different dose or medicine usually helps. And call 999 straight away for a face that droops, an arm that is weak or speech that slurs.',
    analytical: 'Unadvised anticoagulant discontinuation raises thromboembolic and stroke risk: contact the GP or prescribing clinic today, reporting any bleeding that prompted it (dose or agent changes are usually possible). Facial droop, arm weakness or slurred speech: call 999 immediately.',
  },
};

export const medicineStoppedSentence = (kind: StoppedMedicine, tone: CoachTone) => SENTENCES[kind][tone];
