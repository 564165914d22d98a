import type { Request } from 'express';

/**
 * Who a request's session cookie belongs to, for middleware outside the controllers (serving uploads). Defined here
 * so infrastructure names no feature; the auth module provides it (`{ provide: SessionLookup, useExisting: ... }`).
 */
export abstract class SessionLookup {
  /** The signed-in person's id, or undefined for no or an ended session. */
  abstract userIdOf(req: Request): Promise<number | undefined>;
}
