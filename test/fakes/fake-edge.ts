/**
 * A Varnish-compatible purge endpoint for the API tests: records each `PURGE` with its `xkey-purge` keys (dropped),
 * its `xkey-softpurge` keys (made stale) and
 * `X-Purge-Token`, answers 200, or 503 for the next `failures` purges (to see them retried and reported).
 * The real Varnish (deploy/varnish/default.vcl) is exercised by test/ops/edge-cache.test.ts.
 */
import { sendJson, startHarness } from './http-harness.js';

export interface EdgePurge {
  keys: string[];
  soft: string[];
  token: string | undefined;
  at: number;
}

export interface FakeEdge {
  url: string;
  purges: EdgePurge[];
  /** How many of the next purges answer 503. */
  failures: number;
  close(): Promise<void>;
}

export async function startFakeEdge(): Promise<FakeEdge> {
  const edge: FakeEdge = { url: '', purges: [], failures: 0, close: async () => undefined };
  const harness = await startHarness(({ req, res, record }) => {
    if (req.method !== 'PURGE') return sendJson(res, 405, { error: 'PURGE only' });
    if (edge.failures > 0) {
      edge.failures -= 1;
      return sendJson(res, 503, { error: 'Backend fetch failed' });
    }
    const keysOf = (header: string) => (record.headers[header] ?? '').split(' ').filter(Boolean);
    edge.purges.push({ keys: keysOf('xkey-purge'), soft: keysOf('xkey-softpurge'), token: record.headers['x-purge-token'], at: record.receivedAt });
    sendJson(res, 200, { purged: true });
  });
  edge.url = `${harness.origin}/`;
  edge.close = () => harness.close();
  return edge;
}
