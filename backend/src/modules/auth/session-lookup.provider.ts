import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SessionLookup } from '../../infrastructure/http/session-lookup.js';
import { SessionService } from './session.service.js';

/** The session cookie's person for infrastructure's middleware (serving uploads), from the same lookup as every request. */
@Injectable()
export class CookieSessionLookup extends SessionLookup {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  async userIdOf(req: Request): Promise<number | undefined> {
    return (await this.sessions.userOfRequest(req))?.id;
  }
}
