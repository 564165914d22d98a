import { applyDecorators } from '@nestjs/common';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { NOT_CONFIGURED } from '../ai/index.js';
import { PEXELS_TIMEOUT_MS } from '../ai/index.js';
import { GENERATION_MESSAGES } from './generation-runner.js';
import { GENERATION_RETRY_AFTER_SECONDS, tooManyGenerations } from './generation-slots.js';

/**
 * The answers of a route that waits for a generation (GenerationRunner.run), the same on every generate route, so they
 * are documented once. `conflicts`: the 409s the route gives besides a requestId already used.
 */
export const ApiGenerationAnswers = (options: { requestId: boolean; conflicts?: string } = { requestId: true }) => {
  const conflicts = [
    options.requestId && 'The requestId names a generation that is running, or that has run (its progress is kept 15 minutes after it ends)',
    options.conflicts,
  ].filter((c): c is string => Boolean(c));
  return applyDecorators(
    ...(conflicts.length ? [ApiErrorAnswer(409, `${conflicts.join(', or ')}; nothing was started`, GENERATION_MESSAGES.requestIdTaken)] : []),
    ApiTooManyRequests(
      `The editor already has GENERATIONS_PER_EDITOR (default 2) generations running; nothing was started (the requestId may be sent again). Retry-After: ${GENERATION_RETRY_AFTER_SECONDS} seconds`,
      tooManyGenerations(2),
    ),
    ApiErrorAnswer(
      502,
      'The AI model or image search failed, or its output still broke the rules after one correction (the message says which); nothing was stored',
      'The AI model sent malformed output (not valid JSON). Please try again.',
    ),
    ApiErrorAnswer(
      503,
      'OPENAI_API_KEY or PEXELS_API_KEY is not set (the message names it, with reason not_configured: nothing was started, and sending again cannot help until it is set), the job queue does not answer, or the worker running the job stopped; nothing was stored',
      NOT_CONFIGURED.openai,
    ),
    ApiErrorAnswer(504, 'The generation, the AI model or image search took too long; if the generation finishes it appears in the list', GENERATION_MESSAGES.timeout),
  );
};

/** The answers of a route that asks image search (Pexels); `noPhoto`: the route's own 502 besides a failed search. */
export const ApiImageSearchAnswers = (noPhoto?: string) =>
  applyDecorators(
    ApiErrorAnswer(502, `Image search failed${noPhoto ? `, ${noPhoto}` : ''}; nothing was changed`, 'Image search failed: Pexels answered 500.'),
    ApiErrorAnswer(503, 'PEXELS_API_KEY is not set; nothing was changed', NOT_CONFIGURED.pexels),
    ApiErrorAnswer(504, 'Image search did not answer in time; nothing was changed', `Image search failed: Pexels did not answer within ${PEXELS_TIMEOUT_MS / 1000} seconds.`),
  );
