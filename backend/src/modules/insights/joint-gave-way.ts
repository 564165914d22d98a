/**
 * A knee, ankle or hip that gave way, buckled or 'went' mid-session ('Knee gave way on the descent', 'DNF at the
 * sportive, knee gone'): a worry, not a niggle. It can be a ligament or cartilage injury, so it is rested and seen by a
 * physio, the same day when it swelled within hours, locks or takes no weight; a knee locked now is seen today.
 * healthSentence (care-sentences.ts) gives it after a fall and a professional already seeing it. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { entryText } from './entry-facts.js';

/** What the joint did ('gave way', 'went', 'gone'); not 'went fine' nor swelling 'gone down'. */
const DID = String.raw`\s+(?:(?:just|completely|suddenly)\s+)?(?:gave\s+way|gave\s+out|buckled|(?:has\s+|had\s+)?gone(?!\s*\?|\s+(?:down|away|fine|well|ok|okay|better|numb|stiff|tight|quiet))|went(?!\s+(?:fine|well|ok|okay|better|great|alright|all\s+right|without|smoothly|down|away)))`;
/** Not a pain or swelling in it that has gone ('pain in my knee gone'). */
const NOT_ITS_PAIN = String.raw`(?<!\b(?:in|of|from|around|behind)\s+(?:my|the|his|her|your)\s+(?:left\s+|right\s+)?)`;
/** The words as a worry for entry-kind.ts's health words ('knee gave way', 'ankle went', 'knee gone'). */
/** A knee that locks or will not straighten ('Knee locked and won't straighten'): cartilage caught in it, seen today. */
const LOCKED_WORDS = String.raw`knee\s+(?:has\s+|had\s+|keeps\s+|kept\s+)?(?:locked|locking|locks)(?:\s+up)?|knee\s+(?:won'?t|will\s+not|can'?t|cannot|couldn'?t)\s+(?:fully\s+)?(?:straighten|bend)`;
export const GAVE_WAY_WORDS = String.raw`${NOT_ITS_PAIN}(?:knee|ankle|hip)${DID}|${LOCKED_WORDS}`;
const KNEE_LOCKED = new RegExp(String.raw`\b(?:${LOCKED_WORDS})\b`, 'i');

/** True when the entry tells of a knee that locks or will not straighten (LOCKED_WORDS). */
export const kneeLocked = (entry: { title?: string | null; content: string }) => KNEE_LOCKED.test(entryText(entry));

/** Not forced, not run on, seen today. */
export function kneeLockedSentence(tone: CoachTone): string {
  return {
    direct: 'A knee that locks or will not straighten can have a torn piece of cartilage caught in it. Do not force it straight or train on it, and get it seen today at an urgent treatment centre, minor injuries unit or A&E, or by your GP today.',
    encouraging: 'I am sorry, that sounds uncomfortable and worrying. A knee that locks or will not straighten can have a torn piece of cartilage caught in it, so please do not force it straight or train on it, and get it seen today at an urgent treatment centre, minor injuries unit or A&E, or by your GP today.',
    analytical: 'A locked knee (loss of full extension) suggests a mechanical block, commonly a displaced meniscal tear. Avoid forcing extension or loading it; same-day assessment at an urgent treatment centre, minor injuries unit, A&E or by the GP.',
  }[tone];
}
const JOINT_GAVE_WAY = new RegExp(String.raw`${NOT_ITS_PAIN}\b(knee|ankle|hip)${DID}\b`, 'i');

/** The joint that gave way ('knee'), else null. */
export function jointGaveWay(entry: { title?: string | null; content: string }): string | null {
  return JOINT_GAVE_WAY.exec(entryText(entry))?.[1].toLowerCase() ?? null;
}

const article = (joint: string) => (joint === 'ankle' ? `An ${joint}` : `A ${joint}`);

/** Rest and a physio this week; the same day for swelling within hours, locking or no weight. */
export function jointGaveWaySentence(joint: string, tone: CoachTone): string {
  return {
    direct: `${article(joint)} that gives way needs looking at: rest it rather than train through it, and see a physio this week. If it swelled within a few hours, locks, or will not take your weight, get it seen the same day at an urgent treatment centre or A&E.`,
    encouraging: `That must have been a worry. ${article(joint)} that gives way is worth taking seriously: rest it rather than training through it, and please see a physio this week. If it swelled within a few hours, locks, or will not take your weight, get it seen the same day at an urgent treatment centre or A&E.`,
    analytical: `${article(joint)} giving way suggests instability or an internal injury (ligament or cartilage). Relative rest and physio assessment within the week; same-day assessment (urgent treatment centre or A&E) for swelling within hours, locking, or inability to bear weight.`,
  }[tone];
}
