import type { Logger } from '@nestjs/common';

/** What an OutageLog writes: when the first attempt fails, and when one succeeds again after `seconds`. */
export interface OutageMessages {
  down: (error: unknown) => string;
  back: (seconds: number, failed: number) => string;
}

/** The public cache's Redis: the reads that went to the database while it did not answer. */
export const CACHE_STORE_OUTAGE: OutageMessages = {
  down: (error) => `Cache unavailable, reading the database until it is back (logged once): ${String(error)}`,
  back: (seconds, failed) => `Cache available again after ${seconds} s; ${failed} read(s) went to the database meanwhile`,
};

/**
 * The log of a dependency's outage as one process sees it (the public cache's Redis; the database behind the stale
 * answers the cache refreshes in the background): a warning when the first attempt fails, nothing for the attempts
 * that fail after it, and one line when one succeeds again, with how many failed meanwhile. An outage then writes two
 * lines per process, not one per page view.
 */
export class OutageLog {
  /** Attempts that failed since the outage began; undefined while it answers. */
  private failures?: number;
  private since = 0;

  constructor(
    private readonly logger: Pick<Logger, 'warn' | 'log'>,
    private readonly messages: OutageMessages = CACHE_STORE_OUTAGE,
  ) {}

  /** An attempt failed (`error`): logged when it is the outage's first. */
  failed(error: unknown): void {
    if (this.failures === undefined) {
      this.failures = 0;
      this.since = Date.now();
      this.logger.warn(this.messages.down(error));
    }
    this.failures += 1;
  }

  /** An attempt succeeded: logged when it ends an outage. */
  answered(): void {
    if (this.failures === undefined) return;
    const seconds = Math.round((Date.now() - this.since) / 1000);
    this.logger.log(this.messages.back(seconds, this.failures));
    this.failures = undefined;
  }
}
