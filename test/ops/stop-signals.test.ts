// How the app's processes stop (docs/operations.md "Running" and "Faults"), on the BUILT app in real processes:
//  - SIGTERM to an API process holding a member's open reply stream (Server-Sent Events): the stream ends at once and
//    the process exits in its usual time, not after SHUTDOWN_GRACE_MS.
import { afterAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { PASSWORD, freePort, removeTempFolders, startBuilt, tempFolder } from './built-app.js';

afterAll(removeTempFolders);

/** Registers a member on the app and answers their session cookie. */
async function memberCookie(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/community/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, name: 'Pat Runner' }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith('f50_session='))!.split(';')[0];
}

describe('SIGTERM to an API process', () => {
  it('ends the open reply streams first and exits in its usual time, not after SHUTDOWN_GRACE_MS', async () => {
    const dataDir = join(tempFolder(0o755, 'f50-stop-'), 'data');
    const app = await startBuilt({ DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_DB_PORT: String(await freePort()), NODE_ENV: 'development', SHUTDOWN_GRACE_MS: '10000' });
    const cookie = await memberCookie(app.url, 'streaming@example.com');
    const stream = await fetch(`${app.url}/api/community/insights/stream`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let received = '';
    while (!received.includes('event: ready')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before it was ready: ${received}`);
      received += Buffer.from(value).toString();
    }

    const termAt = Date.now();
    const exit = app.stop();
    // The stream ends (its browser would reconnect to another process) ...
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    const streamEndedMs = Date.now() - termAt;
    // ... and the process exits as it does without one (docs: 1.7-2.5 s with a request in flight), far from the 10 s grace.
    expect(await exit).toBe(0);
    const exitMs = Date.now() - termAt;
    expect(streamEndedMs).toBeLessThan(2000);
    expect(exitMs).toBeLessThan(6000);
    expect(app.output()).toMatch(/SIGTERM: shutting down; no new connections, 0 request\(s\) in flight, 1 event stream\(s\) ended/);
    expect(app.output()).not.toContain('still running after');
    console.log(`SIGTERM with an open reply stream: the stream ended after ${streamEndedMs} ms, the process exited after ${exitMs} ms`);
  }, 120_000);
});
