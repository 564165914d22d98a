import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import express, { type Request, type RequestHandler } from 'express';

/** JSON bodies: 100 KB unless the route is listed in BODY_LIMITS. */
export const DEFAULT_JSON_LIMIT = 100 * 1024;

/** Routes that take more: journal photos come as data URLs (10 MB of image is about 13.4 MB of base64). */
export const BODY_LIMITS: readonly { method: string; path: RegExp; limit: number }[] = [
  { method: 'POST', path: /^\/api\/community\/journal\/?$/i, limit: 15 * 1024 * 1024 },
  { method: 'PUT', path: /^\/api\/community\/journal\/[^/]+\/?$/i, limit: 15 * 1024 * 1024 },
  // Ad images may come as data URLs (5 MB of image is about 6.7 MB of base64).
  { method: 'POST', path: /^\/api\/ads\/?$/i, limit: 8 * 1024 * 1024 },
  { method: 'PUT', path: /^\/api\/ads\/[^/]+\/?$/i, limit: 8 * 1024 * 1024 },
  // An edited content package: up to about 210,000 characters of text (article, formats, summary, headlines).
  { method: 'PUT', path: /^\/api\/content\/generations\/[^/]+\/?$/i, limit: 1024 * 1024 },
];

/** No JSON body of this API nests more than a few levels or holds more than a few dozen values. */
export const MAX_DEPTH = 32;
export const MAX_ELEMENTS = 10_000;

export const SHAPE_MESSAGES = {
  tooDeep: `The request body is nested too deeply (at most ${MAX_DEPTH} levels).`,
  tooMany: `The request body has too many elements (at most ${MAX_ELEMENTS.toLocaleString('en-GB')}).`,
  notUtf8: 'Send JSON encoded as UTF-8.',
  notAnObject: 'The request body must be a JSON object, e.g. {"title": "..."}.',
};

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

function limitFor(req: Request): number {
  return BODY_LIMITS.find((r) => r.method === req.method && r.path.test(req.path))?.limit ?? DEFAULT_JSON_LIMIT;
}

/**
 * Parses application/json bodies with the route's size limit (413 past it, while the body streams in) after
 * checkJsonShape. Every body of this API is an object: valid JSON of another kind ("AAA", 42, null, [...]) is 400
 * saying so (broken JSON stays 'not valid JSON'). Other content types are not parsed here (see acceptedBodyTypes;
 * multer reads multipart).
 */
export function jsonBody(): RequestHandler {
  const verify = (req: Request & { rawBody?: Buffer }, _res: unknown, buf: Buffer, encoding: string) => {
    if (!/^utf-?8$/i.test(encoding)) throw new UnsupportedMediaTypeException(SHAPE_MESSAGES.notUtf8);
    checkJsonShape(buf);
    // The bytes as they came (no copy): a signed body (the Stripe webhook) is checked against exactly these.
    req.rawBody = buf;
  };
  const parsers = new Map<number, RequestHandler>();
  for (const limit of [DEFAULT_JSON_LIMIT, ...BODY_LIMITS.map((r) => r.limit)]) {
    if (!parsers.has(limit)) parsers.set(limit, express.json({ limit, verify, strict: false }));
  }
  return (req, res, next) =>
    parsers.get(limitFor(req))!(req, res, (error?: unknown) => {
      if (error) return next(error);
      const body: unknown = req.body;
      if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
        return next(new BadRequestException(SHAPE_MESSAGES.notAnObject));
      }
      next();
    });
}
