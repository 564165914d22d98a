/**
 * Prompt of the coach reply (insight) to a member's journal entry, version 1.
 *
 * Every model-written reply stores COACH_REPLY_PROMPT_VERSION in ai_responses.prompt_version. To change the wording,
 * add coach-reply.v2.ts beside this file and point the insights module at it; never edit a released version.
 *
 * Everything personal in the user message has already been through the insights module's redaction (names,
 * e-mail addresses, places replaced by [name], [email], [place]); private entries never get here at all.
 */
import { list, str, strictObject, type ObjectSchema } from '../json-schema.js';
import type { LlmMessage } from '../llm.port.js';

export const COACH_REPLY_PROMPT_VERSION = 'coach-reply.v1';
export const COACH_REPLY_SCHEMA_NAME = 'coach_reply';

export type CoachTone = 'direct' | 'encouraging' | 'analytical';

/** Words of the reply: enough to be specific, short enough to read on a phone. */
export const REPLY_WORDS = { min: 40, max: 220 } as const;
export const REASON_MAX_CHARS = 300;

const TONES: Record<CoachTone, string> = {
  direct: 'Tone: direct. Short, plain sentences; say what to do next and why, without softening words.',
  encouraging: 'Tone: encouraging. Warm and supportive, but every kind word must point at something specific the member did.',
  analytical: 'Tone: analytical. Lead with the figures and what they show; explain cause and effect; keep feelings out of it.',
};

export function coachReplySystem(tone: CoachTone): string {
  return [
    'You are the Flying@50 coach: you reply to the training journal of an athlete aged 50 or over (runner, cyclist, swimmer or triathlete).',
    "Write in British English (spelling and vocabulary: 'programme', 'colour', 'metres', 'realise', 'tyre').",
    'Ground every point in what the member wrote: refer back to this entry, their active goal and their recent entries by what they say.',
    'Say why you recommend each thing you recommend. No empty praise or cheerleading ("amazing", "crushing it", "keep it up"), no exclamation marks.',
    'You are not a doctor: never diagnose an injury, illness or condition and never name one as what the member has. If they mention pain or',
    'illness that persists, say plainly that a doctor or physiotherapist should look at it.',
    'Text in square brackets such as [name], [place] or [email] stands for details removed for privacy: do not guess them and do not repeat the brackets.',
    TONES[tone],
  ].join('\n');
}

export interface CoachReplyInput {
  tone: CoachTone;
  entry: { title: string; text: string; writtenOn: string; tags: string[] };
  goal: string | null;
  /** The member's recent entries (not this one, not private ones), newest first. */
  recent: Array<{ writtenOn: string; text: string }>;
  /** The momentum figures of the last 30 days, as short lines. */
  figures: string[];
  /** Premium reports the reply may recommend, with their ids. */
  candidates: Array<{ id: number; topic: string; summary: string }>;
}

export function coachReplySchema(): ObjectSchema {
  return strictObject({
    reply: str(
      `The reply to the member, ${REPLY_WORDS.min}-${REPLY_WORDS.max} words of plain text (no Markdown) in two to four short paragraphs separated by a blank line.`,
    ),
    recommendations: list(
      strictObject({
        id: { type: 'integer', description: 'The id of one of the candidate reports.' },
        reason: str(`Why this report helps this member now, tied to the entry or goal; one sentence, at most ${REASON_MAX_CHARS} characters.`),
      }),
      'For each candidate report worth reading now (zero to three), why. Only ids from the candidate list.',
    ),
  });
}

export function coachReplyMessages(input: CoachReplyInput): LlmMessage[] {
  const lines = [
    'Reply to this journal entry.',
    '',
    `Written on: ${input.entry.writtenOn}`,
    `Entry title: ${input.entry.title || '(none)'}`,
    `Entry text: ${input.entry.text}`,
    input.entry.tags.length ? `Tags: ${input.entry.tags.join(', ')}` : '',
    '',
    `Active goal: ${input.goal ?? '(no goal set)'}`,
    '',
    'Recent entries (newest first):',
    ...(input.recent.length ? input.recent.map((e) => `- ${e.writtenOn}: ${e.text}`) : ['- (none)']),
    '',
    'Momentum over the last 30 days:',
    ...input.figures.map((f) => `- ${f}`),
    '',
    'Candidate premium reports:',
    ...(input.candidates.length ? input.candidates.map((c) => `- id ${c.id}: ${c.topic}. ${c.summary}`) : ['- (none)']),
    '',
    'Refer to something specific from the entry and, where it fits, the goal and the recent entries. Give one clear next step and why.',
  ];
  return [
    { role: 'system', content: coachReplySystem(input.tone) },
    { role: 'user', content: lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n') },
  ];
}

/** The one repair request: the earlier answer and what is wrong with it. */
export function coachReplyRepair(previous: string, problems: string[]): LlmMessage[] {
  return [
    { role: 'assistant', content: previous },
    {
      role: 'user',
      content: ['Your reply breaks these rules:', ...problems.map((p) => `- ${p}`), '', 'Send the whole corrected answer in the same format.'].join('\n'),
    },
  ];
}
