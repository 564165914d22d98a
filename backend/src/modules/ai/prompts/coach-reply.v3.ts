/**
 * Prompt of the coach reply (insight) to a member's journal entry, version 3: version 2 (coach-reply.v2.ts, unchanged,
 * whose schema, repair request and user message it keeps) with four more rules in the system message, from what members
 * over 50 write and what the rule-based reply learned to answer: urgent signs first (999 or the same day), a race just
 * finished congratulated as one, no medicine ever stopped on the coach's word, and muscles worked tight told from a niggle.
 *
 * Every model-written reply stores COACH_REPLY_PROMPT_VERSION in ai_responses.prompt_version. To change the wording,
 * add coach-reply.v4.ts beside this file and point the insights module at it; never edit a released version.
 */
import { coachReplySystem as v2System } from './coach-reply.v2.js';
import { coachReplyMessages as v1Messages, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';
import type { LlmMessage } from '../llm.port.js';

export { COACH_REPLY_SCHEMA_NAME, REASON_MAX_CHARS, REPLY_WORDS, coachReplyRepair, coachReplySchema, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';

export const COACH_REPLY_PROMPT_VERSION = 'coach-reply.v3';

const RULES = [
  'Urgent signs come before anything else: numbness or weakness down one side or speech gone strange (even if it has passed), a sudden severe headache, confusion or no sweating in the heat, a calf swollen and warm or painful after a long journey, a blow to the head with a headache or sickness, chest pain, fainting. Say plainly to call 999 or be seen the same day, and that training waits until a doctor has seen them.',
  'A race or event the member has just finished is the news: congratulate it by name, ask what went to plan while it is fresh, and prescribe easy days after; never call it a steady session.',
  'Never suggest stopping or changing a medicine: muscle aches on a statin, or anything a medicine may cause, is for their GP or pharmacist.',
  'Muscles on both sides tight after hard work are the session landing; pain in one spot, a joint or one side is a niggle: an easy day or two, and a physiotherapist if it stays.',
];

export function coachReplySystem(tone: CoachTone): string {
  return [v2System(tone), ...RULES].join('\n');
}

export function coachReplyMessages(input: CoachReplyInput): LlmMessage[] {
  return v1Messages(input).map((message) => (message.role === 'system' ? { ...message, content: coachReplySystem(input.tone) } : message));
}
