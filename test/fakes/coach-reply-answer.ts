/**
 * The fake model's default answer to the insights schema (json_schema name 'coach_reply', see
 * backend/src/modules/ai/prompts/coach-reply.v1.ts, whose schema later versions keep): a calm British-English reply that refers back to the words of
 * the entry it was sent and gives a reason for every candidate report, so it passes the reply checks like a good
 * model answer would. Tests that want a bad answer set a responder or enqueue one.
 */
import type { ChatCompletionRequestBody } from './fake-openai.js';

const userText = (body: ChatCompletionRequestBody) =>
  (body.messages ?? [])
    .filter((m) => m.role === 'user')
    .map((m) => (typeof m.content === 'string' ? m.content : ''))
    .join('\n');

export function coachReplyAnswer(body: ChatCompletionRequestBody): { reply: string; recommendations: Array<{ id: number; reason: string }> } {
  const text = userText(body);
  const entry = /^Entry text: (.*)$/m.exec(text)?.[1] ?? '';
  const title = /^Entry title: (.*)$/m.exec(text)?.[1] ?? '';
  const words = [...new Set(`${title} ${entry}`.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 5 && !['name', 'place', 'email', 'phone', 'none'].includes(w)))].slice(0, 3);
  const about = words.length ? words.join(', ') : 'this session';
  const ids = [...text.matchAll(/^- id (\d+): /gm)].map((m) => Number(m[1]));
  return {
    reply: [
      `You wrote about ${about}. That detail matters, because it shows how the session actually went rather than only that it happened. Compare it with your recent entries before you plan the next one.`,
      'Next, keep one easy day after any hard effort, because recovery is where training turns into fitness. If something still hurts after a few days, ask a physiotherapist to look at it.',
    ].join('\n\n'),
    recommendations: ids.map((id) => ({ id, reason: `It goes deeper into ${about}, which fits what you wrote today.` })),
  };
}
