/**
 * The uploads that report their progress: a journal photo sent from /journal (members-api.ts) and a profile photo
 * (profile-photo-card.tsx). Kept out of api-client.ts so the public pages' shared chunk does not carry it (their
 * JavaScript budget: slow-phone.spec.ts).
 */
import type { paths } from './api-schema';
import { ApiError } from './api';
import { REQUEST_TIMEOUT_MS } from './api-client';

/**
 * POST of a multipart form that reports how much of it has been sent (fetch() reports nothing while uploading):
 * XMLHttpRequest, same-origin with cookies, the same timeout, and a refusal thrown as ApiError like `api`'s.
 * `onProgress` is given the share of the body sent, from 0 to 1. Resolves with the JSON answer.
 */
export function postFormWithProgress<T>(path: keyof paths & string, form: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      if (request.status < 200 || request.status > 299) {
        reject(new ApiError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error('The answer could not be read.'));
      }
    };
    // As fetch() fails: a network failure is a TypeError, the timeout a TimeoutError.
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new DOMException('The request was stopped.', 'AbortError'));
    request.ontimeout = () => reject(new DOMException('The request took too long and was stopped.', 'TimeoutError'));
    request.send(form);
  });
}
