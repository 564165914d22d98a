import { ArgumentsHost, BadRequestException, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { redactUrl } from '../logging/redact-url.js';
import { bodySize } from './json-body.js';
import { BusyException, TooManyRequestsException } from './too-many-requests.js';

export interface ErrorBody {
  success: false;
  statusCode: number;
  error: string;
  /** What a client may act on besides the text (e.g. `two_factor_required`: ask for the code and send again). */
  reason?: string;
}

/** Body-parser failures carry a `type` and a `status`. */
interface ParserError {
  type?: string;
  status?: number;
  message?: string;
  /** The size limit in bytes (entity.too.large). */
  limit?: number;
}


function parserMessage(error: ParserError): string | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON.';
    case 'entity.too.large':
      return error.limit ? `The request body is too large (at most ${bodySize(error.limit)} here).` : 'The request body is too large.';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'The request body encoding is not supported.';
    default:
      return undefined;
  }
}

/** Error codes of a database that cannot be reached or is restarting (node socket errors and PostgreSQL SQLSTATEs). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping and ended the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
  '08000', '08001', '08003', '08004', '08006', // connection exceptions
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|database system is (starting up|shutting down|in recovery)|Connection is closed|connect ECONNREFUSED/i;

export const DATABASE_UNAVAILABLE = 'The database is unavailable for a moment. Please try again shortly.';

/** True for errors that mean the database cannot be reached right now (as during a restart), whatever wrapped them. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * The status, text and (when the thrower gave one: `new UnauthorizedException({ message, reason })`) the reason of an
 * error, as the answer says them.
 */
export function describeError(exception: unknown): { status: number; message: string; reason?: string } {
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    const cause = exception.cause as ParserError | undefined;
    const fromParser = cause && parserMessage(cause);
    if (fromParser) return { status: exception.getStatus(), message: fromParser };
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message ?? exception.message;
    const reason = typeof response === 'object' && typeof (response as { reason?: unknown }).reason === 'string' ? (response as { reason: string }).reason : undefined;
    return { status: exception.getStatus(), message: Array.isArray(raw) ? raw.join('; ') : String(raw), ...(reason ? { reason } : {}) };
  }
  const parser = exception as ParserError;
  const fromParser = parser && typeof parser === 'object' ? parserMessage(parser) : undefined;
  if (fromParser) return { status: parser.status ?? HttpStatus.BAD_REQUEST, message: fromParser };
  if (isDatabaseUnavailable(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE };
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
}

/**
 * A page's address that cannot be read (a page route's own refusal, e.g. a NUL in the search page's words): 400, and a
 * browser gets the app's 'Page Not Found' frame, as for an address whose percent-encoding is broken (Express's "Failed
 * to decode param"), never a JSON body.
 */
export class BadAddressException extends BadRequestException {}
const UNDECODABLE_PARAM = /^Failed to decode param/;

/** The fallback of page addresses: the app's page (404: also a page the app knows), or its 'Page Not Found' frame with `status`. */
export type PageFallback = (req: Request, res: Response, status?: number) => boolean;

/** Every error leaves the API as {success:false, statusCode, error}; unknown errors are logged, never leaked. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly spaFallback?: PageFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<Request>();
    const { status, message, reason } = describeError(exception);
    if (status === HttpStatus.NOT_FOUND && this.spaFallback?.(req, res)) return;
    const badAddress = exception instanceof BadAddressException || (status === HttpStatus.BAD_REQUEST && UNDECODABLE_PARAM.test(message));
    if (badAddress && this.spaFallback?.(req, res, HttpStatus.BAD_REQUEST)) return;
    if (message === DATABASE_UNAVAILABLE) this.logger.warn(`${req.method} ${redactUrl(req.originalUrl)}: 503, database unavailable: ${(exception as Error)?.message ?? String(exception)}`);
    else if (status >= 500 && !(exception instanceof BusyException)) this.logger.error(`${req.method} ${redactUrl(req.originalUrl)}: ${(exception as Error)?.stack ?? String(exception)}`);
    if (res.headersSent) return;
    const body: ErrorBody = { success: false, statusCode: status, error: message, ...(reason ? { reason } : {}) };
    // A client may try again soon; the pool reconnects by itself once the database is back.
    if (message === DATABASE_UNAVAILABLE) res.setHeader('Retry-After', '2');
    if (exception instanceof TooManyRequestsException || exception instanceof BusyException) res.setHeader('Retry-After', String(Math.max(1, exception.retryAfterSeconds)));
    this.send(req, res, body);
  }

  /** Sends the error answer, its headers set: JSON. A route's own filter may answer some requests otherwise (a page). */
  protected send(_req: Request, res: Response, body: ErrorBody): void {
    res.status(body.statusCode).json(body);
  }
}
