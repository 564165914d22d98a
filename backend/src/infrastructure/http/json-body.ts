import { applyDecorators, BadRequestException, HttpException, SetMetadata, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import express, { type Request, type RequestHandler, type Response } from 'express';

/** JSON bodies: 100 KB unless the route declares more with @BodyLimit. */
export const DEFAULT_JSON_LIMIT = 100 * 1024;
export const BODY_LIMIT_KEY = 'json-body-limit';
/** The OpenAPI extension @BodyLimit writes, read (and removed) by finishOpenApi for the route's 413 example. */
export const BODY_LIMIT_EXTENSION = 'x-body-limit';

/**
 * The routes that take a long text (an article's long_form_article, up to 100,000 characters, and the fields beside it):
 * 1 MB, room for every field at its longest in any UTF-8 text (at most 4 bytes a character) or sent with \uXXXX escapes
 * (6 bytes), as some JSON writers do with every accented letter.
 */
export const LONG_TEXT_LIMIT = 1024 * 1024;

/** A body size as the 413 message and the API document say it: '100 KB', '15 MB'. */
export const bodySize = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

/**
 * A route that takes a JSON body larger than DEFAULT_JSON_LIMIT (a photo as a data URL, a long edited text), in bytes.
 * Only a caller the route's access policy admits gets it: such a body is read after AccessGuard (see jsonBody).
 */
export const BodyLimit = (bytes: number) => applyDecorators(SetMetadata(BODY_LIMIT_KEY, bytes), ApiExtension(BODY_LIMIT_EXTENSION, bytes));

/** No JSON body of this API nests more than a few levels or holds more than a few dozen values. */
export const MAX_DEPTH = 32;
export const MAX_ELEMENTS = 10_000;

export const SHAPE_MESSAGES = {
  tooDeep: `The request body is nested too deeply (at most ${MAX_DEPTH} levels).`,
  tooMany: `The request body has too many elements (at most ${MAX_ELEMENTS.toLocaleString('en-GB')}).`,
  notUtf8: 'Send JSON encoded as UTF-8.',
  notAnObject: 'The request body must be a JSON object, e.g. {"title": "..."}.',
  notDecompressed: (encoding: string) => `The request body could not be decompressed as its Content-Encoding (${encoding}) says. Send it compressed that way, or without Content-Encoding.`,
  unreadable: 'The request body could not be read.',
};

/**
 * body-parser's failures carry a `type` (the error filter words each), except those of the stream that decompresses a
 * body (gzip, deflate, br, zstd bytes that are not what Content-Encoding says): a 400 without a type, which would
 * otherwise be answered as an unknown error. They become a 400 saying so, whichever way the body was read (JSON at once
 * or held for readHeldBody, or a signed link's form read and dropped by acceptedBodyTypes).
 */
export function clientError(req: Request, error: unknown): unknown {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (error instanceof HttpException || typeof type === 'string' || typeof status !== 'number' || status < 400 || status >= 500) return error;
  const encoding = req.headers['content-encoding'];
  return new BadRequestException(encoding && encoding !== 'identity' ? SHAPE_MESSAGES.notDecompressed(encoding) : SHAPE_MESSAGES.unreadable, { cause: error });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Checks the raw bytes of a JSON body before JSON.parse and class-transformer see it: one linear pass over
 * the brackets and commas outside strings. Throws 400 at the first bracket past MAX_DEPTH or the first value
 * past MAX_ELEMENTS, so hostile bodies are refused after a few bytes. Strings without escapes (a data URL) are
 * skipped with indexOf. Broken JSON is left to JSON.parse.
 */
export function checkJsonShape(bytes: Uint8Array): void {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let depth = 0;
  let elements = 0;
  let nextBackslash = -1;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (c === QUOTE) {
      const quote = buf.indexOf(QUOTE, i + 1);
      if (quote < 0) return;
      if (nextBackslash !== buf.length && nextBackslash <= i) nextBackslash = indexOrEnd(buf, BACKSLASH, i + 1);
      i = nextBackslash > quote ? quote : endOfEscapedString(buf, i + 1);
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) throw new BadRequestException(SHAPE_MESSAGES.tooDeep);
      if (++elements > MAX_ELEMENTS) throw new BadRequestException(SHAPE_MESSAGES.tooMany);
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    } else if (c === 0x2c) {
      if (++elements > MAX_ELEMENTS) throw new BadRequestException(SHAPE_MESSAGES.tooMany);
    }
  }
}

function indexOrEnd(buf: Buffer, byte: number, from: number): number {
  const at = buf.indexOf(byte, from);
  return at < 0 ? buf.length : at;
}

/** The index of the quote closing a string with escapes whose text starts at `from` (or the end of the body). */
function endOfEscapedString(buf: Buffer, from: number): number {
  let i = from;
  while (i < buf.length && buf[i] !== QUOTE) i += buf[i] === BACKSLASH ? 2 : 1;
  return i;
}

/** Set on a request whose JSON body jsonBody left unread for readHeldBody. */
const HELD = Symbol('held JSON body');
type MaybeHeld = Request & { [HELD]?: true };

const verify = (req: Request & { rawBody?: Buffer }, _res: unknown, buf: Buffer, encoding: string) => {
  if (!/^utf-?8$/i.test(encoding)) throw new UnsupportedMediaTypeException(SHAPE_MESSAGES.notUtf8);
  checkJsonShape(buf);
  // The bytes as they came (no copy): a signed body (the Stripe webhook) is checked against exactly these.
  req.rawBody = buf;
};

const parsers = new Map<number, RequestHandler>();

/** Reads and parses the body with `limit` (413 past it, at once when Content-Length says so, or while it streams in). */
function parse(req: Request, res: Response, limit: number, next: (error?: unknown) => void): void {
  let parser = parsers.get(limit);
  if (!parser) parsers.set(limit, (parser = express.json({ limit, verify, strict: false })));
  parser(req, res, (error?: unknown) => {
    if (error) return next(clientError(req, error));
    const body: unknown = req.body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      return next(new BadRequestException(SHAPE_MESSAGES.notAnObject));
    }
    next();
  });
}

/** A JSON body that may be over DEFAULT_JSON_LIMIT: its Content-Length says so, or it has none (chunked). */
function mayBeLarge(req: Request): boolean {
  if (!req.is('application/json')) return false;
  const length = req.headers['content-length'];
  return length === undefined || Number(length) > DEFAULT_JSON_LIMIT;
}

/**
 * Parses application/json bodies after checkJsonShape. Every body of this API is an object: valid JSON of another kind
 * ("AAA", 42, null, [...]) is 400 saying so (broken JSON stays 'not valid JSON'). Other content types are not parsed
 * here (see acceptedBodyTypes; multer reads multipart, also after AccessGuard). A body of up to DEFAULT_JSON_LIMIT is
 * parsed here, before routing; a larger one (or one of unknown length) is left unread until AccessGuard has admitted
 * the caller (readHeldBody), so nobody but a caller the route admits makes the server hold more than 100 KB: an
 * anonymous 15 MB body to a members' route is 401 and never read, and only routes with @BodyLimit take more.
 */
export function jsonBody(): RequestHandler {
  return (req, res, next) => {
    if (mayBeLarge(req)) {
      (req as MaybeHeld)[HELD] = true;
      return next();
    }
    parse(req, res, DEFAULT_JSON_LIMIT, next);
  };
}

/** Reads a body jsonBody held, with the route's limit (@BodyLimit, else DEFAULT_JSON_LIMIT); called once the caller is admitted. */
export async function readHeldBody(req: Request, res: Response, limit: number | undefined): Promise<void> {
  if (!(req as MaybeHeld)[HELD]) return;
  delete (req as MaybeHeld)[HELD];
  await new Promise<void>((resolve, reject) => parse(req, res, limit ?? DEFAULT_JSON_LIMIT, (error) => (error ? reject(error) : resolve())));
}
