import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { SessionService } from './session.service.js';

/**
 * Passport strategy 'session' (used by the global AccessGuard): the user behind the session cookie (either name,
 * cookie-names.ts, by SessionService.userOfRequest: on an https site a bare one counts only for a session begun before
 * the prefix), or none. The answer moves a signed-in request's bare cookies to the prefixed names, or clears a refused
 * bare session cookie.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  validate(req: Request): Promise<AuthUser | null> {
    return this.sessions.userOfRequest(req, req.res as Response | undefined);
  }
}
