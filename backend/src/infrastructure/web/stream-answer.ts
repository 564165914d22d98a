import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { once, type EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import { createGzip, constants as zlib } from 'node:zlib';
import { PUBLIC_VARY, setSurrogateKeys } from '../cache/edge-policy.js';
import { preferredEncoding } from './precompressed.js';

const logger = new Logger('StreamAnswer');

/** Waits for whichever event comes first, then removes both listeners (no listener piles up over many waits). */
async function first(a: EventEmitter, aEvent: string, b: EventEmitter, bEvent: string): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([once(a, aEvent, { signal: stop.signal }), once(b, bEvent, { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}

export interface StreamAnswerOptions {
  type: string;
  /** A validator computed before the body (from what the body is made of): a matching If-None-Match is a 304. */
  etag: string;
  cacheControl: string;
  /** Surrogate keys, for answers an edge may keep. */
  keys?: readonly string[];
}

/**
 * Sends a text answer piece by piece as `chunks` yields them, gzip-compressed on the fly when the client accepts it,
 * waiting for the socket to drain before asking for the next piece: memory holds one piece, whatever the whole size.
 * A HEAD or a 304 reads no piece. A failure after the headers went out can no longer change the status: the connection
 * is cut (and logged), so the client sees a truncated answer rather than a complete-looking one.
 */
export async function streamAnswer(req: Request, res: Response, chunks: () => AsyncIterable<string>, options: StreamAnswerOptions): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Vary', PUBLIC_VARY);
  if (options.keys) setSurrogateKeys(res, options.keys);
  res.setHeader('ETag', options.etag);
  res.setHeader('Content-Type', options.type);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const gzip = preferredEncoding(req, ['gzip']) === 'gzip';
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const out: Writable = gzip ? createGzip({ level: 6, flush: zlib.Z_NO_FLUSH }) : res;
  if (gzip) (out as ReturnType<typeof createGzip>).pipe(res);
  const closed = () => res.destroyed || res.writableEnded;
  try {
    for await (const chunk of chunks()) {
      if (closed()) return; // the client went away: read no more
      if (!out.write(chunk)) await first(out, 'drain', res, 'close');
    }
    out.end();
    await first(res, 'finish', res, 'close');
  } catch (error) {
    if (!res.headersSent && !gzip) throw error; // nothing sent yet: the error answer goes out as usual
    logger.error(`Answer cut short after its first bytes: ${String(error)}`);
    out.destroy();
    res.destroy();
  }
}
