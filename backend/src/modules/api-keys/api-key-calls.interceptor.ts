import { HttpStatus, Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { describeError } from '../../infrastructure/http/error.filter.js';
import { recordAudit } from '../../infrastructure/audit/audit.js';
import { runAsApiKey } from '../../infrastructure/audit/audit-context.js';
import type { AuthUser } from '../../infrastructure/http/access.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Attributes every call the AccessGuard let through with an API key to that key: the handler runs with the key as
 * the actor of the audit rows it records (`runAsApiKey`), and every write (POST, PUT, PATCH, DELETE) also leaves one
 * 'api-key.call' row naming the route and the answer's status, whether or not the route audits itself, written
 * before the answer leaves.
 */
@Injectable()
export class ApiKeyCallsInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ApiKeyCalls');

  constructor(private readonly em: EntityManager, private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser | null }>();
    const key = req.user?.apiKey;
    if (!key) return next.handle();
    // next.handle() binds the handler to the async context it is called in, so it runs as the key.
    const handled = runAsApiKey(key.id, () => next.handle());
    if (!WRITES.has(req.method)) return handled;
    const success =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (req.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return handled.pipe(
      mergeMap(async (value) => {
        await this.recordCall(key.id, req, success);
        return value;
      }),
      catchError((error: unknown) => from(this.recordCall(key.id, req, describeError(error).status)).pipe(mergeMap(() => throwError(() => error)))),
    );
  }

  private async recordCall(apiKeyId: number, req: Request, status: number): Promise<void> {
    try {
      const em = this.em.fork();
      const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
      recordAudit(em, {
        actor: null,
        apiKey: apiKeyId,
        action: 'api-key.call',
        subjectKind: 'api-key',
        subjectId: apiKeyId,
        details: { method: req.method, route, status },
      });
      await em.flush();
    } catch (error) {
      this.logger.error(`Could not record the call of API key ${apiKeyId}: ${(error as Error).message}`);
    }
  }
}
