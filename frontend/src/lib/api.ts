/**
 * Errors of the API client (lib/api-client.ts): a refused answer is thrown as an ApiError whose message is
 * "<status>: <body text or status text>"; errorStatus and errorMessage read any such error back.
 */

/** A non-OK answer; `body` is its text (often the app's JSON error). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status carried by an error from the API client, or undefined. */
export function errorStatus(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(err.message);
  return match ? Number(match[1]) : undefined;
}

function messageFromJson(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  // NestJS's own error shape ({statusCode, message, error: "Bad Request"}) keeps the detail in
  // `message`; the app's answers ({success: false, error}) keep it in `error`.
  const keys = 'statusCode' in record && 'message' in record ? (['message', 'error'] as const) : (['error', 'message'] as const);
  for (const key of keys) {
    const field = record[key];
    if (typeof field === 'string' && field.trim()) return field.trim();
    if (Array.isArray(field)) {
      const parts = field.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
      if (parts.length) return parts.join(' ');
    }
  }
  return undefined;
}

/**
 * The server's own words for an error thrown by the API client: the JSON body's `error`
 * (or `message`) field, else the plain body text after "status: ", else `fallback`.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof Error)) return fallback;
  const match = STATUS_PREFIX.exec(err.message);
  if (!match) return fallback;
  const text = match[2].trim();
  if (!text) return fallback;
  try {
    return messageFromJson(JSON.parse(text)) ?? fallback;
  } catch {
    // Not JSON: plain text is shown as is, an HTML error page is not.
    if (text.startsWith('<')) return fallback;
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  }
}


/** The `reason` of the app's JSON error (e.g. `two_factor_required`), or undefined. */
export function errorReason(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(err.message);
  if (!match) return undefined;
  try {
    const reason = (JSON.parse(match[2]) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

/** The sign-in needs the second step: the password was right and a code is asked (or the one sent was wrong). */
export const asksForCode = (err: unknown): boolean => ['two_factor_required', 'two_factor_invalid'].includes(errorReason(err) ?? '');

/**
 * A save refused because someone changed the item after the editor opened it (409, reason `changed_meanwhile`,
 * docs/product.md#editing-together): the form stays open with the server's message and a way to reload.
 */
export const changedMeanwhile = (err: unknown): boolean => errorReason(err) === 'changed_meanwhile';
