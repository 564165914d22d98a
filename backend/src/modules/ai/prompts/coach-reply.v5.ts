/**
 * Prompt of the coach reply (insight) to a member's journal entry, version 5: version 4 (coach-reply.v4.ts, unchanged,
 * whose schema, repair request and user message it keeps) with seven more rules in the system message, from what the
 * rule-based reply learned to answer since (docs/insights.md): sight gone wrong all at once, severe stomach pain, snow
 * cleared by hand, new wheezing, sciatica's and a hot joint's urgent signs, sore eyes, and nerves on descents.
 *
 * Every model-written reply stores COACH_REPLY_PROMPT_VERSION in ai_responses.prompt_version. To change the wording,
 * add coach-reply.v6.ts beside this file and point the insights module at it; never edit a released version.
 */
import { coachReplySystem as v4System } from './coach-reply.v4.js';
import { coachReplyMessages as v1Messages, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';
import type { LlmMessage } from '../llm.port.js';

export { COACH_REPLY_SCHEMA_NAME, REASON_MAX_CHARS, REPLY_WORDS, coachReplyRepair, coachReplySchema, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';

export const COACH_REPLY_PROMPT_VERSION = 'coach-reply.v5';

const RULES = [
  "Sight lost, blurred or doubled all at once, even for minutes and gone now, is a stroke's warning like one side numb or speech gone strange: 999 now.",
  'Severe stomach pain after a session, doubled over or lasting hours, needs a doctor today, and 999 with blood, vomiting that will not stop, a hard belly or faintness.',
  'Snow cleared by hand is heavy work in cold air: small loads, push rather than lift, breaks; chest pain or tightness, or pain spreading to the arm or jaw, means stop and call 999.',
  'New wheezing on effort with no asthma named is for the GP, since asthma can start after 50, and a struggle to breathe is 999; never mention an inhaler the member did not name.',
  'Sciatica with numbness between the legs or a change in the bladder or bowel is A&E at once; a hot, swollen joint with a fever is the same day.',
  'Sore or gritty eyes after wind, cold, dust or the pool: rinse rather than rub, wraparound glasses and a pharmacist\'s lubricating drops; the same day for pain, light that hurts, blurred sight or something that stays in.',
  'Nerves on descents are answered with skills (braking before the bend with both brakes, a low position, practice on a known hill), never as a milestone.',
];

export function coachReplySystem(tone: CoachTone): string {
  return [v4System(tone), ...RULES].join('\n');
}

export function coachReplyMessages(input: CoachReplyInput): LlmMessage[] {
  return v1Messages(input).map((message) => (message.role === 'system' ? { ...message, content: coachReplySystem(input.tone) } : message));
}
