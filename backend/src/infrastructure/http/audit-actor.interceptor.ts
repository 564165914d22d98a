import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { runAs } from '../audit/audit-context.js';

/**
 * Runs the handler of a route for signed-in callers (`Access` puts it on every route whose policy is not public) with its
 * actor (the person, or the API key it was made with) in the audit context, so the audit row of each command it
 * executes names them. next.handle() binds the handler to the async context it is called in.
 */
@Injectable()
export class AuditActorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const user = context.switchToHttp().getRequest<{ user?: { id: number; apiKey?: { id: number } } | null }>().user;
    if (!user) return next.handle();
    return runAs({ userId: user.id, apiKeyId: user.apiKey?.id ?? null }, () => next.handle());
  }
}
