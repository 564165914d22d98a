import { ApiErrorAnswer } from '../http/api-answers.js';
import { BusyException } from '../http/too-many-requests.js';

/** Uploaded pictures one process decodes at the same time (a 50 MP progressive JPEG alone holds about 250 MB). */
export const DECODES_AT_ONCE = 1;
/** Pictures that may wait for a decode in one process (each holds only its compressed bytes while it waits). */
export const DECODES_WAITING = 10;
export const DECODES_BUSY = 'Many pictures are being processed right now. Please try again in a few seconds.';
const BUSY_RETRY_SECONDS = 5;

/**
 * Documents the 503 of an operation that decodes a new picture (one that reaches UploadIntake.storeNew): the line is
 * full, with Retry-After. test/api/openapi.test.ts finds these operations from the code and checks each has it.
 */
export const ApiDecodeBusy = () =>
  ApiErrorAnswer(
    503,
    `More pictures are waiting to be decoded in this process than it takes (DECODES_WAITING, ${DECODES_WAITING}, behind the ${DECODES_AT_ONCE} being decoded); nothing was stored. Retry-After says when to try again`,
    DECODES_BUSY,
    { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', example: BUSY_RETRY_SECONDS } } },
  );

/**
 * A line for image decodes (docs/architecture.md#uploads): at most `atOnce` run at the same time, the others wait their
 * turn in order, and one more than `waiting` is answered at once with 503 and Retry-After, so whatever strangers send,
 * the memory of a process holds at most `atOnce` decodes. `peak` (the most that ever ran together) and `started` let
 * tests and operators see it.
 */
export class DecodeLine {
  private running = 0;
  private readonly line: Array<() => void> = [];
  /** The most decodes that ever ran at the same time in this process. */
  peak = 0;
  /** Decodes started in this process. */
  started = 0;

  constructor(private readonly atOnce = DECODES_AT_ONCE, private readonly waiting = DECODES_WAITING) {}

  /** Runs `work` when its turn comes; 503 (BusyException) at once when the line is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running++;
    else if (this.line.length >= this.waiting) throw new BusyException(DECODES_BUSY, BUSY_RETRY_SECONDS);
    else await new Promise<void>((resolve) => this.line.push(resolve)); // a finished decode hands its place over
    this.started++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}
