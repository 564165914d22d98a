/**
 * Fake OpenAI API (Chat Completions) over real HTTP on 127.0.0.1.
 *
 *   const fake = await startFakeOpenAI();
 *   process.env.OPENAI_BASE_URL = fake.url;   // "http://127.0.0.1:PORT/v1"
 *   process.env.OPENAI_API_KEY = 'test';
 *   ... run real code using the `openai` package ...
 *   await fake.close();
 *
 * Routes: POST /v1/chat/completions (non-streaming only), GET /v1/models,
 * GET /v1/models/:id. Everything else: 404 OpenAI-style JSON.
 */
import { createHash, randomBytes } from 'node:crypto';
import { coachReplyAnswer } from './coach-reply-answer.js';
import { generateFromSchema, type JsonSchema } from './json-from-schema.js';
import { sendJson, startHarness, type Exchange, type RecordedRequest } from './http-harness.js';
import { createRng, prose } from './prose.js';
import { strictSchemaProblems } from './schema-check.js';

export type { RecordedRequest } from './http-harness.js';

/** One-shot behaviour for the next chat completion call. */
export type FakeOpenAIBehaviour =
  /** Answer with this object serialised as the message content. */
  | { kind: 'json'; content: unknown }
  /** Answer with this raw message content (e.g. malformed JSON). */
  | { kind: 'text'; content: string }
  /** OpenAI-style error `{ error: { message, type, param, code } }` with this HTTP status. */
  | { kind: 'error'; status: number; message?: string; type?: string; code?: string | null; headers?: Record<string, string> }
  /** Wait `ms` (on top of delayMs), then answer with the default behaviour. */
  | { kind: 'slow'; ms: number }
  /** Never answer (until the client gives up or the fake is closed). */
  | { kind: 'hang' }
  /** Destroy the socket without answering. */
  | { kind: 'drop' }
  /** Structured-outputs refusal: content null, message.refusal set. */
  | { kind: 'refusal'; message?: string };

/** The parsed request body of a chat completion call. */
export interface ChatCompletionRequestBody {
  model?: string;
  messages?: Array<{ role: string; content?: unknown; [k: string]: unknown }>;
  response_format?: {
    type: string;
    json_schema?: { name?: string; schema?: JsonSchema; strict?: boolean | null; description?: string };
  };
  stream?: boolean | null;
  n?: number | null;
  [k: string]: unknown;
}

/** Computes the message content: objects are JSON-serialised, strings are sent verbatim. */
export type FakeOpenAIResponder = (body: ChatCompletionRequestBody) => unknown | Promise<unknown>;

export interface FakeOpenAIOptions {
  /** Initial value of `delayMs` (default 0). */
  delayMs?: number;
  /** If set, only `Authorization: Bearer <apiKey>` is accepted; otherwise any non-empty token. */
  apiKey?: string;
  /** Model id listed by GET /v1/models (default "gpt-test"). */
  model?: string;
  /**
   * Seed for generated content. Default: derived from the request (messages +
   * schema), so the same prompt always gets the same answer and different
   * prompts get different answers.
   */
  seed?: string;
  /**
   * Reject strict json_schema requests whose schema the real API would reject
   * (objects without `additionalProperties: false` or with properties missing
   * from `required`, non-object root) with a 400, like OpenAI does. Default true.
   */
  strictSchemaValidation?: boolean;
  /** Port to listen on (default 0 = random). */
  port?: number;
}

export interface FakeOpenAI {
  /** Base URL for OPENAI_BASE_URL / `new OpenAI({ baseURL })`, ending in "/v1". */
  readonly url: string;
  /** Every request received (including rejected ones), oldest first. */
  readonly requests: RecordedRequest[];
  /** Milliseconds every answer waits before being sent (settable at any time). */
  delayMs: number;
  /** Queue one-shot behaviours, consumed in order by the next chat completion calls. */
  enqueue(...behaviours: FakeOpenAIBehaviour[]): void;
  /** Replace (or with null, restore) the default generated answer. */
  setResponder(fn: FakeOpenAIResponder | null): void;
  /** Number of queued behaviours not yet consumed. */
  readonly pending: number;
  /** Recorded chat completion request bodies, oldest first. */
  chatBodies(): ChatCompletionRequestBody[];
  /** Clears recorded requests, queued behaviours and the responder (keeps delayMs). */
  reset(): void;
  close(): Promise<void>;
}

function errorType(status: number): { type: string; code: string | null } {
  if (status === 401) return { type: 'invalid_request_error', code: 'invalid_api_key' };
  if (status === 403) return { type: 'permission_error', code: null };
  if (status === 404) return { type: 'invalid_request_error', code: 'model_not_found' };
  if (status === 429) return { type: 'requests', code: 'rate_limit_exceeded' };
  if (status >= 500) return { type: 'server_error', code: null };
  return { type: 'invalid_request_error', code: null };
}

function defaultErrorMessage(status: number): string {
  if (status === 401) return 'Incorrect API key provided.';
  if (status === 429) return 'Rate limit reached for requests. Please try again later.';
  if (status === 503) return 'The engine is currently overloaded, please try again later.';
  if (status >= 500) return 'The server had an error while processing your request. Sorry about that!';
  return `Fake OpenAI error (${status}).`;
}

function requestId(): string {
  return `req_${randomBytes(12).toString('hex')}`;
}

function sendError(
  res: Exchange['res'],
  status: number,
  message: string,
  extra: { type?: string; code?: string | null; param?: string | null; headers?: Record<string, string> } = {},
): void {
  const defaults = errorType(status);
  sendJson(
    res,
    status,
    {
      error: {
        message,
        type: extra.type ?? defaults.type,
        param: extra.param ?? null,
        code: extra.code === undefined ? defaults.code : extra.code,
      },
    },
    { 'x-request-id': requestId(), ...(extra.headers ?? {}) },
  );
}

function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

export async function startFakeOpenAI(opts: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const model = opts.model ?? 'gpt-test';
  const strict = opts.strictSchemaValidation ?? true;
  const queue: FakeOpenAIBehaviour[] = [];
  let responder: FakeOpenAIResponder | null = null;
  const created = Math.floor(Date.now() / 1000);

  const state = { delayMs: opts.delayMs ?? 0 };

  const defaultContent = async (body: ChatCompletionRequestBody, choice: number): Promise<string> => {
    if (responder) {
      const out = await responder(body);
      return typeof out === 'string' ? out : JSON.stringify(out);
    }
    const seed =
      (opts.seed ?? createHash('sha256').update(JSON.stringify([body.messages ?? [], body.response_format ?? null])).digest('hex')) +
      (choice > 0 ? `#${choice}` : '');
    const format = body.response_format;
    if (format?.type === 'json_schema' && format.json_schema?.name === 'coach_reply') return JSON.stringify(coachReplyAnswer(body));
    if (format?.type === 'json_schema' && format.json_schema?.schema !== undefined) {
      return JSON.stringify(generateFromSchema(format.json_schema.schema, { seed }));
    }
    if (format?.type === 'json_object') {
      return JSON.stringify({ message: prose(createRng(seed), 12) });
    }
    return prose(createRng(seed), 20);
  };

  const completion = (body: ChatCompletionRequestBody, contents: Array<string | null>, refusal?: string): object => {
    const promptText = JSON.stringify(body.messages ?? []);
    const prompt = estimateTokens(promptText);
    const completionTokens = contents.reduce((sum, c) => sum + estimateTokens(c ?? refusal ?? ''), 0);
    return {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: typeof body.model === 'string' ? body.model : model,
      choices: contents.map((content, index) => ({
        index,
        message: { role: 'assistant', content, refusal: refusal ?? null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      })),
      usage: {
        prompt_tokens: prompt,
        completion_tokens: completionTokens,
        total_tokens: prompt + completionTokens,
        prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
        completion_tokens_details: {
          reasoning_tokens: 0,
          audio_tokens: 0,
          accepted_prediction_tokens: 0,
          rejected_prediction_tokens: 0,
        },
      },
      service_tier: 'default',
      system_fingerprint: 'fp_flying50_fake',
    };
  };

  const okHeaders = (): Record<string, string> => ({
    'x-request-id': requestId(),
    'openai-processing-ms': String(state.delayMs),
    'openai-version': '2020-10-01',
  });

  const handleChat = async (ex: Exchange): Promise<void> => {
    const { res, signal, rawBody } = ex;
    let body: ChatCompletionRequestBody;
    try {
      body = JSON.parse(rawBody) as ChatCompletionRequestBody;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    } catch {
      return sendError(res, 400, 'We could not parse the JSON body of your request.');
    }
    if (body.stream === true) {
      return sendError(res, 400, 'The fake OpenAI server does not support stream: true.', { param: 'stream', code: 'unsupported_value' });
    }
    if (typeof body.model !== 'string' || body.model === '') {
      return sendError(res, 400, 'you must provide a model parameter', { param: 'model' });
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return sendError(res, 400, "Missing required parameter: 'messages'.", { param: 'messages', code: 'missing_required_parameter' });
    }
    const format = body.response_format;
    if (format?.type === 'json_schema') {
      const js = format.json_schema;
      if (!js || typeof js.name !== 'string' || js.name === '') {
        return sendError(res, 400, "Missing required parameter: 'response_format.json_schema.name'.", {
          param: 'response_format.json_schema.name',
          code: 'missing_required_parameter',
        });
      }
      if (js.schema === undefined) {
        return sendError(res, 400, "Missing required parameter: 'response_format.json_schema.schema'.", {
          param: 'response_format.json_schema.schema',
          code: 'missing_required_parameter',
        });
      }
      if (strict && js.strict === true) {
        const problems = strictSchemaProblems(js.schema);
        if (problems.length > 0) {
          return sendError(res, 400, `Invalid schema for response_format '${js.name}': ${problems[0]}`, {
            param: 'response_format',
            code: 'invalid_json_schema',
          });
        }
      }
    }

    const behaviour = queue.shift();
    if (behaviour?.kind === 'hang') {
      await ex.hang(signal);
      res.destroy();
      return;
    }
    if (!(await ex.sleep(state.delayMs, signal))) return;
    if (behaviour?.kind === 'slow' && !(await ex.sleep(behaviour.ms, signal))) return;

    const n = typeof body.n === 'number' && body.n > 1 ? Math.min(body.n, 8) : 1;
    switch (behaviour?.kind) {
      case 'drop':
        res.destroy();
        return;
      case 'error':
        return sendError(res, behaviour.status, behaviour.message ?? defaultErrorMessage(behaviour.status), {
          ...(behaviour.type !== undefined ? { type: behaviour.type } : {}),
          ...(behaviour.code !== undefined ? { code: behaviour.code } : {}),
          ...(behaviour.headers ? { headers: behaviour.headers } : {}),
        });
      case 'json':
        return sendJson(res, 200, completion(body, Array(n).fill(JSON.stringify(behaviour.content))), okHeaders());
      case 'text':
        return sendJson(res, 200, completion(body, Array(n).fill(behaviour.content)), okHeaders());
      case 'refusal':
        return sendJson(
          res,
          200,
          completion(body, Array(n).fill(null), behaviour.message ?? "I'm sorry, I can't help with that request."),
          okHeaders(),
        );
      default: {
        const contents: string[] = [];
        for (let i = 0; i < n; i++) contents.push(await defaultContent(body, i));
        if (signal.aborted) return;
        return sendJson(res, 200, completion(body, contents), okHeaders());
      }
    }
  };

  const modelObject = { id: model, object: 'model', created, owned_by: 'flying50-fake' };

  const harness = await startHarness(
    async (ex) => {
      const { req, res, url, signal } = ex;
      const method = req.method ?? 'GET';
      const path = url.pathname.replace(/\/+$/, '') || '/';

      if (!path.startsWith('/v1/')) {
        if (!(await ex.sleep(state.delayMs, signal))) return;
        return sendError(res, 404, `Invalid URL (${method} ${url.pathname})`, { code: null });
      }

      const auth = ex.record.headers['authorization'] ?? '';
      const token = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? '';
      if (token === '' || (opts.apiKey !== undefined && token !== opts.apiKey)) {
        if (!(await ex.sleep(state.delayMs, signal))) return;
        return sendError(
          res,
          401,
          token === ''
            ? "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY)."
            : `Incorrect API key provided: ${token.slice(0, 3)}***. You can find your API key at https://platform.openai.com/account/api-keys.`,
          { code: token === '' ? null : 'invalid_api_key' },
        );
      }

      if (path === '/v1/chat/completions' && method === 'POST') return handleChat(ex);

      if (!(await ex.sleep(state.delayMs, signal))) return;
      if (path === '/v1/models' && method === 'GET') {
        return sendJson(res, 200, { object: 'list', data: [modelObject] }, okHeaders());
      }
      const modelMatch = /^\/v1\/models\/([^/]+)$/.exec(path);
      if (modelMatch && method === 'GET') {
        const id = decodeURIComponent(modelMatch[1]!);
        if (id === model) return sendJson(res, 200, modelObject, okHeaders());
        return sendError(res, 404, `The model '${id}' does not exist or you do not have access to it.`, {
          code: 'model_not_found',
        });
      }
      return sendError(res, 404, `Invalid URL (${method} ${url.pathname})`, { code: null });
    },
    { ...(opts.port !== undefined ? { port: opts.port } : {}) },
  );

  return {
    url: `${harness.origin}/v1`,
    requests: harness.requests,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = Math.max(0, Number(ms) || 0);
    },
    get pending() {
      return queue.length;
    },
    enqueue(...behaviours: FakeOpenAIBehaviour[]) {
      queue.push(...behaviours);
    },
    setResponder(fn: FakeOpenAIResponder | null) {
      responder = fn;
    },
    chatBodies() {
      return harness.requests
        .filter((r) => r.method === 'POST' && r.path.replace(/\/+$/, '') === '/v1/chat/completions')
        .map((r) => r.body as ChatCompletionRequestBody);
    },
    reset() {
      harness.requests.length = 0;
      queue.length = 0;
      responder = null;
    },
    close: () => harness.close(),
  };
}
