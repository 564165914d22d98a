/**
 * Prompt of the coach reply (insight) to a member's journal entry, version 2: version 1 (coach-reply.v1.ts, unchanged,
 * whose schema, repair request and user message it keeps) with three more rules in the system message, from what
 * members write: a question is answered first; a limit set by the member's doctor comes before any plan; and an
 * entry that only asks, or looks ahead to a race, is no session to praise.
 *
 * Every model-written reply stores COACH_REPLY_PROMPT_VERSION in ai_responses.prompt_version. To change the wording,
 * add coach-reply.v3.ts beside this file and point the insights module at it; never edit a released version.
 */
import { coachReplyMessages as v1Messages, coachReplySystem as v1System, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';
import type { LlmMessage } from '../llm.port.js';

export { COACH_REPLY_SCHEMA_NAME, REASON_MAX_CHARS, REPLY_WORDS, coachReplyRepair, coachReplySchema, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';

export const COACH_REPLY_PROMPT_VERSION = 'coach-reply.v2';

const RULES = [
  'If the entry asks a question, answer it first, plainly, with the advice a good coach gives any athlete over 50; if only someone who can examine or watch them can answer it (a physiotherapist, a doctor, a club coach), say so and say who.',
  'A limit set by their doctor, cardiologist or physiotherapist (a heart-rate ceiling, rest for a set time) comes before any plan: repeat it back and never suggest going past it.',
  'An entry that only asks a question, or looks ahead to a race, reports no session: do not praise a session it does not describe.',
];

export function coachReplySystem(tone: CoachTone): string {
  return [v1System(tone), ...RULES].join('\n');
}

export function coachReplyMessages(input: CoachReplyInput): LlmMessage[] {
  return v1Messages(input).map((message) => (message.role === 'system' ? { ...message, content: coachReplySystem(input.tone) } : message));
}
