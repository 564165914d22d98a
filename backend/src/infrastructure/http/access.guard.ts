import { ForbiddenException, Injectable, Logger, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCESS_KEY, STAFF_ROLES, type AccessPolicy, type AuthUser } from './access.js';

export const MESSAGES = {
  signIn: 'Please sign in to continue.',
  staffOnly: 'This area is for Flying@50 staff.',
  adminOnly: 'Only administrators can do this.',
  noPolicy: 'Access to this route has not been granted.',
};

/** Who sends a request: the user behind its session cookie, or null. Provided by the auth module (SessionStrategy). */
export abstract class RequestIdentity {
  abstract identify(req: Request): Promise<AuthUser | null>;
}

/**
 * The global guard: identifies the user of every request (RequestIdentity: the session cookie, one database query,
 * no cache) and applies the route's access policy. Routes without a policy are denied. It calls the identity
 * directly rather than through passport's authenticate(), which cost about a tenth of a signed-in read's CPU.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('AccessGuard');

  constructor(private readonly reflector: Reflector, private readonly identity: RequestIdentity) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!policy) {
      this.logger.error(`Route ${context.getClass().name}.${context.getHandler().name} has no access policy; denied`);
      throw new ForbiddenException(MESSAGES.noPolicy);
    }
    const req = context.switchToHttp().getRequest<Request>();
    // A missing, expired or ended session is not an error here; the policy decides. @CurrentUser reads req.user.
    const user = await this.identity.identify(req);
    (req as unknown as { user: AuthUser | null }).user = user;
    if (policy === 'public') return true;
    if (!user) throw new UnauthorizedException(MESSAGES.signIn);
    if (policy === 'staff' && !STAFF_ROLES.includes(user.role)) throw new ForbiddenException(MESSAGES.staffOnly);
    if (policy === 'admin' && user.role !== 'admin') throw new ForbiddenException(MESSAGES.adminOnly);
    return true;
  }
}
