/**
 * Failures of the AI engine, each with the HTTP status the API answers with. They cross the queue as
 * plain data ({status, message}), so the API process can answer with the right status whichever
 * queue driver ran the job.
 */
export class AiError extends Error {
  constructor(public readonly status: 502 | 503 | 504, message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The `reason` of a 503 that a missing setting causes (generation's routes): sending again cannot help until the
 * setting is set, so clients say so rather than 'try again', and follow no progress (nothing was started).
 */
export const NOT_CONFIGURED_REASON = 'not_configured';

/** A setting is missing (503): the message names it. */
export class AiNotConfiguredError extends AiError {
  constructor(message: string) {
    super(503, message);
  }
}

/** The model or image service failed or could not be reached (502). */
export class AiUpstreamError extends AiError {
  constructor(message: string) {
    super(502, message);
  }
}

/** The model answered, but with something unusable: not JSON, not the schema, a refusal, rules still broken (502). */
export class AiBadOutputError extends AiError {
  constructor(message: string) {
    super(502, message);
  }
}

/** The model or image service did not answer in time (504). */
export class AiTimeoutError extends AiError {
  constructor(message: string) {
    super(504, message);
  }
}

/** The call was cancelled because a sibling call of the same generation failed first. */
export class AiAbortedError extends Error {
  constructor() {
    super('Cancelled because another part of the generation failed');
    this.name = 'AiAbortedError';
  }
}

export const NOT_CONFIGURED = {
  openai: 'Content generation is not configured: set OPENAI_API_KEY.',
  pexelsForGeneration: 'Content generation is not configured: set PEXELS_API_KEY (the images come from Pexels image search).',
  pexels: 'Image search is not configured: set PEXELS_API_KEY.',
};
