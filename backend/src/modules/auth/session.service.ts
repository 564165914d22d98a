import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { RECENT_PASSWORD_MINUTES, type AuthUser } from '../../infrastructure/http/access.js';
import { preparedQuery } from '../../infrastructure/database/prepared-query.js';
import { MemberChannel, sessionsEnded, type SessionsEnded } from '../../infrastructure/realtime/member-channel.js';
import { SessionSchema } from './entities/session.entity.js';
import { KNOWN_DEVICE_DAYS, knownDeviceValue, type KnownDeviceOwner } from './known-device.js';
import { KNOWN_DEVICE_COOKIE_BASE, knownDeviceCookieName, readCookie, SESSION_COOKIE_BASE, sessionCookieName } from './cookie-names.js';
import { needsSecondStep, PREMIUM_NOW_SQL, toUserView, type UserRow, type UserView } from './user-view.js';

/**
 * A cookie scripts may read, saying that someone signed in on this browser: no secret (the session is the httpOnly
 * cookie), only so that a public page asks who is signed in when someone may be (asking for every visitor answers
 * each a 401, which browsers log as an error). An edge drops it (deploy/varnish: only the session cookie passes).
 * Its name has no `__Host-` prefix (cookie-names.ts).
 */
export const SIGNED_IN_COOKIE = 'f50_signed_in';
const SESSION_DAYS = 30;

/**
 * The sessions' accounts with every column the user view shows (the role among them), for a batch of session ids
 * (see `lookups`).
 */
const SESSION_USERS_SQL = `select s.id as session_id, u.id, u.email, u.name, ${PREMIUM_NOW_SQL} as is_premium, u.profile_image_url, u.created_at, u.last_login_at,
    u.email_verified_at, u.role, s.expires_at as session_expires_at, s.bare_cookie, coalesce(s.password_proved_at > now() - interval '${RECENT_PASSWORD_MINUTES} minutes', false) as password_recent, exists (select 1 from two_factor_secrets t where t.user_id = u.id and t.confirmed_at is not null) as two_factor
  from sessions s join users u on u.id = s.user_id
  where s.id = any($1::text[]) and s.expires_at > now()`;

/** The most session ids asked in one statement. */
const MAX_BATCH = 64;

type Account = UserRow & { two_factor: boolean };
type SessionRow = Account & { session_id: string; password_recent: boolean; session_expires_at: Date; bare_cookie: boolean };

/**
 * The account read for each resolved request user, when its session expires and whether it may come under the bare
 * cookie name (kept off AuthUser, so it never leaks into logs or answers).
 */
const accounts = new WeakMap<AuthUser, { account: Account; twoFactorNeeded: boolean; expiresAt: Date; bareCookie: boolean }>();

/** Server-side sessions in PostgreSQL; the cookie holds a random token, the table its HMAC. */
@Injectable()
export class SessionService {
  private readonly logger = new Logger('SessionService');
  /** The HMAC key, prepared once rather than on every request. */
  private readonly hmacKey: KeyObject;

  /**
   * The session lookups of the requests that arrive together, asked in one statement: every lookup waits for the
   * current turn of the event loop to end (setImmediate), then one prepared statement answers all the ids asked in
   * it. Nothing is cached (cache: false), so every request still reads the database after it arrived and a session
   * ended by sign-out fails on its next request; under load one query serves many requests, which saves most of
   * the database round trips (each wakes a PostgreSQL process) of signed-in reads.
   */
  private readonly lookups = new DataLoader<string, SessionRow | null>((ids) => this.lookUp(ids), {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (run) => setImmediate(run),
  });

  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly channel: MemberChannel,
  ) {
    this.hmacKey = createSecretKey(Buffer.from(config.sessionSecret, 'utf8'));
  }

  /** The session cookie's name here (cookie-names.ts: `__Host-f50_session` where cookies are Secure by configuration). */
  get sessionCookie(): string {
    return sessionCookieName(this.config.cookieSecure);
  }

  /** The known-browser cookie's name here (cookie-names.ts). */
  get knownDeviceCookie(): string {
    return knownDeviceCookieName(this.config.cookieSecure);
  }

  /** Sets the session cookie and the signed-in hint (and, over https, clears one under the bare name). */
  setCookies(res: Response, token: string): void {
    res.cookie(this.sessionCookie, token, this.cookieOptions(res));
    res.cookie(SIGNED_IN_COOKIE, '1', { ...this.cookieOptions(res), httpOnly: false });
    this.clearBare(res, SESSION_COOKIE_BASE);
  }

  /**
   * The user behind a request's session cookie, or null: the one way a request's session is read (the session
   * strategy, the private uploads and reply streams through SessionLookup, the staff pages' loading shell), so that
   * none forgets the rule on bare names. Where the names carry the `__Host-` prefix (cookies Secure by configuration,
   * cookie-names.ts), a session cookie that came under the bare name counts only for a session begun before the prefix
   * came in (`bare_cookie`, Migration20270130420000_session_bare_cookie): any other host under the domain can set a
   * bare `f50_session` (a sibling subdomain, a page over plain http), so one tossed onto a reader, naming its own
   * account's session, signs no one in (login CSRF, session fixation); the request is anonymous. Over plain http the
   * names are bare and this changes nothing.
   *
   * With `res` the answer tidies the cookies: a refused bare session cookie is cleared, and a signed-in request's bare
   * cookies move to the prefixed names (moveBareCookies).
   */
  async userOfRequest(req: Request, res?: Response): Promise<AuthUser | null> {
    const { value: token, bare } = readCookie(req, SESSION_COOKIE_BASE);
    const user = token ? await this.resolve(token) : null;
    if (user && bare && this.config.cookieSecure && !accounts.get(user)?.bareCookie) {
      if (res) this.clearBare(res, SESSION_COOKIE_BASE);
      return null;
    }
    if (user && res) this.moveBareCookies(req, res, user);
    return user;
  }

  /**
   * Whether a request may be signed in, without a database read when the answer is plain: no session cookie (no),
   * one under the prefixed name or over plain http (yes, unless the lookup then refuses it), one under the bare name
   * where the prefix is in use (the lookup decides, userOfRequest). For choosing a loading shell (bootstrap.ts).
   */
  maySignIn(req: Request): boolean | Promise<boolean> {
    const { value, bare } = readCookie(req, SESSION_COOKIE_BASE);
    if (!value) return false;
    if (!bare || !this.config.cookieSecure) return true;
    return this.userOfRequest(req).then(Boolean, () => false);
  }

  /**
   * Moves a signed-in request's cookies set before the `__Host-` prefix (bare names on an https site, cookie-names.ts)
   * to the prefixed names, keeping their values (the session's until the session expires), and clears the bare ones: the
   * session and the known-browser cookie. Called for every signed-in request (userOfRequest), so the first request
   * after the change moves them and no one is signed out. Nothing to do over plain http (the names are bare). The
   * session keeps `bare_cookie` (its requests sent at the same time as this one still come under the bare name); it
   * never slides (a session ends SESSION_DAYS after it began, renew keeps the expiry), so the bare read dies out.
   */
  private moveBareCookies(req: Request, res: Response, user: AuthUser): void {
    if (!this.config.cookieSecure) return;
    for (const base of [SESSION_COOKIE_BASE, KNOWN_DEVICE_COOKIE_BASE]) {
      const read = readCookie(req, base);
      if (read.bare && read.value) {
        if (base === SESSION_COOKIE_BASE) res.cookie(this.sessionCookie, read.value, this.sessionOptionsUntil(res, accounts.get(user)?.expiresAt));
        else res.cookie(this.knownDeviceCookie, read.value, this.knownDeviceOptions(res));
      }
      // Sent under both names, the prefixed one counts; the bare one goes either way.
      if ((req.cookies as Record<string, string> | undefined)?.[base] !== undefined) this.clearBare(res, base);
    }
  }

  /** The session cookie's options, expiring with the session when its end is known. */
  private sessionOptionsUntil(res: Response, expiresAt: Date | string | undefined): CookieOptions {
    const { maxAge, ...options } = this.cookieOptions(res);
    return expiresAt ? { ...options, expires: new Date(expiresAt) } : { ...options, maxAge };
  }

  /** Clears a cookie under its bare name where the prefixed one is in use (Path=/ as it was set; Expires in the past). */
  private clearBare(res: Response, base: string): void {
    if (!this.config.cookieSecure) return;
    const { maxAge: _ignored, ...options } = this.cookieOptions(res);
    res.clearCookie(base, options);
  }

  private knownDeviceOptions(res: Response): CookieOptions {
    return { ...this.cookieOptions(res), maxAge: KNOWN_DEVICE_DAYS * 24 * 3600 * 1000 };
  }

  /**
   * Marks this browser as one the account signs in with (known-device.ts), as its password is now: call it again after
   * the password is set anew in this browser. Sign-out keeps it.
   */
  rememberDevice(res: Response, owner: KnownDeviceOwner): void {
    res.cookie(this.knownDeviceCookie, knownDeviceValue(this.config.sessionSecret, owner), this.knownDeviceOptions(res));
    this.clearBare(res, KNOWN_DEVICE_COOKIE_BASE);
  }

  /** Clears the session cookie (under both names where they differ) and the signed-in hint (sign-out, account deletion). */
  clearCookies(res: Response): void {
    const { maxAge: _ignored, ...options } = this.cookieOptions(res);
    res.clearCookie(this.sessionCookie, options);
    this.clearBare(res, SESSION_COOKIE_BASE);
    res.clearCookie(SIGNED_IN_COOKIE, { ...options, httpOnly: false });
  }

  /** Clears the known-browser cookie, under both names (account deletion: the browser keeps nothing naming the deleted account). */
  forgetDevice(res: Response): void {
    const { maxAge: _ignored, ...options } = this.cookieOptions(res);
    res.clearCookie(this.knownDeviceCookie, options);
    this.clearBare(res, KNOWN_DEVICE_COOKIE_BASE);
  }

  /**
   * Secure when COOKIE_SECURE (by default: PUBLIC_URL is https), and also on any request that arrived over HTTPS, directly
   * or through a proxy trusted by TRUST_PROXY that says so in X-Forwarded-Proto (req.secure): a browser on https keeps
   * its cookies off plain http even when PUBLIC_URL was left at http://localhost.
   */
  cookieOptions(res?: Response): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure || Boolean(res?.req?.secure),
      path: '/',
      maxAge: SESSION_DAYS * 24 * 3600 * 1000,
    };
  }

  idFor(token: string): string {
    return createHmac('sha256', this.hmacKey).update(token).digest('hex');
  }

  /**
   * Starts a session inside the caller's transaction and returns the cookie token. Every session starts from a proved
   * password (sign-in with its second step, registration, an accepted invitation), which is recorded as its proof.
   */
  start(em: EntityManager, userId: number): string {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    em.create(SessionSchema, {
      id: this.idFor(token),
      user: userId,
      expires_at: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000),
      password_proved_at: now,
      // Its cookie is set under the bare name only where the names carry no prefix (userOfRequest).
      bare_cookie: !this.config.cookieSecure,
    });
    return token;
  }

  /**
   * Records that the session proved its account's password just now (a password change, POST
   * /api/auth/confirm-password): for RECENT_PASSWORD_MINUTES it may take the dangerous actions. Stored in the sessions
   * table, so every API process sees it on the session's next request.
   */
  async proved(em: EntityManager, sessionId: string): Promise<void> {
    await em.execute('update sessions set password_proved_at = now() where id = ?', [sessionId]);
  }

  /**
   * Gives the session a new token in place (its row keeps the account, the expiry and the password's proof) and answers
   * it for this browser's cookie (setCookies): after a password change, "Sign out other devices" or two-step sign-in
   * turned on (which may give the session staff power), a copy of this browser's old cookie, taken from it before, ends
   * like the other sessions. Its open event streams are told (they
   * reconnect with the new cookie). The new token is set under this configuration's name only, so `bare_cookie` goes
   * as in `start`.
   */
  async renew(em: EntityManager, sessionId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const [renewed] = await em.execute<{ user_id: number }[]>('update sessions set id = ?, bare_cookie = ? where id = ? returning user_id', [
      this.idFor(token),
      !this.config.cookieSecure,
      sessionId,
    ]);
    if (renewed) this.announce(Number(renewed.user_id), { only: sessionId });
    return token;
  }

  /**
   * end, endOthers and endAll delete sessions and tell the member's open event streams (in every process, see
   * SESSIONS_ENDED), so a stream of an ended session closes at once rather than pushing on. Inside a transaction the
   * news may arrive before the commit: a stream closed then reconnects, and its session decides.
   */
  async end(em: EntityManager, token: string | undefined): Promise<void> {
    if (!token) return;
    const id = this.idFor(token);
    const [ended] = await em.execute<{ user_id: number }[]>('delete from sessions where id = ? returning user_id', [id]);
    if (ended) this.announce(Number(ended.user_id), { only: id });
  }

  /** Ends every session of the user but `keepId` (the one asking); answers how many ended. */
  async endOthers(em: EntityManager, userId: number, keepId: string): Promise<number> {
    const ended = await em.nativeDelete(SessionSchema, { user: userId, id: { $ne: keepId } });
    if (ended) this.announce(userId, { keep: keepId });
    return ended;
  }

  /** Ends every session of the user (after a password reset). */
  async endAll(em: EntityManager, userId: number): Promise<void> {
    if (await em.nativeDelete(SessionSchema, { user: userId })) this.announce(userId);
  }

  /** Tells the member's open streams that sessions ended (best effort: each stream also checks its session before a push). */
  announce(userId: number, which: SessionsEnded = {}): void {
    this.channel.send(userId, sessionsEnded(which)).catch((error: unknown) => this.logger.warn(`Could not announce ended sessions of user ${userId}: ${String(error)}`));
  }

  /**
   * The user behind a session token, or null (unknown, expired or ended session). One database read per request
   * (batched with the requests that arrived at the same time, see `lookups`) and no cache, so a session that
   * sign-out, a password reset or account deletion removed fails on its very next request in every process. The
   * row also carries what GET .../me answers (see `viewOf`). Requests are read through userOfRequest (the bare-name
   * rule).
   */
  private async resolve(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 100) return null;
    const id = this.idFor(token);
    const row = await this.lookups.load(id);
    if (!row) return null;
    const { session_id: _sessionId, password_recent: passwordRecent, session_expires_at: expiresAt, bare_cookie: bareCookie, ...account } = row;
    // A staff account that has to turn on two-step sign-in first has a member's access until it does (every check of
    // the role, in every module, sees 'member'); its view still says which role it holds, and why not yet.
    const twoFactorNeeded = needsSecondStep(row.role, row.two_factor, this.config.staffTwoFactorRequired);
    const role = twoFactorNeeded ? 'member' : row.role;
    const user: AuthUser = { id: row.id, email: row.email, name: row.name ?? null, is_premium: row.is_premium, role, sessionId: id, passwordRecent };
    accounts.set(user, { account, twoFactorNeeded, expiresAt, bareCookie });
    return user;
  }

  private async lookUp(ids: readonly string[]): Promise<(SessionRow | null)[]> {
    const rows = await preparedQuery<SessionRow>(this.em, 'f50_session_users', SESSION_USERS_SQL, [ids]);
    const byId = new Map(rows.map((row) => [row.session_id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The account as GET /api/auth/me shows it, read with the session of this request (no second query). */
  viewOf(user: AuthUser): UserView | undefined {
    const read = accounts.get(user);
    return read && toUserView(read.account, read.twoFactorNeeded);
  }
}
