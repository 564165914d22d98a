import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser the account has signed in with (or reset its password in): the one way past the per-account sign-in
 * pause (LoginRateLimiter), so strangers guessing one account's password from many addresses cannot lock its owner
 * out of the browsers they use. The value names the account and carries an HMAC under SESSION_SECRET; it is no
 * session and opens nothing by itself.
 */
export const KNOWN_DEVICE_COOKIE = 'f50_known';
export const KNOWN_DEVICE_DAYS = 400;

const mac = (secret: string, userId: number) => createHmac('sha256', secret).update(`known-device:${userId}`).digest('base64url');

/** The cookie's value for an account. */
export function knownDeviceValue(secret: string, userId: number): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** Whether the cookie's value was made for this account under one of the secrets (the present one, or the one before a change). */
export function isKnownDevice(secrets: ReadonlyArray<string | undefined>, value: string | undefined, userId: number): boolean {
  if (!value) return false;
  const given = Buffer.from(value);
  return secrets.some((secret) => {
    if (!secret) return false;
    const expected = Buffer.from(knownDeviceValue(secret, userId));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
