/**
 * Knee pain by where it is, the two commonest in runners and riders over 50: on the outside, coming on at a set
 * distance ('Knee pain on the outside after 20 km running': the iliotibial band), and at the front, round or behind the
 * kneecap, worse on stairs, hills or squats ('Pain at the front of my knee going downstairs'). Each gets the load eased
 * and the strength that settles it; a knee swollen, locked or giving way is answered as such (joint-gave-way.ts). Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

const PAIN = /\b(?:pain\w*|hurts?|hurting|sore|ach(?:e|es|ing|y|ed)|twinge\w*|niggl\w*|tender)\b/i;
const WORSE = /\b(?:swollen|swelling|swelled|locked|locking|locks|gave\s+way|giving\s+way|gives\s+way|buckled|clicks?\s+and\s+catches|catch(?:es|ing)|replace(?:d|ment)|new\s+knee|fell|fall|crash\w*)\b/i;
const SEEN = /\b(?:physio\w*|gp|doctor|consultant|surgeon|specialist|podiatrist|osteopath|chiropractor|scan|mri|x-?ray)\b/i;
const OUTSIDE = /\b(?:outside|outer\s+side|outer\s+edge|lateral\s+side)\s+of\s+(?:my\s+|the\s+)?(?:left\s+|right\s+)?knee\b|\bknee\b[^.!?\n]{0,25}?\b(?:on|down)\s+the\s+outside\b|\b(?:it\s*band|itb|iliotibial(?:\s+band)?)\b/i;
const FRONT = /\bfront\s+of\s+(?:my\s+|the\s+)?(?:left\s+|right\s+)?knee\b|\b(?:around|behind|under|below)\s+(?:my\s+|the\s+)?(?:left\s+|right\s+)?knee\s*caps?\b|\bknee\s*caps?\b|\brunner'?s\s+knee\b|\bpatellofemoral\b/i;

export type KneePain = 'outside' | 'front';

/** Where the knee pain the entry tells of is, or null (none, another place, or a knee swollen, locked or giving way). */
export function kneePain(entry: { title?: string | null; content: string }): KneePain | null {
  const text = entryText(entry);
  // One a professional is already looking after is theirs ('Physio says patellar tendon': care-sentences.ts).
  if (WORSE.test(text) || SEEN.test(text) || !(PAIN.test(text) || /\b(?:it\s*band|itb|runner'?s\s+knee)\b/i.test(text))) return null;
  return OUTSIDE.test(text) ? 'outside' : FRONT.test(text) ? 'front' : null;
}

const SENTENCES: Record<KneePain, Record<CoachTone, string>> = {
  outside: {
    direct: 'Pain on the outside of the knee that comes on at about the same distance each time is often the iliotibial band, overloaded rather than damaged. For a week or two keep runs shorter than where it starts, avoid long downhills and cambered roads, and strengthen your hips three times a week (side-lying leg raises, clams, single-leg squats). See a physio if it is not better in two or three weeks, or sooner if it swells or locks.',
    encouraging: 'Pain on the outside of the knee that arrives at about the same distance each time is very often the iliotibial band, overloaded rather than damaged, and it settles well. For a week or two keep your runs shorter than where it starts, avoid long downhills and cambered roads, and strengthen your hips three times a week (side-lying leg raises, clams, single-leg squats). Do see a physio if it is not better in two or three weeks, or sooner if it swells or locks.',
    analytical: 'Lateral knee pain with onset at a consistent distance suggests iliotibial band overload. Keep runs below the onset distance for one to two weeks, avoid prolonged descents and cambered surfaces, and add hip-abductor strengthening three times weekly (side-lying leg raises, clams, single-leg squats). Physiotherapy review if not improving in two to three weeks, or earlier with swelling or locking.',
  },
  front: {
    direct: 'Pain around or behind the kneecap, worse on stairs, hills or squats, is usually the kneecap joint overloaded, common and treatable. Ease the load for now (fewer hills and stairs, shorter runs, a saddle not set too low) and strengthen thighs and hips: wall sits, slow step-downs and side-lying leg raises, keeping pain at 3 out of 10 or less. See a physio if it is not better in a few weeks, and sooner if it swells, locks or gives way.',
    encouraging: 'Pain around or behind the kneecap, worse on stairs, hills or squats, is usually the kneecap joint overloaded: very common, and it responds well. Ease the load for now (fewer hills and stairs, shorter runs, a saddle not set too low) and build strength in your thighs and hips with wall sits, slow step-downs and side-lying leg raises, keeping any pain at 3 out of 10 or less. Please see a physio if it is not better in a few weeks, and sooner if it swells, locks or gives way.',
    analytical: 'Anterior knee pain aggravated by stairs, descents or squatting is typically patellofemoral pain, common and responsive to load management. Reduce aggravating load (hills, stairs, run length; avoid a low saddle) and strengthen quadriceps and hips (wall sits, eccentric step-downs, side-lying leg raises) within pain of 3/10 or less. Physiotherapy if not improving in a few weeks; sooner with swelling, locking or giving way.',
  },
};

export const kneePainSentence = (where: KneePain, tone: CoachTone) => SENTENCES[where][tone];
