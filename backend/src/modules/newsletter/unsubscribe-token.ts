import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A subscriber's unsubscribe token: `<id>.<HMAC-SHA256 of the id>` under a key derived from SESSION_SECRET (43
 * base64url characters of MAC: not guessable, and nothing to store). It names the subscriber, so the one-click
 * POST of a mail program (RFC 8058) needs no sign-in and no cookie.
 */
function key(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'flying50', 'newsletter-unsubscribe', 32));
}

const mac = (secret: string, id: number) => createHmac('sha256', key(secret)).update(`unsubscribe:${id}`).digest('base64url');

export function unsubscribeToken(secret: string, subscriberId: number): string {
  return `${subscriberId}.${mac(secret, subscriberId)}`;
}

/** The subscriber id a token names, or undefined when the token is not one we made. */
export function subscriberOfToken(secret: string, token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/** The address readers open (a page with a confirm button) and mail programs POST to (one click). */
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/newsletter/unsubscribe?token=${token}`;
export const oneClickUrl = (publicUrl: string, token: string) => `${publicUrl}/api/newsletter/unsubscribe?token=${token}`;
