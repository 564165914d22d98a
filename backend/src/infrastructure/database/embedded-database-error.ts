import { inspect } from 'node:util';

/** A start-up problem of the embedded database; printed as its one-sentence message, never as a stack trace. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
  [inspect.custom](): string {
    return this.message;
  }
}
