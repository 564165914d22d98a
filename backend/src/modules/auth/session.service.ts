import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHmac, randomBytes } from 'node:crypto';
import type { CookieOptions } from 'express';
import { AppConfig } from '../../config/app-config.js';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { preparedQuery } from '../../infrastructure/database/prepared-query.js';
import { SessionSchema } from './entities/session.entity.js';
import type { User } from './entities/user.entity.js';
import { Roles } from './roles.js';
import { toUserView, type UserView } from './user-view.js';

export const SESSION_COOKIE = 'f50_session';
const SESSION_DAYS = 30;

/** The session's account with every column the user view shows (roles need email_verified_at: a verified address). */
const SESSION_USER_SQL = `select u.id, u.email, u.name, u.is_premium, u.profile_image_url, u.created_at, u.last_login_at, u.email_verified_at
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.expires_at > now()`;

type SessionRow = Pick<User, 'id' | 'email' | 'name' | 'is_premium' | 'profile_image_url' | 'created_at' | 'last_login_at' | 'email_verified_at'>;

/** The account row behind each resolved request user (kept off the AuthUser object, so it never leaks into logs or answers). */
const accounts = new WeakMap<AuthUser, SessionRow>();

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

  /**
   * The user behind a session token, or null (unknown, expired or ended session). One prepared statement per request
   * and no cache, so a session that sign-out, a password reset or account deletion removed fails on its very next
   * request in every process. The row also carries what GET .../me answers (see `viewOf`).
   */
  async resolve(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 100) return null;
    const id = this.idFor(token);
    const [row] = await preparedQuery<SessionRow>(this.em, 'f50_session_user', SESSION_USER_SQL, [id]);
    if (!row) return null;
    const role = this.roles.roleFor(row.email, row.email_verified_at != null);
    const user: AuthUser = { id: row.id, email: row.email, name: row.name ?? null, is_premium: row.is_premium, role, sessionId: id };
    accounts.set(user, row);
    return user;
  }

  /** The account as GET /api/auth/me shows it, read with the session of this request (no second query). */
  viewOf(user: AuthUser): UserView | undefined {
    const row = accounts.get(user);
    // SessionRow has every column toUserView reads (it selects them for this).
    return row && toUserView(row as User, this.roles);
  }
}
