import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting: the person signed in, or the API key the request was made with (`userId` is then the admin who
 * created the key, and the audit row names only the key). Both null for work nobody asked for (a scheduled job).
 */
export interface AuditActor {
  userId: number | null;
  apiKeyId: number | null;
}

export const NOBODY: AuditActor = { userId: null, apiKeyId: null };

const actors = new AsyncLocalStorage<AuditActor>();

/** Runs `work` (a request's handler) with `actor` as the actor of every audited command it executes. */
export function runAs<T>(actor: AuditActor, work: () => T): T {
  return actors.run(actor, work);
}

/** The actor of the current request (NOBODY outside requests). */
export function currentActor(): AuditActor {
  return actors.getStore() ?? NOBODY;
}
