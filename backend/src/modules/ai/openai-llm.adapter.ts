import { Inject, Injectable, Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import { AppConfig } from '../../config/app-config.js';
import { AiAbortedError, AiBadOutputError, AiNotConfiguredError, AiTimeoutError, AiUpstreamError, NOT_CONFIGURED } from './ai-errors.js';
import { checkJson } from './json-schema.js';
import { LlmPort, type JsonCompletion, type JsonCompletionRequest } from './llm.port.js';

const MAX_PROBLEMS_SHOWN = 3;

type OpenAiLibrary = typeof import('openai');
/** The `openai` package, loaded on the first model call: processes that never call the model never load it. */
let library: Promise<OpenAiLibrary> | undefined;
const loadOpenAi = () => (library ??= import('openai'));

/**
 * The LLM port over the `openai` package (Chat Completions with structured outputs). OPENAI_BASE_URL
 * points it at any OpenAI-compatible server; OPENAI_MODEL picks the model; OPENAI_TIMEOUT_MS bounds
 * each request. The SDK's own retries are off: the editor is waiting, and a failed call is reported at
 * once (502/504) rather than silently doubling the wait.
 */
@Injectable()
export class OpenAiLlmAdapter extends LlmPort {
  private readonly logger = new Logger('OpenAI');
  private client?: OpenAI;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    super();
  }

  configured(): { ok: true } | { ok: false; message: string } {
    return this.config.openaiApiKey ? { ok: true } : { ok: false, message: NOT_CONFIGURED.openai };
  }

  async completeJson(request: JsonCompletionRequest): Promise<JsonCompletion> {
    const apiKey = this.config.openaiApiKey;
    if (!apiKey) throw new AiNotConfiguredError(NOT_CONFIGURED.openai);
    const openai = await loadOpenAi();
    this.client ??= new openai.OpenAI({
      apiKey,
      baseURL: this.config.openaiBaseUrl,
      // The adapter's own timer (below) enforces OPENAI_TIMEOUT_MS; the SDK's is only a backstop.
      timeout: this.config.openaiTimeoutMs + 5000,
      maxRetries: 0,
    });
    const started = Date.now();
    // Our own timer: a timeout is then recognised by which signal fired, whatever error the fetch layer raises.
    const timeout = AbortSignal.timeout(this.config.openaiTimeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create(
        {
          model: this.config.openaiModel,
          messages: request.messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, strict: true, schema: request.schema as unknown as Record<string, unknown> },
          },
        },
        { signal },
      );
    } catch (error) {
      throw this.translate(openai, error, timeout.aborted);
    }
    this.logger.log(`${request.schemaName}: answered by ${completion.model} in ${Date.now() - started} ms (${completion.usage?.total_tokens ?? '?'} tokens)`);
    const choice = completion.choices[0];
    if (!choice) throw new AiBadOutputError('The AI model sent an empty answer. Please try again.');
    if (choice.message.refusal) throw new AiBadOutputError(`The AI model declined to write this: ${choice.message.refusal}`);
    if (choice.finish_reason === 'length') throw new AiBadOutputError('The AI model stopped before finishing its answer (output limit reached). Please try again.');
    if (choice.finish_reason === 'content_filter') throw new AiBadOutputError("The AI model's content filter stopped the answer. Try rewording the topic.");
    const raw = choice.message.content ?? '';
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      throw new AiBadOutputError('The AI model sent malformed output (not valid JSON). Please try again.');
    }
    const problems = checkJson(data, request.schema);
    if (problems.length) {
      const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ');
      const more = problems.length > MAX_PROBLEMS_SHOWN ? ` (and ${problems.length - MAX_PROBLEMS_SHOWN} more)` : '';
      throw new AiBadOutputError(`The AI model sent output that does not match the requested format: ${shown}${more}. Please try again.`);
    }
    return { data, raw, model: completion.model || this.config.openaiModel };
  }

  private translate({ APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError }: OpenAiLibrary, error: unknown, timedOut: boolean): Error {
    if (timedOut || error instanceof APIConnectionTimeoutError) {
      return new AiTimeoutError(`The AI model did not answer within ${Math.round(this.config.openaiTimeoutMs / 1000)} seconds. Please try again.`);
    }
    if (error instanceof APIUserAbortError) return new AiAbortedError();
    if (error instanceof APIConnectionError) {
      this.logger.warn(`connection failed: ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`);
      return new AiUpstreamError('Could not reach the AI model service. Please try again in a moment.');
    }
    if (error instanceof APIError) {
      const detail = (error.error as { message?: string } | undefined)?.message ?? error.message;
      this.logger.warn(`model call failed with ${error.status}: ${detail}`);
      if (error.status === 429) return new AiUpstreamError(`The AI model service is busy or over its quota (429): ${detail}`);
      if (error.status === 401 || error.status === 403) return new AiUpstreamError(`The AI model service rejected the API key (${error.status}): check OPENAI_API_KEY.`);
      return new AiUpstreamError(`The AI model service failed (${error.status ?? 'no status'}): ${detail}`);
    }
    if (error instanceof Error && error.name === 'AbortError') return new AiAbortedError();
    return error instanceof Error ? error : new Error(String(error));
  }
}
