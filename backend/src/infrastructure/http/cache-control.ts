import type { RequestHandler } from 'express';

export const API_CACHE_CONTROL = 'private, no-store';
const API_PATH = /^\/api(\/|$)/i;

/**
 * API answers may carry a member's data: no cache keeps them (Cache-Control: private, no-store). Set before the
 * handler runs, so a route that wants public caching simply sets its own header.
 */
export function privateApiAnswers(): RequestHandler {
  return (req, res, next) => {
    if (API_PATH.test(req.path)) res.setHeader('Cache-Control', API_CACHE_CONTROL);
    next();
  };
}
