import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from './access.js';

/** The signed-in user of the request (undefined on public routes when signed out). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  const req = ctx.switchToHttp().getRequest<Request & { user?: AuthUser | null }>();
  return req.user ?? undefined;
});
