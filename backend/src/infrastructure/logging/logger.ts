import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { redactHeaders, redactQuery, redactUrl } from './redact-url.js';

/**
 * Credentials never reach the logs: session cookies, API keys (Authorization) and e-mailed link tokens are redacted.
 * These paths are the second net; the serializers below clean every logged address and header first.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'req.query.token',
];

interface LoggedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
}
interface LoggedResponse {
  headers?: Record<string, unknown>;
}

/**
 * A request as it may be logged: key-like query values (api_key, access_token, token, key, ...), anything shaped like an
 * API key and Authorization credentials replaced by [redacted], in the address, the parsed query and every header.
 * Works on pino's serialized request (pino-http) and on a plain object alike.
 */
export function logRequest<T extends LoggedRequest>(req: T): T {
  if (!req || typeof req !== 'object') return req;
  const clean = Object.assign(Object.create(Object.getPrototypeOf(req) as object) as T, req);
  if (typeof req.url === 'string') clean.url = redactUrl(req.url);
  if ('query' in req) clean.query = redactQuery(req.query);
  if (req.headers) clean.headers = redactHeaders(req.headers);
  return clean;
}

/** A response as it may be logged: its headers cleaned like a request's (Location, Set-Cookie). */
export function logResponse<T extends LoggedResponse>(res: T): T {
  if (!res || typeof res !== 'object' || !res.headers) return res;
  return Object.assign(Object.create(Object.getPrototypeOf(res) as object) as T, res, { headers: redactHeaders(res.headers) });
}

export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { app: 'flying50' }, redact: REDACTED_PATHS, serializers: { req: logRequest, res: logResponse } };
  return destination ? pino(options, destination) : pino(options);
}

const NOISY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's logger, writing structured lines through pino. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    // Nest's start-up chatter (modules loaded, routes mapped) is debug detail, not operations news.
    if (context && NOISY_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
