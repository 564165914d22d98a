import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser the account has signed in with (or reset its password in): the one way past the per-account sign-in
 * pause (LoginRateLimiter), so strangers guessing one account's password from many addresses cannot lock its owner
 * out of the browsers they use. The value names the account and carries an HMAC under SESSION_SECRET of the account and
 * of when its password was last set; it is no session and opens nothing by itself.
 *
 * A new password (reset, change, accepted invitation) therefore drops every browser's knownness but the one that set
 * it (which gets a new cookie): someone who copied the cookie of a browser they once used (a shared computer, a former
 * partner) cannot keep guessing past the pause after the owner takes the account back. An account that never set a
 * new password keeps the first form, `known-device:<id>`, so cookies made before the password took part still pass.
 * (No per-browser part: without a record of each browser on the server, it could not be told apart or withdrawn.)
 */
export const KNOWN_DEVICE_COOKIE = 'f50_known';
export const KNOWN_DEVICE_DAYS = 400;

/** The account a cookie is made for: its id and when its password was last set (null: never since registration). */
export interface KnownDeviceOwner {
  id: number;
  password_changed_at: Date | null;
}

const mac = (secret: string, { id, password_changed_at: set }: KnownDeviceOwner) =>
  createHmac('sha256', secret)
    .update(set ? `known-device:${id}:${set.getTime()}` : `known-device:${id}`)
    .digest('base64url');

/** The cookie's value for an account, as its password is now. */
export function knownDeviceValue(secret: string, owner: KnownDeviceOwner): string {
  return `${owner.id}.${mac(secret, owner)}`;
}

/**
 * Whether the cookie's value was made for this account since its password was last set, under one of the secrets (the
 * present one, or the one before a change).
 */
export function isKnownDevice(secrets: ReadonlyArray<string | undefined>, value: string | undefined, owner: KnownDeviceOwner): boolean {
  if (!value) return false;
  const given = Buffer.from(value);
  return secrets.some((secret) => {
    if (!secret) return false;
    const expected = Buffer.from(knownDeviceValue(secret, owner));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
