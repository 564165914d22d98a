/**
 * A session on a replaced joint ('Hip replacement in March, walked 8 km today', 'new knee, 20 km ride'): low-impact work
 * is what a new joint needs; gradually, within what the surgeon and physio have cleared, and asked before running. The
 * rule-based reply (advice.ts, and care-sentences.ts when 'replacement' made the entry a health one) gives it when no
 * pain or worry is named. Pure.
 */
import type { CoachTone } from '../ai/index.js';
import { askedIn } from './asked.js';
import { entryFacts, entryText } from './entry-facts.js';

const REPLACED = /\b(?:hip|knee|shoulder|joint)\s+replacement\b|\b(?:hip|knee|shoulder)s?\s+(?:was\s+|were\s+|got\s+|being\s+)?(?:replaced|resurfaced)\b|\bnew\s+(?:hip|knee|shoulder)\b(?!\s+(?:support|brace|strap|sleeve|tape|guard|pads?|cushion))|\b(?:replaced|resurfaced)\s+(?:hip|knee|shoulder)\b/i;
const WORRY = /\b(?:pain|painful|pains|sore|hurt|hurts|hurting|swollen|swelling|ache|aching|ached|clunk\w*|dislocat\w*|worried|worry|infection|hot|red)\b/i;
/** Words that say no worry: 'no pain at all', 'without swelling', 'pain-free' (taken out before WORRY is tried). */
const NO_WORRY = /\b(?:no|without|not)\s+(?:any\s+)?(?:pain|swelling|soreness|aches?|worr(?:y|ies))\b|\bpain[- ]free\b/gi;
const worried = (text: string) => WORRY.test(text.replace(NO_WORRY, ' '));

/**
 * An operation still to come ('knee replacement booked for March', 'hip op next month', 'surgery in three weeks'); not
 * 'hip replacement in March', which may as well be behind the member.
 */
export const OPERATION_TO_COME =
  /\b(?:replacement|op|operation|surgery|arthroscopy|procedure)\s+(?:is\s+|has\s+been\s+)?(?:booked|scheduled|planned|due|next|on\s+the\s+\d|in\s+(?:\w+\s+)?(?:weeks?|months?))\b/i;

/** An operation to come, moving meanwhile or asking to: going in stronger is preparation; the surgeon's word on what to keep. */
export function beforeOperationSentence(tone: CoachTone): string {
  return {
    direct: 'Keeping it moving before the operation is good preparation: people who go in stronger recover faster. Ask your surgeon what to keep doing, and what to stop, before and after.',
    encouraging: 'Keeping it moving before the operation is the best preparation you can give it: people who go in stronger tend to recover faster. Ask your surgeon or physio what to keep doing, and what to stop, before and after.',
    analytical: 'Pre-operative activity noted. Better fitness and strength before surgery are associated with faster recovery; confirm with your surgeon which activities to continue and when to stop.',
  }[tone];
}

/** True when the entry tells of a session done on a replaced joint (not a run), with no pain or worry named. */
export function onReplacedJoint(entry: { title?: string | null; content: string }): boolean {
  const text = entryText(entry);
  const facts = entryFacts(entry);
  // A run on it is the surgeon's call already made: its own session's advice.
  return REPLACED.test(text) && !worried(text) && !!facts.sport && facts.sport !== 'run' && !!(facts.distance || facts.duration);
}

/** Low-impact work, built gradually within what is cleared, running asked about first. */
export function replacedJointSentence(tone: CoachTone): string {
  return {
    direct: 'Steady, low-impact work such as walking, cycling and swimming is exactly what a new joint needs: it builds the muscles that protect it. Build up gradually, keep to what your surgeon and physio have cleared, and ask them before adding running or jumping, which many advise against on a replaced joint.',
    encouraging: 'That is great to see on a new joint. Steady, low-impact work such as walking, cycling and swimming is exactly what it needs, and it builds the muscles that protect it. Build up gradually, keep to what your surgeon and physio have cleared, and ask them before adding running or jumping, which many advise against on a replaced joint.',
    analytical: 'Activity on a replaced joint logged. Low-impact loading (walking, cycling, swimming) strengthens the muscles that support it; progress gradually within what your surgeon and physio have cleared, and confirm before adding running or impact, which many surgeons advise against.',
  }[tone];
}

/**
 * Swimming on a new hip, done or allowed ('Hip replacement 8 weeks ago, physio says I can start swimming'), with no pain
 * or worry named: the strokes that do not twist it first.
 */
export function swimOnNewHip(entry: { title?: string | null; content: string }): boolean {
  const text = entryText(entry);
  return REPLACED.test(text) && /\bhip\b/i.test(text) && /\b(?:swim|swims|swimming|swam|pool|lengths)\b/i.test(text) && !worried(text);
}

export function newHipSwimSentence(tone: CoachTone): string {
  return {
    direct: "Swimming is one of the best things for a new hip. Start with front crawl or backstroke and a gentle kick, or a pull buoy, and leave breaststroke's frog kick until your surgeon or physio says it is fine, often three months or more after the operation, because it twists the joint. Wait until the wound has fully healed, and use the steps rather than jumping in or pushing up over the side.",
    encouraging: "That is good news: swimming is one of the best things for a new hip. Start with front crawl or backstroke and a gentle kick, or a pull buoy, and leave breaststroke's frog kick until your surgeon or physio says it is fine, often three months or more after the operation, because it twists the joint. Wait until the wound has fully healed, and use the steps rather than jumping in or pushing up over the side.",
    analytical: "Swimming suits a hip replacement well. Begin with front crawl or backstroke with a gentle kick (or a pull buoy); defer the breaststroke kick, which loads the hip in rotation, until cleared, often three months or more post-operatively. Wait for full wound healing, and enter and leave by the steps.",
  }[tone];
}

const RUNNING = /\b(?:run|runs|running|jog|jogging|parkrun|parkruns)\b/i;

/**
 * Running asked about on a replaced joint ('Had my knee replaced 6 months ago, surgeon says I'm fine. Can I start
 * running again?'), with no pain or worry named: the surgeon's question, asked about running itself.
 */
export function asksToRunOnNewJoint(entry: { title?: string | null; content: string }): boolean {
  const text = entryText(entry);
  const asked = askedIn(text);
  return !!asked && REPLACED.test(text) && RUNNING.test(asked.question) && !worried(text);
}

/** Whether to run is the surgeon's call, asked about running itself; if yes, walk-run, built over months. */
export function newJointRunSentence(tone: CoachTone): string {
  return {
    direct: "Whether to run on a replaced joint is your surgeon's call, so ask them about running itself, not only whether the joint is fine: many advise against regular running on a new hip or knee, because the impact wears the implant, and some allow it, mostly for people who ran before. If they say yes, start with walk-run (one minute jogging, two walking) on soft, level ground every other day and build over months, not weeks, with cycling, swimming and walking as the base. Ask them straight away about pain, swelling, warmth or a clunk in the joint.",
    encouraging: "That is the right question to ask before a first run. Whether to run on a replaced joint is your surgeon's call, so ask them about running itself, not only whether the joint is fine: many advise against regular running on a new hip or knee, because the impact wears the implant, and some are happy with it, mostly for people who ran before. If they say yes, start with walk-run (one minute jogging, two walking) on soft, level ground every other day and build over months rather than weeks, keeping cycling, swimming and walking as your base. Please ask them straight away about any pain, swelling, warmth or a clunk in the joint.",
    analytical: 'Running on a joint replacement requires specific clearance from the surgeon (ask about running, not general fitness): many advise against regular running because impact increases implant wear; some permit it, mainly for previous runners. If cleared, begin with run-walk intervals (1 minute jogging, 2 minutes walking) on soft, level surfaces on alternate days and progress over months, retaining cycling, swimming and walking as base volume. Report pain, swelling, warmth or clunking to the surgeon promptly.',
  }[tone];
}

/**
 * A worry in a replaced joint ('New knee 8 months ago, knee sore after walks, can I run?', 'new hip swollen and hot'):
 * the surgeon's team's, not a training rule's ('mild pain that settles allows training' is for a joint of one's own).
 */
const MILD = /\b(?:a\s+(?:bit|little|touch)|a\s+little\s+bit|slightly|mildly)\s+(?:sore|achy|aching|stiff)\b/i;
const SERIOUS = /\b(?:swollen|swelling|hot|red|clunk\w*|dislocat\w*|infection|painful|hurts?|hurting|pain)\b/i;

export function newJointWorry(entry: { title?: string | null; content: string }): boolean {
  const text = entryText(entry);
  // 'A bit sore after' a session, and nothing more, is a niggle's answer: an easy day, a physio if it stays.
  const mildOnly = MILD.test(text) && !SERIOUS.test(text);
  return REPLACED.test(text) && !OPERATION_TO_COME.test(text) && worried(text) && !mildOnly;
}

export function newJointWorrySentence(tone: CoachTone): string {
  return {
    direct: "Pain, swelling or warmth in a replaced joint is for your surgeon's team or physio, not for training through: ring them this week, and the same day if the joint is hot and red, the wound is weeping or you have a temperature, because infection in a new joint needs treating fast. Until they have seen it, keep to what does not hurt, such as an easy ride or swim, and leave running aside.",
    encouraging: "Thank you for saying. Pain, swelling or warmth in a replaced joint is worth a call to your surgeon's team or physio rather than training through it: please ring them this week, and the same day if the joint is hot and red, the wound is weeping or you have a temperature, because infection in a new joint needs treating quickly. Until they have seen it, stay with what does not hurt, such as an easy ride or swim, and leave running aside for now.",
    analytical: "Symptoms in a replaced joint (pain, swelling, warmth) warrant review by the surgical team or physiotherapist rather than self-management: arrange it this week, and same-day if the joint is hot and red, the wound discharges or there is fever (possible prosthetic joint infection). Pending review, restrict activity to pain-free low-impact work and avoid running.",
  }[tone];
}
