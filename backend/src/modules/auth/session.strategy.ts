import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { SessionService } from './session.service.js';
import { sessionTokenOf } from './cookie-names.js';

/**
 * Passport strategy 'session' (used by the global AccessGuard): the user behind the session cookie (either name,
 * cookie-names.ts), or none. A signed-in request's cookies set under the bare names on an https site move to the
 * prefixed ones in its answer (SessionService.moveBareCookies).
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  async validate(req: Request): Promise<AuthUser | null> {
    const token = sessionTokenOf(req);
    const user = token ? await this.sessions.resolve(token) : null;
    if (user && req.res) this.sessions.moveBareCookies(req, req.res as Response, user);
    return user;
  }
}
