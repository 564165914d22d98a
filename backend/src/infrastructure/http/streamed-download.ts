import type { Response } from 'express';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';

export interface StreamedDownloadOptions {
  /** How long to wait for the reader to take a part before the download is cut (res.destroy()). */
  readerWaitMs: number;
  /** Called once, when the reader took nothing for readerWaitMs (to log it); the download is then cut. */
  onStall: () => void;
  /** Sets the status and headers, just before the first part is written (so a failure before it is an ordinary error answer). */
  start: (res: Response) => void;
}

/**
 * The one way a download is written as it is read, with backpressure: `write(chunk)` writes a part and, when the
 * socket is full, waits until the reader takes it ('drain'), goes ('close'), or takes nothing for readerWaitMs: the
 * download is then cut, so a reader who stays connected but stops reading does not hold the writer (its transaction,
 * pooled connection or export slot) until TCP gives up. The waiting listeners and timer are always removed.
 * `write` answers false, writing nothing, once the reader has gone or the download was cut: the writer stops there.
 */
export function streamedDownload(res: Response, { readerWaitMs, onStall, start }: StreamedDownloadOptions): (chunk: string) => Promise<boolean> {
  return async (chunk) => {
    if (res.destroyed) return false;
    if (!res.headersSent) start(res);
    if (!res.write(chunk)) {
      const waiting = new AbortController();
      const taken = await Promise.race([once(res, 'drain', { signal: waiting.signal }).then(() => true), once(res, 'close', { signal: waiting.signal }).then(() => true), delay(readerWaitMs, false, { signal: waiting.signal })]);
      waiting.abort();
      if (!taken) {
        onStall();
        res.destroy();
      }
    }
    return true;
  };
}
