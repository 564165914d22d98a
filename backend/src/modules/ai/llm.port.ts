import type { JsonSchema, ObjectSchema } from './json-schema.js';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface JsonCompletionRequest {
  /** Name of the output schema (sent as json_schema.name). */
  schemaName: string;
  schema: ObjectSchema;
  messages: LlmMessage[];
  /** Aborts the call (a sibling call of the same generation failed). */
  signal?: AbortSignal;
}

export interface JsonCompletion {
  /** The parsed answer, already checked against the request's schema. */
  data: unknown;
  /** The raw text the model sent (used to ask it for a correction). */
  raw: string;
  /** The model that answered. */
  model: string;
}

/**
 * The LLM port: one structured-output call. Adapters throw AiError subclasses: AiNotConfiguredError
 * (no key, 503), AiTimeoutError (504), AiUpstreamError (HTTP or network failure, 502), AiBadOutputError
 * (refusal, truncated, not JSON or not the schema, 502); AiAbortedError when the signal fired.
 */
export abstract class LlmPort {
  /** Whether the adapter has what it needs (the message says which setting is missing). */
  abstract configured(): { ok: true } | { ok: false; message: string };
  abstract completeJson(request: JsonCompletionRequest): Promise<JsonCompletion>;
}

export type { JsonSchema };
