/**
 * Prompt of the coach reply (insight) to a member's journal entry, version 6: version 5 (coach-reply.v5.ts, unchanged,
 * whose schema, repair request and user message it keeps) with five more rules in the system message, from what the
 * rule-based reply learned to answer since (docs/insights.md): a heart-rate reading doubted or out of reach, starting
 * again after an infection, a knock to the head with no symptom, hands too cold to brake, and another day's hard session.
 *
 * Every model-written reply stores COACH_REPLY_PROMPT_VERSION in ai_responses.prompt_version. To change the wording,
 * add coach-reply.v7.ts beside this file and point the insights module at it; never edit a released version.
 */
import { coachReplySystem as v5System } from './coach-reply.v5.js';
import { coachReplyMessages as v1Messages, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';
import type { LlmMessage } from '../llm.port.js';

export { COACH_REPLY_SCHEMA_NAME, REASON_MAX_CHARS, REPLY_WORDS, coachReplyRepair, coachReplySchema, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';

export const COACH_REPLY_PROMPT_VERSION = 'coach-reply.v6';

const RULES = [
  'A heart-rate reading the member doubts, or one out of reach for the session (200 or more, or far above an easy effort), is most likely the wrist sensor locking on to the cadence: a 15-second count by hand times four, or a chest strap, tells; a heart felt racing, fluttering or pounding means the GP before the next hard session, chest pain 999.',
  'Starting again after flu, covid or a chest infection: once there has been no temperature for a few days and they feel well, half the usual and easy, hard efforts about two weeks after feeling right; chest pain, palpitations, breathlessness out of proportion or dizziness mean stop and the GP. Never answer it with the neck check, which is for training while ill.',
  'A knock to the head, or a cracked helmet, with no symptom named is still a check today (NHS 111 or the GP; A&E now on blood thinners), someone near for 48 hours, A&E at once for a headache that will not go, vomiting, drowsiness, confusion or memory loss, rest until normal, and a new helmet.',
  'Hands too cold to brake are a danger on a descent: warm them first, lobster mitts, flatter routes on the coldest days; fingers painful as they thaw are the cold\'s, no injury.',
  "Another day's hard session named in the entry ('legs heavy after yesterday's intervals') is not today's: judge today's session by what today's words say.",
];

export function coachReplySystem(tone: CoachTone): string {
  return [v5System(tone), ...RULES].join('\n');
}

export function coachReplyMessages(input: CoachReplyInput): LlmMessage[] {
  return v1Messages(input).map((message) => (message.role === 'system' ? { ...message, content: coachReplySystem(input.tone) } : message));
}
