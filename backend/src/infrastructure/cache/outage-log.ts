import type { Logger } from '@nestjs/common';

/**
 * The log of a dependency's outage as one process sees it (the public cache's Redis): a warning when the first read
 * fails, nothing for the reads that fail after it, and one line when a read succeeds again, with how many reads went
 * without it meanwhile. A Redis outage then writes two lines per process, not one per cached read.
 */
export class OutageLog {
  /** Reads that went without the store since the outage began; undefined while it answers. */
  private skipped?: number;
  private since = 0;

  constructor(private readonly logger: Pick<Logger, 'warn' | 'log'>) {}

  /** A read could not use the store (`error`): logged when it is the outage's first. */
  failed(error: unknown): void {
    if (this.skipped === undefined) {
      this.skipped = 0;
      this.since = Date.now();
      this.logger.warn(`Cache unavailable, reading the database until it is back (logged once): ${String(error)}`);
    }
    this.skipped += 1;
  }

  /** A read used the store: logged when it ends an outage. */
  answered(): void {
    if (this.skipped === undefined) return;
    const seconds = Math.round((Date.now() - this.since) / 1000);
    this.logger.log(`Cache available again after ${seconds} s; ${this.skipped} read(s) went to the database meanwhile`);
    this.skipped = undefined;
  }
}
