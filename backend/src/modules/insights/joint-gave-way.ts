/**
 * A knee, ankle or hip that gave way, buckled or 'went' mid-session ('Knee gave way on the descent', 'DNF at the
 * sportive, knee gone'): a worry, not a niggle. It can be a ligament or cartilage injury, so it is rested and seen by a
 * physio, the same day when it swelled within hours, locks or takes no weight; a knee locked now is seen today, and one
 * swollen now is not run on and is seen this week.
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

/**
 * A knee swollen now ('Knee swelled up like a balloon after the 10k', 'Twisted my knee on the trail, now swollen', 'fluid
 * on the knee'): something inside it irritated or injured. Not swelling gone down or said not to be there.
 */
const KNEE_SWOLLEN =
  /\b(?<!\b(?:no|not|without)\s+(?:any\s+)?)(?:knee\s+(?:has\s+|had\s+|is\s+|was\s+|now\s+|all\s+|gone\s+|went\s+|really\s+|very\s+|quite\s+|a\s+bit\s+)*(?:swollen|swelled|swelling\s+up|puffed\s+up|puffy|ballooned|blown\s+up)|(?:swollen|puffy)\s+knee|(?:fluid|water)\s+on\s+(?:my\s+|the\s+)?knee|(?:twisted|jarred|hurt|banged)\s+(?:my\s+)?knee\b[^.!?\n]{0,40}?\b(?:swollen|swelled|swelling|puffy)(?!\s+(?:has\s+)?(?:gone|going|down|eased)))\b/i;

/** 'locked' for a knee that locks or will not straighten (LOCKED_WORDS), 'swollen' for one swollen now, else null. */
export function kneeTrouble(entry: { title?: string | null; content: string }): 'locked' | 'swollen' | null {
  const text = entryText(entry);
  if (KNEE_LOCKED.test(text)) return 'locked';
  return KNEE_SWOLLEN.test(text) ? 'swollen' : null;
}

/** Locked: not forced, not run on, seen today. Swollen: no running on it, swelling's care, a physio or GP this week. */
export function kneeTroubleSentence(trouble: 'locked' | 'swollen', tone: CoachTone): string {
  if (trouble === 'swollen') {
    return {
      direct: 'A knee that swells after a session has something inside it irritated or injured. No running on it for now: rest it, ice it for 15 minutes a few times a day, keep it raised, and walk only as far as it lets you without pain. See a physio or your GP this week, and the same day if it swelled within hours of a twist, is hot and red, you feel feverish, or it locks or takes no weight.',
      encouraging: 'I am sorry, a swollen knee is worrying and no fun. Swelling means something inside it is irritated or injured, so no running on it for now: rest it, ice it for 15 minutes a few times a day, keep it raised, and walk only as far as it lets you without pain. Please see a physio or your GP this week, and get it seen the same day if it swelled within hours of a twist, is hot and red, you feel feverish, or it locks or takes no weight.',
      analytical: 'A knee effusion after exercise indicates intra-articular irritation or injury. Avoid running; use relative rest, ice (15 minutes, several times a day) and elevation, walking only within pain-free limits. Physio or GP assessment this week; same day if the swelling followed a twist within hours (possible haemarthrosis), the joint is hot and red or you are feverish (possible infection), or it locks or will not bear weight.',
    }[tone];
  }
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
