import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Server-Sent Event as received. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** The first event named `name` received after `from` events (waits up to `ms`). */
  next(name: string, ms?: number, from?: number): Promise<StreamEvent>;
  /** Whether the server has ended the stream. */
  readonly ended: boolean;
  close(): void;
}

/**
 * Opens an event stream on the app's HTTP server (listening on a free port for it) with a real HTTP request, and parses
 * the events as a browser's EventSource would (event and data lines, comments left out).
 */
export async function openStream(server: Server, path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      let buffer = '';
      let ended = false;
      res.on('end', () => (ended = true));
      res.on('close', () => (ended = true));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
          if (event) events.push({ event, data: data ? (JSON.parse(data) as unknown) : null });
          for (const wake of waiters) wake();
        }
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        next: (name, ms = 10_000, from = 0) =>
          new Promise<StreamEvent>((found, fail) => {
            const look = () => {
              const hit = events.slice(from).find((e) => e.event === name);
              if (!hit) return false;
              waiters.delete(look);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no ${name} event within ${ms} ms (got ${events.map((e) => e.event).join(', ') || 'none'})`));
            }, ms);
            if (!look()) waiters.add(look);
          }),
        get ended() {
          return ended;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
