import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is acting in the current request when it is not a person: the API key it was made with. */
export interface AuditActor {
  apiKeyId: number;
}

const storage = new AsyncLocalStorage<AuditActor>();

/** Runs `work` (a request's handler) with the key as the actor of every audit row it records. */
export function runAsApiKey<T>(apiKeyId: number, work: () => T): T {
  return storage.run({ apiKeyId }, work);
}

/** The API key acting in the current request, if any. */
export function currentApiKeyId(): number | undefined {
  return storage.getStore()?.apiKeyId;
}
