import { ForbiddenException, Injectable, Logger, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_KEY, STAFF_ROLES, type AccessPolicy, type AuthUser } from './access.js';

export const MESSAGES = {
  signIn: 'Please sign in to continue.',
  staffOnly: 'This area is for Flying@50 staff.',
  adminOnly: 'Only administrators can do this.',
  noPolicy: 'Access to this route has not been granted.',
};

/**
 * The global guard: identifies the user of every request through passport's 'session' strategy (the session
 * cookie, one database query, no cache: a revoked session fails on its next request) and applies the route's
 * access policy. Routes without a policy are denied.
 */
@Injectable()
export class AccessGuard extends AuthGuard('session') {
  private readonly logger = new Logger('AccessGuard');

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!policy) {
      this.logger.error(`Route ${context.getClass().name}.${context.getHandler().name} has no access policy; denied`);
      throw new ForbiddenException(MESSAGES.noPolicy);
    }
    await super.canActivate(context);
    // A missing, expired or ended session is not an error here; the policy decides. @CurrentUser reads req.user.
    const user = context.switchToHttp().getRequest<{ user?: AuthUser | null }>().user ?? null;
    if (policy === 'public') return true;
    if (!user) throw new UnauthorizedException(MESSAGES.signIn);
    if (policy === 'staff' && !STAFF_ROLES.includes(user.role)) throw new ForbiddenException(MESSAGES.staffOnly);
    if (policy === 'admin' && user.role !== 'admin') throw new ForbiddenException(MESSAGES.adminOnly);
    return true;
  }

  /** A missing or expired session is not an error here; the policy decides. */
  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return (user || null) as T;
  }
}
