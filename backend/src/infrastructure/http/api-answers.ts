import { ApiNotModifiedResponse, ApiResponse } from '@nestjs/swagger';
import { errorContent } from './openapi-finish.js';

/**
 * An error answer of a route, documented with what it means and one message it gives (the example). The answers
 * every route gives (400, 401, 403, 413, 415, the database's 503, ...) come from openapi-finish.ts; this is for the
 * route's own (`@ApiConflictResponse({ description })` does the same when the description is the message itself).
 * `headers`: the headers the answer carries (Retry-After of a 503 that says when to try again).
 */
export const ApiErrorAnswer = (status: number, description: string, example = description, headers?: Record<string, { description: string; schema: object }>) =>
  ApiResponse({ status, description, content: errorContent(status, example), ...(headers && { headers }) });

/**
 * A read whose answer carries an ETag (PublicCache's, and their staff answers): If-None-Match with the current ETag is
 * answered 304, without a body. No other read gives an ETag or a 304 (cache-control.ts, notModifiedOnlyWithETag).
 */
export const ApiNotModified = () =>
  ApiNotModifiedResponse({
    description: 'Not modified: the If-None-Match ETag is the current one (no body)',
    headers: { ETag: { description: 'The ETag of the current answer', schema: { type: 'string' } } },
  });
