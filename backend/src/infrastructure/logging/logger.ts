import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { dailyPseudonym } from '../crypto/daily-pseudonym.js';
import { clientAddress } from '../http/client-address.js';
import { redactHeaders, redactQuery, redactUrl } from './redact-url.js';

/**
 * Credentials never reach the logs: session cookies, API keys (Authorization) and e-mailed link tokens are redacted,
 * and so is what people type into a search (q).
 * These paths are the second net; the serializers below clean every logged address and header first. Nor does a
 * reader's IP address or user agent (requestSerializer).
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
  remoteAddress?: string;
  remotePort?: number;
  /** pino-http's serialized request keeps the request itself here (not enumerable): Express's `ip` honours TRUST_PROXY. */
  raw?: { ip?: string; socket?: { remoteAddress?: string } };
}
interface LoggedResponse {
  headers?: Record<string, unknown>;
}

/**
 * Headers that say who or what the reader is: their address (as proxies pass it on) and their browser. Never logged.
 * Any header naming a client address ('...-client-ip', '...-forwarded-for', '...-real-ip') counts, whatever the proxy.
 */
const READER_HEADER = /^(forwarded|via|user-agent|sec-ch-ua.*)$|forwarded-for|client-ip|real-ip|connecting-ip/i;

/** Characters of the daily pseudonym kept in a log line: 64 bits, plenty to tell a day's clients apart. */
const PSEUDONYM_CHARS = 16;

/**
 * A request as it may be logged: key-like query values (api_key, access_token, token, key, ...), free-text searches (q),
 * anything shaped like an API key and Authorization credentials replaced by [redacted], in the address, the parsed query and every header;
 * and nothing that identifies the reader: no address (remoteAddress, remotePort, X-Forwarded-For, Forwarded, X-Real-IP,
 * ...) and no User-Agent. With `secret`, the line names the client by a pseudonym instead (`client`): an HMAC of its
 * address (as the rate limits count it: an IPv6 client by its /64) under a key derived from the secret and the UTC
 * date, so one day's lines of an abusive client can be put together, and no address is stored.
 * Works on pino's serialized request (pino-http) and on a plain object alike.
 */
export function requestSerializer(secret?: string): <T extends LoggedRequest>(req: T) => T {
  return <T extends LoggedRequest>(req: T): T => {
    if (!req || typeof req !== 'object') return req;
    const clean = Object.assign(Object.create(Object.getPrototypeOf(req) as object) as T, req);
    if (typeof req.url === 'string') clean.url = redactUrl(req.url);
    if ('query' in req) clean.query = redactQuery(req.query);
    if (req.headers) clean.headers = redactHeaders(Object.fromEntries(Object.entries(req.headers).filter(([name]) => !READER_HEADER.test(name))));
    const address = req.raw?.ip ?? req.raw?.socket?.remoteAddress ?? req.remoteAddress;
    delete clean.remoteAddress;
    delete clean.remotePort;
    if (Object.prototype.propertyIsEnumerable.call(clean, 'raw')) delete clean.raw; // a plain object's; pino-http's is hidden
    if (secret && address) {
      (clean as T & { client?: string }).client = dailyPseudonym(secret, 'log-client-key', clientAddress({ ip: address })).slice(0, PSEUDONYM_CHARS);
    }
    return clean;
  };
}

/** A request as it may be logged, without a client pseudonym (see requestSerializer). */
export const logRequest = requestSerializer();

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
