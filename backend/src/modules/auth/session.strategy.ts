import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { Request } from 'express';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { SESSION_COOKIE, SessionService } from './session.service.js';

/** Passport strategy 'session': the user behind the session cookie, or none. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  async validate(req: Request): Promise<AuthUser | null> {
    const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    return token ? this.sessions.resolve(token) : null;
  }
}
