import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * The long-lived answers of this process (event streams): a stop ends them first, so the process waits only for its
 * ordinary requests. An open stream is a request in flight that would never finish by itself (api-process.ts would
 * wait the whole SHUTDOWN_GRACE_MS for it); ended, its browser reconnects to another process (EventSource `retry`).
 * A module's stream registers how to end itself with `hold` and lets go when it closes: infrastructure knows no module.
 */
@Injectable()
export class OpenStreams implements BeforeApplicationShutdown {
  private readonly ends = new Set<() => void>();
  private closing = false;

  /**
   * Registers an open stream's `end` (which must close its answer); answers the function to call once the stream
   * closed by itself. A stream opened while the process stops is ended at once.
   */
  hold(end: () => void): () => void {
    if (this.closing) {
      end();
      return () => undefined;
    }
    this.ends.add(end);
    return () => this.ends.delete(end);
  }

  /** How many streams are open. */
  get count(): number {
    return this.ends.size;
  }

  /** Ends every open stream, and from now on each one as it opens; answers how many were open. */
  endAll(): number {
    this.closing = true;
    const open = [...this.ends];
    this.ends.clear();
    for (const end of open) end();
    return open.length;
  }

  /** Also when the app is closed without the process's stop (tests): open streams would keep the server from closing. */
  beforeApplicationShutdown(): void {
    this.endAll();
  }
}
