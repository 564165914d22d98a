import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { Request } from 'express';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { SESSION_COOKIE, SessionService } from './session.service.js';

/** Passport strategy 'session' (used by the global AccessGuard): the user behind the f50_session cookie, or none. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  validate(req: Request): Promise<AuthUser | null> {
    const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    return token ? this.sessions.resolve(token) : Promise.resolve(null);
  }
}
