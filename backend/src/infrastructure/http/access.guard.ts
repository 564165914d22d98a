import { ForbiddenException, Inject, Injectable, Logger, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { RateLimiter } from '../limits/rate-limiter.js';
import { ACCESS_KEY, ACCESS_OPTIONS_KEY, apiKeyMayCall, REAUTH, STAFF_ROLES, type AccessOptions, type AccessPolicy, type AuthUser } from './access.js';
import { BODY_LIMIT_KEY, readHeldBody } from './json-body.js';
import { refuseBodyItTakesNot } from './route-body.js';

export const MESSAGES = {
  signIn: 'Please sign in to continue.',
  staffOnly: 'This area is for Flying@50 staff.',
  adminOnly: 'Only administrators can do this.',
  noPolicy: 'Access to this route has not been granted.',
  keyScope: (scope: string) => `An API key with the ${scope} scope cannot call this route.`,
  /** A malformed, unknown or revoked key: one message, so it never tells whether the key existed. */
  keyInvalid: 'This API key is not valid. Send an active key as "Authorization: Bearer <key>".',
  keyTooMany: 'Too many requests with this API key. Please wait a moment and try again.',
};

/** Passport's guard for one strategy, where finding nobody is not an error: the route's access policy decides. */
function identifyBy(strategy: 'api-key' | 'session') {
  return class extends AuthGuard(strategy) {
    override handleRequest<T>(error: unknown, user: T): T {
      if (error) throw error;
      return (user || null) as T;
    }
  };
}

/**
 * The global guard: identifies the caller of every request through passport, with the 'api-key' strategy when the
 * request has an Authorization header (it must be "Bearer <active key>": a bad key is 401 on every route, and the
 * cookie is then ignored) and otherwise the 'session' strategy (the session cookie), each one database query and no
 * cache, so a revoked key or ended session fails on its next request; then applies the route's access policy.
 * Routes without a policy are denied. A route marked `recentPassword` also needs a session that proved its password
 * within RECENT_PASSWORD_MINUTES (else 403, reason reauth_required). A key is allowed only where its scope reaches (`apiKeyMayCall`, from the
 * policy), else 403; only then does the call count against the key's budget (API_KEY_REQUESTS_PER_MINUTE, 429 beyond
 * it), so a key over its budget still gets 403 where it may not call, as the document says. Once the caller is admitted, a JSON body jsonBody held (over 100 KB or of unknown length) is read
 * with the route's @BodyLimit: a body is read past 100 KB only for a caller the route admits; a route that takes no body
 * refuses one with fields (refuseBodyItTakesNot). Choosing the strategy by the header runs one strategy per request instead of passport trying
 * both in turn (about 5 % of a signed-in read); a request with neither header is anonymous at once.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('AccessGuard');
  private readonly byApiKey = new (identifyBy('api-key'))();
  private readonly bySession = new (identifyBy('session'))();

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.admit(context);
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await readHeldBody(req, http.getResponse<Response>(), this.reflector.get<number | undefined>(BODY_LIMIT_KEY, context.getHandler()));
    refuseBodyItTakesNot(req, context.getClass(), context.getHandler());
    return true;
  }

  /** Returns when the route's policy admits the caller, else throws 401 or 403. */
  private async admit(context: ExecutionContext): Promise<void> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!policy) {
      this.logger.error(`Route ${context.getClass().name}.${context.getHandler().name} has no access policy; denied`);
      throw new ForbiddenException(MESSAGES.noPolicy);
    }
    const req = context.switchToHttp().getRequest<{ user?: AuthUser | null; method: string; headers: Record<string, unknown> }>();
    // A request without credentials (no Authorization header, no cookie: most readers of the magazine) is anonymous
    // without asking passport.
    if (req.headers.authorization !== undefined) await this.byApiKey.canActivate(context);
    else if (req.headers.cookie !== undefined) await this.bySession.canActivate(context);
    else req.user = null;
    // A missing, expired or ended session is not an error here; the policy decides. @CurrentUser reads req.user.
    const user = req.user ?? null;
    if (user?.apiKey) {
      if (!apiKeyMayCall(user.apiKey.scope, policy, req.method, this.optionsOf(context))) throw new ForbiddenException(MESSAGES.keyScope(user.apiKey.scope));
      // Counted once the key may call the route (shared by every process: `rate_limits` or Redis).
      await this.limiter.consume({
        bucket: 'api-key',
        subject: String(user.apiKey.id),
        max: this.config.apiKeyRequestsPerMinute,
        windowMinutes: 1,
        message: MESSAGES.keyTooMany,
      });
      return;
    }
    if (policy === 'public') return;
    if (!user) throw new UnauthorizedException(MESSAGES.signIn);
    if (policy === 'staff' && !STAFF_ROLES.includes(user.role)) throw new ForbiddenException(MESSAGES.staffOnly);
    if (policy === 'admin' && user.role !== 'admin') throw new ForbiddenException(MESSAGES.adminOnly);
    // A dangerous action asks a session left open (a shared or stolen device) to prove who is there first.
    if (!user.passwordRecent && this.optionsOf(context)?.recentPassword) throw new ForbiddenException({ message: REAUTH.message, reason: REAUTH.reason });
  }

  private optionsOf(context: ExecutionContext): AccessOptions | undefined {
    return this.reflector.getAllAndOverride<AccessOptions | undefined>(ACCESS_OPTIONS_KEY, [context.getHandler(), context.getClass()]);
  }
}
