import { describe, expect, it } from '@jest/globals';
import { ApiError, errorMessage, errorStatus } from '../../lib/api';
import { generateOrRecover, notConfigured, themeGenerationFailure, type GenerationProgress, type Recovery } from './generator-api';

const REQUEST_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
const lost = () => Promise.reject(new TypeError('Failed to fetch'));

function progress(status: GenerationProgress['status'], extra: Partial<GenerationProgress> = {}): GenerationProgress {
  return {
    requestId: REQUEST_ID,
    stage: status === 'done' ? 'done' : 'writing',
    stages: ['queued', 'writing', 'images', 'checking', 'saving', 'done'],
    status,
    startedAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:01.000Z',
    detail: null,
    error: null,
    errorStatus: null,
    generationId: null,
    batch: null,
    ...extra,
  };
}

/** Answers the polls in turn (the last one again once they run out), counting them and the waits between them. */
function polls(...answers: Array<GenerationProgress | null | Error>) {
  const seen = { polls: 0, sleeps: 0 };
  const recovery: Recovery = {
    progress: async () => {
      const answer = answers[Math.min(seen.polls++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    pollMs: 1500,
    limitMs: 60_000,
    sleep: async (ms) => {
      expect(ms).toBe(1500);
      seen.sleeps += 1;
    },
  };
  return { recovery, seen };
}

describe('generateOrRecover: a generation whose answer is lost', () => {
  it('keeps following the progress while the job runs and loads the stored result once it is done', async () => {
    // The API process that held the POST was restarted (a deploy): the job went on in the worker.
    const { recovery, seen } = polls(progress('running'), new TypeError('Failed to fetch'), progress('running'), progress('done', { generationId: 42 }));
    const loaded: number[] = [];
    const result = await generateOrRecover(REQUEST_ID, lost, async (id) => (loaded.push(id), `generation ${id}`), recovery);
    expect(result).toBe('generation 42');
    expect(loaded).toEqual([42]);
    expect(seen).toEqual({ polls: 4, sleeps: 3 });
  });

  it("recovers after a gateway's or the server's 5xx too (a 504 while the job still runs)", async () => {
    const { recovery } = polls(progress('running'), progress('done', { generationId: 7 }));
    const timedOut = () => Promise.reject(new ApiError(504, 'Gateway Timeout', '<html>504</html>'));
    expect(await generateOrRecover(REQUEST_ID, timedOut, async (id) => id, recovery)).toBe(7);
  });

  it("gives the job's reason when it failed", async () => {
    const { recovery } = polls(progress('running'), progress('failed', { error: 'The AI model service failed (500).' }));
    const error = await generateOrRecover(REQUEST_ID, lost, async () => 0, recovery).catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(502);
    expect(errorMessage(error, 'fallback')).toBe('The AI model service failed (500).');
  });

  it("gives the status the job's failure was answered with: a premium article deleted while it was rewritten is a 409, whose words the toast shows", async () => {
    const deleted = 'This premium article was deleted while it was being rewritten, so its new version was not stored.';
    const { recovery } = polls(progress('failed', { error: deleted, errorStatus: 409 }));
    const error = await generateOrRecover(REQUEST_ID, lost, async () => 0, recovery).catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(409);
    expect(errorMessage(error, 'fallback')).toBe(deleted);
  });

  it('gives the request its own error for a generation the server does not know, and after the limit', async () => {
    const unknown = polls(null);
    await expect(generateOrRecover(REQUEST_ID, lost, async () => 0, unknown.recovery)).rejects.toThrow('Failed to fetch');
    expect(unknown.seen.polls).toBe(1);
    const stuck = polls(progress('running'));
    await expect(generateOrRecover(REQUEST_ID, lost, async () => 0, { ...stuck.recovery, limitMs: 0 })).rejects.toThrow('Failed to fetch');
  });

  it('does not follow a refusal (4xx) and answers a success at once', async () => {
    const { recovery, seen } = polls(progress('done', { generationId: 1 }));
    const refused = () => Promise.reject(new ApiError(429, 'Too Many Requests', '{"error":"You already have 2 generations running."}'));
    await expect(generateOrRecover(REQUEST_ID, refused, async () => 0, recovery)).rejects.toThrow('429');
    expect(await generateOrRecover(REQUEST_ID, async () => 5, async () => 0, recovery)).toBe(5);
    expect(seen.polls).toBe(0);
  });

  it('does not follow a generation refused for a missing setting: it started nothing, so its progress is unknown (404)', async () => {
    const { recovery, seen } = polls(null);
    const missing = new ApiError(503, 'Service Unavailable', '{"error":"Content generation is not configured: set OPENAI_API_KEY.","reason":"not_configured"}');
    const error = await generateOrRecover(REQUEST_ID, () => Promise.reject(missing), async () => 0, recovery).catch((e: unknown) => e);
    expect(error).toBe(missing);
    expect(seen.polls).toBe(0);
    // Another 503 (the queue or the worker was lost) may have a job behind it: that one is still followed.
    const lostWorker = polls(progress('done', { generationId: 3 }));
    const worker = () => Promise.reject(new ApiError(503, 'Service Unavailable', '{"error":"The worker running this generation stopped."}'));
    expect(await generateOrRecover(REQUEST_ID, worker, async (id) => id, lostWorker.recovery)).toBe(3);
  });
});

describe('a theme generation that failed', () => {
  const missing = new ApiError(503, 'Service Unavailable', '{"error":"Content generation is not configured: set OPENAI_API_KEY.","reason":"not_configured"}');
  const modelFailed = new ApiError(502, 'Bad Gateway', '{"error":"The AI model service failed (500)."}');

  it("says 'Please try again.' unless a setting is missing, which another try cannot mend", () => {
    expect(notConfigured(missing)).toBe(true);
    expect(notConfigured(modelFailed)).toBe(false);
    expect(notConfigured(new ApiError(503, 'Service Unavailable', '{"error":"The job queue does not answer."}'))).toBe(false);
    expect(themeGenerationFailure('website', 'Gear & Tech', modelFailed)).toBe('Failed to generate website content for Gear & Tech. Please try again.');
    expect(themeGenerationFailure('premium', 'Gear & Tech', missing)).toBe('Failed to generate premium content for Gear & Tech.');
  });
});
