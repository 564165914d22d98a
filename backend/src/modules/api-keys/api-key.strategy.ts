import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { Request } from 'express';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { API_KEY_MESSAGES, ApiKeyAuthenticator } from './api-key-authenticator.js';

/**
 * Passport strategy 'api-key' (used by the global AccessGuard for every request with an Authorization header; the
 * others go to the session strategy): the header must be "Bearer <active key>", else 401 with one message on every
 * route, whether the key is malformed, unknown or revoked. A request with a key is that key's, never the cookie's.
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, 'api-key') {
  constructor(private readonly keys: ApiKeyAuthenticator) {
    super();
  }

  async validate(req: Request): Promise<AuthUser | null> {
    const header = req.headers.authorization;
    if (header === undefined) return null;
    const match = /^Bearer +(\S+) *$/i.exec(header);
    const user = match ? await this.keys.resolve(match[1]) : null;
    if (!user) throw new UnauthorizedException(API_KEY_MESSAGES.invalid);
    return user;
  }
}
