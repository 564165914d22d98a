import type { RequestBody } from './api-types';

/** The routes that take beacons, with their bodies: counts the server keeps as numbers only (nothing about the reader). */
interface BeaconBodies {
  '/api/analytics/article-views': RequestBody<'/api/analytics/article-views', 'post'>;
  '/api/ads/beacon': RequestBody<'/api/ads/beacon', 'post'>;
}

/**
 * Posts a small JSON body that must arrive even when the reader is leaving the page (a count): navigator.sendBeacon,
 * else fetch with keepalive. Both send the session cookie of this site, so the server can leave staff out; nothing waits
 * for the answer and a failure is not the reader's concern.
 */
export function sendBeacon<P extends keyof BeaconBodies>(path: P, body: BeaconBodies[P]): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(path, { method: 'POST', body: json, keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}
