/**
 * Shared plumbing for the fake HTTP services: a node:http server on
 * 127.0.0.1 (random port by default) that records every request, tracks
 * sockets so close() never hangs, and offers abortable delays.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. "/v1/chat/completions". */
  path: string;
  /** Query parameters (last value wins). */
  query: Record<string, string>;
  /** Lower-cased header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Parsed JSON body; the raw string if it was not JSON; undefined if empty. */
  body: unknown;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  record: RecordedRequest;
  /** Raw request body text. */
  rawBody: string;
  url: URL;
  /** Aborted when the client goes away or the fake is closed. */
  signal: AbortSignal;
  /** Resolves after `ms` (true) or early when `signal` is aborted (false). */
  sleep(ms: number, signal: AbortSignal): Promise<boolean>;
  /** Resolves only when `signal` is aborted (client gone or fake closed). */
  hang(signal: AbortSignal): Promise<void>;
}

export interface Harness {
  server: Server;
  /** Origin, e.g. "http://127.0.0.1:43127". */
  origin: string;
  requests: RecordedRequest[];
  /** Resolves after `ms` (true) or early when the exchange is aborted (false). */
  sleep(ms: number, signal: AbortSignal): Promise<boolean>;
  /** Resolves only when the exchange is aborted (client gone or fake closed). */
  hang(signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.writableEnded || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function startHarness(
  handler: (ex: Exchange) => Promise<void> | void,
  options: { port?: number; host?: string } = {},
): Promise<Harness> {
  const host = options.host ?? '127.0.0.1';
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const closing = new AbortController();

  const sleep = (ms: number, signal: AbortSignal): Promise<boolean> =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve(false);
      if (!(ms > 0)) return resolve(true);
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      const onAbort = (): void => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });

  const hang = (signal: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      signal.addEventListener('abort', () => resolve(), { once: true });
    });

  const server = createServer((req, res) => {
    const receivedAt = Date.now();
    const exchange = new AbortController();
    const onClosing = (): void => exchange.abort();
    closing.signal.addEventListener('abort', onClosing, { once: true });
    res.on('close', () => {
      closing.signal.removeEventListener('abort', onClosing);
      if (!res.writableFinished) exchange.abort();
    });

    void (async () => {
      const url = new URL(req.url ?? '/', `http://${host}`);
      let rawBody = '';
      try {
        rawBody = await readBody(req);
      } catch {
        return; // client went away while sending
      }
      let body: unknown;
      if (rawBody !== '') {
        try {
          body = JSON.parse(rawBody);
        } catch {
          body = rawBody;
        }
      }
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: flattenHeaders(req),
        body,
        receivedAt,
      };
      requests.push(record);
      try {
        await handler({ req, res, record, rawBody, url, signal: exchange.signal, sleep, hang });
      } catch (err) {
        if (!res.headersSent && !res.destroyed) {
          sendJson(res, 500, { error: { message: `fake server error: ${String(err)}`, type: 'server_error', param: null, code: null } });
        } else {
          res.destroy();
        }
      }
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= new Promise<void>((resolve) => {
      closing.abort();
      server.close(() => resolve());
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    });
    return closed;
  };

  return { server, origin: `http://${host}:${port}`, requests, sleep, hang, close };
}
