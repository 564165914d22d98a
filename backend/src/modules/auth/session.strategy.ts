import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from '../../infrastructure/http/access.js';
import type { RequestIdentity } from '../../infrastructure/http/access.guard.js';
import { SESSION_COOKIE, SessionService } from './session.service.js';

/** The global AccessGuard's RequestIdentity: the user behind the f50_session cookie, or none. */
@Injectable()
export class SessionStrategy implements RequestIdentity {
  constructor(private readonly sessions: SessionService) {}

  identify(req: Request): Promise<AuthUser | null> {
    const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    return token ? this.sessions.resolve(token) : Promise.resolve(null);
  }
}
