import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHmac, randomBytes } from 'node:crypto';
import type { CookieOptions } from 'express';
import { AppConfig } from '../../config/app-config.js';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { SessionSchema } from './entities/session.entity.js';
import { Roles } from './roles.js';

export const SESSION_COOKIE = 'f50_session';
const SESSION_DAYS = 30;

/** Server-side sessions in PostgreSQL; the cookie holds a random token, the table its HMAC. */
@Injectable()
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly roles: Roles,
  ) {}

  cookieOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: SESSION_DAYS * 24 * 3600 * 1000,
    };
  }

  idFor(token: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(token).digest('hex');
  }

  /** Starts a session inside the caller's transaction and returns the cookie token. */
  start(em: EntityManager, userId: number): string {
    const token = randomBytes(32).toString('base64url');
    em.create(SessionSchema, {
      id: this.idFor(token),
      user: userId,
      expires_at: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
    });
    return token;
  }

  async end(em: EntityManager, token: string | undefined): Promise<void> {
    if (token) await em.nativeDelete(SessionSchema, { id: this.idFor(token) });
  }

  /** Ends every session of the user (after a password reset). */
  async endAll(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(SessionSchema, { user: userId });
  }

  async resolve(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 100) return null;
    const id = this.idFor(token);
    const rows = await this.em.fork().execute<{ id: number; email: string; name: string | null; is_premium: boolean; verified: boolean }[]>(
      `select u.id, u.email, u.name, u.is_premium, u.email_verified_at is not null as verified from sessions s join users u on u.id = s.user_id
        where s.id = ? and s.expires_at > now()`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return { id: row.id, email: row.email, name: row.name, is_premium: row.is_premium, role: this.roles.roleFor(row.email, row.verified), sessionId: id };
  }
}
