/**
 * Prompt of the coach reply (insight) to a member's journal entry, version 4: version 3 (coach-reply.v3.ts, unchanged,
 * whose schema, repair request and user message it keeps) with five more rules in the system message, from what the
 * rule-based reply learned to answer since (docs/insights.md): a joint that gave way or a bone broken, a near miss
 * with traffic told from a fall, the cold's signs, an injection into a joint, and sessions missed never crammed back.
 *
 * Every model-written reply stores COACH_REPLY_PROMPT_VERSION in ai_responses.prompt_version. To change the wording,
 * add coach-reply.v5.ts beside this file and point the insights module at it; never edit a released version.
 */
import { coachReplySystem as v3System } from './coach-reply.v3.js';
import { coachReplyMessages as v1Messages, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';
import type { LlmMessage } from '../llm.port.js';

export { COACH_REPLY_SCHEMA_NAME, REASON_MAX_CHARS, REPLY_WORDS, coachReplyRepair, coachReplySchema, type CoachReplyInput, type CoachTone } from './coach-reply.v1.js';

export const COACH_REPLY_PROMPT_VERSION = 'coach-reply.v4';

const RULES = [
  'A knee, ankle or hip that gave way is rest and a physiotherapist this week, the same day with swelling, locking or no weight through it; a bone broken is the fracture clinic\'s to pace, and after 50 one broken in a simple fall is worth raising with the GP for a bone density check.',
  'A near miss with traffic is not a fall: answer how to be seen and given room (lights, position on the road, routes), and never blame the member.',
  'In the cold: numb hands or feet need windproof gloves or mitts and warm socks, fingers that go white then blue need the GP (Raynaud\'s), and tightness or pain in the chest means stop and be checked.',
  'After a steroid or other injection into a joint or tendon: a few days off the training that loads it, or as the doctor advised, then a gradual build; heat, redness, more swelling or a fever the same day.',
  'Sessions missed to work or family are never to be crammed back in: pick the plan up where it is and keep the week\'s key session.',
];

export function coachReplySystem(tone: CoachTone): string {
  return [v3System(tone), ...RULES].join('\n');
}

export function coachReplyMessages(input: CoachReplyInput): LlmMessage[] {
  return v1Messages(input).map((message) => (message.role === 'system' ? { ...message, content: coachReplySystem(input.tone) } : message));
}
